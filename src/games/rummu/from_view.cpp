// A Rummü game rebuilt from one seat's view and a dealing of the cards it cannot see.
#include <memory>
#include <utility>

#include "games/rummu/state.h"

namespace parlor::rummu {

std::unique_ptr<RummuState> RummuState::from_view(const RummuView& view, Dealing dealing) {
  nlohmann::json options{{"players", view.players},
                         {"dealer", view.dealer},
                         {"partners", view.partners()},
                         {"rounds", view.rounds_to_play},
                         {"open_pile", view.open_pile}};
  std::unique_ptr<RummuState> s = rebuilt(options, view, std::move(dealing));
  if (!s) return nullptr;
  s->dealer_ = view.dealer;
  copy_flags(s->came_out_, view.came_out);
  s->plays_ = view.plays;
  s->turns_ = view.turn;
  s->round_ = view.round - 1;
  copy_per_seat(s->table_, view.table, view.players);
  s->last_round_ = view.last_round;
  return s;
}

}  // namespace parlor::rummu
