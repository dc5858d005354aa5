#include "app/scenes/table_menu.h"

#include <SDL.h>

#include <cctype>
#include <string>

#include "app/scenes/modal.h"
#include "app/scenes/table_factory.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

bool draw_table_menu(Frame& f, session::TableSession& session, Director& director) {
  const float s = f.dpr;
  Rect p = modal_panel(f, 320, 386);
  f.text.draw(f.batch, "Menu", Face::Bold, 22 * s, p.x + p.w * 0.5f, p.y + 16 * s, ui::kCream, Align::Center);
  const float bw = p.w - 40 * s, bh = 44 * s, x = p.x + 20 * s;
  float y = p.y + 60 * s;
  bool close = false;
  if (f.ui.button("menu:resume", {x, y, bw, bh}, "Back to the game")) close = true;
  y += bh + 12 * s;
  std::string speed = std::string("Bot speed: ") + session::speed_name(session.setup().speed);
  speed[11] = static_cast<char>(std::toupper(static_cast<unsigned char>(speed[11])));
  if (f.ui.button("menu:speed", {x, y, bw, bh}, speed, ui::ButtonKind::Secondary))
    session.setup().speed = static_cast<session::Speed>((static_cast<int>(session.setup().speed) + 1) % 4);
  y += bh + 12 * s;
  if (f.ui.button("menu:rules", {x, y, bw, bh}, "Rules", ui::ButtonKind::Secondary)) {
    close = true;
    if (auto rules = make_rules_screen(director, session.setup().game_id)) director.push(std::move(rules));
  }
  y += bh + 12 * s;
  if (f.ui.button("menu:share", {x, y, bw, bh}, "Share by link", ui::ButtonKind::Secondary)) {
    close = true;
    director.push(make_share_screen(director, session));
  }
  y += bh + 12 * s;
  // The game stays saved: "Continue" in the lobby brings it back.
  if (f.ui.button("menu:lobby", {x, y, bw, bh}, "Leave to the lobby", ui::ButtonKind::Danger))
    director.show(make_lobby(director));
  return close || f.input.key(SDLK_ESCAPE);
}

}  // namespace parlor::scenes
