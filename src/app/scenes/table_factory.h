#pragma once
// The lobby starts a game through this, without knowing each game's table scene.
#include <memory>
#include <string>
#include <string_view>

#include "app/screen/scene.h"
#include "app/session/setup.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

// Returns nullptr when the game has no table yet.
std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup);
// The lobby (game picker), for leaving a table.
std::unique_ptr<Scene> make_lobby(Director& director);
// A game's set-up screen (its Back goes to the lobby); the lobby when the game is unknown.
std::unique_ptr<Scene> make_setup_screen(Director& director, std::string_view game_id,
                                         const session::GameSetup* last = nullptr);
// The rules of a game; its Back button calls director.pop(), so open it with director.push().
std::unique_ptr<Scene> make_rules_screen(Director& director, const std::string& game_id);

// Opens a share link ("play=..."): its table, after asking when a different game is saved here;
// a link that does not open leaves the current scene and gives the reason.
void open_link(Director& director, std::string_view fragment);
// Sharing the game at `session`'s table by link; its Back button calls director.pop().
std::unique_ptr<Scene> make_share_screen(Director& director, const session::TableSession& session);
// A table for a game restored from a save or a link (the match already at its moment).
std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup,
                                  std::unique_ptr<net::Match> match);

// The functions above, as the director hands them to the floors below (Director::screens()).
Screens& app_screens();

}  // namespace parlor::scenes
