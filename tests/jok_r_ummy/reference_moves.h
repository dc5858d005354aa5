// A second generator of Jok-R-Ummy's moves, written from shared/rules/jok-r-ummy.txt, the two
// Jok-R-Ummy sections of DECISIONS.md and the rulings rules.h gives in words (an ace is low or high
// in a run, never both; a wild in a book names a suit; playing the last card ends the round, so no
// card need be kept). It has its own combination check and its own search for a program, and
// nothing of check_meld, fulfil.h, solver.h, state_play.cpp or moves.cpp, so a slip in those shows
// against it. What it takes from the engine: the view (what the seat may see), the action encoding
// (engine/action.h, rules.h's move kinds) and the program catalogue's data: our deck is not the
// published one (DECISIONS.md), so the program card the seat holds is read as the Program/Part data
// of program.h (count, kind, imposed values, allowed suits, mult, wilds), never through its helpers.
//
// The engine lists every take, discard, swap choice and single-card add-on; of the books one per
// rank (every natural of it, wilds to make three) and of the reveals the one its solver finds. So:
//   - takes (stock; the discard when allowed), discards and the swap choice: the same set;
//   - add-ons of one card to a combination on the table: the same set;
//   - books: the same set of ranks; each listed book checked against the sheet;
//   - the reveal: listed exactly when this reference's own search completes the program from the
//     hand (a hand holds 14 cards at most, so the search is exhaustive), and the listed one checked
//     against the sheet: cards from the hand, every instruction times the multiplier met with
//     the number of cards indicated, imposed values and suits, no wild where they are not allowed.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/action.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::jok_r_ummy::reference {

// jok-r-ummy.txt: jokers and every 2 are wild, a 2 never natural; a combination holds a regular card;
// a run is one suit in sequence, the ace below the 2 or above the king. Every wild that carries its
// stand-in must be placed by it; one without may stand for any card that fits. With a program's
// instruction (`part`), also its count, imposed values and suits, and `wilds` false: no wild.
// Why the cards are no such combination, or nothing when they are.
std::optional<std::string> combination_fault(MeldKind kind, const std::vector<PlacedCard>& cards,
                                             const Part* part = nullptr, bool wilds = true);

// Whether the hand holds separate cards for every instruction of the program times its multiplier.
bool hand_completes(const Program& program, const std::vector<Card>& hand);

struct Position {
  Phase phase = Phase::Draw;
  bool completed = false;  // completed its program this round
  bool may_swap = false;   // the sheet's offer: three rounds without completing, the option on
  int stock = 0, discards = 0;
  std::vector<Card> hand;  // faces
  const Program* program = nullptr;
  Table table;
};
Position position_of(const JokRUmmyView& v);

// Text keys ("draw", "take", "discard 7H", "swap", "keep", "add 2S=6H to 1/0", "book of 7").
struct Listing {
  std::set<std::string> takes_and_discards, add_ons, books;
  int reveals = 0;  // for the reference: 1 when the hand completes the program
};
Listing reference_listing(const Position& p);
// The same keys for the engine's listed moves.
Listing engine_listing(const std::vector<Action>& listed);
// Why a listed play (reveal_program, lay_down, add_on) breaks the sheet, if it does.
std::optional<std::string> breaks_sheet(const Position& p, const Action& a);

}  // namespace parlor::jok_r_ummy::reference
