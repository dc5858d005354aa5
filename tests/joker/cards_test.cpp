// Joker: what each card but the 7 and the joker does (those two: seven_test.cpp, joker_card_test.cpp).
#include <doctest/doctest.h>

#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker ace: brings a marble out or moves a marble one hole") {
  auto s = position({{side(0, 10)}}, "AS");
  CHECK(is_legal(*s, move("AS", start(0), door(0))));
  CHECK(is_legal(*s, move("AS", side(0, 10), side(0, 11))));
  CHECK(s->legal_actions().size() == 2);
  CHECK(refused(*s, 0, move("AS", side(0, 10), side(0, 12))) ==
        "An ace brings a marble out of the start or moves a marble 1 hole forward.");
  play(*s, 0, move("AS", start(0), door(0)));
  CHECK(marbles_of(*s, 0) == std::vector<int>{door(0), side(0, 10), start(0), start(0), start(0)});
}

TEST_CASE("Joker king, queen and jack: bring a marble out or move one ten holes") {
  for (const char* c : {"KD", "QC", "JH"}) {
    auto s = position({{side(0, 10)}}, c);
    CHECK(is_legal(*s, move(c, start(0), door(0))));
    CHECK(is_legal(*s, move(c, side(0, 10), side(1, 2))));
    CHECK(s->legal_actions().size() == 2);
    CHECK(refused(*s, 0, move(c, side(0, 10), side(1, 1))).find("10 holes forward") != std::string::npos);
  }
}

TEST_CASE("Joker two to six, nine and ten: move a marble forward by the card's value") {
  for (int n : {2, 3, 4, 5, 6, 9, 10}) {
    const std::string c = std::to_string(n) + "S";
    auto s = position({{side(0, 10)}}, c);
    INFO(c);
    auto legal = s->legal_actions();
    REQUIRE(legal.size() == 1);
    CHECK(legal.front() == move(c, side(0, 10), side(0, 10 + n)));
    CHECK(refused(*s, 0, move(c, side(0, 10), side(0, 11 + n))) ==
          "A " + std::to_string(n) + " moves a marble " + std::to_string(n) + " holes forward.");
    // None of them brings a marble out.
    CHECK(refused(*s, 0, move(c, start(0), door(0))) ==
          "A marble leaves the start only with an ace, a king, a queen, a jack or a joker.");
  }
}

TEST_CASE("Joker 8: moves a marble eight holes backwards, and may pass its own marbles") {
  auto s = position({{side(0, 10), side(0, 12)}}, "8C");
  CHECK(is_legal(*s, move("8C", side(0, 12), side(0, 4))));  // passes the marble at side hole 10
  CHECK(is_legal(*s, move("8C", side(0, 10), side(0, 2))));
  CHECK(refused(*s, 0, move("8C", side(0, 12), side(0, 20))) == "An 8 moves a marble 8 holes backwards.");
  CHECK(refused(*s, 0, move("8C", start(0), door(0))).find("leaves the start only") != std::string::npos);
  play(*s, 0, move("8C", side(0, 12), side(0, 4)));
  CHECK(marbles_of(*s, 0)[0] == side(0, 4));
}

TEST_CASE("Joker 8: backing up from the come-out hole puts a marble just short of its home") {
  // Eight back from the come-out hole is the corner, three holes before the home entrance.
  auto s = position({{door(0)}}, "8C", 0, "4H");
  play(*s, 0, move("8C", door(0), side(0, 0)));
  CHECK(to_entrance(0, side(0, 0)) == 3);
  auto t = position({{side(0, 0)}}, "4H");
  CHECK(is_legal(*t, move("4H", side(0, 0), home(0, 1))));
}

TEST_CASE("Joker 8: never backs into home, and a marble at home stays there") {
  auto s = position({{home(0, 3), side(0, 7)}}, "8C");
  CHECK(refused(*s, 0, move("8C", home(0, 3), side(0, 0))) ==
        "An 8 moves only a marble on the track; a marble at home stays there.");
  // From just past its entrance an 8 goes on backwards round the track, never into home.
  auto legal = s->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(legal.front() == move("8C", side(0, 7), side(3, 17)));
}

TEST_CASE("Joker 8: with every marble home or in the start, an 8 moves nothing and is discarded") {
  // Seat 2, four marbles home and one in the start: nothing stands on the track.
  auto s = position({{}, {}, {home(2, 1), home(2, 2), home(2, 4), home(2, 5)}}, "8D", 2);
  CHECK(refused(*s, 2, move("8D", home(2, 4), side(1, 17))) ==
        "An 8 moves only a marble on the track; a marble at home stays there.");
  CHECK(refused(*s, 2, move("8D", home(2, 1), side(1, 14))) ==
        "An 8 moves only a marble on the track; a marble at home stays there.");
  const auto legal = s->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(legal.front() == Action::discard(card("8D")));
}

TEST_CASE("Joker come-out hole: a marble comes out there, your own marble there blocks it, another is hit") {
  auto own = position({{door(0)}}, "AS");
  CHECK(refused(*own, 0, move("AS", start(0), door(0))) == "Your own marble is standing on your come-out hole.");
  CHECK(refused(*own, 0, move("AS", start(0), side(0, 9))) ==
        "A marble coming out of the start goes to its come-out hole.");
  // DECISIONS.md: the come-out hole is not safe.
  auto hit = position({{}, {door(0)}}, "KS");
  play(*hit, 0, move("KS", start(0), door(0)));
  CHECK(marbles_of(*hit, 1) == std::vector<int>(5, start(1)));
  CHECK(hit->board().occupant(door(0)) == 0);
}

