// The one plan towards a Jok-R-Ummy program (games/jok_r_ummy/solver.h, shortfall): the table
// outlines the hand cards it uses and says what it lacks, so the two must tell the same plan.
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/rng.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::testing;
using namespace parlor::jok_r_ummy;

namespace {

std::string text_of(const std::vector<Card>& cs) {
  std::string out;
  for (Card c : cs) out += (out.empty() ? "" : " ") + to_text(c);
  return out;
}

// "uses: 3H 3S 3D 2C | Missing: a fourth 3 (or a wild card)."
std::string plan(const Program& p, const std::string& hand) {
  const Shortfall s = shortfall(p, cards(hand));
  return "uses: " + text_of(s.uses) + " | " + shortfall_text(s);
}

// The plan's own cards with a card for each place it lacks complete the program, and the plan
// uses only cards of the hand.
void check_plan_agrees(const Program& p, const std::vector<Card>& hand) {
  const Shortfall s = shortfall(p, hand);
  INFO("hand " << text_of(hand) << " program " << describe_program(p) << ": " << shortfall_text(s));
  CHECK(s.cards == cards_missing(p, hand));
  REQUIRE(static_cast<int>(s.fills.size()) == s.cards);
  std::vector<Card> left = hand;
  for (Card c : s.uses) {
    auto it = std::find(left.begin(), left.end(), c);
    REQUIRE(it != left.end());
    left.erase(it);
  }
  CHECK(static_cast<int>(s.uses.size()) + s.cards == program_cards(p));
  if (std::any_of(s.fills.begin(), s.fills.end(), [](Card c) { return c.is_none(); })) return;
  std::vector<Card> whole = s.uses;
  whole.insert(whole.end(), s.fills.begin(), s.fills.end());
  CHECK(can_complete(p, whole).has_value());
}

}  // namespace

TEST_CASE("Jok-R-Ummy plan: a book's outline is the cards its Missing words complete") {
  // Four 3s and three of a kind: the wild goes to one set, the other lacks its card, and the
  // cards outlined are the two sets' own, the wild's with them.
  Program p = program(program_text(part("set", 4, R"(["3"])") + "," + part("set", 3)));
  CHECK(plan(p, "6C 6C 2C 3H 3S 3D 9H") ==
        "uses: 3H 3S 3D 2C 6C 6C | Missing: a third 6 (or one more wild card: the wild card you hold already serves "
        "your program).");
  check_plan_agrees(p, cards("6C 6C 2C 3H 3S 3D 9H"));
  Program five = program(program_text(part("set", 5)));
  CHECK(plan(five, "6C 6C 3H 3S 2C 3D") ==
        "uses: 3H 3S 3D 2C | Missing: a fifth 3 (or one more wild card: the wild card you hold already serves your "
        "program).");
}

TEST_CASE("Jok-R-Ummy plan: a run 2-5 of diamonds uses the 5 of diamonds, not the two 10s held") {
  Program p = program(program_text(part("run", 4, "null", R"(["D"])")));
  CHECK(plan(p, "10D 10D 5D 2C") ==
        "uses: 2C 5D | Missing: the 3 of diamonds and the 4 of diamonds (or more wild cards: the wild card you hold "
        "already serves your program).");
  check_plan_agrees(p, cards("10D 10D 5D 2C"));
}

TEST_CASE("Jok-R-Ummy plan: a 2 held stands on its own face's place, never asked for as a wild") {
  // The hearts run is searched first and took the 2 of spades for its 7; the plan moves it to the
  // spade run's 2, where only a wild goes, and asks for the 7 of hearts instead.
  Program p = program(
      program_text(part("run", 4, R"(["5","6","7","8"])", R"(["H"])") + "," + part("run", 3, R"(["A","2","3"])")));
  CHECK(plan(p, "5H 6H 8H AS 3S 2S") == "uses: 5H 6H 8H AS 2S 3S | Missing: the 7 of hearts (or a wild card).");
  check_plan_agrees(p, cards("5H 6H 8H AS 3S 2S"));
  // Two spade runs and one 2 of spades: the other 2 is asked for without naming the card held.
  Program twice = program(program_text(part("run", 3, R"(["A","2","3"])", R"(["S"])"), 2));
  CHECK(plan(twice, "AS 3S AS 3S 2S") == "uses: AS 2S 3S AS 3S | Missing: one more wild card for a run of spades.");
  // Without a 2 of spades held, the wild is asked for by the card it stands for.
  Program low = program(program_text(part("run", 3)));
  CHECK(plan(low, "AS 3S") == "uses: AS 3S | Missing: a wild card for the 2 of spades.");
}

