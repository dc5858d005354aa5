// Rummü (yellow-joker rummy), as written in shared/rules/yellow-joker-rummy.txt (from "Mü & More")
// with the project's rulings in shared/rules/DECISIONS.md (its two Rummü sections) and the ones
// below. The rules core: the table and the deal here, the combinations in melds.h, their points
// and a round's scoring in scoring.h; the moves below, the game in state.h.
//
// Our rulings where the sheet and DECISIONS.md are silent (for the rules screen too):
//   - A yellow card is an ordinary yellow card unless it is said to stand for another card; as a
//     joker it stands for the card of its own number in one of the other four colours, and counts
//     as that colour: a mixed combination may hold a yellow joker and an ordinary yellow card.
//   - Identical cards are the same face, whatever each stands for: the two yellow 7s never lie in
//     one combination, even with one of them a joker. So a five-card book never holds a joker
//     (its five colours would need two yellow cards of its number), as the sheet's single value
//     for five-card books suggests.
//   - Rounds count from 1. The deal passes to the left each round.
//   - A turn: take (the stock's top card, or any number of cards from the top of the discard
//     pile down), then any plays, then one discard. Every play keeps a card in hand for that
//     discard; going out is discarding the last card. The pile is kept tidy, its top card alone
//     showing (DECISIONS.md): a take of several says how many, and the cards under the top go
//     unseen into the hand. The set-up's "Open discard pile" fans it face up for learners.
//   - Coming out is one play (lay_down) of one or more new combinations holding at least the
//     minimum number of cards; adding to combinations and exchanging jokers come after it, in
//     the same turn too.
//   - Exchanging a joker gives the card it stands for, from the hand, and takes the yellow card
//     into the hand, from where it may join a new combination in the same turn or stay.
//   - A combination stays its layer's, whoever adds to it.
//   - The stock empty at the end of a turn: the discards but the top one are shuffled into a new
//     stock; with no discard to shuffle, or after 100 turns, the round ends with nobody out (no
//     one scores the 10 for going out; everyone's cards left count).
//   - Nobody at 200 (a team at 500) after 60 rounds: the game ends there, the highest total
//     winning. It bounds a saved game's length; at five or six players, where few cards are dealt
//     and totals often fall, a game may reach it.
#pragma once

#include <climits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::rummu {

// DECISIONS.md: 60 cards, five colours, each colour 0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9.
inline constexpr DeckKind kDeck = DeckKind::Rummu;
inline constexpr int kDeckCards = 60;
inline constexpr Suit kColours[] = {Suit::Red, Suit::Yellow, Suit::Green, Suit::Blue, Suit::Black};
inline constexpr int kNumbersOfAColour[] = {0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9};
inline constexpr int kLowNumber = 0, kHighNumber = 9;
// yellow-joker-rummy.txt: the yellow cards are the jokers.
inline constexpr Suit kJokerColour = Suit::Yellow;

// yellow-joker-rummy.txt: 3 to 6 players.
inline constexpr int kMinPlayers = 3, kMaxPlayers = 6;

// DECISIONS.md reconstructed the lost deal table as 12, 10, 8 and 7 cards; [15 of 20] measured
// games (bench/rummu_length.cpp) and deals 12 at four players: at 10, a four-player round scored
// 0.4 points a seat and a third of the games never reached 200 in 60 rounds; at 12 they score 6
// and end. 0 for a count the game does not seat.
constexpr int deal_size(int players) {
  switch (players) {
    case 3: return 12;
    case 4: return 12;
    case 5: return 8;
    case 6: return 7;
    default: return 0;
  }
}

// yellow-joker-rummy.txt: partnerships with 4 or 6 players, partners opposite each other. A
// partner and a team (0 to players / 2 - 1) are for those counts only.
constexpr bool partnerships_possible(int players) { return players == 4 || players == 6; }
constexpr int partner_of(int seat, int players) { return (seat + players / 2) % players; }

// yellow-joker-rummy.txt: the game ends when a player reaches 200, a team 500.
inline constexpr int kGameEndScore = 200, kTeamGameEndScore = 500;

