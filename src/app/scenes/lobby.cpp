#include "app/scenes/setup_scene.h"
#include "app/scenes/table_factory.h"
#include "app/scenes/title_scene.h"

namespace parlor::scenes {

// The lobby starts at the game picker.
std::unique_ptr<Scene> make_lobby(Director& director) { return std::make_unique<TitleScene>(director); }

std::unique_ptr<Scene> make_setup_screen(Director& director, std::string_view game_id, const session::GameSetup* last) {
  const GameEntry* game = find_game(game_id);
  if (!game) return make_lobby(director);
  auto scene = std::make_unique<SetupScene>(director, *game);
  if (last) scene->play_again_as(*last);
  return scene;
}

}  // namespace parlor::scenes
