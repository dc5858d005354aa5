#pragma once
// The app's list of tables, keyed by game id: the only place in the app that names every game.
// A game's entry makes its table, queues what the lobby warms for it, and gives its card in the
// lobby its look. Games whose table is not built yet have a look only.
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "app/render/color.h"
#include "app/screen/scene.h"
#include "app/screen/warmup_queue.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

struct LobbyLook {
  const char* symbol;  // UTF-8, drawn in the card's corners and middle
  render::Color accent;
};

struct TableEntry {
  std::string_view game_id;
  LobbyLook look;
  // Null while the game has no table.
  std::function<std::unique_ptr<Scene>(Director&, session::TableSession)> make;
  // Queues the table's text sizes, card or tile faces at this screen's sizes, and bot moves.
  std::function<void(WarmupQueue&, int width, int height, float dpr)> warm;
};

const std::vector<TableEntry>& table_registry();
const TableEntry* find_table(std::string_view game_id);
// The game's lobby look (a plain one for a game the registry does not list).
LobbyLook lobby_look(std::string_view game_id);

}  // namespace parlor::scenes
