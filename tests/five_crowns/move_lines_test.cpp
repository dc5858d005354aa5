// Five Crowns' move lines name the melds laid, as each reader sees them.
#include <doctest/doctest.h>

#include "app/session/reader_line.h"
#include "fc_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

const std::vector<std::string> kNames{"Ana", "Ben"};

// Hand 4 (six cards, 6s wild), seat 0 to draw.
std::unique_ptr<five_crowns::FiveCrownsState> hand_of_six(const std::string& seat0, const std::string& stock_top) {
  auto s = fc_game(2, 1, 1);
  s->rig_scores_for_test({{0, 0}, {0, 0}, {0, 0}});
  REQUIRE(s->rig_for_test({cards(seat0), cards("3C 4C 5C 8D 9D 10D")}, cards("KD"), cards(stock_top)));
  return s;
}

}  // namespace

TEST_CASE("Five Crowns move lines: going out names each book and run, wilds counted as what they stand for") {
  auto s = hand_of_six("9H 9C 9S 4H 5H 6S", "QS");
  play(*s, 0, Action::draw_stock());
  const Action out = go_out("book 9H 9C 9S | run 4H 5H 6S=6H", "QS");
  REQUIRE(refused(*s, 0, out).empty());
  const std::string line = s->describe_action(0, out);
  CHECK(line ==
        "Player 1 goes out with three 9s and the 4-5-6 of hearts, with a wild 6 as the 6 of hearts, and discards the "
        "queen of spades.");
  CHECK(session::for_reader(line, kNames, 0) ==
        "You go out with three 9s and the 4-5-6 of hearts, with a wild 6 as the 6 of hearts, and discard the queen of "
        "spades.");
  CHECK(session::for_reader(line, kNames, 1) ==
        "Ana goes out with three 9s and the 4-5-6 of hearts, with a wild 6 as the 6 of hearts, and discards the queen "
        "of spades.");
}

TEST_CASE("Five Crowns move lines: a wild whose value is not said still gives a book its rank") {
  auto s = hand_of_six("KH KC 6D 3S 4S 5S", "JD");
  play(*s, 0, Action::draw_stock());
  // The wild 6 of diamonds said for nothing: the rules fill it in as a king.
  const Action out = go_out("book KH KC 6D | run 3S 4S 5S", "JD");
  REQUIRE(refused(*s, 0, out).empty());
  CHECK(s->describe_action(0, out) ==
        "Player 1 goes out with three kings, with a wild 6 as one, and the 3-4-5 of spades and discards the jack of "
        "diamonds.");
}

TEST_CASE("Five Crowns move lines: a joker and a card of the round's wild rank are named as wilds") {
  auto s = hand_of_six("9H 9C 6S 4H 5H JK", "QS");
  play(*s, 0, Action::draw_stock());
  // Hand 4: the 6s are wild.
  const Action out = go_out("book 9H 9C 6S | run 4H 5H JK", "QS");
  REQUIRE(refused(*s, 0, out).empty());
  const std::string line = s->describe_action(0, out);
  CHECK(line ==
        "Player 1 goes out with three 9s, with a wild 6 as one, and the 4-5-6 of hearts, with a joker as the 6, and "
        "discards the queen of spades.");
  CHECK(session::for_reader(line, kNames, 0) ==
        "You go out with three 9s, with a wild 6 as one, and the 4-5-6 of hearts, with a joker as the 6, and discard "
        "the queen of spades.");
}

TEST_CASE("Five Crowns short move lines: going out counts the books and runs and names the discard") {
  auto s = hand_of_six("9H 9C 6S 4H 5H JK", "QS");
  play(*s, 0, Action::draw_stock());
  const Action out = go_out("book 9H 9C 6S | run 4H 5H JK", "QS");
  REQUIRE(refused(*s, 0, out).empty());
  CHECK(s->describe_action_short(0, out) ==
        "Player 1 goes out with a run and a book and discards the queen of spades.");
  CHECK(session::for_reader(s->describe_action_short(0, out), kNames, 0) ==
        "You go out with a run and a book and discard the queen of spades.");
}
