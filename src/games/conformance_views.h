// The "no hidden card in any view" invariant, in a form a view cannot slip past: every subtree
// of the view's JSON is read (history and legal actions too), and every string is scanned for
// the cards it names, as a code ("7H", "JK=7H", "R13") or in English ("the 7 of hearts",
// "red 13"), not only strings that are a card as a whole.
//
// Views name faces, never physical copies, so a face may show only as often as copies of it
// are known to the seat, reckoned by physical copy:
// - the view's present (hands, table, piles, legal actions...): at most as many mentions of a
//   face as copies of it the seat may see now (a leaked copy cannot hide behind a public one
//   of the same face: both are counted);
// - its history ("events", "last_hand", "last_round"), one record at a time: at most as many
//   mentions as copies the seat has ever seen, or that were shown when a round ended (history
//   names cards that have since moved, back into hands or the stock).
#pragma once

#include <bitset>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/state.h"

namespace parlor {

// Which physical copies each seat has seen so far: fed every position of a game in order.
class CardKnowledge {
 public:
  // Adds what each seat sees in `s`, the cards its last move showed, and when a round has just
  // ended every hand of the position before it.
  void see(const State& s);
  // Copies of `face` this seat has seen.
  int seen(int seat, Card face) const;
  void reset() { *this = CardKnowledge(); }

 private:
  std::vector<std::bitset<4096>> seen_;     // by seat, indexed by card bits
  std::vector<std::bitset<4096>> visible_;  // by seat, in the latest position
  size_t rounds_ = 0, moves_ = 0;
  std::vector<Card> all_, secret_;
};

// The first card `view` (seat `seat`'s view of `s`, as JSON) shows that the seat may not see.
std::optional<std::string> check_view_json(const State& s, int seat, const nlohmann::json& view,
                                           const CardKnowledge& known);

}  // namespace parlor
