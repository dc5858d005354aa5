// Joker, one move deep: plays each legal move on a copy of the board and keeps the one whose
// board is best for its team. The board is worth the progress of the team's marbles (coming
// out, holes travelled, reaching home) less the opponents', less the risk of the team's
// marbles being hit next turn (an opponent a card's count behind, or an opponent's come-out
// hole); bumping an opponent and sending the partner ahead count through the progress. A
// joker, 7 or 8 spent for little costs a little. With no move it discards the card it needs least.
// On the six-sided board both other teams are opponents: their progress counts against it alike.
#include <memory>

#include "bots/greedy.h"
#include "games/joker/moves.h"
#include "games/joker/view.h"

namespace parlor {

using namespace joker;

namespace {

struct JokerGreedy {
  using GameView = JokerView;
  static Action choose(const GameView& view, const std::vector<Action>& legal);
};

// Weights, in holes of progress.
constexpr double kOut = 12;          // a marble out of the start
constexpr double kHome = 20;         // a marble safe at home
constexpr double kHitChance = 0.07;  // an opponent a given card's count behind
constexpr double kDoorChance = 0.3;  // on an opponent's come-out hole, with its marbles waiting

double marble_value(const Board& b, int m) {
  const int hole = b.pos(m), colour = colour_of(m), lap = b.lap();
  if (b.is_start(hole)) return 0;
  if (b.is_home(hole)) return kOut + lap + kHome + b.home_index(hole);
  // Holes between the entrance and the come-out hole are a lap from home, like the come-out hole.
  const int left = b.to_entrance(colour, hole);
  return kOut + (left > lap ? 0 : lap - left);
}

// What the opponents may take from a marble on their next turns.
double risk(const Board& b, int m) {
  const int hole = b.pos(m), colour = colour_of(m);
  if (!b.is_track(hole)) return 0;
  double r = 0;
  for (int o = 0; o < b.marbles(); ++o) {
    const int oc = colour_of(o);
    if (b.same_team(oc, colour)) continue;
    const int at = b.pos(o);
    if (b.is_track(at)) {
      const int behind = b.wrap(hole - at);
      if (behind >= 1 && behind <= 10 && behind <= b.to_entrance(oc, at)) r += kHitChance;
      if (b.wrap(at - hole) == 8) r += kHitChance;
    }
  }
  for (int oc = 0; oc < b.seats(); ++oc)
    if (!b.same_team(oc, colour) && hole == b.come_out_hole(oc) && b.start_count(oc) > 0) r += kDoorChance;
  return r * (marble_value(b, m) + kOut);
}

double worth(const Board& b, int team) {
  double v = 0;
  for (int m = 0; m < b.marbles(); ++m) {
    const double mine = marble_value(b, m) - risk(b, m);
    v += b.team_of(colour_of(m)) == team ? mine : -mine;
  }
  return v;
}

// What holding the card is worth: jokers and the cards that bring marbles out are scarce.
double keep_value(Card c, const Board& b, int colour) {
  if (c.is_joker()) return 10;
  if (brings_out(c)) return b.start_count(colour) > 0 ? 4 : 1;
  if (c.rank() == 7 || c.rank() == 8) return 2;
  return 0;
}

Action JokerGreedy::choose(const GameView& view, const std::vector<Action>& legal) {
  const Board& board = view.board;
  const int seat = view.seat();
  const int colour = board.mover_colour(seat);
  const Action* best = &legal.front();
  double best_score = -1e18;
  for (const Action& a : legal) {
    double score;
    if (a.kind == ActionKind::Discard) {
      score = -keep_value(a.card, board, colour);
    } else {
      Outcome o;
      if (check_move(board, seat, a, &o)) continue;
      score = worth(o.after, board.team_of(seat)) - keep_value(a.card, board, colour) * 0.5;
    }
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