TEST_CASE("Jok-R-Ummy plan: on random hands, the cards outlined and the cards missing complete the program") {
  Rng rng(2026);
  const std::vector<Card> deck = make_deck(kDeck);
  const auto& programs = program_deck();
  int checked = 0;
  for (int i = 0; i < 400; ++i) {
    const Program& p = programs[rng.below(static_cast<uint32_t>(programs.size()))];
    if (p.sun) continue;
    std::vector<Card> pile = deck;
    rng.shuffle(pile);
    pile.resize(9 + rng.below(6));
    check_plan_agrees(p, pile);
    ++checked;
  }
  CHECK(checked > 300);
}

TEST_CASE("Jok-R-Ummy plan: Missing says the wilds held serve already, never asking for them as if they could fill") {
  // A run of 6 of hearts 5-10 takes two wilds, four 3s the third: the 9 of hearts lacks, and a
  // fourth wild would do; the three held cannot (a tester read "(or a wild card)" so).
  Program p = program(program_text(part("run", 6) + "," + part("set", 4)));
  const std::string hand = "3H 5H 8H 10H 3C 7C KC 5S 8S 3D 2H JK JK";
  const Shortfall s = shortfall(p, cards(hand));
  CHECK(s.cards == 1);
  CHECK(s.wilds == 3);
  CHECK(shortfall_text(s) ==
        "Missing: the 9 of hearts (or one more wild card: the 3 wild cards you hold already serve your program).");
  check_plan_agrees(p, cards(hand));
  // Holding no wild, a wild could still come instead.
  Program five = program(program_text(part("set", 5)));
  CHECK(plan(five, "6C 6C 3H 3S 3D 3C") == "uses: 3H 3S 3D 3C | Missing: a fifth 3 (or a wild card).");
}

TEST_CASE("Jok-R-Ummy plan: the Hint never discards a card the outline serves while one outside it can go") {
  Program p = program(program_text(part("run", 6) + "," + part("set", 4)));
  const std::vector<Card> hand = cards("3H 5H 8H 10H 3C 7C KC 5S 8S 3D 2H JK JK");
  const Shortfall s = shortfall(p, hand);
  // The 10 of hearts serves the run: the first card outside the plan goes instead.
  CHECK(discard_outside_plan(s.uses, hand, cards("10H")[0]) == cards("7C")[0]);
  CHECK(discard_outside_plan(s.uses, hand, cards("JK")[0]) == cards("7C")[0]);
  // A card outside the plan is kept as the bot chose it.
  CHECK(discard_outside_plan(s.uses, hand, cards("5S")[0]) == cards("5S")[0]);
  // Every card serves: the bot's choice stands.
  const std::vector<Card> all = cards("5H 6H 7H 8H");
  CHECK(discard_outside_plan(all, all, cards("6H")[0]) == cards("6H")[0]);
  // The plan's run of hearts takes the joker as its 4: the 7 outside it goes, not the 6.
  Program run = program(program_text(part("run", 3, "null", R"(["H"])")));
  const std::vector<Card> three = cards("5H 6H 7H JK");
  const Shortfall full = shortfall(run, three);
  REQUIRE(text_of(full.uses) == "JK 5H 6H");
  CHECK(discard_outside_plan(full.uses, three, cards("6H")[0]) == cards("7H")[0]);
}
