// The exact arrangement solver: which books and runs leave the fewest points in a hand, and
// whether a hand can go out.
//
// Search over the natural cards in rank order with the wilds as a pooled count: the lowest
// undecided natural is left in hand, discarded, starts a book of its rank, or is the lowest
// natural of a run (gaps filled from the pool). Leftover wilds cost nothing when three or more
// remain (a meld of wilds alone) or when an existing meld can take them. States are memoised.
// tests/five_crowns/solver_test.cpp checks it against a brute-force enumerator.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::five_crowns {

struct Arrangement {
  std::vector<Meld> melds;
  std::vector<Card> leftover;  // cards in no meld (the discard excluded)
  int points = 0;              // points of the leftover cards
};

// Hands in play hold at most 14 cards; the solver takes up to this many cards (the judge
// refuses bigger hands).
inline constexpr int kSolverMaxNaturals = 32;
inline constexpr int kSolverMaxCards = 30;

// Lowest points left after laying down books and runs from all of `hand`.
int min_points(std::span<const Card> hand, int wild_rank);
Arrangement arrange(std::span<const Card> hand, int wild_rank);

// Whether the hand (after drawing) can go out: all cards but one in books and runs.
bool can_go_out(std::span<const Card> hand, int wild_rank);
// The melds to go out discarding one copy of `discard`, if that works.
std::optional<Arrangement> go_out_with(std::span<const Card> hand, Card discard, int wild_rank);

// The discard that leaves the fewest points, with the best arrangement of the rest. Prefers a
// natural card over a wild when they leave the same points. The hand must not be empty.
struct DiscardChoice {
  Card discard;
  Arrangement rest;
};
DiscardChoice best_discard(std::span<const Card> hand, int wild_rank);

// The discard while the hand goes on (what the greedy bot plays and the hint shows): the natural
// card whose loss leaves the fewest points, never a wild (a joker or the wild rank) while a
// natural card could go. five-crowns.txt makes a wild stand for any card, so one more card can
// still make it a meld; its 50 or 20 points weigh only on a final turn (`best_discard`).
DiscardChoice discard_keeping_wilds(std::span<const Card> hand, int wild_rank);

// For every face in the hand: that card discarded and the best arrangement of the rest (what a
// final turn may lay down). One search serves all the natural cards.
std::vector<DiscardChoice> arrange_each_discard(std::span<const Card> hand, int wild_rank);

// Every way to go out, one per discarded face, each with its melds; empty when the hand
// cannot go out. One search finds every possible discard at once.
std::vector<DiscardChoice> go_out_options(std::span<const Card> hand, int wild_rank);

// The same two lists written straight into actions (go_out / lay_down, sorted by discard),
// without allocating: what the move generator uses at every turn.
void add_go_out_actions(std::span<const Card> hand, int wild_rank, std::vector<Action>& out);
void add_lay_down_actions(std::span<const Card> hand, int wild_rank, std::vector<Action>& out);

}  // namespace parlor::five_crowns
