// A Five Crowns game rebuilt from one seat's view and a dealing of the cards it cannot see.
#include <algorithm>
#include <memory>
#include <utility>

#include "games/five_crowns/state.h"

namespace parlor::five_crowns {

std::unique_ptr<FiveCrownsState> FiveCrownsState::from_view(const FiveCrownsView& view, Dealing dealing) {
  std::unique_ptr<FiveCrownsState> s =
      rebuilt(nlohmann::json{{"players", view.players}, {"dealer", view.dealer}}, view, std::move(dealing));
  if (!s) return nullptr;
  s->hand_index_ = view.hand_number - 1;
  s->dealer_ = view.dealer;
  s->went_out_ = view.went_out;
  copy_per_seat(s->laid_, view.laid, view.players);
  copy_flags(s->final_done_, view.final_turn_done);
  // The view does not count the turns of this hand; the cap they guard is far beyond a search's reach.
  s->turns_ = 0;
  s->last_hand_ = view.last_hand;
  return s;
}

}  // namespace parlor::five_crowns
