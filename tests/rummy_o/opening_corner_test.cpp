// Rummy-O: the opening's 50 points and its run, and the corner of a run (a 1 low or high, never
// both) where jokers stand at its ends. The numbers are written here, never read from the rules
// header, so a changed constant fails these tests.
#include <doctest/doctest.h>

#include "games/rummy_o/solver.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

bool run_is_legal(const std::string& tiles) {
  MeldList l = melds("run " + tiles);
  std::vector<PlacedCard> cs(l.cards(0).begin(), l.cards(0).end());
  return !check_meld(meld_rules(), MeldKind::Run, cs);
}

}  // namespace

TEST_CASE("Rummy-O going on board: 49 points are refused, exactly 50 accepted") {
  // 8 + 9 + 10 + 10 = 37 in the run, 12 in the group: 49.
  auto s = ro_rigged({"R8 R9 R10 R11 O4 B4 K4 K2", "K4"});
  CHECK(refused(*s, 0, lay("run R8 R9 R10 R11 | book O4 B4 K4")) ==
        "To go on board you need melds worth 50 points or more, with at least one run (these make 49).");
  CHECK_FALSE(best_opening(cards("R8 R9 R10 R11 O4 B4 K4 K2")).has_value());
  // 29 in the run, 21 in the group: 50.
  auto t = ro_rigged({"R9 R10 R11 O7 B7 K7 K2", "K4"});
  CHECK(best_opening(cards("R9 R10 R11 O7 B7 K7 K2")).has_value());
  play(*t, 0, lay("run R9 R10 R11 | book O7 B7 K7"));
  CHECK(t->on_board(0));
  // A joker counts 15: 2 + 3 + 15 in the run, 30 in the group, 50.
  auto u = ro_rigged({"K2 K3 JK R10 B10 O10 O5", "K4"});
  play(*u, 0, lay("run K2 K3 JK | book R10 B10 O10"));
  CHECK(u->on_board(0));
}

TEST_CASE("Rummy-O going on board: a run alone may be the opening, with a joker in it too") {
  // 10 + 10 + 10 + 10 + 10 = 50, a run on its own.
  auto s = ro_rigged({"B10 B11 B12 B13 B1 K2", "K4"});
  play(*s, 0, lay("run B10 B11 B12 B13 B1"));
  CHECK(s->on_board(0));
  // 9 + 10 + 15 + 10 + 10 = 54 with a joker inside the run.
  auto t = ro_rigged({"O9 O10 JK O12 O13 K2", "K4"});
  play(*t, 0, lay("run O9 O10 JK O12 O13"));
  CHECK(t->on_board(0));
  CHECK(meld_text(t->table()[0][0]) == "O9 O10 JK=O11 O12 O13");
  // Groups alone, however many points, are not an opening, a joker among them or not.
  auto u = ro_rigged({"R10 B10 O10 K10 R11 B11 JK K2", "K4"});
  CHECK(refused(*u, 0, lay("book R10 B10 O10 K10 | book R11 B11 JK")) ==
        "To go on board you need melds worth 50 points or more, with at least one run (these make 75).");
  CHECK_FALSE(u->on_board(0));
}

TEST_CASE("Rummy-O runs: a 1 runs low or high, never both: jokers at the corners") {
  // A joker may take the 11 before 12-13-1, never a place after that 1.
  CHECK(run_is_legal("O12 O13 O1 JK"));
  CHECK(run_is_legal("JK=O11 O12 O13 O1"));
  CHECK_FALSE(run_is_legal("O12 O13 O1 JK=O2"));
  CHECK_FALSE(run_is_legal("JK O13 O1 O2"));
  // Thirteen tiles and a joker would need the 1 at both ends.
  CHECK_FALSE(run_is_legal("O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 JK"));
  CHECK_FALSE(run_is_legal("O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 JK JK"));
  CHECK_FALSE(run_is_legal("JK=O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 O1"));
  CHECK(run_is_legal("O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13"));
  CHECK(run_is_legal("O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 JK"));
}

TEST_CASE("Rummy-O adding on: a joker never takes the 1's other end of a 13-tile run") {
  auto s = ro_rigged({"JK O1 K2", "K4"}, {"run B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13",
                                          "run JK=O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13"});
  CHECK(refused(*s, 0, add_on("JK", 0, 0)) ==
        "A joker does not fit your run of the blue 1 to 13: this run is too long.");
  CHECK(
      refused(*s, 0, add_on("O1", 1, 0)) ==
      "The orange 1 does not fit the run of the orange 1 to 13, with a joker as the 1: a run cannot hold two tiles in "
      "the same place.");
  const auto listed = s->legal_actions();
  CHECK(std::none_of(listed.begin(), listed.end(), [](const Action& a) { return a.kind == kAddOn; }));
}
