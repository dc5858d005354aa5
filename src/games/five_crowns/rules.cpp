#include "games/five_crowns/rules.h"

namespace parlor::five_crowns {

MeldRules meld_rules(int wild_rank) {
  // The rest are MeldRules' defaults (engine/meld.h): runs of one suit, books of any suits,
  // any number of wilds, melds of wilds alone, three cards at least.
  return MeldRules{.rank_lo = kLowRank, .rank_hi = kHighRank, .wild_ranks = static_cast<uint16_t>(1u << wild_rank)};
}

}  // namespace parlor::five_crowns
