// Joker: the deal, the turn, the teams, the end of the game and what each seat sees.
#include <doctest/doctest.h>

#include "engine/json_util.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker deal: two decks with four jokers, five cards each, all marbles in the start") {
  auto s = JokerState::create(json{{"dealer", 2}}, 7);
  REQUIRE(s.ok());
  const JokerState& st = **s;
  std::vector<Card> all;
  st.all_cards(all);
  CHECK(all.size() == 108);
  CHECK(std::count_if(all.begin(), all.end(), [](Card c) { return c.is_joker(); }) == 4);
  // The seat after the dealer starts, and its turn begins with its draw.
  CHECK(st.current_seat() == 3);
  for (int seat = 0; seat < kSeats; ++seat) {
    CHECK(st.hand(seat).size() == (seat == 3 ? 6u : 5u));
    CHECK(marbles_of(st, seat) == std::vector<int>(5, start(seat)));
  }
  CHECK(st.stock().size() == 108 - 21);
  CHECK_FALSE(JokerState::create(json{{"players", 5}}, 1).ok());
  CHECK_FALSE(JokerState::create(json{{"dealer", 4}}, 1).ok());
}

TEST_CASE("Joker teams: the sheet's seats 1 and 3 play against seats 2 and 4") {
  auto s = position({}, "5H");
  CHECK(s->num_teams() == 2);
  CHECK(s->team_of(0) == s->team_of(2));
  CHECK(s->team_of(1) == s->team_of(3));
  CHECK(s->team_of(0) != s->team_of(1));
  CHECK(partner_of(1) == 3);
}

TEST_CASE("Joker board: 72 track holes, come-out hole 8 and home entrance 3 of each side, five home holes") {
  CHECK(kTrack == 72);
  CHECK(door(1) == 26);
  CHECK(entrance(1) == 21);
  CHECK(entrance(0) == 3);
  // From the come-out hole a marble goes 67 holes to its entrance, then into its five home holes.
  CHECK(to_entrance(0, door(0)) == 67);
  CHECK(to_entrance(3, door(3)) == 67);
  CHECK(home(3, 5) == 91);
}

TEST_CASE("Joker turn: draw one, play one, the next seat's turn starts with its draw") {
  auto s = position({{door(0)}}, "5H 9C", 0, "KD");
  play(*s, 0, move("5H", door(0), side(0, 13)));
  CHECK(s->hand(0).size() == 1);
  CHECK(s->current_seat() == 1);
  CHECK(s->hand(1).size() == 1);
  CHECK(s->hand(1).front().face() == card("KD"));
  CHECK(std::string(s->phase()) == "play");
  // The card played lies on the discard pile.
  CHECK(s->discards().back().face() == card("5H"));
}

TEST_CASE("Joker must play: a discard is refused while any card can move a marble") {
  auto s = position({{door(0)}}, "5H 9C");
  CHECK(refused(*s, 0, Action::discard(card("9C"))) == "One of your cards can move a marble, so you must play it.");
  const auto legal = s->legal_actions();
  REQUIRE(!legal.empty());
  for (const Action& a : legal) CHECK(a.kind == joker::kMove);
}

TEST_CASE("Joker no move: with no card that moves, you discard one and the turn ends") {
  // Every marble in the start and no card that brings one out.
  auto s = position({}, "5H 9C 7S 8D", 0, "2C");
  auto legal = s->legal_actions();
  REQUIRE(legal.size() == 4);
  for (const Action& a : legal) CHECK(a.kind == ActionKind::Discard);
  CHECK(refused(*s, 0, move("5H", start(0), door(0))) ==
        "A marble leaves the start only with an ace, a king, a queen, a jack or a joker.");
  play(*s, 0, Action::discard(card("9C")));
  CHECK(s->current_seat() == 1);
  CHECK(s->hand(0).size() == 3);
  CHECK(refused(*s, 1, Action::discard(card("AS"))) == "You do not have the ace of spades.");
}

