// Rummy-O's move lines name the tiles laid and added, and whose meld they join, as each reader
// sees them.
#include <doctest/doctest.h>

#include "app/session/reader_line.h"
#include "games/meld_words.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace {
const std::vector<std::string> kNames{"Ana", "Ben", "Cy"};
}  // namespace

TEST_CASE("Rummy-O move lines: another seat adding to your run names the tile and your run") {
  auto s = ro_rigged({"R7 B2 O9", "K4", "K5"}, {"run R4 R5 R6", "book B9 O9 K9"});
  const Action add = add_on("R7", 0, 0);
  REQUIRE(refused(*s, 0, add).empty());
  const std::string line = s->describe_action(0, add);
  CHECK(line == "Player 1 adds the red 7 to their own run.");
  CHECK(session::for_reader(line, kNames, 0) == "You add the red 7 to your own run.");
  // Seat 0 adds to seat 1's group: seat 1 reads "your group".
  const Action onto = add_on("JK=R9", 1, 0);
  auto t = ro_rigged({"JK B2 O3", "K4", "K5"}, {"run R4 R5 R6", "book B9 O9 K9"});
  REQUIRE(refused(*t, 0, onto).empty());
  const std::string other = t->describe_action(0, onto);
  CHECK(other == "Player 1 adds a joker as the red 9 to Player 2's group.");
  CHECK(session::for_reader(other, kNames, 1) == "Ana adds a joker as the red 9 to your group.");
  CHECK(session::for_reader(other, kNames, 2) == "Ana adds a joker as the red 9 to Ben's group.");
}

TEST_CASE("Rummy-O move lines: going on board names each group and run in tiles' words") {
  auto s = ro_rigged({"R10 B10 O10 K11 K12 K13 B1", "K4"}, {}, rummy_o::Phase::Play);
  const Action open = lay("book R10 B10 O10 | run K11 K12 K13");
  REQUIRE(refused(*s, 0, open).empty());
  const std::string line = s->describe_action(0, open);
  CHECK(line == "Player 1 goes on board with three 10s and the black 11-12-13.");
  CHECK(session::for_reader(line, kNames, 0) == "You go on board with three 10s and the black 11-12-13.");
}

TEST_CASE("Rummy-O move lines: a 1 after the 13 and a long run are named by their ends") {
  CHECK(meld_words(MeldKind::Run, placed("O12 O13 O1=O14")) == "the orange 12-13-1");
  CHECK(meld_words(MeldKind::Run, placed("B3 B4 B5 JK=B6 B7")) == "the blue 3 to 7, with a joker as the 6");
}

TEST_CASE("Rummy-O move lines: a joker laid is named with the tile it stands for") {
  auto s = ro_rigged({"R10 B10 O10 K11 JK K13 B1", "K4"}, {}, rummy_o::Phase::Play);
  const Action open = lay("run K11 JK K13 | book R10 B10 O10");
  REQUIRE(refused(*s, 0, open).empty());
  const std::string line = s->describe_action(0, open);
  CHECK(line == "Player 1 goes on board with the black 11-12-13, with a joker as the 12, and three 10s.");
  CHECK(session::for_reader(line, kNames, 0) ==
        "You go on board with the black 11-12-13, with a joker as the 12, and three 10s.");
  // A joker in a group stands for a tile of a named colour.
  CHECK(meld_words(MeldKind::Book, placed("R7 B7 JK=O7")) == "three 7s, with a joker as the orange 7");
}
