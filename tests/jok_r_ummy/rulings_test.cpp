// Jok-R-Ummy's rulings where the sheet is silent, as the rules screen states them (rules.h).
#include <doctest/doctest.h>

#include "jr_game.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;
using namespace parlor::testing;

TEST_CASE("Jok-R-Ummy safety cap: a round ends after 200 turns, whatever has been completed in it") {
  // Seat 0's combination on the table: it completed its program this round.
  auto s = jr_rigged({"5C 9D 4S 7H", "6C 10D 3S 8H"}, {"", ""}, {"run 5H 6H 7H"}, Phase::Draw);
  REQUIRE(s->completed_this_round(0));
  int turns = 0;
  while (s->round_index() == 0 && turns < 250) {
    const int seat = s->current_seat();
    play(*s, seat, Action::draw_stock());
    play(*s, seat, Action::discard(s->hand(seat).back().face()));
    ++turns;
  }
  CHECK(turns == 200);
  CHECK(s->last_round()->ended_by == -1);
}
