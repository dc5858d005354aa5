#pragma once

#include "bots/greedy.h"
#include "games/rummy_o/view.h"

namespace parlor {

// Rummy-O, one move deep with the exact solver: goes out at once (Foot or Hand) when it can;
// goes on board with the opening placing the most points as soon as it has one; once on
// board lays down the melds of its best arrangement, adds on every tile it can (the most
// points first) and claims jokers it can use; takes the top discard only when the solver
// places it; discards a natural tile whenever one can go (a joker never while one can), the
// one whose loss leaves the most points placeable, then the one with fewest partners for a
// future meld, then before opening the lowest (the high tiles make the 50) and on board the
// highest.
struct RummyOGreedy {
  using GameView = rummy_o::RummyOView;
  static Action choose(const GameView& view, const std::vector<Action>& legal);
};
using RummyOGreedyBot = GreedyBot<RummyOGreedy>;

// Tiles of `rack` one step from a meld with natural `c`: same colour within two, or same
// number. A second copy of `c` still in the rack adds nothing its twin does not: none then.
int rummy_o_partners(const std::vector<Card>& rack, Card c);

// Strong's candidate order: the discards in the order Good would give the tiles up (a joker's
// last), then the other moves as they were. Where Good would lay down or add on, these
// discards are the moves that hold its tiles back.
void order_rummy_o_discards(const View& view, std::vector<Action>& moves);

}  // namespace parlor