TEST_CASE("Joker passing: a marble never passes one of its own colour on a numbered card") {
  auto s = position({{side(0, 10), side(0, 12)}}, "5H");
  CHECK(refused(*s, 0, move("5H", side(0, 10), side(0, 15))) ==
        "A marble cannot pass another of its own colour; only a joker or an 8 can.");
  auto legal = s->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(legal.front() == move("5H", side(0, 12), side(0, 17)));
}

TEST_CASE("Joker passing: other players' marbles may be passed") {
  auto s = position({{side(0, 10)}, {side(0, 11)}, {side(0, 12)}, {side(0, 13)}}, "5H");
  play(*s, 0, move("5H", side(0, 10), side(0, 15)));
  CHECK(s->board().occupant(side(0, 11)) / kMarbles == 1);
  CHECK(s->board().occupant(side(0, 12)) / kMarbles == 2);
  CHECK(s->board().occupant(side(0, 13)) / kMarbles == 3);
}

TEST_CASE("Joker landing on an opponent: it goes back to its start") {
  auto s = position({{side(0, 10)}, {side(0, 15)}}, "5H");
  play(*s, 0, move("5H", side(0, 10), side(0, 15)));
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
  CHECK(describe_event(s->board(), s->events(), s->events().size() - 4) ==
        "Player 1 plays the 5 of hearts and moves a marble 5 holes; Player 2's marble goes back to the start.");
}

TEST_CASE("Joker landing on a partner: it goes to its home entrance, and an opponent there goes to start") {
  auto s = position({{side(0, 10)}, {entrance(2)}, {side(0, 15)}}, "5H");
  CHECK(s->describe_action(0, move("5H", side(0, 10), side(0, 15))) ==
        "Player 1 plays the 5 of hearts and moves a marble 5 holes; Player 2's marble goes back to the start; "
        "Player 3's marble goes to its home entrance.");
  play(*s, 0, move("5H", side(0, 10), side(0, 15)));
  CHECK(marbles_of(*s, 2)[0] == entrance(2));
  CHECK(marbles_of(*s, 1) == std::vector<int>(5, start(1)));
  // A partner already on its entrance cannot be sent there; nor can it when its entrance is
  // held by the team.
  auto there = position({{side(2, 0)}, {}, {entrance(2)}}, "3H");
  CHECK(refused(*there, 0, move("3H", side(2, 0), entrance(2))).find("already stands at its home entrance") !=
        std::string::npos);
  auto held = position({{side(0, 10), entrance(2)}, {}, {side(0, 15)}}, "5H");
  CHECK(refused(*held, 0, move("5H", side(0, 10), side(0, 15))) ==
        "Your partner's home entrance is taken by your team, so the partner's marble cannot be sent there.");
}

TEST_CASE("Joker landing on your own marble is refused") {
  auto s = position({{side(0, 10), side(0, 15)}}, "5H 2C");
  CHECK(refused(*s, 0, move("5H", side(0, 10), side(0, 15))) == "A marble cannot land on another of its own colour.");
}

TEST_CASE("Joker home: entered by exact count, never past the last home hole") {
  // Two holes short of the entrance: 3 makes home hole 1, 7 home hole 5, 9 is too far.
  auto s = position({{side(0, 1)}}, "3H 7C 9D");
  CHECK(is_legal(*s, move("3H", side(0, 1), home(0, 1))));
  CHECK(is_legal(*s, move("7C", side(0, 1), home(0, 5))));
  CHECK(refused(*s, 0, move("9D", side(0, 1), side(0, 10))) == "A 9 moves a marble 9 holes forward.");
  auto legal = s->legal_actions();
  CHECK(std::none_of(legal.begin(), legal.end(), [](const Action& a) { return a.card == card("9D"); }));
  // Inside home, marbles move on by exact count without passing each other.
  auto in = position({{home(0, 1), home(0, 3)}}, "3H 2C AS");
  CHECK(refused(*in, 0, move("3H", home(0, 1), home(0, 4))) ==
        "A marble cannot pass another of its own colour; only a joker or an 8 can.");
  CHECK(refused(*in, 0, move("2C", home(0, 1), home(0, 3))) == "A marble cannot land on another of its own colour.");
  CHECK(is_legal(*in, move("2C", home(0, 3), home(0, 5))));
  CHECK(is_legal(*in, move("AS", home(0, 1), home(0, 2))));
}

TEST_CASE("Joker home entrance: a marble never passes its own entrance clockwise, it turns into home") {
  auto s = position({{entrance(0)}}, "2H");
  CHECK(refused(*s, 0, move("2H", entrance(0), side(0, 5))) == "A 2 moves a marble 2 holes forward.");
  auto legal = s->legal_actions();
  REQUIRE(legal.size() == 1);
  CHECK(legal.front() == move("2H", entrance(0), home(0, 2)));
  // Another seat's entrance is just a track hole.
  auto other = position({{entrance(1)}}, "2H");
  CHECK(is_legal(*other, move("2H", entrance(1), side(1, 5))));
}

TEST_CASE("Joker home is safe: marbles at home cannot be hit, jumped onto or moved back") {
  auto s = position({{side(1, 0)}, {home(1, 1)}}, "JK 8C");
  auto legal = s->legal_actions();
  REQUIRE(!legal.empty());
  for (const Action& a : legal) CHECK(a.to != home(1, 1));
  CHECK(refused(*s, 0, move("JK", side(1, 0), home(1, 1))) ==
        "A joker brings a marble out, moves a marble 1 hole forward, or takes the place of another player's marble.");
}
