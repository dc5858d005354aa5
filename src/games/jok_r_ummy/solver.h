// Whether a hand completes a Jok-R-Ummy program, with the combinations that do it, and how far a
// hand is from it: for the state (a bot's reveal), the bots (which card to discard) and the
// table (what a player still lacks).
//
// Exact: an exhaustive search over what each combination could be, memoised on the hand cards
// still free, so no position is missed where a heuristic would give up. Hands of up to
// kMaxSolverCards cards (a Jok-R-Ummy hand holds 14 at most): cards no part of the program could
// use are set aside first.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::jok_r_ummy {

inline constexpr int kMaxSolverCards = 16;

// The combinations that fulfil every part of the program (times mult), each from other cards of
// the hand, in program order (the parts, then the parts again for mult 2 and 3); the hand's own
// card values (physical copies kept) with each wild's stand-in filled ("2S=7H", a joker ending a
// run high "JK=14H", as check_meld writes it). Nothing when the hand cannot, for a SUN card, or
// for a hand of more than kMaxSolverCards cards.
std::optional<std::vector<Meld>> can_complete(const Program& program, std::span<const Card> hand);

// The fewest cards the hand lacks to complete the program: 0 when it can. Exact for drawing any
// card the deck holds, but it does not count copies: it may name a third 7 of hearts where the
// deck has two, so where the other copies are gone it is a lower bound. For the bots, fast.
int cards_missing(const Program& program, std::span<const Card> hand);
// The same, and in `uses` (bit i: hand[i]) the cards one plan lacking that many uses: any other
// card can leave the hand without the count going up (a bot's discard asks the solver only
// about the cards in it). Every card for a hand too big to search.
int cards_missing(const Program& program, std::span<const Card> hand, uint32_t& uses);

// The plan towards the program: one way to fill every part from the hand with the fewest cards
// lacking. The table outlines the cards it uses and says what it lacks, so both come from it.
struct Shortfall {
  int cards = 0;
  // One item for each card lacking ("the 9 of hearts", "a third 7", "a wild card for the 2 of
  // spades"), or for a combination not begun ("three of a kind", "2 more cards for a run of 4
  // cards of one suit"), in program order.
  std::vector<std::string> missing;
  // The hand's cards the plan uses (its physical copies), in program order.
  std::vector<Card> uses;
  // A card that fills each place lacking (`cards` of them, in program order): the card named, a
  // joker where only a wild can go, none where any card would do (a combination not begun).
  std::vector<Card> fills;
  // Every item names a natural card and the program allows wilds: a wild could come instead.
  bool named = true;
  // The hand's wild cards the plan uses (the words say they serve already: "Missing: the 9 of
  // hearts (or a wild card)" beside three wilds held read as if they could fill it).
  int wilds = 0;
};
// cards_missing with its plan and the words the table shows.
Shortfall shortfall(const Program& program, std::span<const Card> hand);
// "Missing: the 9 of hearts and a third 7." or "Nothing is missing."
std::string shortfall_text(const Shortfall& s);
// The discard to suggest instead of `pick` (a bot's): `pick`, unless the plan uses it (`uses`,
// the cards outlined) while a card of `hand` outside the plan can go: then the first natural one
// outside, else the first wild outside. The plan loses nothing, so the Hint never throws a card
// the outline says serves the program.
Card discard_outside_plan(std::span<const Card> uses, std::span<const Card> hand, Card pick);

}  // namespace parlor::jok_r_ummy
