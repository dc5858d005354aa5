#include "app/scenes/table_factory.h"

#include "app/scenes/five_crowns_table.h"

namespace parlor::scenes {

std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup) {
  std::vector<net::SeatConfig> seats;
  for (const session::SeatSetup& s : setup.seats)
    seats.push_back({s.name, s.kind == session::SeatKind::Bot, s.bot});
  auto match = net::Match::create(setup.game_id, setup.options, setup.seed, std::move(seats));
  if (!match) return nullptr;
  if (setup.game_id == "five_crowns") return std::make_unique<FiveCrownsTable>(director, setup, std::move(*match));
  return nullptr;
}

}  // namespace parlor::scenes
