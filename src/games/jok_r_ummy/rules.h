// Jok-R-Ummy, as written in shared/rules/jok-r-ummy.txt (Jennick Games, travel edition) with
// the project's rulings in shared/rules/DECISIONS.md (its two Jok-R-Ummy sections).
//
// This header holds what every part of the game shares: the deck, the hand, the moves and the
// meld rules. The program cards are in program.h, their deck in deck.h, the solver in solver.h.
//
// Parameters:
//   option    | range | default | meaning
//   players   | 2..6  | 4       |
//   swap      | bool  | true    | after three rounds without completing, a player may swap programs
// The first dealer is not an option: cards are dealt face up until one is a spade (the sheet).
//
// Our rulings where the sheet is silent (DECISIONS.md and these; the rules screen shows them):
//   - A turn: take (stock or discard; holding one card, the stock only), then the reveal, books
//     and add-ons, then a discard unless the last card was played. A reveal shows every
//     combination the program asks for at once; they stay on the table as the player's.
//   - Books and add-ons are open only to a player who completed a program this round, from the
//     turn of the reveal (that turn included, DECISIONS.md 2026-11-28), and only on combinations
//     of players who did (every combination on the table is one of theirs).
//   - The player says what each wild stands for (DECISIONS.md 2026-11-28); a wild added to a run
//     without saying goes to its top. The moves list each reading of a wild add-on (compose.h).
//   - A book may repeat a suit (two decks); a wild in a book names its suit. A multiplied program
//     asks only for that many combinations: they may share a rank or be the same run twice.
//   - An ace keeps the value it was given (jok-r-ummy.txt), shown as an ace (the judge's
//     "high": true).
//   - A round ends at once when a player has no card left (after a discard, a reveal, a book or
//     an add-on) or when every player has completed; reaching five programs ends the game at
//     once, at a reveal or at a SUN card.
//   - The swap is offered at the deal, after the new cards, to each player whose program has
//     gone three rounds or more without completing (again every round they keep it).
//   - Safety caps no real game reaches: a round ends after 200 turns, whatever has been completed
//     in it, and the game after 40 rounds: the most programs completed wins (ties share).
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"
#include "games/meld_words.h"

namespace parlor::jok_r_ummy {

// DECISIONS.md: two 52-card decks and 4 jokers, 13 cards dealt to each player.
inline constexpr DeckKind kDeck = DeckKind::Double52;
inline constexpr int kHandCards = 13;
// A hand holds 14 cards at most (13 and the card just drawn); a program never needs more.
inline constexpr int kMaxProgramCards = 14;
inline constexpr int kMinPlayers = 2, kMaxPlayers = 6;
// jok-r-ummy.txt: five completed programs win; the swap comes after three rounds without one.
inline constexpr int kProgramsToWin = 5, kRoundsBeforeSwap = 3;
inline constexpr int kMaxTurnsPerRound = 200, kMaxRounds = 40;
// The longest game, for the length check: a turn is a take, then a reveal and books or add-ons
// (each plays a card or more of the 14 in hand) and a discard, 16 moves at most; a deal adds a
// swap choice per seat.
inline constexpr int64_t kMaxMoves = int64_t{kMaxRounds} * (kMaxTurnsPerRound * 16 + kMaxPlayers);

// Jok-R-Ummy's own moves, after the engine's draw, take_discard, discard and end_turn.
inline constexpr ActionKind kReveal = game_move(0);   // show the program and lay `melds`, which fulfil it
inline constexpr ActionKind kLayDown = game_move(1);  // lay `melds`: books only, after completing
inline constexpr ActionKind kAddOn = game_move(2);    // add melds.cards(0) to meld `target` of `target_seat`
inline constexpr ActionKind kSwap = game_move(3);     // at the deal: a new program for the old one
inline constexpr ActionKind kKeep = game_move(4);     // at the deal: keep the program
inline constexpr MoveKind kMoveKinds[] = {{"reveal_program", 0},
                                          {"lay_down", 0},
                                          {"add_on", move_trait::kOnTableMeld | move_trait::kPlaysFirstCard},
                                          {"swap_program", move_trait::kBare},
                                          {"keep_program", move_trait::kBare}};

// jok-r-ummy.txt: jokers and all eight 2s are wild, a 2 never stands for itself; an ace runs
// low (A-2-3) or high (Q-K-A), never both; every combination holds a regular card; at least
// three cards. Our ruling (the rules screen): books may repeat a suit, as there are two decks
// (DECISIONS.md rules so for Five Crowns). A wild in a book names its suit, as a program may
// restrict the suits of a book.
MeldRules meld_rules();

// jok-r-ummy.txt: the wild cards are the jokers and the 2s; a line names each ("a 2 as the 7").
WildWords wild_words();

}  // namespace parlor::jok_r_ummy
