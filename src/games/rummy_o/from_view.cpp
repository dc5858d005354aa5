// A Rummy-O game rebuilt from one seat's view and a dealing of the tiles it cannot see.
#include <memory>
#include <utility>

#include "games/rummy_o/state.h"

namespace parlor::rummy_o {

std::unique_ptr<RummyOState> RummyOState::from_view(const RummyOView& view, Dealing dealing) {
  // The option names round 1's first player; each round since moved it one seat on.
  const int first_of_game = ((view.first - (view.round - 1)) % view.players + view.players) % view.players;
  std::unique_ptr<RummyOState> s =
      rebuilt(nlohmann::json{{"players", view.players}, {"first", first_of_game}}, view, std::move(dealing));
  if (!s) return nullptr;
  s->round_ = view.round - 1;
  s->first_ = view.first;
  s->rebuilds_ = view.rebuilds;
  s->turns_ = view.turn;
  copy_per_seat(s->table_, view.table, view.players);
  copy_flags(s->on_board_, view.on_board);
  s->opened_this_turn_ = view.opened_this_turn;
  // A claim this turn (a Foot rather than a Hand when the rack empties): told by the events since
  // the turn began.
  s->claimed_this_turn_ = false;
  for (const Event& e : view.events) {
    if (e.kind == EventKind::Discarded || e.kind == EventKind::RoundStarted) s->claimed_this_turn_ = false;
    if (e.kind == EventKind::ClaimedJoker && e.seat == view.current) s->claimed_this_turn_ = true;
  }
  s->last_round_ = view.last_round;
  return s;
}

}  // namespace parlor::rummy_o
