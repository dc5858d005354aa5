// What each Joker card does to the board: a Move action checked against the marbles, the
// marbles it shifts (bumps included), and every legal choice of a hand. Pure functions of the
// board, the seat and the action, so the state and each seat's view share them.
//
// Move{card, from, to}: the marble at `from` (a start id brings one out) goes to `to`.
//   A 7 split between two marbles adds {from2, to2}: the first part is played, then the second.
//   A joker's from -> to is a come-out, a one-hole step, or taking the place of the marble at `to`.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "games/joker/board.h"

namespace parlor::joker {

// Joker's own move, after the engine's discard (a turn where no card can move): play `card`,
// moving the marble in hole `from` to hole `to` (and a 7's second marble from `from2` to `to2`).
inline constexpr ActionKind kMove = game_move(0);
inline constexpr MoveKind kMoveKinds[] = {{"move", move_trait::kBare}};

// One marble's change of place: the marble a card moves, or one it bumps.
struct Shift {
  int8_t marble = -1;
  uint8_t from = 0;
  uint8_t to = 0;
  bool played = false;  // moved by the card (else bumped)
  bool backward = false;
  bool jump = false;  // a joker taking another marble's place
};

struct Shifts {
  // A 7 split: two played marbles, each of which may bump a partner's marble and an opponent.
  std::array<Shift, 6> shifts{};
  int count = 0;
  void add(const Shift& s) { shifts[static_cast<size_t>(count++)] = s; }
  std::span<const Shift> all() const { return {shifts.data(), static_cast<size_t>(count)}; }
};
struct Outcome : Shifts {
  Board after;  // the board once the move is played
};

// joker-marbles.txt: aces, kings, queens, jacks and jokers bring a marble out of the start.
inline bool brings_out(Card c) { return c.is_joker() || c.rank() == 1 || c.rank() >= 11; }
// Holes forward: A 1, K/Q/J 10, 2-7, 9, 10 their value; 0 for the 8 (backwards) and the joker.
inline int forward_steps(Card c) {
  if (c.is_joker() || c.rank() == 8) return 0;
  if (c.rank() == 1) return 1;
  if (c.rank() >= 11) return 10;
  return c.rank();
}

// Nothing when `a` is a legal Move of `seat` (whether the seat holds the card is the caller's
// business), else a short reason for the player. Fills `out` when legal.
std::optional<std::string> check_move(const Board& board, int seat, const Action& a, Outcome* out = nullptr);

// Plays a legal Move (check_move found nothing against it) on `board` itself, the marbles it
// shifts in `shifts`: the state's apply, without the copies an Outcome takes.
void play_move(Board& board, int seat, const Action& a, Shifts& shifts);

// Every legal Move with the hand's cards (distinct faces, each listed once); when there is
// none, one Discard per distinct face (joker-marbles.txt: you must play a card that moves).
void legal_actions_for(const Board& board, int seat, std::span<const Card> hand, std::vector<Action>& out);
// Why `card` moves none of the marbles `seat` plays, for the person who chose it: a whole
// sentence naming the card, then the rule that stops each marble (each rule said once).
std::string why_no_move(const Board& board, int seat, Card card);
// Whether any card of the hand moves a marble (stops at the first).
bool has_move(const Board& board, int seat, std::span<const Card> hand);

// The holes a shift passes through, from the first hole after `from` to `to` (for animation):
// a played marble hole by hole along its way, a bumped marble straight to where it goes.
std::vector<int> shift_path(const Geometry& board, const Shift& s);
#ifndef PARLOR_JOKER_ANY_BOARD
// The same on the four-seat board (board.h: for the table that knows only that board).
std::vector<int> shift_path(const Shift& s);
#endif

}  // namespace parlor::joker
