// What a Rummü hand can make: every combination in it, the cards that join a combination on the
// table, and the exact best set of combinations to lay (for the legal moves, the bots and hints).
#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/fixed_vector.h"
#include "engine/meld.h"
#include "engine/result.h"

namespace parlor::rummu {

// Every combination the cards can make, each card used once at most, a yellow card as itself or
// as a joker (melds.h); at most `cap` of them. Runs lie in number order, books in colour order.
std::vector<Meld> combinations_in(std::span<const Card> cards, size_t cap = 20000);
// The same, in storage this thread reuses: valid until its next call on the thread.
std::span<const Meld> combinations_reused(std::span<const Card> cards, size_t cap);

// The one combination all of `cards` are meant to make: each yellow card itself where it can be,
// a joker only where the combination needs one, and of those the one scoring most; else why they
// make none, in words (the table's Meld and Lay down ask it of the selected cards).
Result<Meld> meant_combination(std::span<const Card> cards);

// Each way one card of `hand` joins `meld` so that it stays a combination (a yellow card as
// itself or as each joker it may be).
std::vector<PlacedCard> additions_to(const Meld& meld, std::span<const Card> hand);
// The same for many melds and one hand: the hand is read once (HandWays), the ways written to
// `out` (cleared first).
struct HandWays {
  // Each number's ways (0 to 9), in colour order: five colours, a yellow card four more ways.
  std::array<FixedVector<PlacedCard, 9>, 10> by_number;
};
void hand_ways(std::span<const Card> hand, HandWays& ways);
void additions_to(const Meld& meld, const HandWays& ways, std::vector<PlacedCard>& out);

// The meld with `added` joined, in the table's order (runs by number).
Meld joined(const Meld& meld, std::span<const PlacedCard> added);
// The same cards in the table's order.
void order_for_table(Meld& meld);

// The best set of combinations to lay from `hand`, exactly: the most points if the round ended
// once they lie (each combination's points, the cards left in hand counted against), keeping at
// least `keep` cards in hand. `min_cards`: the set holds that many cards, or it is empty (a first
// play's minimum).
struct Laying {
  std::vector<Meld> melds;
  int cards = 0;
  int value = 0;  // the combinations' points plus the cards left's (negative) points
};
Laying best_laying(std::span<const Card> hand, int keep = 1, int min_cards = 0);

}  // namespace parlor::rummu
