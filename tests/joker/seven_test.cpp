// Joker: the 7, which one marble may use whole or two marbles may share.
#include <doctest/doctest.h>

#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker 7: moves one marble seven holes") {
  auto s = position({{side(0, 10)}}, "7H");
  CHECK(is_legal(*s, move("7H", side(0, 10), side(0, 17))));
  CHECK(refused(*s, 0, move("7H", side(0, 10), side(0, 16))) ==
        "A 7 moves one marble 7 holes forward, or two marbles 7 holes in all.");
  CHECK(refused(*s, 0, move("7H", start(0), door(0))).find("leaves the start only") != std::string::npos);
}

TEST_CASE("Joker 7 split: two marbles share the seven, in any two parts") {
  auto s = position({{side(0, 10), side(1, 10)}}, "7H");
  for (int first = 1; first <= 6; ++first) {
    INFO(first);
    CHECK(is_legal(*s, split(side(0, 10), side(0, 10 + first), side(1, 10), side(1, 17 - first))));
    CHECK(is_legal(*s, split(side(1, 10), side(1, 10 + first), side(0, 10), side(0, 17 - first))));
  }
  // 2 whole moves + 12 splits.
  CHECK(s->legal_actions().size() == 14);
  play(*s, 0, split(side(0, 10), side(0, 13), side(1, 10), side(1, 14)));
  CHECK(marbles_of(*s, 0)[0] == side(0, 13));
  CHECK(marbles_of(*s, 0)[1] == side(1, 14));
  CHECK(describe_event(s->board(), s->events(), s->events().size() - 4) ==
        "Player 1 plays the 7 of hearts: 3 holes with a marble, 4 with another.");
}

TEST_CASE("Joker 7 split: the parts must add up to seven and move two different marbles") {
  auto s = position({{side(0, 10), side(1, 10)}}, "7H 7C");
  CHECK(refused(*s, 0, split(side(0, 10), side(0, 13), side(1, 10), side(1, 13))) ==
        "The two parts of a 7 must add up to 7 holes.");
  CHECK(refused(*s, 0, split(side(0, 10), side(0, 13), side(0, 13), side(0, 17))) ==
        "The two parts of a 7 move two different marbles.");
  CHECK(refused(*s, 0, split(side(0, 10), side(0, 17), side(1, 10), side(1, 10))) ==
        "Split a 7 into two forward moves that add up to 7 holes.");
  CHECK(refused(*s, 0, split(side(0, 10), side(0, 12), start(0), door(0))) ==
        "A 7 cannot bring a marble out of the start.");
  Action five = move("5H", side(0, 10), side(0, 13));
  five.from2 = static_cast<uint8_t>(side(1, 10));
  five.to2 = static_cast<uint8_t>(side(1, 12));
  CHECK(refused(*s, 0, five).find("do not have") != std::string::npos);
  five.card = card("7H").face();
  CHECK(refused(*s, 0, five) == "The two parts of a 7 must add up to 7 holes.");
  auto s5 = position({{side(0, 10), side(1, 10)}}, "5H");
  CHECK(refused(*s5, 0, split(side(0, 10), side(0, 13), side(1, 10), side(1, 14))).find("do not have") !=
        std::string::npos);
  Action bad = move("5H", side(0, 10), side(0, 12));
  bad.from2 = static_cast<uint8_t>(side(1, 10));
  bad.to2 = static_cast<uint8_t>(side(1, 13));
  CHECK(refused(*s5, 0, bad) == "Only a 7 can be split between two marbles.");
}

TEST_CASE("Joker 7 split: each part lands on its own and bumps what it lands on") {
  // The first part hits an opponent, the second lands on the partner (sent to its entrance).
  auto s = position({{side(0, 10), side(1, 0)}, {side(0, 12)}, {side(1, 5)}}, "7H");
  play(*s, 0, split(side(0, 10), side(0, 12), side(1, 0), side(1, 5)));
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
  CHECK(marbles_of(*s, 2)[0] == entrance(2));
  CHECK(s->board().occupant(side(1, 5)) / kMarbles == 0);
  // Each part is played in turn: the second part may go where the first one's marble was.
  auto t = position({{side(0, 10), side(0, 7)}}, "7H");
  CHECK(is_legal(*t, split(side(0, 10), side(0, 14), side(0, 7), side(0, 10))));
  // ...but the first part is checked on the board as it was: it may not pass the other marble.
  CHECK(refused(*t, 0, split(side(0, 7), side(0, 12), side(0, 10), side(0, 12))) ==
        "A marble cannot pass another of its own colour; only a joker or an 8 can.");
}

