// Joker six: DECISIONS.md's option of six players in three teams on a six-sided board, each side
// built like the four-seat board's (18 holes, come-out hole 8, entrance 3, five home holes).
#include <doctest/doctest.h>

#include "games/joker/judge.h"
#include "games/registry.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

namespace {

constexpr Geometry kSix{6};

// Track hole `offset` of `seat`'s side on the six-sided board (past 17 into the next sides).
int side6(int seat, int offset) { return kSix.wrap(seat * kSide + offset); }
int home6(int seat, int k) { return kSix.home_hole(seat, k); }
int start6(int seat) { return kSix.start_hole(seat); }
int door6(int seat) { return kSix.come_out_hole(seat); }
int entrance6(int seat) { return kSix.entrance_hole(seat); }

std::unique_ptr<JokerState> six(const std::vector<std::vector<int>>& marbles, const std::string& hand,
                                int current = 0) {
  return position_of(6, marbles, hand, current);
}

}  // namespace

TEST_CASE("Joker six: the board has six sides of 18 holes, with the four-seat side's holes on each") {
  CHECK(kSix.track() == 108);
  CHECK(kSix.teams() == 3);
  for (int seat = 0; seat < 6; ++seat) {
    CHECK(door6(seat) == seat * 18 + 8);
    CHECK(entrance6(seat) == seat * 18 + 3);
    CHECK(kSix.partner_of(seat) == (seat + 3) % 6);
    CHECK(kSix.same_team(seat, (seat + 3) % 6));
    CHECK_FALSE(kSix.same_team(seat, (seat + 1) % 6));
    for (int k = 1; k <= kHomeHoles; ++k) CHECK(kSix.home_owner(home6(seat, k)) == seat);
  }
  // Ids: track 0..107, home 108..137, starts 140..145; the four-seat ids stay as they were.
  CHECK(home6(0, 1) == 108);
  CHECK(home6(5, 5) == 137);
  CHECK(start6(0) == 140);
  CHECK(kFourSeats.start_hole(0) == 100);
  CHECK(kFourSeats.home_hole(3, 5) == 91);
  // From the come-out hole to the entrance, clockwise: 103 holes (67 on four sides).
  CHECK(kSix.lap() == 103);
  CHECK(kSix.to_entrance(2, door6(2)) == 103);
  // Hole numbers wrap round the track, a lap or many either way.
  CHECK(kSix.wrap(110) == 2);
  CHECK(kSix.wrap(-5) == 103);
  CHECK(kSix.wrap(-200) == 16);
  CHECK(kSix.wrap(300) == 84);

  auto s = create_game("joker", json{{"players", 6}}, 9);
  REQUIRE(s.ok());
  CHECK((*s)->num_seats() == 6);
  CHECK((*s)->num_teams() == 3);
  CHECK((*s)->team_of(4) == 1);
  json v = (*s)->view_json(4);
  CHECK(v["board"]["seats"] == 6);
  CHECK(v["board"]["track"] == 108);
  CHECK(v["board"]["start_base"] == 140);
  CHECK(v["partner"] == 1);
  CHECK(v["marbles"].size() == 6);
  CHECK(v["colours"] == json::array({"red", "blue", "green", "orange", "purple", "yellow"}));
  // The seat after the dealer plays first, and every seat holds five cards (the first six, after its draw).
  CHECK((*s)->current_seat() == 1);
  CHECK(v["hand_sizes"] == json::array({5, 6, 5, 5, 5, 5}));
}

TEST_CASE("Joker six: players are 4 or 6, and five cannot be seated") {
  const GameEntry& g = *find_game("joker");
  CHECK(g.player_counts == std::vector<int>{4, 6});
  CHECK(players_text(g) == "4 or 6");
  CHECK(nearest_players(g, 5) == 6);
  CHECK(nearest_players(g, 2) == 4);
  CHECK(nearest_players(g, 9) == 6);
  auto five = create_game("joker", json{{"players", 5}}, 1);
  REQUIRE_FALSE(five.ok());
  CHECK(five.error() == "Joker cannot seat 5 players. Joker is for 4 players in two teams or 6 in three teams.");
  CHECK_FALSE(create_game("joker", json{{"players", 7}}, 1).ok());
  CHECK(create_game("joker", json{{"players", 6}, {"dealer", 5}}, 1).ok());
  CHECK_FALSE(create_game("joker", json{{"players", 6}, {"dealer", 6}}, 1).ok());
  CHECK(g.option_schema()[0]["step"] == 2);
  CHECK_FALSE(find_game("five_crowns")->option_schema()[0].contains("step"));
}

