// How a marble goes along the board: the holes ahead of it, and what its landing does to the
// marble it meets. Checking one move (moves.cpp) and listing every move (move_list.cpp) both
// walk marbles this way; the rest of the tree goes through moves.h.
#pragma once

#include <optional>

#include "engine/card.h"
#include "games/joker/board.h"
#include "games/joker/moves.h"

namespace parlor::joker {

// Why a move is refused, its sentence written only when a player is to read it: move
// generation tries many candidates and drops the refused ones unread.
struct Why {
  const char* fixed = nullptr;  // the whole sentence
  int past_home = 0;            // else: holes that would run past the end of the home
  Card card = Card::none();     // else: the card's own rule
};
using Reason = std::optional<Why>;

inline constexpr int kSeven = 7, kEight = 8;
inline constexpr const char* kStartReason =
    "A marble leaves the start only with an ace, a king, a queen, a jack or a joker.";

// Holes forward from `from` to `to` for a marble of `colour`: along the track up to its home
// entrance, then into its own home; -1 when `to` is not ahead of it.
int forward_distance(const Geometry& g, int colour, int from, int to);
// The hole `n` holes ahead of marble m, checking the way there.
Reason forward_dest(const Board& b, int m, int n, int& dest);
// Marble m arrives at `to`, bumping whom it meets; refused when the rules forbid it.
Reason land(Board& b, int m, int to, Shifts& o, Shift played);

}  // namespace parlor::joker
