// An independent, slow reference for the arrangement solver: tries every subset of the natural
// cards as a meld with every number of wilds, asks engine/meld.h (not the solver) whether some
// concrete layout of it is legal, and takes the cheapest partition.
#pragma once

#include <vector>

#include "engine/card.h"

namespace parlor::five_crowns::testing {

struct BruteAnswer {
  int min_points = 0;           // fewest points left using every card
  int best_discard_points = 0;  // fewest points left after discarding the best card
  bool can_go_out = false;      // every card but one in melds (hands of four cards or more)
};
BruteAnswer brute_force(const std::vector<Card>& hand, int wild_rank);
int brute_min_points(const std::vector<Card>& hand, int wild_rank);

}  // namespace parlor::five_crowns::testing
