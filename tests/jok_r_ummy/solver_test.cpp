// The Jok-R-Ummy program solver on hand-made positions (games/jok_r_ummy/solver.h).
#include "games/jok_r_ummy/solver.h"

#include <doctest/doctest.h>

#include "engine/rng.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/rules.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::testing;
using namespace parlor::jok_r_ummy;

namespace {

// The melds that complete the program as text, or "no".
std::string solve(const Program& p, const std::string& hand) {
  auto melds = can_complete(p, cards(hand));
  if (!melds) return "no";
  // Whatever the solver lays must pass the reveal's check, unchanged.
  std::vector<Meld> laid = *melds;
  auto why = check_fulfils(p, laid);
  INFO(why.value_or(""));
  CHECK_FALSE(why.has_value());
  return melds_text(*melds);
}

std::string lacking(const Program& p, const std::string& hand) {
  Shortfall s = shortfall(p, cards(hand));
  CHECK(s.cards == cards_missing(p, cards(hand)));
  return std::to_string(s.cards) + " " + shortfall_text(s);
}

}  // namespace

TEST_CASE("Jok-R-Ummy solver: a run of a given length in one suit") {
  Program p = program(program_text(part("run", 4)));
  CHECK(solve(p, "5H 6H 7H 8H") == "run: 5H 6H 7H 8H");
  CHECK(solve(p, "5H 6H 7S 8H") == "no");
  CHECK(solve(p, "5H 6H JK 8H") == "run: 5H 6H JK=7H 8H");
  CHECK(solve(p, "5H 6H 8H 2C") == "run: 5H 6H 2C=7H 8H");
  CHECK(lacking(p, "5H 6H 8H 9S") == "1 Missing: the 7 of hearts (or a wild card).");
  CHECK(lacking(p, "4D 9S") == "3 Missing: the 6 of spades, the 7 of spades and the 8 of spades (or wild cards).");
  CHECK(lacking(p, "") == "4 Missing: a run of 4 cards of one suit.");
}

TEST_CASE("Jok-R-Ummy solver: an ace ends a run low or high") {
  Program p = program(program_text(part("run", 3)));
  CHECK(solve(p, "QS KS AS") == "run: QS KS AS=14S");
  CHECK(solve(p, "AS JK 3S") == "run: AS JK=2S 3S");
  CHECK(solve(p, "KS AS JK") == "run: JK=QS KS AS=14S");
  CHECK(lacking(p, "KS AS 9H") == "1 Missing: the queen of spades (or a wild card).");
  CHECK(lacking(p, "AS 3S") == "1 Missing: a wild card for the 2 of spades.");
}

TEST_CASE("Jok-R-Ummy solver: n of a kind") {
  Program p = program(program_text(part("set", 4)));
  CHECK(solve(p, "9H 9S 9S 9D") == "book: 9H 9S 9S 9D");
  CHECK(solve(p, "9H 9S JK 2D 4C") == "book: 9H 9S JK=9H 2D=9H");
  CHECK(lacking(p, "9H 9S 9D 5C 5D") == "1 Missing: a fourth 9 (or a wild card).");
  CHECK(solve(p, "2H 2S 2D JK") == "no");  // wilds alone are no set
  CHECK(lacking(p, "2H 2S 2D JK") ==
        "1 Missing: a regular card for four of a kind (a combination needs at least one regular card, not only wild "
        "cards).");
}

TEST_CASE("Jok-R-Ummy solver: imposed values") {
  Program run = program(program_text(part("run", 5, R"(["10","J","Q","K","A"])")));
  CHECK(solve(run, "10S JS QS KS AS") == "run: 10S JS QS KS AS=14S");
  CHECK(solve(run, "10S JS QS KS 2H") == "run: 10S JS QS KS 2H=14S");
  CHECK(solve(run, "9S 10S JS QS KS") == "no");
  CHECK(lacking(run, "9S 10S JS QS KS") == "1 Missing: the ace of spades (or a wild card).");
  Program kings = program(program_text(part("set", 3, R"(["K"])")));
  CHECK(solve(kings, "QH QS QD KC") == "no");
  CHECK(lacking(kings, "QH QS QD KC") == "2 Missing: a second king and a third king (or wild cards).");
  CHECK(lacking(kings, "QH") == "3 Missing: three kings.");
  CHECK(solve(kings, "KC JK 2S") == "book: KC JK=KH 2S=KH");
  // Queens serve the run, never the kings.
  Program kings_and_run = program(program_text(part("set", 3, R"(["K"])") + "," + part("run", 3)));
  CHECK(solve(kings_and_run, "QH QS QD 5H 6H 7H") == "no");
  CHECK(solve(kings_and_run, "QH KS KD JK 5H 6H 7H") == "book: KS KD JK=KH | run: 5H 6H 7H");
}

