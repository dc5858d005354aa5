// A second generator of Rummü's moves, written from shared/rules/yellow-joker-rummy.txt, the two
// Rummü sections of DECISIONS.md and the rulings rules.h gives in words (a yellow joker counts as
// the colour it stands for; identical faces never share a combination; every play keeps a card
// for the discard; at most 16 plays a turn). It has its own combination check and search, and
// nothing of melds.h, solver.h, validate.cpp or moves.cpp, so a slip in those shows against it.
//
// The engine lists every take, discard, single-card add-on and joker exchange, but of the new
// combinations only those its search finds first (the hand's first 48 combinations, and before
// coming out the first 24 pairs of them that make the minimum). So:
//   - takes (the stock; the discard pile down to every depth) and discards: the same set;
//   - add-ons of one card (a yellow card as itself and as each joker it may be) and exchanges:
//     the same set;
//   - lay-downs: when the hand makes 48 combinations or fewer, each one the sheet allows as a
//     play is listed, and before coming out each allowed pair too when there are 24 or fewer;
//   - every listed play checked against the sheet: combinations legal and of the kind they claim,
//     cards from the hand, one kept to discard, the coming-out minimum, come out before adding.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/action.h"
#include "games/rummu/view.h"

namespace parlor::rummu::reference {

// yellow-joker-rummy.txt: three cards at least, all of one number or a run with no gap (0..9, not
// going round); one colour, or no colour twice; no identical cards; a yellow card may stand for
// the card of its number in another colour, one colour needing more ordinary cards than jokers and
// a mix one joker at most. What the cards make, or nothing when they make no combination.
std::optional<MeldKind> combination_kind(const std::vector<PlacedCard>& cards);

// The fewest cards of a first play: yellow-joker-rummy.txt's table with DECISIONS.md's bounds.
int coming_out_minimum(int round, int score, bool team);

struct Position {
  Phase phase = Phase::Draw;
  bool came_out = false;
  int minimum = 0;  // of a first play, reckoned here from the round and the scores
  int plays = 0;
  int stock = 0;
  std::vector<Card> hand;  // faces
  int pile = 0;            // cards on the discard pile (a tidy pile shows only its top)
  Table table;
};
Position position_of(const RummuView& v);

// Text keys ("take 3", "discard G4", "add Y4=R4 to 2/0", "exchange R4 in 2/0", "lay run R3 R4 R5 +
// book B7 G7 K7"). `lay_downs`: for the reference, those that must be listed.
struct Listing {
  std::set<std::string> takes_and_discards, table_plays, lay_downs;
  int combinations = 0;  // the reference's count of the hand's combinations
};
Listing reference_listing(const Position& p);
// The same keys for the engine's listed moves, every lay-down among them.
Listing engine_listing(const std::vector<Action>& listed);
// Why a listed play (lay_down, add_on, exchange_joker) breaks the sheet, if it does.
std::optional<std::string> breaks_sheet(const Position& p, const Action& a);

}  // namespace parlor::rummu::reference
