// A Five Crowns game rebuilt from one seat's view and a dealing of the cards it cannot see.
#include <algorithm>
#include <memory>
#include <utility>

#include "games/five_crowns/state.h"

namespace parlor::five_crowns {

std::unique_ptr<FiveCrownsState> FiveCrownsState::from_view(const FiveCrownsView& view, Dealing dealing) {
  auto made = create(nlohmann::json{{"players", view.players}, {"dealer", view.dealer}}, dealing.seed);
  if (!made) return nullptr;
  std::unique_ptr<FiveCrownsState> s = std::move(*made);
  s->adopt_view(view, std::move(dealing));
  s->hand_index_ = view.hand_number - 1;
  s->dealer_ = view.dealer;
  s->went_out_ = view.went_out;
  s->laid_ = view.laid;
  s->laid_.resize(static_cast<size_t>(view.players));
  for (size_t i = 0; i < s->final_done_.size() && i < view.final_turn_done.size(); ++i)
    s->final_done_[i] = view.final_turn_done[i] ? 1 : 0;
  // The view does not count the turns of this hand; the cap they guard is far beyond a search's reach.
  s->turns_ = 0;
  s->last_hand_ = view.last_hand;
  return s;
}

}  // namespace parlor::five_crowns