TEST_CASE("Jok-R-Ummy solver: a book of wild cards alone lacks a regular card, and the Missing line says why") {
  // A blind tester with four wilds read "Missing: 1 card for three kings" and could not tell why.
  Program p = program(program_text(part("run", 4, R"(["A","2","3","4"])") + "," + part("set", 3, R"(["K"])")));
  CHECK(solve(p, "AS 3S 4S JK 2H 2C 2D") == "no");
  CHECK(lacking(p, "AS 3S 4S JK 2H 2C 2D") ==
        "1 Missing: a regular card for three kings (a combination needs at least one regular card, not only wild "
        "cards).");
  CHECK(lacking(p, "AS 3S 4S JK 2H") ==
        "2 Missing: 2 more cards for three kings, one of them a regular card (a combination needs at least one "
        "regular card, not only wild cards).");
}

TEST_CASE("Jok-R-Ummy program deck: a program imposing A-2-3-4 is completed with a wild in the 2's place") {
  Program p = program(program_text(part("run", 4, R"(["A","2","3","4"])")));
  CHECK(solve(p, "AS JK 3S 4S") == "run: AS JK=2S 3S 4S");
  CHECK(solve(p, "3S AS 4S 2H 9D") == "run: AS 2H=2S 3S 4S");
  // A 2 is never natural: without a wild the run lacks one, however many 2s of its suit.
  CHECK(solve(p, "AS 3S 4S 5S") == "no");
  CHECK(lacking(p, "AS 3S 4S 5S") == "1 Missing: a wild card for the 2 of spades.");
  // The ace starts the run low: Q-K-A is not A-2-3-4.
  CHECK(solve(p, "QS KS AS JK") == "no");
  CHECK(solve(p, "AS JK 2C 4S") == "run: AS JK=2S 2C=3S 4S");
}

TEST_CASE("Jok-R-Ummy solver: allowed suits") {
  Program run = program(program_text(part("run", 4, "null", R"(["H","D"])")));
  CHECK(solve(run, "5S 6S 7S 8S") == "no");
  CHECK(solve(run, "5S 6S 7S 8S 5D 6D 7D 8D") == "run: 5D 6D 7D 8D");
  CHECK(lacking(run, "5S 6S 7S 8S") == "4 Missing: a run of 4 hearts or diamonds.");
  Program red = program(program_text(part("set", 4, "null", R"(["H","D"])")));
  CHECK(solve(red, "9H 9H 9D 9S") == "no");
  CHECK(lacking(red, "9H 9H 9D 9S") == "1 Missing: a fourth 9 in hearts or diamonds (or a wild card).");
  CHECK(solve(red, "9H 9S 9D 9C JK 9H") == "book: 9H 9D 9H JK=9H");
  // Spades serve the set, never the red run.
  Program red_run_and_set = program(program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3)));
  CHECK(solve(red_run_and_set, "5S 6S 7S 8S 9H 9D 9C") == "no");
  CHECK(solve(red_run_and_set, "5S 6S 7S 8S 9H 9D 9C 5D 6D 7D 8D") == "run: 5D 6D 7D 8D | book: 9H 9D 9C");
}

TEST_CASE("Jok-R-Ummy solver: wild cards not allowed") {
  Program p = program(program_text(part("run", 4), 1, false));
  CHECK(solve(p, "5H 6H JK 8H") == "no");
  CHECK(solve(p, "5H 6H 7H 8H JK") == "run: 5H 6H 7H 8H");
  CHECK(lacking(p, "5H 6H JK 8H 2S") == "1 Missing: the 7 of hearts.");
  // Without wilds no run holds a 2: A-2-3-4 is out of reach.
  Program low = program(program_text(part("run", 3, R"(["3","4","5"])"), 1, false));
  CHECK(lacking(low, "AH 3H 4H") == "1 Missing: the 5 of hearts.");
}

TEST_CASE("Jok-R-Ummy solver: two instructions on one card, each from other cards") {
  Program p = program(program_text(part("run", 3) + "," + part("set", 3)));
  CHECK(solve(p, "5H 6H 7H 7S 7D") == "no");  // the 7 of hearts cannot serve both
  CHECK(lacking(p, "5H 6H 7H 7S 7D") == "1 Missing: the 4 of hearts (or a wild card).");
  CHECK(solve(p, "5H 6H 7H 7S 7D 7C") == "run: 5H 6H 7H | book: 7S 7D 7C");
}

