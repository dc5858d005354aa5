// An independent reference for Rummy-O's moves, written from shared/rules/rummy-o.txt and
// DECISIONS.md alone: its own meld check and tile values, no use of engine/meld.h, the solver or
// the game's move generation, so a slip in those shows as a difference from it.
//
// The engine lists every draw, discard and single-tile add-on, but of the compositions (which
// tiles go into which new melds: far too many to enumerate) only the few its solver finds worth
// offering. So the comparison is on a well-defined part:
//   - take and discard moves: the same set;
//   - single-tile add-ons (a joker once for each tile it may be declared as): the same set;
//   - joker claims, one per joker: every claim the engine promises to list (a player on board
//     whose rack keeps two tiles beside the joker's meld of three with two numbered tiles, or,
//     from the turn after going on board, a meld of their own the joker fits) is listed, and
//     nothing listed is beyond what the sheet allows (any meld of three holding the joker);
//   - every other listed move (lay-downs, go-outs, a claim's melds) checked against the sheet:
//     melds legal, tiles from the rack, one kept to discard, the opening's 50 with a run.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/action.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o::reference {

// rummy-o.txt: a run is three or more tiles of one colour in sequence, a 1 before the 2 or after
// the 13 but not both; a group three or four tiles of one number in distinct colours; a joker
// stands for any tile (declared: `as`; undeclared: any that fits).
bool meld_ok(MeldKind kind, const std::vector<PlacedCard>& tiles);
int tile_value(Card c);  // rummy-o.txt: 1 and 10..13 are 10, 2..9 their number, a joker 15

struct Position {
  Phase phase = Phase::Draw;
  int seat = 0;
  bool on_board = false, opened_this_turn = false, discard_available = false;
  std::vector<Card> rack;  // faces
  Table table;
};
Position position_of(const RummyOView& v);

// The moves of the compared part, as text keys ("discard R5", "add JK=R4 to 1/0", "claim B5 from
// 1/0"); `sure` claims must be listed, `allowed` ones may be.
struct Listing {
  std::set<std::string> takes_and_discards, addons, sure_claims, allowed_claims;
};
Listing reference_listing(const Position& p);
// The same keys for the engine's listed moves (others go to `rest`).
Listing engine_listing(const std::vector<Action>& listed, std::vector<Action>& rest);
// Why a listed lay-down, go-out or claim breaks the sheet, if it does.
std::optional<std::string> breaks_sheet(const Position& p, const Action& a);

}  // namespace parlor::rummy_o::reference
