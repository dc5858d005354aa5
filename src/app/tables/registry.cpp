#include "app/tables/registry.h"

#include "app/tables/five_crowns/table.h"
#include "app/tables/jok_r_ummy/table.h"
#include "app/tables/joker/table.h"
#include "app/tables/rummu/table.h"
#include "app/tables/rummy_o/table.h"
#include "app/ui/palette.h"

namespace parlor::scenes {
namespace {

template <class Table>
std::unique_ptr<Scene> make(Director& director, session::TableSession session) {
  return std::make_unique<Table>(director, std::move(session));
}

}  // namespace

const std::vector<TableEntry>& table_registry() {
  // In the lobby's order of warming: Five Crowns first, it heads the lobby.
  static const std::vector<TableEntry> tables = {
      {"five_crowns", {"\u265B", render::Color::hex(0x7a3fb0)}, make<FiveCrownsTable>, warm_five_crowns},
      {"rummy_o", {"\u25A0", render::Color::hex(0xc0392b)}, make<RummyOTable>, warm_rummy_o},
      {"jok_r_ummy", {"\u2605", render::Color::hex(0x1f6fb2)}, make<JokRUmmyTable>, warm_jok_r_ummy},
      {"rummu", {"\u25C6", render::Color::hex(0xd4a017)}, make<RummuTable>, warm_rummu},
      {"joker", {"\u25CF", render::Color::hex(0x2e8b57)}, make<JokerTable>, warm_joker},
  };
  return tables;
}

const TableEntry* find_table(std::string_view game_id) {
  for (const TableEntry& t : table_registry())
    if (t.game_id == game_id) return &t;
  return nullptr;
}

LobbyLook lobby_look(std::string_view game_id) {
  const TableEntry* t = find_table(game_id);
  return t ? t->look : LobbyLook{"\u2660", ui::kInk};
}

}  // namespace parlor::scenes
