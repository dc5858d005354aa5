#pragma once

#include "bots/bot.h"

namespace parlor {

// Rummy-O, one move deep with the exact solver: goes out at once (Foot or Hand) when it can;
// goes on board with the opening placing the most points as soon as it has one; once on
// board lays down the melds of its best arrangement, adds on every tile it can (the most
// points first) and claims jokers it can use; takes the top discard only when the solver
// places it; discards the tile whose loss leaves the most points placeable, then the one with
// fewest partners for a future meld, then the highest.
class RummyOGreedyBot final : public Bot {
 public:
  std::string_view kind() const override { return "greedy"; }
  Action choose(const View& view) override;

 private:
  std::vector<Action> buf_;
};

}  // namespace parlor
