// The search behind solver.h (internal). A combination the program asks for is a slot; a
// candidate fills one slot from the free hand cards (a bitmask over the cards kept for the
// search), with wilds for the places no natural card takes and, when measuring a shortfall,
// "lacking" cards for the rest. Two facts keep the candidates few and the answer exact:
//   - a wild is worth one card wherever it goes, so wilds fill the slot's gaps before any card is
//     counted as lacking (a wild saved for a later slot saves no more there);
//   - a natural card the slot could take is left free only for a wild, never to count a card as
//     lacking instead (the lacking card could be counted wherever the natural went), and only
//     when wilds are left over after the gaps.
// Identical cards (two 7 of hearts, all the wilds) are always taken lowest place first, so each
// set of free cards has one mask, and the results are memoised on (slot, free cards). Candidates
// are tried lacking least first, without those another one beats (it lacks no more and takes
// only cards they take too); the search below a candidate is asked only whether it does better
// than the best found so far, and remembers where it cannot as a bound. bench/jok_r_ummy_programs
// measures it.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/fixed_vector.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::jok_r_ummy::search {

// How one slot is filled. `first` is a run's lowest place (1 to 12, an ace high is place 14) or
// a set's rank; 0 for a combination not begun (no natural card: any suit, place or rank).
struct Candidate {
  uint16_t take = 0;  // hand cards used (bits over Search::cards)
  int8_t lacking = 0;
  int8_t suit = 0;  // run: its suit code (1..4)
  int8_t first = 0;
};

struct Search {
  const Program& program;
  static constexpr size_t kSlots = kMaxMult * kMaxParts;
  static constexpr size_t kCards = 16;       // solver.h's kMaxSolverCards
  FixedVector<const Part*, kSlots> slots;    // the combinations, most constrained first
  FixedVector<int, kSlots> slot_order;       // slot -> its place in program order
  FixedVector<int, kSlots + 1> needed_from;  // cards the slots from this one on need
  FixedVector<uint8_t, kSlots> slot_suits;   // suit_mask of each slot
  FixedVector<Card, kCards> cards;           // the hand cards the program could use
  FixedVector<uint8_t, kCards> from_hand;    // each one's index in the hand
  // Faces as masks over `cards`: [suit code - 1][rank].
  std::array<std::array<uint16_t, 14>, 4> face{};
  std::array<uint16_t, 4> suit_cards{};      // natural cards by suit
  std::array<uint16_t, 14> rank_cards{};     // natural cards by rank
  FixedVector<uint16_t, kSlots> slot_cards;  // natural cards of the suits each slot allows
  uint16_t wilds = 0;                        // wild cards usable (none when the program forbids them)
  bool too_many = false;                     // more than kMaxSolverCards cards to search: not searched
  uint32_t stamp = 0;                        // this search's mark in the memo tables

  Search(const Program& p, std::span<const Card> hand);
  int n() const { return static_cast<int>(cards.size()); }

  // Every candidate for `slot` with `used` cards taken that lacks fewer than `limit` cards (1:
  // none lacking). `visit(const Candidate&)` returns true to stop. (Defined where it is used.)
  template <class F>
  bool each_candidate(int slot, uint16_t used, int limit, F&& visit) const;

  // The places (bits 1..14, an ace both 1 and 14) of the free natural cards of suit code s + 1.
  uint32_t places(int s, uint16_t used) const;
  // The fewest cards the slot alone lacks: the least of its candidates, counted without them.
  int least_lacking(int slot, uint16_t used) const;
  // each_candidate's candidates, fewest lacking first, without those another one beats (kept
  // until the next gather at the same slot).
  const std::vector<Candidate>& gather(int slot, uint16_t used, int limit) const;
  // True when the free cards fill every slot from `slot` on; `out` gets the candidates.
  bool complete(int slot, uint16_t used, std::vector<Candidate>& out);
  // The fewest lacking cards for the slots from `slot` on.
  int fewest(int slot, uint16_t used);
  // The same when it is below `cap`; else a number from cap up that the count reaches at least.
  int fewest(int slot, uint16_t used, int cap);
  // fewest's choice, slot by slot.
  std::vector<Candidate> fewest_path();
};

}  // namespace parlor::jok_r_ummy::search
