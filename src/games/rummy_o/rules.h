// Rummy-O (tile rummy), as written in shared/rules/rummy-o.txt (its English and French sheets
// agree) with the project's rulings in shared/rules/DECISIONS.md and the ones below.
//
// Variant: the published game, no house rules. Parameters:
//   option    | range | default | meaning
//   players   | 2..4  | 4       |
//   first     | 0..3  | 0       | seat that plays first in round 1 (must be < players)
// Tiles: red, blue, orange, black, 1..13 twice each, plus 2 jokers = 106.
//
// Our rulings where the sheet is silent (the rules screen shows them too):
//   - A turn: draw (stock or last discard), then any number of plays (lay down melds, add on,
//     claim a joker), then one discard. The first player's first turn of a round is only the
//     discard that brings the 15 dealt tiles down to 14.
//   - Every play keeps at least one tile in the rack: going out is discarding the last one.
//   - Going on board is one lay-down of melds worth 50 or more, at least one a run (joker 15).
//     More melds may follow in the same turn; adding on starts with the next turn.
//   - Claiming a joker is one move: give the tile it stands for and put the joker at once in a
//     meld of your own, a new one or (as an add-on, so from the turn after going on board) one
//     already on the table. Any player may claim; one not on board only with new melds that
//     also make the 50-point opening.
//   - Whoever places a joker declares its tile (JK=<tile>), in a new meld, added to a meld or
//     laid after a claim; a joker left undeclared takes the tile the meld rules give it.
//   - Foot and Hand: a player not on board at the start of the turn places every tile but the
//     discard in that turn (the go-out move; Foot may add on to other players' melds, with no
//     50-point minimum, and may hold one claim: `target`, `target_seat` name the meld whose
//     joker the player takes for the tile it stands for, the joker going into a new meld). The tiles outside the move's
//     melds join melds on the table as it will be, the new melds laid: the player's own when they take them all (then
//     it is a Hand, every tile in melds of one's own), else any. Going on board and emptying the rack in that same turn
//     with melds only also counts as a Hand. The 15th tile, the discard, never scores.
//   - The player going out scores the tiles they placed on the table this round (their own
//     melds, tiles added to others' melds, tiles given for jokers) plus the bonus: 14 tiles. A
//     claimed joker was never in the claimer's rack; it stays the tile of whoever placed it.
//   - The stock empty at the end of a turn is rebuilt from the discards but the top one, twice
//     a round; the third time, or after 300 turns, the round ends with nobody out.
#pragma once

#include <cstdint>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::rummy_o {

// Rummy-O's own moves, after the engine's draw, take_discard, discard and end_turn.
// Lay `melds` down at once, the other tiles but `card` added on; with `target`, `target_seat`,
// claiming the joker in that meld first.
inline constexpr ActionKind kGoOut = game_move(0);
inline constexpr ActionKind kLayDown = game_move(1);  // lay `melds` down
inline constexpr ActionKind kAddOn = game_move(2);    // add melds.cards(0) to meld `target` of `target_seat`
// Give `card` for the joker in meld `target` of `target_seat`; `to` n > 0 puts the joker in the
// claimer's own meld n - 1, else `melds` are new.
inline constexpr ActionKind kClaimJoker = game_move(3);
inline constexpr MoveKind kMoveKinds[] = {{"go_out", move_trait::kDiscards},
                                          {"lay_down", move_trait::kDiscards},
                                          {"add_on", move_trait::kOnTableMeld | move_trait::kPlaysFirstCard},
                                          {"claim_joker", move_trait::kOnTableMeld}};

inline constexpr int kRounds = 4, kMinPlayers = 2, kMaxPlayers = 4, kRackTiles = 14, kOpeningPoints = 50;
// Rulings: the third empty stock ends the round; a safety cap on turns no real round reaches.
inline constexpr int kStockRebuilds = 2, kMaxTurnsPerRound = 300;
// The longest game, so saves and links with more moves are refused before anything is replayed:
// a turn is a take, at most 15 plays (each places a tile or more from a rack of at most 15) and a
// discard, and a round ends after 300 turns at the latest.
inline constexpr int64_t kMaxMoves = int64_t{kRounds} * kMaxTurnsPerRound * 17;
// rummy-o.txt: a player never on board loses 100; going out at once pays 100 (open rummy) or
// 200 (a Foot).
inline constexpr int kNeverOnBoardPenalty = 100, kOpenRummyBonus = 100, kFootBonus = 200;

// rummy-o.txt: 1 and 10..13 are worth 10, 2..9 their number, a joker 15.
inline constexpr int kJokerPoints = 15;
constexpr int tile_points(Card c) {
  if (c.is_joker()) return kJokerPoints;
  const int r = c.rank();
  return (r == 1 || r >= 10) ? 10 : r;
}

// rummy-o.txt: a Hand pays 500 with no joker, 400 with one, 300 with two.
constexpr int hand_bonus(int jokers) { return 500 - 100 * (jokers < 0 ? 0 : jokers > 2 ? 2 : jokers); }

enum class WayOut : uint8_t { None, OpenRummy, Foot, Hand };
const char* way_out_name(WayOut w);   // "none", "open_rummy", "foot", "hand"
const char* way_out_title(WayOut w);  // "Open Rummy", "Foot", "Hand"

// The tile a joker on the table stands for (a 1 played after the 13 is the 1), and what takes
// its place when that tile is given for it (the 1 keeps its place after the 13).
Card joker_stands_for(const PlacedCard& joker);
PlacedCard given_for_joker(const PlacedCard& joker, Card tile);

// Runs of one colour, a 1 low (1-2-3) or high (12-13-1) but never both; groups of 3 or 4
// tiles of one number in distinct colours; a joker stands for any tile and names its colour.
MeldRules meld_rules();

}  // namespace parlor::rummy_o