TEST_CASE("Joker six: coming out lands on the seat's own come-out hole, bumping an opponent or sending a partner on") {
  // Seat 4's come-out hole is 80; an opponent there goes to its start.
  auto s = six({{}, {}, {door6(4)}}, "AS", 4);
  play(*s, 4, move("AS", start6(4), door6(4)));
  CHECK(s->board().occupant(door6(4)) / kMarbles == 4);
  CHECK(marbles_of(*s, 2) == std::vector<int>(5, start6(2)));
  // The partner (seat 1, opposite) goes to its home entrance, hole 21.
  auto p = six({{}, {door6(4)}}, "KS", 4);
  play(*p, 4, move("KS", start6(4), door6(4)));
  CHECK(marbles_of(*p, 1).front() == entrance6(1));
  // A 10 never brings a marble out.
  auto t = six({}, "10S", 4);
  CHECK(refused(*t, 4, move("10S", start6(4), door6(4))) ==
        "A marble leaves the start only with an ace, a king, a queen, a jack or a joker.");
}

TEST_CASE("Joker six: moves run on across hole 107 to hole 0, and an 8 back across it") {
  // Seat 5 came out at 98; a 6 from 104 goes to hole 2.
  auto s = six({{}, {}, {}, {}, {}, {104}}, "6H", 5);
  CHECK(is_legal(*s, move("6H", 104, 2)));
  play(*s, 5, move("6H", 104, 2));
  CHECK(s->board().occupant(2) / kMarbles == 5);
  // An 8 from hole 3 goes back to 103.
  auto b = six({{3}}, "8C");
  CHECK(is_legal(*b, move("8C", 3, 103)));
  // Seat 0's marble never passes its own entrance (hole 3): from 105 a 9 goes into home.
  auto h = six({{105}}, "9D");
  CHECK(is_legal(*h, move("9D", 105, home6(0, 3))));
  CHECK_FALSE(is_legal(*h, move("9D", 105, 6)));
}

TEST_CASE("Joker six: landing on the partner sends it to its home entrance, on either other team to its start") {
  // Seat 2 lands on its partner, seat 5 (entrance 93), then on seat 3 (an opponent).
  auto s = six({{}, {}, {side6(2, 10)}, {}, {}, {side6(2, 15)}}, "5H", 2);
  play(*s, 2, move("5H", side6(2, 10), side6(2, 15)));
  CHECK(marbles_of(*s, 5).front() == entrance6(5));
  auto o = six({{}, {}, {side6(2, 10)}, {side6(2, 15)}}, "5H", 2);
  play(*o, 2, move("5H", side6(2, 10), side6(2, 15)));
  CHECK(marbles_of(*o, 3) == std::vector<int>(5, start6(3)));
  // A joker jumps no further than the mover's own entrance: seat 0's marble at 100 cannot take a
  // marble at hole 4, one past it.
  auto j = six({{100}, {4}, {2}}, "JK");
  CHECK(is_legal(*j, move("JK", 100, 2)));
  CHECK(refused(*j, 0, move("JK", 100, 4)) ==
        "A joker moves clockwise and cannot take a marble past its home entrance.");
}

TEST_CASE("Joker six: with all five home a seat moves its partner's marbles across the board, never another team's") {
  const std::vector<int> all_home{home6(1, 1), home6(1, 2), home6(1, 3), home6(1, 4), home6(1, 5)};
  // Seat 1's partner is seat 4 (come-out 80, entrance 75); seat 2 and 5 are another team.
  auto s = six({{}, all_home, {side6(2, 0)}, {}, {104}}, "7H 9C", 1);
  CHECK(refused(*s, 1, move("9C", side6(2, 0), side6(2, 9))) ==
        "All your marbles are home, so you move your partner's marbles.");
  const auto partner_moves = s->legal_actions();
  REQUIRE(!partner_moves.empty());
  for (const Action& a : partner_moves) CHECK(a.from == 104);
  // The partner's marble crosses hole 107 to hole 5.
  play(*s, 1, move("9C", 104, 5));
  CHECK(marbles_of(*s, 4).front() == 5);
  // A 7 whose first part brings the seat's last marble home moves the partner with the rest.
  auto seven =
      six({{}, {home6(1, 2), home6(1, 3), home6(1, 4), home6(1, 5), side6(1, 1)}, {}, {}, {door6(4)}}, "7H", 1);
  play(*seven, 1, split(side6(1, 1), home6(1, 1), door6(4), door6(4) + 4));
  CHECK(seven->board().all_home(1));
  CHECK(marbles_of(*seven, 4).front() == door6(4) + 4);
}

