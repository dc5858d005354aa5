// Joker, one move deep: plays each legal move on a copy of the board and keeps the one whose
// board is best for its team. The board is worth the progress of the team's marbles (coming
// out, holes travelled, reaching home) less the opponents', less the risk of the team's
// marbles being hit next turn (an opponent a card's count behind, or an opponent's come-out
// hole); bumping an opponent and sending the partner ahead count through the progress. A
// joker, 7 or 8 spent for little costs a little. With no move it discards the card it needs least.
// On the six-sided board both other teams are opponents: their progress counts against it alike.
#include <memory>

#include "bots/greedy.h"
#include "bots/joker_worth.h"
#include "games/joker/moves.h"
#include "games/joker/view.h"

namespace parlor {

using namespace joker;

namespace {

struct JokerGreedy {
  using GameView = JokerView;
  static Action choose(const GameView& view, const std::vector<Action>& legal);
};

Action JokerGreedy::choose(const GameView& view, const std::vector<Action>& legal) {
  const Action* best = &legal.front();
  double best_score = -1e18;
  for (const Action& a : legal) {
    const double score = move_score(view.board, view.seat(), a);
    if (score > best_score) {
      best_score = score;
      best = &a;
    }
  }
  return *best;
}

}  // namespace

std::unique_ptr<Bot> make_joker_greedy() { return std::make_unique<GreedyBot<JokerGreedy>>(); }

}  // namespace parlor
