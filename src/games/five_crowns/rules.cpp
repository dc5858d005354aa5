#include "games/five_crowns/rules.h"

namespace parlor::five_crowns {

MeldRules meld_rules(int wild_rank) {
  MeldRules r;
  r.rank_lo = kLowRank;
  r.rank_hi = kHighRank;
  r.low_after_high = false;
  r.wild_ranks = static_cast<uint16_t>(1u << wild_rank);
  r.jokers_wild = true;
  r.wild_rank_may_be_natural = true;
  r.max_wilds = -1;
  r.all_wild_allowed = true;
  r.min_cards = 3;
  r.book_max = 0;
  r.book_suits = SuitRule::Any;
  r.run_suits = SuitRule::Same;
  r.identical_faces_allowed = true;
  r.suit_first = Suit::Stars;
  r.suit_last = Suit::Diamonds;
  return r;
}

}  // namespace parlor::five_crowns
