#pragma once
// The menu every table opens: back to the game, bot speed, rules, share, leave.
#include "app/scenes/scene.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

// Draws the menu over the table; true when the player closes it to go back to the game.
bool draw_table_menu(Frame& f, session::TableSession& session, Director& director);

}  // namespace parlor::scenes