TEST_CASE("Joker stock: when it runs out, all the discards are shuffled into a new stock") {
  auto s = position({{door(0)}}, "5H");
  // One card left in the stock; every other card lies on the discard pile.
  REQUIRE(s->rig_for_test({{door(0)}, {}, {}, {}}, {cards("5H"), {}, {}, {}}, 0, cards("9C"), true));
  REQUIRE(s->stock().size() == 1);
  const size_t discards = s->discards().size();
  play(*s, 0, move("5H", door(0), side(0, 13)));
  CHECK(s->stock().empty());  // seat 1 drew the 9C
  play(*s, 1, Action::discard(card("9C")));
  // Seat 2's draw found the stock empty: the discards (the 5H and 9C too) became the stock.
  CHECK(s->stock().size() == discards + 2 - 1);
  CHECK(s->discards().empty());
  CHECK(s->events()[s->events().size() - 2].kind == EventKind::Reshuffled);
  std::vector<Card> all;
  s->all_cards(all);
  CHECK(all.size() == 108);
}

TEST_CASE("Joker all five home: you then move your partner's marbles") {
  auto s = position({{home(0, 1), home(0, 2), home(0, 3), home(0, 4), home(0, 5)}, {}, {door(2)}}, "5H AS");
  CHECK(is_legal(*s, move("5H", door(2), side(2, 13))));
  CHECK(is_legal(*s, move("AS", start(2), door(2))) == false);  // its own come-out hole is taken
  CHECK(refused(*s, 0, move("5H", home(0, 1), home(0, 5))).find("partner") != std::string::npos);
  play(*s, 0, move("5H", door(2), side(2, 13)));
  CHECK(marbles_of(*s, 2).front() == side(2, 13));
  // Before that, a seat moves only its own marbles.
  auto t = position({{door(0)}, {}, {door(2)}}, "5H");
  CHECK(refused(*t, 0, move("5H", door(2), side(2, 13))) ==
        "You may move only your own marbles until all five of them are home.");
}

TEST_CASE("Joker win: the first team with all ten marbles home wins") {
  auto s = position({{home(0, 2), home(0, 3), home(0, 4), home(0, 5), side(0, 1)},
                     {home(1, 1), home(1, 2), home(1, 3), home(1, 4)},
                     {home(2, 1), home(2, 2), home(2, 3), home(2, 4), home(2, 5)}},
                    "3H");
  CHECK_FALSE(s->is_terminal());
  play(*s, 0, move("3H", side(0, 1), home(0, 1)));
  CHECK(s->is_terminal());
  CHECK(s->current_seat() == -1);
  Scores sc = s->scores();
  CHECK(sc.winners == std::vector<int>{0, 2});
  CHECK(sc.team_totals == std::vector<int>{10, 4});
  CHECK_FALSE(sc.low_wins);
  CHECK(s->legal_actions().empty());
  CHECK(refused(*s, 0, move("3H", side(0, 1), home(0, 1))) == "The game is over.");
  CHECK(describe_event(s->board(), s->events(), s->events().size() - 1) ==
        "Game over: Player 1 and Player 3 win with all ten marbles home.");
}

TEST_CASE("Joker views: the marbles are public, other hands are counts, the legal moves are the seat's own") {
  auto s = position({{door(0)}, {door(1)}}, "5H KS", 0);
  for (int seat = 0; seat < kSeats; ++seat) {
    json v = s->view_json(seat);
    CHECK(v["marbles"][0][0] == door(0));
    CHECK(v["hand_sizes"][0] == 2);
    if (seat == 0) {
      CHECK(v["hand"].size() == 2);
      CHECK(v["legal_actions"].size() >= 2);
    } else {
      CHECK(v["hand"].empty());
      CHECK(v["legal_actions"].empty());
    }
  }
  CHECK(s->view_json(1)["partner"] == 3);
  CHECK(s->view_json(2)["team"] == 0);
}
