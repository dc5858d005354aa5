// Joker scenarios the card-by-card tests leave out, each named after the rule or ruling.
#include <doctest/doctest.h>

#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker coming out onto a partner: the partner goes to its home entrance") {
  auto s = position({{}, {}, {door(0)}}, "AS");
  play(*s, 0, move("AS", start(0), door(0)));
  CHECK(s->board().occupant(door(0)) / kMarbles == 0);
  CHECK(marbles_of(*s, 2)[0] == entrance(2));
}

TEST_CASE("Joker 8 landing on an opponent sends it to its start") {
  auto s = position({{side(0, 10)}, {side(0, 2)}}, "8H");
  play(*s, 0, move("8H", side(0, 10), side(0, 2)));
  CHECK(s->board().occupant(side(0, 2)) / kMarbles == 0);
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
}

TEST_CASE("Joker 8 landing on a partner sends it to its home entrance") {
  auto s = position({{side(0, 10)}, {}, {side(0, 2)}}, "8H");
  play(*s, 0, move("8H", side(0, 10), side(0, 2)));
  CHECK(s->board().occupant(side(0, 2)) / kMarbles == 0);
  CHECK(marbles_of(*s, 2)[0] == entrance(2));
}

TEST_CASE("Joker joker: a one-hole move onto an opponent bumps it to its start") {
  auto s = position({{side(0, 10)}, {side(0, 11)}}, "JK");
  play(*s, 0, move("JK", side(0, 10), side(0, 11)));
  CHECK(s->board().occupant(side(0, 11)) / kMarbles == 0);
  CHECK(s->board().occupant(side(0, 10)) == -1);
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
}
