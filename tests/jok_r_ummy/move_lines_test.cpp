// Jok-R-Ummy's move lines name the combinations revealed and laid, and the cards added.
#include <doctest/doctest.h>

#include "app/session/reader_line.h"
#include "games/meld_words.h"
#include "jr_game.h"

using namespace parlor;
using namespace parlor::testing;

TEST_CASE("Jok-R-Ummy move lines: books laid and a card added to another seat's run are named") {
  auto s = jr_rigged({"9H 9D 9C 8H 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H"});
  const Action books = lay_books("book 9H 9D 9C");
  REQUIRE(refused(*s, 0, books).empty());
  CHECK(s->describe_action(0, books) == "Player 1 lays down three 9s.");
  const Action add = add_to("8H", 1, 0);
  REQUIRE(refused(*s, 0, add).empty());
  const std::string line = s->describe_action(0, add);
  CHECK(line == "Player 1 adds the 8 of hearts to Player 2's run.");
  CHECK(session::for_reader(line, {"Ana", "Ben"}, 1) == "Ana adds the 8 of hearts to your run.");
  // A wild says what it stands for.
  auto t = jr_rigged({"2S 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H"});
  CHECK(t->describe_action(0, add_to("2S=8H", 1, 0)) ==
        "Player 1 adds the 2 of spades as the 8 of hearts to Player 2's run.");
}

TEST_CASE("Jok-R-Ummy move lines: a reveal names its combinations, an ace high as the ace") {
  CHECK(melds_words(melds("run JS QS KS AS | book 7H 7D 2C"), jok_r_ummy::meld_rules(), jok_r_ummy::wild_words()) ==
        "the J-Q-K-A of spades and three 7s, with a 2 as one");
}

TEST_CASE("Jok-R-Ummy refusals: a card that does not extend a run is named with the run and why") {
  auto s = jr_rigged({"9C 8H 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H"});
  CHECK(refused(*s, 0, add_to("9C", 1, 0)) ==
        "The 9 of clubs does not fit the run of the 5-6-7 of hearts: a run needs cards of one suit.");
  CHECK(refused(*s, 0, add_to("9C", 0, 0, "book")) ==
        "The 9 of clubs does not fit your book of three kings: a book needs cards of the same rank.");
}

TEST_CASE("Jok-R-Ummy move lines: a joker or a 2 in a book stands for its rank, never a suit") {
  auto s = jr_rigged({"9H 9D 2C JK 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H"});
  const Action books = lay_books("book 9H 9D 2C JK");
  REQUIRE(refused(*s, 0, books).empty());
  const std::string line = s->describe_action(0, books);
  CHECK(line == "Player 1 lays down four 9s, with a 2 and a joker as two of them.");
  CHECK(session::for_reader(line, {"Ana", "Ben"}, 0) == "You lay down four 9s, with a 2 and a joker as two of them.");
  // Beside a natural ace of hearts, the wilds were once said to be the ace of hearts too.
  CHECK(melds_words(melds("book AH AS AD JK 2C"), jok_r_ummy::meld_rules(), jok_r_ummy::wild_words()) ==
        "five aces, with a joker and a 2 as two of them");
}

TEST_CASE("Jok-R-Ummy short move lines: books laid are counted, two cards added are counted") {
  auto s = jr_rigged({"9H 9D 9C 8H 9S 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H 8S"});
  CHECK(s->describe_action_short(0, lay_books("book 9H 9D 9C")) == "Player 1 lays down a book.");
  auto t = jr_rigged({"8H 9H 4D", "5C 6C 7C"}, {"P39", "P1"}, {"book KH KD KC", "run 5H 6H 7H"});
  const Action add = add_to("8H 9H", 1, 0);
  REQUIRE(refused(*t, 0, add).empty());
  CHECK(t->describe_action_short(0, add) == "Player 1 adds 2 cards to Player 2's run.");
  CHECK(session::for_reader(t->describe_action_short(0, add), {"Ana", "Ben"}, 1) == "Ana adds 2 cards to your run.");
}
