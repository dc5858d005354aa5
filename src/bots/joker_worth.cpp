#include "bots/joker_worth.h"

#include "games/joker/moves.h"

namespace parlor::joker {
namespace {

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

}  // namespace

double team_worth(const Board& b, int team) {
  double v = 0;
  for (int m = 0; m < b.marbles(); ++m) {
    const double mine = marble_value(b, m) - risk(b, m);
    v += b.team_of(colour_of(m)) == team ? mine : -mine;
  }
  return v;
}

double keep_value(Card c, const Board& b, int colour) {
  if (c.is_joker()) return 10;
  if (brings_out(c)) return b.start_count(colour) > 0 ? 4 : 1;
  if (c.rank() == 7 || c.rank() == 8) return 2;
  return 0;
}

double move_score(const Board& b, int seat, const Action& a) {
  const int colour = b.mover_colour(seat);
  if (a.kind == ActionKind::Discard) return -keep_value(a.card, b, colour);
  Outcome o;
  if (check_move(b, seat, a, &o)) return -1e18;
  return team_worth(o.after, b.team_of(seat)) - keep_value(a.card, b, colour) * 0.5;
}

}  // namespace parlor::joker
