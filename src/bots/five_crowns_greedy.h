#pragma once

#include "bots/bot.h"

namespace parlor {

// Five Crowns, one move deep with the exact solver: goes out whenever it can; takes the top
// discard when that lowers its best possible points after discarding, else draws; discards
// the card whose loss leaves the fewest points (a natural card before a wild on ties); on a
// final turn lays down the arrangement that leaves the fewest points.
class FiveCrownsGreedyBot final : public Bot {
 public:
  std::string_view kind() const override { return "greedy"; }
  Action choose(const View& view) override;

 private:
  std::vector<Action> buf_;
};

}  // namespace parlor
