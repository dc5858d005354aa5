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
  auto made = create(std::move(options), dealing.seed);
  if (!made) return nullptr;
  std::unique_ptr<RummuState> s = std::move(*made);
  s->adopt_view(view, std::move(dealing));
  s->dealer_ = view.dealer;
  for (size_t i = 0; i < s->came_out_.size() && i < view.came_out.size(); ++i) s->came_out_[i] = view.came_out[i];
  s->plays_ = view.plays;
  s->turns_ = view.turn;
  s->round_ = view.round - 1;
  s->table_ = view.table;
  s->table_.resize(static_cast<size_t>(view.players));
  s->last_round_ = view.last_round;
  return s;
}

}  // namespace parlor::rummu
