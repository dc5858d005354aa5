// The Hint shows the greedy bot's move (the "Good" level): a teacher's move, so it keeps the
// jokers while a natural tile can go and, before opening, the high tiles that make the 50.
#include <doctest/doctest.h>

#include "bots/rummy_o_greedy.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

Action hint(const RummyOState& s) { return RummyOGreedyBot().choose(*s.view(s.current_seat())); }

}  // namespace

TEST_CASE("Rummy-O hint: before opening, keeps the 10 to 13 point tiles that build the 50") {
  // Not on board, after drawing. O12 O13 O1 is a run of 30, short of the 50. R11 R12, B11 B13,
  // O8 O9 R9 are near melds; K10, B2, O5, K7 and R4 join nothing. rummy-o.txt: a rack that
  // never went on board costs a flat -100 whatever it holds, so the lone 10 is worth keeping
  // for the opening and the lowest loose tile goes.
  auto s = ro_rigged({"R11 R12 B13 O13 K10 B2 O5 K7 R4 O8 O9 R9 B11 O1 O12", "R2 R3 B5"});
  REQUIRE_FALSE(s->on_board(0));
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(tile_points(a.card) < 10);
  CHECK(a.card == card("B2"));
}

TEST_CASE("Rummy-O hint: once on board, discards the highest loose tile") {
  // On board every tile left counts against the rack: the 10 goes, not the 2.
  auto s = ro_rigged({"K10 B2 O5 K7 R4 O8 O9", "R2 R3 B5"}, {"run R11 R12 R13 | book B9 O9 K9 R9"});
  s->rig_on_board_for_test(0, true);
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(a.card == card("K10"));
}

TEST_CASE("Rummy-O hint: never discards a joker while a natural tile could go") {
  // Not on board: every tile is alone (no two of a number, none of a colour within two), so the
  // joker joins no meld yet; one more tile beside any of them makes it one.
  auto s = ro_rigged({"R1 R4 R7 R10 B2 B5 B8 B11 O3 O6 O9 O12 K13 R4 JK", "R2 R3 B5"});
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK_FALSE(a.card.is_joker());
  CHECK(a.card == card("B2"));
}
