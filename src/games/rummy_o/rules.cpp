#include "games/rummy_o/rules.h"

namespace parlor::rummy_o {

const char* way_out_name(WayOut w) {
  switch (w) {
    case WayOut::None: return "none";
    case WayOut::OpenRummy: return "open_rummy";
    case WayOut::Foot: return "foot";
    case WayOut::Hand: return "hand";
  }
  return "none";
}

const char* way_out_title(WayOut w) {
  switch (w) {
    case WayOut::None: return "Nobody went out";
    case WayOut::OpenRummy: return "Open Rummy";
    case WayOut::Foot: return "Foot";
    case WayOut::Hand: return "Hand";
  }
  return "";
}

MeldRules meld_rules() {
  MeldRules r;
  r.rank_lo = 1;
  r.rank_hi = 13;
  r.low_after_high = true;
  r.wild_ranks = 0;
  r.jokers_wild = true;
  r.max_wilds = -1;
  r.all_wild_allowed = true;
  r.min_cards = 3;
  r.book_max = 4;
  r.book_suits = SuitRule::Distinct;
  r.book_wild_names_suit = true;
  r.run_suits = SuitRule::Same;
  r.identical_faces_allowed = true;
  r.suit_first = Suit::Red;
  r.suit_last = Suit::Black;
  return r;
}

}  // namespace parlor::rummy_o
