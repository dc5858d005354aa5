// Composing at the Jok-R-Ummy table (games/jok_r_ummy/compose.h): what each wild could stand for,
// each reading of a wild add-on as its own move, and how far composed combinations go towards the
// program.
#include "games/jok_r_ummy/compose.h"

#include <doctest/doctest.h>

#include "games/jok_r_ummy/fulfil.h"
#include "jr_game.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;
using namespace parlor::testing;

namespace {

// The cards each wild of `spec` ("run 5H 6H JK") could stand for, "JK: 4H 7H".
std::string readings(const std::string& spec) {
  const Meld m = meld_list(spec).front();
  const auto choices = wild_readings(m);
  std::string out;
  for (size_t i = 0; i < choices.size(); ++i) {
    if (!is_wild(meld_rules(), m.cards[i].card)) continue;
    out += (out.empty() ? "" : "; ") + to_text(m.cards[i].card) + ":";
    for (Card c : choices[i]) out += " " + placed_to_text({c, Card::none()});
  }
  return out;
}

// The add-ons the engine lists for the seat to act, as "2C=6H to 1/0".
std::string listed_add_ons(const JokRUmmyState& s) {
  std::vector<Action> legal;
  s.legal_actions(legal);
  std::string out;
  for (const Action& a : legal)
    if (a.kind == kAddOn)
      out += (out.empty() ? "" : ", ") + placed_to_text(a.melds.cards(0)[0]) + " to " + std::to_string(a.target_seat) +
             "/" + std::to_string(a.target);
  return out;
}

const std::string kRedRunAndSevens =
    program_text(part("run", 4, "null", R"(["H","D"])") + "," + part("set", 3, R"(["7"])"));

}  // namespace

TEST_CASE("Jok-R-Ummy wild readings: a run's wild at either end, a book's wild of any suit, a gap's one card") {
  CHECK(readings("run 5H 6H JK") == "JK: 4H 7H");
  CHECK(readings("run 5H JK 7H") == "JK: 6H");
  CHECK(readings("run QS KS 2D") == "2D: JS 14S");  // 14: the ace above the king
  CHECK(readings("run AS 2D 3S") == "2D: 2S");      // a 2's place is a wild's
  CHECK(readings("book 7S 7C JK") == "JK: 7H 7C 7S 7D");
}

TEST_CASE("Jok-R-Ummy wild add-on: listed once for each card the wild could stand for, the run's top first") {
  // Seat 0's own combination on the table counts as its completed program.
  auto s = jr_rigged({"2C 9D", "5C"}, {"", ""}, {"run 3H 4H 5H | book 7S 7C 7D"});
  CHECK(listed_add_ons(*s) == "2C=6H to 0/0, 2C=2H to 0/0, 2C=7H to 0/1, 2C=7C to 0/1, 2C=7S to 0/1, 2C=7D to 0/1");
  auto top = jr_rigged({"JK 9D", "5C"}, {"", ""}, {"run QH KH AH"});
  CHECK(listed_add_ons(*top) == "JK=JH to 0/0");  // an ace played high ends the run
}

TEST_CASE(
    "Jok-R-Ummy wild add-on: a wild said for nothing goes to the top of a run, one declared low lies at its foot") {
  auto s = jr_rigged({"2C JK AH 9D", "5C"}, {"", ""}, {"run 3H 4H 5H"});
  play(*s, 0, add_to("2C", 0, 0));
  CHECK(meld_to_text(s->table()[0][0]) == "run: 3H 4H 5H 2C=6H");
  play(*s, 0, add_to("JK=2H", 0, 0));
  CHECK(meld_to_text(s->table()[0][0]) == "run: JK=2H 3H 4H 5H 2C=6H");  // runs lie in rank order
  play(*s, 0, add_to("AH", 0, 0));                                       // the ace below the joker's 2
  CHECK(meld_to_text(s->table()[0][0]) == "run: AH JK=2H 3H 4H 5H 2C=6H");
}

TEST_CASE("Jok-R-Ummy composing: the program card's next part and what it lacks, given the combinations composed") {
  const Program p = program(kRedRunAndSevens);
  const std::vector<Card> rest = cards("5H 6H 7H 7C 9C");
  Progress none = compose_progress(p, {}, rest);
  CHECK(none.next == 0);
  CHECK(none.filled == 0);
  CHECK(none.slots == 2);
  CHECK(
      none.text ==
      "Next: a run of 4 hearts or diamonds. Missing: the 3 of hearts, the 4 of hearts and a third 7 (or wild cards).");
  // The cards the table outlines are the plan's the words tell.
  CHECK(none.uses == cards("5H 6H 7H 7C"));
  Progress sevens = compose_progress(p, meld_list("book 7S 7C 2D"), rest);
  CHECK(sevens.slot_meld == std::vector<int>{-1, 0});
  CHECK(sevens.next == 0);
  CHECK(sevens.text ==
        "Composed 1 of 2. Next: a run of 4 hearts or diamonds. Missing: the 4 of hearts (or a wild card).");
  CHECK(sevens.uses == cards("5H 6H 7H"));
  Progress spades = compose_progress(p, meld_list("run 5S 6S 7S 8S"), rest);
  CHECK(spades.filled == 0);
  CHECK(spades.stray == "Your program asks for a run of 4 hearts or diamonds; this run is in spades.");
  Progress all = compose_progress(p, meld_list("run 5H 6H 7H 8H | book 7S 7C 7D"), {});
  CHECK(all.next == -1);
  CHECK(all.filled == 2);
  CHECK(all.uses.empty());
}

TEST_CASE("Jok-R-Ummy composing: a multiplier's combinations may share a rank, two books of 7s for a 2x program") {
  const Program p = program(program_text(part("set", 3), 2));
  Progress two = compose_progress(p, meld_list("book 7S 7C 7D | book 7H 7S 2C"), {});
  CHECK(two.filled == 2);
  std::vector<Meld> melds = meld_list("book 7S 7C 7D | book 7H 7S 2C");
  CHECK_FALSE(check_fulfils(p, melds).has_value());
}
