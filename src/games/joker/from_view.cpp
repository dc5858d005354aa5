// A Joker game rebuilt from one seat's view and a dealing of the cards it cannot see: the
// marbles are public, so the board is the view's.
#include <memory>
#include <utility>

#include "games/joker/state.h"

namespace parlor::joker {

std::unique_ptr<JokerState> JokerState::from_view(const JokerView& view, Dealing dealing) {
  std::unique_ptr<JokerState> s =
      rebuilt(nlohmann::json{{"players", view.players}, {"dealer", view.dealer}}, view, std::move(dealing));
  if (!s) return nullptr;
  s->board_ = view.board;
  s->winner_team_ = view.winner_team;
  // The view does not count the turns; the cap they guard is far beyond a search's reach.
  s->turns_ = 0;
  return s;
}

}  // namespace parlor::joker
