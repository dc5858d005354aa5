#include "app/kit/table_menu.h"

#include <SDL.h>

#include <cctype>
#include <string>

#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

void draw_table_menu(Frame& f, const session::TableSession& session) {
  const float s = f.dpr;
  // As tall as its title and five buttons, with the side margin (20 px) under the last.
  Rect p = modal_panel(f, 320, 60 + 5 * 44 + 4 * 12 + 20);
  f.text.draw(f.batch, "Menu", Face::Bold, 22 * s, p.x + p.w * 0.5f, p.y + 16 * s, ui::kCream, Align::Center);
  const float bw = p.w - 40 * s, bh = 44 * s, x = p.x + 20 * s, step = bh + 12 * s;
  float y = p.y + 60 * s;
  std::string speed = std::string("Bot speed: ") + session::speed_name(session.setup().speed);
  speed[11] = static_cast<char>(std::toupper(static_cast<unsigned char>(speed[11])));
  f.ui.button("menu:resume", {x, y, bw, bh}, "Back to the game");
  f.ui.button("menu:speed", {x, y += step, bw, bh}, speed, ui::ButtonKind::Secondary);
  f.ui.button("menu:rules", {x, y += step, bw, bh}, "Rules", ui::ButtonKind::Secondary);
  f.ui.button("menu:share", {x, y += step, bw, bh}, "Share by link", ui::ButtonKind::Secondary);
  // The game stays saved: "Continue" in the lobby brings it back.
  f.ui.button("menu:lobby", {x, y += step, bw, bh}, "Leave to the lobby", ui::ButtonKind::Danger);
}

bool handle_table_menu(Frame& f, session::TableSession& session, Director& director) {
  const std::string_view id = f.ui.clicked();
  if (id == "menu:speed")
    session.setup().speed = static_cast<session::Speed>((static_cast<int>(session.setup().speed) + 1) % 4);
  if (id == "menu:rules") {
    if (auto rules = director.screens().rules(director, session.setup().game_id)) director.push(std::move(rules));
    return true;
  }
  if (id == "menu:share") {
    director.push(director.screens().share(director, session));
    return true;
  }
  if (id == "menu:lobby") director.show(director.screens().lobby(director));
  return id == "menu:resume" || f.input.key(SDLK_ESCAPE);
}

}  // namespace parlor::scenes
