// Joker: the joker card (out, take another marble's place, or one hole).
#include <doctest/doctest.h>

#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker joker: brings a marble out of the start") {
  auto s = position({}, "JK");
  auto legal = s->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(legal.front() == move("JK", start(0), door(0)));
}

TEST_CASE("Joker joker: bumps an opponent to its start, with any of your marbles taking its place") {
  auto s = position({{side(0, 10), side(0, 20)}, {side(1, 10)}}, "JK");
  CHECK(is_legal(*s, move("JK", side(0, 10), side(1, 10))));  // jumping over its own marble is fine
  CHECK(is_legal(*s, move("JK", side(0, 20), side(1, 10))));
  CHECK(is_legal(*s, move("JK", start(0), side(1, 10))));  // even one still in the start
  CHECK(s->describe_action(0, move("JK", start(0), side(1, 10))) ==
        "Player 1 plays the joker and puts a marble in the place of Player 2's marble; Player 2's marble goes back to "
        "the start.");
  play(*s, 0, move("JK", start(0), side(1, 10)));
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
  CHECK(s->board().occupant(side(1, 10)) / kMarbles == 0);
  CHECK(s->board().start_count(0) == 2);
}

TEST_CASE("Joker joker: bumps a partner to its home entrance, sending an opponent standing there to start") {
  auto s = position({{side(0, 10)}, {entrance(2)}, {side(1, 10)}}, "JK");
  play(*s, 0, move("JK", side(0, 10), side(1, 10)));
  CHECK(marbles_of(*s, 2)[0] == entrance(2));
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
  CHECK(s->board().occupant(side(1, 10)) / kMarbles == 0);
}

TEST_CASE("Joker joker: moves a marble one hole, also into and within home") {
  auto s = position({{side(0, 10), entrance(0), home(0, 2)}}, "JK");
  CHECK(is_legal(*s, move("JK", side(0, 10), side(0, 11))));
  CHECK(is_legal(*s, move("JK", home(0, 2), home(0, 3))));
  CHECK(refused(*s, 0, move("JK", entrance(0), home(0, 1))).empty());
  CHECK(refused(*s, 0, move("JK", side(0, 10), side(0, 12))) ==
        "A joker brings a marble out, moves a marble 1 hole forward, or takes the place of another player's marble.");
}

TEST_CASE("Joker joker: goes clockwise and never takes a marble past its home entrance") {
  // From side hole 10 the way clockwise runs round the board to side hole 3, the entrance.
  auto s = position({{side(0, 10)}, {side(0, 5), side(0, 2)}}, "JK");
  CHECK(refused(*s, 0, move("JK", side(0, 10), side(0, 5))) ==
        "A joker moves clockwise and cannot take a marble past its home entrance.");
  CHECK(is_legal(*s, move("JK", side(0, 10), side(0, 2))));
  // From the start it counts from the come-out hole: the holes between the entrance and the
  // come-out hole are out of reach.
  CHECK(refused(*s, 0, move("JK", start(0), side(0, 5))) ==
        "A joker moves clockwise and cannot take a marble past its home entrance.");
  CHECK(is_legal(*s, move("JK", start(0), side(0, 2))));
}

TEST_CASE("Joker joker: never takes the place of one of your own marbles") {
  auto s = position({{side(0, 10), side(1, 0)}}, "JK");
  CHECK(refused(*s, 0, move("JK", side(0, 10), side(1, 0))) ==
        "A joker brings a marble out, moves a marble 1 hole forward, or takes the place of another player's marble.");
  auto adjacent = position({{side(0, 10), side(0, 11)}}, "JK");
  CHECK(refused(*adjacent, 0, move("JK", side(0, 10), side(0, 11))) ==
        "A marble cannot land on another of its own colour.");
}

TEST_CASE("Joker short move lines: the joker taking a place says whose, without where the other marble goes") {
  auto s = position({{side(0, 10), side(0, 20)}, {side(1, 10)}}, "JK");
  CHECK(s->describe_action_short(0, move("JK", start(0), side(1, 10))) ==
        "Player 1 plays the joker and takes the place of Player 2's marble.");
  // Bringing a marble out is short already.
  CHECK(s->describe_action_short(0, move("JK", start(0), door(0))).empty());
}
