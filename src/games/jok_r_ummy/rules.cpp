#include "games/jok_r_ummy/rules.h"

namespace parlor::jok_r_ummy {

MeldRules meld_rules() {
  MeldRules r;
  r.rank_lo = 1;
  r.rank_hi = 13;
  r.low_after_high = true;
  r.wild_ranks = 1u << 2;
  r.jokers_wild = true;
  r.wild_rank_may_be_natural = false;
  r.all_wild_allowed = false;
  r.min_cards = 3;
  r.book_suits = SuitRule::Any;
  r.book_wild_names_suit = true;
  r.suit_first = Suit::Hearts;
  r.suit_last = Suit::Diamonds;
  return r;
}

WildWords wild_words() {
  return {.piece = [](Card face) { return std::string(face.is_joker() ? "a joker" : "a 2"); }};
}

}  // namespace parlor::jok_r_ummy
