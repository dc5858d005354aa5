#pragma once
// The lobby starts a game through this, without knowing each game's table scene.
#include <memory>

#include "app/scenes/scene.h"
#include "app/session/setup.h"

namespace parlor::scenes {

// Returns nullptr when the game has no table yet.
std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup);
// The lobby (game picker), for "Back to lobby".
std::unique_ptr<Scene> make_lobby(Director& director);

}  // namespace parlor::scenes
