// Rummy-O scenarios the rule-by-rule tests leave out, each named after the rule or ruling.
#include <doctest/doctest.h>

#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

TEST_CASE("Rummy-O going on board: exactly 50 points is enough, 47 is not") {
  auto s = ro_rigged({"R9 R10 R11 O7 B7 K7 K2", "K4"});
  play(*s, 0, lay("run R9 R10 R11 | book O7 B7 K7"));  // 29 + 21
  CHECK(s->on_board(0));
  auto t = ro_rigged({"R9 R10 R11 O6 B6 K6 K2", "K4"});
  CHECK(refused(*t, 0, lay("run R9 R10 R11 | book O6 B6 K6")) ==
        "To go on board you need melds worth 50 points or more, with at least one run (these make 47).");
}

TEST_CASE("Rummy-O Foot: with no melds of one's own, every tile but the discard onto others' melds") {
  auto s = ro_rigged({"R8 B7 R2", "K4 K5"}, {"", "run R5 R6 R7 | run B4 B5 B6"});
  Action out(rummy_o::kGoOut);
  out.card = card("R2");
  play(*s, 0, out);
  const RoundResult& r = *s->last_round();
  CHECK(r.way == WayOut::Foot);
  CHECK(r.bonus == 200);
  CHECK(r.points[0] == 8 + 7 + 200);
}

TEST_CASE("Rummy-O claiming a joker to go on board, then out in the same turn, is a Foot") {
  auto s = ro_rigged({"R1 B10 O10 K10 K11 K12 O2", "K4"}, {"", "run R12 R13 JK"});
  play(*s, 0, claim("R1", 1, 0, "book B10 O10 K10 | run K11 K12 JK"));
  CHECK(s->on_board(0));
  play(*s, 0, Action::discard(card("O2")));
  const RoundResult& r = *s->last_round();
  // Not on board when the turn began and every tile placed that turn, one given for a joker:
  // a Foot (rules.h), scoring the tiles that left the rack (1 and 10..13 count 10), not the
  // joker taken (DECISIONS.md).
  CHECK(r.went_out == 0);
  CHECK(r.way == WayOut::Foot);
  CHECK(r.bonus == 200);
  CHECK(r.placed[0] == 10 + 30 + 10 + 10);
  CHECK(r.points[0] == 60 + 200);
}

TEST_CASE("Rummy-O equal highest totals after four rounds share the win") {
  auto s = ro_game(2);
  s->rig_scores_for_test({{100, -50}, {-20, 356}, {0, 0}});
  std::vector<std::vector<Card>> racks{cards("R8 B2"), cards("K1 K2")};
  REQUIRE(s->rig_for_test(racks, cards("O9"), {}, {table_melds("run R5 R6 R7"), {}}, 0, Phase::Play));
  play(*s, 0, add_on("R8", 0, 0));
  play(*s, 0, Action::discard(card("B2")));
  REQUIRE(s->is_terminal());
  const Scores sc = s->scores();
  CHECK(sc.totals == std::vector<int>{206, 206});
  CHECK(sc.winners == std::vector<int>{0, 1});
}
