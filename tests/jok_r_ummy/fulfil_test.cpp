// Revealing a Jok-R-Ummy program: whether laid combinations fulfil it (games/jok_r_ummy/fulfil.h).
#include "games/jok_r_ummy/fulfil.h"

#include <doctest/doctest.h>

#include "jru_util.h"

using namespace parlor;
using namespace parlor::testing;
using namespace parlor::jok_r_ummy;

namespace {

// "fulfils: " and the melds as filled in, or the reason.
std::string reveal(const Program& p, const std::string& spec) {
  std::vector<Meld> melds = meld_list(spec);
  if (auto why = check_fulfils(p, melds)) return *why;
  return "fulfils: " + melds_text(melds);
}

const std::string kRedRunAndSevens =
    program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3, R"(["7"])"), 2);

}  // namespace

TEST_CASE("Jok-R-Ummy: a program is fulfilled by its combinations in any order") {
  Program p = program(kRedRunAndSevens);
  CHECK(reveal(p, "book 7S 7C 7S | run 5H 6H 7H 8H | book 7C 7D 2D | run 9D 10D JD QD") ==
        "fulfils: book: 7S 7C 7S | run: 5H 6H 7H 8H | book: 7C 7D 2D=7H | run: 9D 10D JD QD");
}

TEST_CASE("Jok-R-Ummy: a program's allowed suits") {
  Program p = program(kRedRunAndSevens);
  CHECK(reveal(p, "run 5S 6S 7S 8S | book 7S 7C 7S | run 9D 10D JD QD | book 7C 7D 7D") ==
        "Your program asks for a run of 4 hearts or diamonds; this run is in spades.");
  Program red = program(program_text(part("set", 3, "null", R"(["H","D"])")));
  CHECK(reveal(red, "book 9H 9D 9S") ==
        "Your program asks for three of a kind in hearts or diamonds; this book holds "
        "the 9 of spades.");
  CHECK(reveal(red, "book 9H 9D JK=9C") ==
        "Your program asks for three of a kind in hearts or diamonds; this book holds a wild card for the 9 of clubs.");
  // A wild the player did not name takes an allowed suit.
  CHECK(reveal(red, "book 9H 9D JK") == "fulfils: book: 9H 9D JK=9H");
  CHECK(reveal(red, "book 9H 9D 2S=9") == "fulfils: book: 9H 9D 2S=9H");
}

TEST_CASE("Jok-R-Ummy: a program's imposed values") {
  Program run = program(program_text(part("run", 5, R"(["10","J","Q","K","A"])")));
  CHECK(reveal(run, "run 9S 10S JS QS KS") ==
        "Your program asks for a run 10-J-Q-K-A of one suit; this run is 9-10-J-Q-K.");
  CHECK(reveal(run, "run 10S JS QS KS AS") == "fulfils: run: 10S JS QS KS AS=14S");
  // A wild left unplaced takes the imposed place no natural card takes.
  Program low = program(program_text(part("run", 4, R"(["9","10","J","Q"])")));
  CHECK(reveal(low, "run 10S JS QS JK") == "fulfils: run: 10S JS QS JK=9S");
  CHECK(reveal(low, "run 10S JS QS JK=KS") ==
        "Your program asks for a run 9-10-J-Q of one suit; this run is 10-J-Q-K.");
  Program kings = program(program_text(part("set", 3, R"(["K"])")));
  CHECK(reveal(kings, "book 9H 9D 9S") == "Your program asks for three kings; this book is of 9s.");
}

TEST_CASE("Jok-R-Ummy program deck: a reveal of A-2-3-4 puts a wild in the 2's place") {
  Program p = program(program_text(part("run", 4, R"(["A","2","3","4"])")));
  CHECK(reveal(p, "run AH JK 3H 4H") == "fulfils: run: AH JK=2H 3H 4H");
  CHECK(reveal(p, "run 3H 4H AH 2C") == "fulfils: run: 3H 4H AH 2C=2H");
  CHECK(reveal(p, "run AH JK=2H 3H 4H") == "fulfils: run: AH JK=2H 3H 4H");
  CHECK(reveal(p, "run 3H 4H 5H JK") == "Your program asks for a run A-2-3-4 of one suit; this run is 3-4-5-6.");
  CHECK(reveal(p, "run QH KH AH JK") == "Your program asks for a run A-2-3-4 of one suit; this run is J-Q-K-A.");
}

TEST_CASE("Jok-R-Ummy: a program's combinations have the kind and number of cards it shows") {
  Program p = program(program_text(part("run", 4)));
  CHECK(reveal(p, "run 5H 6H 7H 8H 9H") ==
        "Your program asks for a run of 4 cards of one suit; this run has five cards.");
  CHECK(reveal(p, "book 5H 5D 5S 5S") == "Your program asks for a run of 4 cards of one suit; this is a book.");
  CHECK(reveal(p, "run 5H 6H 7H 8H | run 5D 6D 7D 8D") == "Your program asks for one combination; you laid two.");
  Program twice = program(program_text(part("set", 3), 2));
  CHECK(reveal(twice, "book 5H 5D 5S") == "Your program asks for two combinations; you laid one.");
}

TEST_CASE("Jok-R-Ummy: a program without wild cards") {
  Program p = program(program_text(part("run", 4), 1, false));
  CHECK(reveal(p, "run 5H 6H JK 8H") == "Your program allows no wild cards; this run holds the joker.");
  CHECK(reveal(p, "run 5H 6H 2H 8H") == "Your program allows no wild cards; this run holds the 2 of hearts.");
  CHECK(reveal(p, "run 5H 6H 7H 8H") == "fulfils: run: 5H 6H 7H 8H");
}

TEST_CASE("Jok-R-Ummy: a reveal's combinations are legal ones") {
  Program p = program(program_text(part("set", 3)));
  CHECK(reveal(p, "book 2H 2S JK") == "A meld needs at least one natural card.");
  CHECK(reveal(p, "book 5H 6H 7H") == "A book needs cards of the same rank.");
}

TEST_CASE("Jok-R-Ummy: a SUN card is not laid") {
  Program sun;
  sun.id = "SUN1";
  sun.sun = true;
  CHECK(reveal(sun, "book 5H 5S 5D") == "A SUN card counts at once; there is nothing to lay.");
}
