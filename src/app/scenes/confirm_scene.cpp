#include "app/scenes/confirm_scene.h"

#include <SDL.h>

#include <algorithm>

#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {
namespace {

using render::Align;
using render::Face;

class ConfirmScene : public Scene {
 public:
  ConfirmScene(std::string title, std::string message, Choice yes, Choice no)
      : title_(std::move(title)), message_(std::move(message)), yes_(std::move(yes)), no_(std::move(no)) {}
  void update(double) override {}
  void draw(Frame& f) override {
    const float s = f.dpr;
    f.batch.felt(ui::kFelt);
    render::Rect p = modal_panel(f, 400, 300);
    const float cx = p.x + p.w * 0.5f, inner = p.w - 32 * s;
    f.text.draw_fit(f.batch, title_, Face::Bold, 22 * s, inner, cx, p.y + 20 * s, ui::kGold, Align::Center);
    draw_paragraph(f, message_, Face::Regular, 15 * s, cx, p.y + 64 * s, inner, ui::kCream);
    const float bh = 46 * s, x = p.x + 16 * s;
    const float y_no = p.y + p.h - bh - 16 * s, y_yes = y_no - bh - 10 * s;
    // Each answer runs once: its action replaces this scene on the next frame.
    if (!done_ && f.ui.button(yes_.id, {x, y_yes, inner, bh}, yes_.label)) {
      done_ = true;
      yes_.action();
    } else if (!done_ && (f.ui.button(no_.id, {x, y_no, inner, bh}, no_.label, ui::ButtonKind::Secondary) ||
                          f.input.key(SDLK_ESCAPE))) {
      done_ = true;
      no_.action();
    }
  }

 private:
  std::string title_, message_;
  Choice yes_, no_;
  bool done_ = false;
};

}  // namespace

std::unique_ptr<Scene> make_confirm(Director& director, std::string title, std::string message, Choice yes, Choice no) {
  (void)director;
  return std::make_unique<ConfirmScene>(std::move(title), std::move(message), std::move(yes), std::move(no));
}

}  // namespace parlor::scenes
