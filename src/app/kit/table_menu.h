#pragma once
// The menu every table opens: back to the game, bot speed, rules, share, leave. Drawn in draw(),
// its clicks handled in input(), like everything at a table.
#include "app/screen/scene.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

void draw_table_menu(Frame& f, const session::TableSession& session);
// Acts on this frame's click or key in the menu; true when the player goes back to the game.
bool handle_table_menu(Frame& f, session::TableSession& session, Director& director);

}  // namespace parlor::scenes