TEST_CASE("Joker six: the first team with all ten marbles home wins, the other two teams lose") {
  auto s = six({{home6(0, 1)},
                {home6(1, 2), home6(1, 3), home6(1, 4), home6(1, 5), side6(1, 2)},
                {},
                {},
                {home6(4, 1), home6(4, 2), home6(4, 3), home6(4, 4), home6(4, 5)}},
               "2S", 1);
  play(*s, 1, move("2S", side6(1, 2), home6(1, 1)));
  REQUIRE(s->is_terminal());
  CHECK(s->winner_team() == 1);
  const Scores sc = s->scores();
  CHECK(sc.winners == std::vector<int>{1, 4});
  CHECK(sc.team_totals == std::vector<int>{1, 10, 0});
  CHECK(sc.totals == std::vector<int>{1, 5, 0, 0, 5, 0});
  CHECK(describe_event(s->board(), s->events(), s->events().size() - 1) ==
        "Game over: Player 2 and Player 5 win with all ten marbles home.");
}

TEST_CASE(
    "Joker six: after 4500 turns the team with the most marbles home wins, and leading teams level share the win") {
  // Teams 0 and 2 have two marbles home each, team 1 one: the two leading teams share.
  auto level = six({{home6(0, 5)}, {home6(1, 5)}, {home6(2, 5)}, {home6(3, 5)}, {}, {home6(5, 5)}}, "2H 3H", 0);
  level->rig_turns_for_test(kMaxTurnsSix - 1);
  play(*level, 0, Action::discard(card("2H")));
  REQUIRE(level->is_terminal());
  CHECK(level->winner_team() == -1);
  CHECK(level->scores().winners == std::vector<int>{0, 2, 3, 5});
  CHECK(describe_event(level->board(), level->events(), level->events().size() - 1) ==
        "Game over after 4500 turns: the leading teams are level and share the win.");
  auto ahead = six({{}, {home6(1, 5)}, {home6(2, 5)}, {}, {home6(4, 5)}}, "2H 3H", 0);
  ahead->rig_turns_for_test(kMaxTurnsSix - 1);
  play(*ahead, 0, Action::discard(card("2H")));
  CHECK(ahead->winner_team() == 1);
  CHECK(ahead->scores().winners == std::vector<int>{1, 4});
  CHECK(describe_event(ahead->board(), ahead->events(), ahead->events().size() - 1) ==
        "Game over after 4500 turns: Player 2 and Player 5 win with the most marbles home.");
  CHECK(ahead->max_game_length() == kMaxTurnsSix);
  CHECK(position({}, "2H")->max_game_length() == kMaxTurnsFour);
}

TEST_CASE("Joker six: the judge reads six seats' marbles as the six-sided board") {
  auto j = parse_json(R"({"op":"moves","card":"AS","position":{"marbles":[[],[],[],[],[],[105]],"seat":5}})");
  REQUIRE(j.ok());
  json a = joker::judge(*j);
  CHECK(a["ok"] == true);
  // One hole on from 105, or out of seat 5's start (140 + 5) onto its come-out hole, 98.
  std::vector<std::pair<int, int>> moves;
  for (const json& m : a["moves"]) moves.emplace_back(m["from"].get<int>(), m["to"].get<int>());
  CHECK(moves == std::vector<std::pair<int, int>>{{105, 106}, {145, 98}});
  auto bad = parse_json(R"({"op":"moves","card":"AS","position":{"marbles":[[],[],[],[],[]],"seat":0}})");
  REQUIRE(bad.ok());
  CHECK(joker::judge(*bad)["error"] ==
        "\"marbles\" must list the holes of four seats, such as [[8, 100], [], [], []], or of six on the six-sided "
        "board.");
  auto home = parse_json(R"({"op":"moves","card":"AS","position":{"marbles":[[100],[],[],[],[],[]],"seat":0}})");
  REQUIRE(home.ok());
  CHECK(joker::judge(*home)["ok"] == true);  // hole 100 is a track hole on six sides
}
