#pragma once
// The screens the top floor makes (the lobby, a game's set-up and rules, sharing a game by link,
// a new table), handed to the floors below through the director (Director::screens()), so the
// kit and peer play never include the floor that includes them.
#include <memory>
#include <string>
#include <string_view>

namespace parlor::session {
class TableSession;
struct GameSetup;
}  // namespace parlor::session

namespace parlor::scenes {

class Director;
class Scene;

class Screens {
 public:
  virtual ~Screens() = default;
  // The lobby (game picker), for leaving a table.
  virtual std::unique_ptr<Scene> lobby(Director& director) = 0;
  // A game's set-up screen (its Back goes to the lobby); the lobby when the game is unknown. With
  // `last`, the seats, names, levels, options and speed of the game just played come back.
  virtual std::unique_ptr<Scene> setup(Director& director, std::string_view game_id,
                                       const session::GameSetup* last = nullptr) = 0;
  // The rules of a game; open it with director.push() (its Back pops it).
  virtual std::unique_ptr<Scene> rules(Director& director, const std::string& game_id) = 0;
  // Sharing the game at `session`'s table by link; open it with director.push().
  virtual std::unique_ptr<Scene> share(Director& director, const session::TableSession& session) = 0;
  // A new table for `setup`; nullptr when the game has no table.
  virtual std::unique_ptr<Scene> table(Director& director, const session::GameSetup& setup) = 0;
};

}  // namespace parlor::scenes