TEST_CASE("Jok-R-Ummy solver: a natural card left to a wild where another combination needs it") {
  // Taking the 7 of hearts into the run would leave the set without a natural card.
  Program p = program(program_text(part("set", 3, R"(["7"])", R"(["H"])") + "," + part("run", 3, "null", R"(["H"])")));
  CHECK(solve(p, "6H 7H 8H JK 2C 2D") == "book: 7H JK=7H 2C=7H | run: 6H 2D=7H 8H");
  Program any_set = program(program_text(part("set", 3) + "," + part("run", 3, R"(["6","7","8"])", R"(["H"])")));
  CHECK(solve(any_set, "6H 7H 8H JK 2C 2D") == "book: 6H 2C=6H 2D=6H | run: JK=6H 7H 8H");
  // And the other way round: the set leaves the 7 of hearts to a run with no other natural card.
  Program sevens = program(program_text(part("set", 3, R"(["7"])") + "," + part("run", 3, "null", R"(["H"])")));
  CHECK(solve(sevens, "7H 7S 7D JK 2C 2D") == "book: 7S 7D JK=7H | run: 2C=5H 2D=6H 7H");
}

TEST_CASE("Jok-R-Ummy solver: multipliers 2 and 3") {
  Program twice = program(program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3, R"(["7"])"), 2));
  const std::string full = "5H 6H 7H 8H 9D 10D JD QD 7S 7C 7S 7C 7D 7D";
  CHECK(solve(twice, full) == "run: 5H 6H 7H 8H | book: 7S 7C 7C | run: 9D 10D JD QD | book: 7S 7D 7D");
  // One card short: 13 cards for 14.
  CHECK(lacking(twice, "5H 6H 7H 8H 9D 10D JD QD 7S 7C 7S 7C 7D") == "1 Missing: the 7 of hearts (or a wild card).");
  CHECK(solve(twice, "5H 6H 7H 8H 9D 10D JD QD 7S 7C 7S 7C 7D") == "no");
  Program thrice = program(program_text(part("set", 3), 3));
  CHECK(solve(thrice, "3H 3S 3D 4H 4S 4D 5H 5S JK") == "book: 3H 3S 3D | book: 4H 4S 4D | book: 5H 5S JK=5H");
  CHECK(solve(thrice, "3H 3S 3D 4H 4S 4D 5H 5S") == "no");
  CHECK(lacking(thrice, "3H 3S 3D 4H 4S 4D 5H 5S") == "1 Missing: a third 5 (or a wild card).");
}

TEST_CASE("Jok-R-Ummy solver: hands keep their physical cards and set aside what no part can use") {
  Program p = program(program_text(part("set", 3, R"(["K"])")));
  const std::vector<Card> hand = {Card(Suit::Hearts, 13, 1), Card(Suit::Spades, 13, 0), Card::joker(3),
                                  Card(Suit::Hearts, 4, 0),  Card(Suit::Clubs, 9, 1),   Card(Suit::Diamonds, 5, 0)};
  auto melds = can_complete(p, hand);
  REQUIRE(melds);
  REQUIRE(melds->size() == 1);
  CHECK((*melds)[0].cards[0].card == Card(Suit::Hearts, 13, 1));
  CHECK((*melds)[0].cards[2].card == Card::joker(3));
  CHECK(cards(to_text(Card(Suit::Hearts, 4))).size() == 1);
}

TEST_CASE("Jok-R-Ummy solver: up to 16 cards the program could use are searched, no more") {
  Program p = program(program_text(part("set", 3)));
  std::vector<Card> many = cards("3S 3H 3D");
  for (int r = 4; r <= 10; ++r) many.insert(many.end(), {Card(Suit::Spades, r), Card(Suit::Hearts, r)});
  REQUIRE(many.size() == 17);
  CHECK_FALSE(can_complete(p, many).has_value());
  CHECK(cards_missing(p, many) == 3);
  many.pop_back();
  CHECK(can_complete(p, many).has_value());
  // A 2 is no card for a program without wilds: set aside, it leaves 16 to search.
  many.push_back(Card(Suit::Clubs, 2));
  CHECK(can_complete(program(program_text(part("set", 3), 1, false)), many).has_value());
}

TEST_CASE("Jok-R-Ummy solver: a card outside the plan's cards leaves the count as it is") {
  // The bots ask the solver about a discard only for the plan's cards (cards_missing's `uses`):
  // over seeded hands of every program, any other card leaves the count, and none lowers it.
  Rng rng(7);
  std::vector<Card> deck = make_deck(kDeck, 1);
  int outside = 0;
  for (const Program& program : program_deck()) {
    const Program* p = &program;
    for (int deal = 0; deal < 6; ++deal) {
      rng.shuffle(deck);
      const std::vector<Card> hand(deck.begin(), deck.begin() + 14);
      uint32_t uses = 0;
      const int count = cards_missing(*p, hand, uses);
      CHECK(count == cards_missing(*p, hand));
      for (size_t i = 0; i < hand.size(); ++i) {
        std::vector<Card> rest = hand;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        const int without = cards_missing(*p, rest);
        CHECK(without >= count);
        if (!((uses >> i) & 1)) {
          CHECK(without == count);
          ++outside;
        }
      }
    }
  }
  CHECK(outside > 1000);
}
