#include "app/scenes/table_factory.h"
#include "app/scenes/title_scene.h"

namespace parlor::scenes {

// The lobby starts at the game picker.
std::unique_ptr<Scene> make_lobby(Director& director) { return std::make_unique<TitleScene>(director); }

}  // namespace parlor::scenes
