#pragma once
// The lobby starts a game through this, without knowing each game's table scene.
#include <memory>
#include <string>

#include "app/scenes/scene.h"
#include "app/session/setup.h"

namespace parlor::scenes {

// Returns nullptr when the game has no table yet.
std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup);
// The lobby (game picker), for "Back to lobby".
std::unique_ptr<Scene> make_lobby(Director& director);
// The rules of a game; its Back button calls director.pop(), so open it with director.push().
std::unique_ptr<Scene> make_rules_screen(Director& director, const std::string& game_id);

}  // namespace parlor::scenes