// The game's length, a set-up option ("rounds"): 0 plays to the sheet's score, offered with 3
// players or 4 in partnerships, where measured games reach it (bench/rummu_length.cpp); n plays n
// rounds, the highest total winning. With five or six the deck's 60 cards leave too few
// combinations: totals sink and nobody reaches 200; four alone, 3 of 3,000 games ran past 100
// rounds. Those tables play a number of rounds.
inline constexpr int kToTheScore = 0, kFewestRounds = 3, kMostRounds = 15;
// The default: each player deals three times at three players, twice at more; 15 rounds at most.
constexpr int default_rounds(int players) { return players <= 3 ? 9 : 2 * players; }

// yellow-joker-rummy.txt: a combination holds three cards at least.
inline constexpr int kMinCombinationCards = 3;

// Coming out: the first play of a round holds at least this many cards.
// yellow-joker-rummy.txt: four in the first round; later, by the player's (or team's) score, from
// its table, with DECISIONS.md's boundaries. A row applies from its score up to the next row's.
struct ComeOutRow {
  int from_score;
  int cards;
};
inline constexpr int kFirstRoundComeOut = 4;
inline constexpr ComeOutRow kComeOutAlone[] = {{INT_MIN, 3}, {0, 4}, {100, 5}, {150, 6}};
inline constexpr ComeOutRow kComeOutTeam[] = {{INT_MIN, 3}, {0, 4}, {200, 5}, {400, 6}};

// Rummü's own moves, after the engine's draw, take_discard (`count` cards from the top, 0 or 1:
// the top one) and discard.
inline constexpr ActionKind kLayDown = game_move(0);  // lay `melds` down: new combinations
inline constexpr ActionKind kAddOn = game_move(1);    // add melds.cards(0) to combination `target` of `target_seat`
// Give `card` for the joker standing for it in combination `target` of `target_seat`; the yellow
// card goes to the hand.
inline constexpr ActionKind kExchangeJoker = game_move(2);
inline constexpr MoveKind kMoveKinds[] = {{"lay_down", 0},
                                          {"add_on", move_trait::kOnTableMeld | move_trait::kPlaysFirstCard},
                                          {"exchange_joker", move_trait::kOnTableMeld}};

// Our bounds (rulings above): turns in a round, rounds in a game, plays in a turn (a play places
// a card at least, or exchanges one of the 12 yellow cards). The rounds are a guard no measured
// game reaches: playing to the score, the longest of 3,000 greedy games took 48 rounds at three
// players and 44 at four in partnerships (bench/rummu_length.cpp, README).
inline constexpr int kMaxTurnsPerRound = 100, kMaxRounds = 100, kMaxPlaysPerTurn = 16;
// The longest game, so saves and links with more moves are refused before anything is replayed.
inline constexpr int64_t kMaxMoves = int64_t{kMaxRounds} * kMaxTurnsPerRound * (kMaxPlaysPerTurn + 2);

// The fewest cards the first play of round `round` (1 = the first) may hold, for a player or
// team (`team`) with `score` before that round.
constexpr int come_out_minimum(int round, int score, bool team) {
  if (round <= 1) return kFirstRoundComeOut;
  int cards = 0;
  for (const ComeOutRow& row : team ? std::span(kComeOutTeam) : std::span(kComeOutAlone))
    if (score >= row.from_score) cards = row.cards;
  return cards;
}

// yellow-joker-rummy.txt: a round's first play holds at least `least` cards. Why a first play of
// `cards` is refused (nothing once the player `came_out`): the move's check and the table's Lay
// down button, disabled before it is pressed, say the same words (validate.cpp).
std::optional<std::string> come_out_short(bool came_out, int cards, int least);

// Why laying down `combinations` at once would be refused, by their cards alone: the first that
// makes no combination, in words, else a first play short of `least` (come_out_short). The move's
// check (after the hand's count) and the table's Lay down button ask this one function, so the
// button is never lit for cards the move refuses (validate.cpp).
std::optional<std::string> lay_down_short(bool came_out, const std::vector<std::vector<PlacedCard>>& combinations,
                                          int least);

}  // namespace parlor::rummu
