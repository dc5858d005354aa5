// A Jok-R-Ummy game rebuilt from one seat's view and a dealing of the cards it cannot see.
#include <memory>
#include <utility>
#include <vector>

#include "games/jok_r_ummy/state.h"

namespace parlor::jok_r_ummy {

std::unique_ptr<JokRUmmyState> JokRUmmyState::from_view(const JokRUmmyView& view, Dealing dealing) {
  std::vector<Card> programs = std::move(dealing.hidden);
  std::unique_ptr<JokRUmmyState> s =
      rebuilt(nlohmann::json{{"players", view.players}, {"swap", view.swap_option}}, view, std::move(dealing));
  if (!s) return nullptr;
  const int players = view.players;
  s->programs_ = std::move(programs);
  s->dealer_ = view.dealer;
  // In the swap phase the seat to act is the one offered it, counted from the dealer's left.
  s->swap_next_ = view.phase == Phase::Swap ? (view.current - view.dealer - 1 + 2 * players) % players : players;
  s->first_deal_ = view.first_deal;
  s->rounds_without_ = view.rounds_without;
  for (int seat = 0; seat < players; ++seat) {
    const auto i = static_cast<size_t>(seat);
    s->completed_[i] = i < view.completed.size() && view.completed[i] ? 1 : 0;
    // Programs completed this round: those laid face up beyond the ones the earlier rounds scored.
    s->round_points_[i] = s->completed_count(seat) - view.scores.totals[i];
  }
  copy_per_seat(s->table_, view.table, players);
  s->round_ = view.round - 1;
  s->turns_ = view.turn;
  s->last_round_ = view.last_round;
  return s;
}

}  // namespace parlor::jok_r_ummy
