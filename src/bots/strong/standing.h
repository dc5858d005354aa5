// Where a game stands, turned into the chance of winning it: for evaluations that weigh a
// round's gains by the game's score, not alone.
#pragma once

#include <vector>

namespace parlor {

// The chance that `seat` ends the game on top when each seat now stands at `stand` (low totals
// winning when `low_wins`) and what is still to play moves every total by a normal spread of
// `spread` points; beating each other seat is taken as independent of beating the rest.
double top_chance(const std::vector<double>& stand, int seat, bool low_wins, double spread);

// The chance of winning a race to `goal` wins (programs, games) at two seats, needing `mine`
// and `theirs` more, when each seat wins one in a round with chance `q`, the two apart; both
// in one round: an even chance which came first.
double race_chance(int mine, int theirs, double q, int goal);

}  // namespace parlor
