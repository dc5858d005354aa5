#include "app/scenes/rules_scene.h"

#include <algorithm>

#include "app/render/text_layout.h"
#include "app/scenes/table_factory.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/widgets.h"
#include "games/registry.h"

namespace parlor::scenes {

using render::Face;

namespace {
constexpr const char* kLoading = "Loading the rules\u2026";
constexpr const char* kFailed = "The rules could not be fetched. Check your connection, then try again.";
}  // namespace

RulesScene::RulesScene(Director& director, std::string game_id, std::function<void()> on_back)
    : director_(director), game_id_(std::move(game_id)), on_back_(std::move(on_back)) {
  request_rules(game_id_);
  const GameEntry* g = find_game(game_id_);
  title_ = (g ? std::string(g->display_name) : game_id_) + " rules";
  if (!on_back_) on_back_ = [this] { director_.pop(); };
}

void RulesScene::layout(Frame& f, const std::vector<RulesBlock>& blocks) {
  const float s = f.dpr, W = f.css_width();
  const float col = std::min(W - 40, kColumnW), x0 = (W - col) * 0.5f;
  const bool narrow = W < 600;
  const float body = narrow ? 16 : 17, heading = narrow ? 20 : 22;
  const float indent = body * 1.3f;
  lines_.clear();
  float y = 16;
  auto add = [&](const std::string& text, Face face, float px, float x, float width, render::Color color) {
    const float lh = f.text.line_height(face, px * s) / s * 1.12f;
    for (std::string& line : render::wrap_text(f.text, text, face, px * s, width * s)) {
      lines_.push_back({std::move(line), face, px, x, y, color});
      y += lh;
    }
  };
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const RulesBlock& b = blocks[i];
    switch (b.kind) {
      case RulesBlock::Kind::Heading:
        if (i > 0) y += heading * 0.9f;
        add(b.text, Face::Bold, heading, x0, col, ui::kGold);
        y += heading * 0.3f;
        break;
      case RulesBlock::Kind::Paragraph:
        add(b.text, Face::Regular, body, x0, col, ui::kCream);
        y += body * 0.6f;
        break;
      case RulesBlock::Kind::Bullet:
        lines_.push_back({"\u2022", Face::Bold, body, x0 + body * 0.2f, y, ui::kGold});
        add(b.text, Face::Regular, body, x0 + indent, col - indent, ui::kCream);
        y += body * 0.35f;
        break;
    }
  }
  content_h_ = y + 32;
  laid_out_w_ = f.width;
  laid_out_dpr_ = f.dpr;
  laid_out_text_ = true;
}

void RulesScene::draw_waiting(Frame& f, const RulesText& rules) {
  const float s = f.dpr, W = f.css_width();
  const float col = std::min(W - 40, kColumnW), x0 = (W - col) * 0.5f;
  const bool failed = rules.status == RulesText::Status::Failed;
  const char* sentence = failed ? kFailed : kLoading;
  const float px = W < 600 ? 16 : 17, top = kTopBarH + 32;
  const float below =
      draw_paragraph(f, sentence, Face::Regular, px * s, (x0 + col * 0.5f) * s, top * s, col * s, ui::kCream);
  f.ui.clickable(failed ? "rules:failed" : "rules:loading", device(f, x0, top, col, below / s - top), sentence, false);
  if (!failed) return;
  ui::Widgets w{f.ui, focus_};
  const float bw = std::min(col, 240.f), by = below / s + 20;
  if (ui::button(w, "rules:retry", device(f, x0 + (col - bw) * 0.5f, by, bw, kTapH + 4), "Try again",
                 ui::ButtonKind::Primary))
    request_rules(game_id_);
}

void RulesScene::handle_keys(const Frame& f) {
  const float page = scroll_.viewport().h * 0.85f, line = 48 * f.dpr;
  for (SDL_Keycode k : f.input.keys) {
    float move = 0;
    switch (k) {
      case SDLK_DOWN: move = line; break;
      case SDLK_UP: move = -line; break;
      case SDLK_PAGEDOWN:
      case SDLK_SPACE: move = page; break;
      case SDLK_PAGEUP: move = -page; break;
      case SDLK_HOME: move = -1e9f; break;
      case SDLK_END: move = 1e9f; break;
      default: break;
    }
    scroll_.scroll_by(move);
  }
}

void RulesScene::draw(Frame& f) {
  // No name field lives here; the page must not open one over a field of the screen below.
  ui::TextEntry::get().clear();
  const RulesText& rules = rules_for(game_id_);
  const bool ready = rules.status == RulesText::Status::Ready;
  if (ready && (!laid_out_text_ || f.width != laid_out_w_ || f.dpr != laid_out_dpr_)) layout(f, rules.blocks);
  const float s = f.dpr;
  f.batch.felt(ui::kFelt);

  // Only Back takes the keyboard focus here: the arrows scroll the text.
  ui::Input keys_for_focus = f.input;
  std::erase_if(keys_for_focus.keys,
                [](SDL_Keycode k) { return k != SDLK_TAB && k != SDLK_RETURN && k != SDLK_KP_ENTER; });
  focus_.begin(keys_for_focus);

  if (ready) {
    const render::Rect view = device(f, 0, kTopBarH, f.css_width(), f.css_height() - kTopBarH);
    scroll_.begin(f.ui, view);
    scroll_.set_content_height(content_h_ * s);
    handle_keys(f);
    f.ui.clickable("rules:text", view, title_, false);
    {
      ui::ClipScope clip(f.batch, view);
      const float top = view.y - scroll_.offset();
      for (const Line& l : lines_) {
        const float y = top + l.y * s, h = l.px * s * 1.6f;
        if (y + h < view.y || y > view.y + view.h) continue;
        f.text.draw(f.batch, l.text, l.face, l.px * s, l.x * s, y, l.color);
      }
    }
    scroll_.draw_bar(f.batch, s);
  } else {
    draw_waiting(f, rules);
  }

  TopBarResult bar = top_bar(f, focus_, title_);
  focus_.draw(f.batch, s);
  focus_.end();
  if (bar.back || f.input.key(SDLK_ESCAPE) || f.input.key(SDLK_BACKSPACE) || f.input.key(SDLK_AC_BACK)) on_back_();
}

std::unique_ptr<Scene> make_rules_screen(Director& director, const std::string& game_id) {
  return std::make_unique<RulesScene>(director, game_id);
}

}  // namespace parlor::scenes
