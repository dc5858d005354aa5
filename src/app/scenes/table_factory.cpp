#include "app/scenes/table_factory.h"

#include "app/scenes/five_crowns_table.h"
#include "app/scenes/rummy_o_table.h"
#include "app/scenes/joker_board.h"
#include "app/session/save.h"

namespace parlor::scenes {

std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup) {
  auto match = net::Match::create(setup.game_id, setup.options, setup.seed, session::seat_configs(setup));
  if (!match) return nullptr;
  return make_table(director, setup, std::move(*match));
}

std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup,
                                  std::unique_ptr<net::Match> match) {
  // A table of bots only is a show to watch: it is not saved, so it never replaces a person's
  // saved game.
  const bool anyone = match->first_person() >= 0;
  session::TableSession table(setup, std::move(match), anyone ? &director.store() : nullptr);
  if (setup.game_id == "five_crowns") return std::make_unique<FiveCrownsTable>(director, std::move(table));
  if (setup.game_id == "rummy_o") return std::make_unique<RummyOTable>(director, std::move(table));
  if (setup.game_id == "joker") return std::make_unique<JokerBoard>(director, std::move(table));
  return nullptr;
}

}  // namespace parlor::scenes
