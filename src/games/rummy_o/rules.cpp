#include "games/rummy_o/rules.h"

#include "engine/enum_names.h"

namespace parlor::rummy_o {

const char* way_out_name(WayOut w) { return enum_name(w, {"none", "open_rummy", "foot", "hand"}); }

const char* way_out_title(WayOut w) { return enum_name(w, {"Nobody went out", "Open Rummy", "Foot", "Hand"}); }

Card joker_stands_for(const PlacedCard& joker) {
  return Card(joker.as.suit(), joker.as.rank() == 14 ? 1 : joker.as.rank());
}

PlacedCard given_for_joker(const PlacedCard& joker, Card tile) {
  return PlacedCard{tile, joker.as.rank() == 14 ? joker.as : Card::none()};
}

MeldRules meld_rules() {
  // The rest are MeldRules' defaults (engine/meld.h): runs of one colour, any number of
  // jokers, melds of jokers alone, three tiles at least, no wild number.
  return MeldRules{.rank_lo = 1,
                   .rank_hi = 13,
                   .low_after_high = true,
                   .book_max = 4,
                   .book_suits = SuitRule::Distinct,
                   .book_wild_names_suit = true,
                   .suit_first = Suit::Red,
                   .suit_last = Suit::Black};
}

}  // namespace parlor::rummy_o
