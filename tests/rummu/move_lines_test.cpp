// Rummü's move lines name the combinations laid and the cards added, and whose they join.
#include <doctest/doctest.h>

#include "app/session/reader_line.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::testing;

TEST_CASE("Rummü move lines: coming out names each combination, a mixed run as mixed") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R0 G1 B2 K3 R5 G5 B5 K9", "G1", "B1"});
  const Action out = rummu_lay("run R0 G1 B2 K3 | book R5 G5 B5");
  REQUIRE(refused(*s, 0, out).empty());
  const std::string line = s->describe_action(0, out);
  CHECK(line == "Player 1 comes out with the mixed 0-1-2-3 and three 5s.");
  CHECK(session::for_reader(line, {"Ana", "Ben", "Cy"}, 0) == "You come out with the mixed 0-1-2-3 and three 5s.");
}

TEST_CASE("Rummü move lines: another seat adding to your run names the card and your run") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"G6 R9 K9", "G1", "B1"}, {"", "run G3 G4 G5"});
  s->rig_came_out_for_test(0, true);
  const Action add = rummu_add("G6", 1, 0);
  REQUIRE(refused(*s, 0, add).empty());
  const std::string line = s->describe_action(0, add);
  CHECK(line == "Player 1 adds the green 6 to Player 2's run.");
  CHECK(session::for_reader(line, {"Ana", "Ben", "Cy"}, 1) == "Ana adds the green 6 to your run.");
}

TEST_CASE("Rummü move lines: a yellow card laid as a joker is named as the joker it is") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R3 Y4 R5 R6 G5 B5 K5 K9", "G1", "B1"});
  const Action out = rummu_lay("book G5 B5 K5 | run R3 Y4=R4 R5 R6");
  REQUIRE(refused(*s, 0, out).empty());
  const std::string line = s->describe_action(0, out);
  CHECK(line == "Player 1 comes out with three 5s and the red 3-4-5-6, with the yellow 4 as a joker.");
  CHECK(session::for_reader(line, {"Ana", "Ben", "Cy"}, 0) ==
        "You come out with three 5s and the red 3-4-5-6, with the yellow 4 as a joker.");
}

// A phone's band shows the last move on one or two lines: where the whole sentence is longer, the
// game's short form counts what the long one names, and is read as "you" like it.
TEST_CASE("Rummü short move lines: coming out counts runs and books, an add of two cards counts them") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R0 G1 B2 K3 R5 G5 B5 K9", "G1", "B1"});
  const Action out = rummu_lay("run R0 G1 B2 K3 | book R5 G5 B5");
  CHECK(s->describe_action_short(0, out) == "Player 1 comes out with a run and a book.");
  CHECK(session::for_reader(s->describe_action_short(0, out), {"Ana", "Ben", "Cy"}, 0) ==
        "You come out with a run and a book.");
  auto t = rummu_game(3);
  rummu_rig(*t, {"G6 G7 R9 K9", "G1", "B1"}, {"", "run G3 G4 G5"});
  t->rig_came_out_for_test(0, true);
  const Action add = rummu_add("G6 G7", 1, 0);
  REQUIRE(refused(*t, 0, add).empty());
  CHECK(t->describe_action(0, add) == "Player 1 adds the green 6 and the green 7 to Player 2's run.");
  CHECK(t->describe_action_short(0, add) == "Player 1 adds 2 cards to Player 2's run.");
  // One card added is short already: no short form.
  CHECK(t->describe_action_short(0, rummu_add("G6", 1, 0)).empty());
}