TEST_CASE("Joker 7 split: used completely, so a 7 no part of which fits cannot be played") {
  // One marble, two holes short of its entrance: 7 holes would be home hole 5, but it is taken.
  auto s = position({{side(0, 1), home(0, 5)}}, "7H 9C");
  auto legal = s->legal_actions();
  // No split fits either: the marble at home hole 5 cannot move at all.
  REQUIRE(legal.size() == 2);
  for (const Action& a : legal) CHECK(a.kind == ActionKind::Discard);
  CHECK(refused(*s, 0, move("7H", side(0, 1), home(0, 4))) ==
        "A 7 moves one marble 7 holes forward, or two marbles 7 holes in all.");
}

TEST_CASE("Joker 7 split: the rest moves a partner's marble once your last marble reaches home") {
  // Four home, the last one two holes short of its entrance (within six of home): 3 brings it
  // to home hole 1, and the other 4 go to the partner's marble.
  auto s = position({{home(0, 2), home(0, 3), home(0, 4), home(0, 5), side(0, 1)}, {}, {side(2, 10)}}, "7H");
  CHECK(is_legal(*s, split(side(0, 1), home(0, 1), side(2, 10), side(2, 14))));
  play(*s, 0, split(side(0, 1), home(0, 1), side(2, 10), side(2, 14)));
  CHECK(s->board().all_home(0));
  CHECK(marbles_of(*s, 2)[0] == side(2, 14));
  CHECK(describe_event(s->board(), s->events(), s->events().size() - 4) ==
        "Player 1 plays the 7 of hearts: 3 holes with a marble, 4 with Player 3's marble.");
}

TEST_CASE("Joker 7 split: the rest goes to the partner only once the first part brings the last marble home") {
  // Seat 1 (partner seat 3), four home, the last one four holes short of home hole 1.
  auto s = position({{}, {home(1, 2), home(1, 3), home(1, 4), home(1, 5), side(1, 0)}, {}, {side(3, 5)}}, "7C", 1);
  // Two holes leave it on the track, so the other five may not go to the partner.
  Action short_of_home = split(side(1, 0), side(1, 2), side(3, 5), side(3, 10));
  short_of_home.card = card("7C");
  CHECK(refused(*s, 1, short_of_home) == "Choose a second marble of yours for the rest of the 7.");
  Action home_first = split(side(1, 0), home(1, 1), side(3, 5), side(3, 8));
  home_first.card = card("7C");
  REQUIRE(is_legal(*s, home_first));
  play(*s, 1, home_first);
  CHECK(s->board().all_home(1));
  CHECK(marbles_of(*s, 3).front() == side(3, 8));
}

TEST_CASE("Joker 7 split: a partner's marble takes no part while one of yours is still out") {
  auto s = position({{home(0, 3), home(0, 4), home(0, 5), side(0, 1), side(2, 0)}, {}, {side(2, 10)}}, "7H");
  CHECK(refused(*s, 0, split(side(0, 1), home(0, 1), side(2, 10), side(2, 14))) ==
        "Choose a second marble of yours for the rest of the 7.");
  auto legal = s->legal_actions();
  REQUIRE(std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.from2 || a.to2; }));
  for (const Action& a : legal)
    if (a.from2 || a.to2) CHECK(s->board().occupant(a.from2) / kMarbles == 0);
}

TEST_CASE("Joker 7 split: once all yours are home the whole 7 moves your partner's marbles") {
  auto s =
      position({{home(0, 1), home(0, 2), home(0, 3), home(0, 4), home(0, 5)}, {}, {side(2, 10), side(2, 30)}}, "7H");
  CHECK(is_legal(*s, move("7H", side(2, 10), side(2, 17))));
  CHECK(is_legal(*s, split(side(2, 10), side(2, 12), side(2, 30), side(2, 35))));
}
