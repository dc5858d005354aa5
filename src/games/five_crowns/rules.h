// Five Crowns (SET Enterprises), as written in shared/rules/five-crowns.txt with the project's
// rulings in shared/rules/DECISIONS.md.
//
// Variant: the published game, no house rules. Parameters:
//   option    | range  | default | meaning
//   players   | 2..14  | 4       | 8 or more play with two sets (232 cards)
//   dealer    | 0..13  | 0       | seat that deals the first hand (must be < players)
// Deck: per set two 58-card decks = 116 cards: stars, hearts, clubs, spades, diamonds, 3..K,
// twice each, plus 6 jokers. Hand h (1..11) deals h + 2 cards; that rank is wild (J=11, Q=12, K=13).
// Points left in hand: face value, J/Q/K 11/12/13, the hand's wild rank 20, joker 50.
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::five_crowns {

// Five Crowns' own moves, after the engine's draw, take_discard and discard.
inline constexpr ActionKind kGoOut = game_move(0);    // lay `melds` down and discard `card` to go out
inline constexpr ActionKind kLayDown = game_move(1);  // a final turn: lay `melds` down, discard `card`
inline constexpr MoveKind kMoveKinds[] = {{"go_out", move_trait::kDiscards}, {"lay_down", move_trait::kDiscards}};

inline constexpr int kMinPlayers = 2, kMaxPlayers = 14;
// One set (116 cards) serves up to 7 players; 8 or more play with two.
constexpr int sets_for_players(int players) { return players > 7 ? 2 : 1; }

// Hand index 0..10 -> cards dealt 3..13 = the wild rank; runs use the ranks 3..K.
inline constexpr int kHands = 11, kLowRank = 3, kHighRank = 13;
constexpr int cards_dealt(int hand_index) { return hand_index + 3; }
constexpr int wild_rank_of_hand(int hand_index) { return hand_index + 3; }
constexpr bool is_wild_card(Card c, int wild_rank) { return c.is_joker() || c.rank() == wild_rank; }

inline constexpr int kJokerPoints = 50, kWildPoints = 20;
constexpr int card_points(Card c, int wild_rank) {
  if (c.is_joker()) return kJokerPoints;
  if (c.rank() == wild_rank) return kWildPoints;
  return c.rank();
}

// Our ruling (the sheet never ends a hand nobody goes out of): after kMaxTurnsPerHand turns with
// nobody out, the hand ends and everyone scores what is in hand. Real hands end within a few dozen
// turns (greedy bots: 34 turns at most over 1,100 two-player hands; 58 at fourteen players), and
// 500 still gives each of fourteen players 35 turns. Only random play reaches it (about one
// two-player hand in a hundred). It bounds a game, so a saved game or a link with more moves is
// refused before anything is replayed: every turn is two moves (a draw, then a discard, going out
// or the final lay-down), and the final turns after someone goes out add at most a turn a seat.
inline constexpr int kMaxTurnsPerHand = 500;
inline constexpr int64_t kMaxMoves = int64_t{kHands} * 2 * (kMaxTurnsPerHand + kMaxPlayers);

// Books may repeat suits, any number of wilds, melds of wilds alone, a wild-rank card may
// stand for itself; runs 3..K without wrapping.
MeldRules meld_rules(int wild_rank);

}  // namespace parlor::five_crowns
