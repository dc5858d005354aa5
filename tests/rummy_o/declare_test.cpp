// Rummy-O: whoever places a joker declares the tile it stands for, whenever it reaches the table
// (DECISIONS.md, turn 3): in a new meld, added to a meld, or laid after a claim; the table asks
// whenever there is a choice (games/rummy_o/compose.h).
#include <doctest/doctest.h>

#include <algorithm>

#include "games/rummy_o/compose.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

std::string choice_text(const std::optional<JokerQuestion>& q) {
  if (!q) return "-";
  std::string out;
  for (Card c : q->choices) out += (out.empty() ? "" : ",") + to_text(c);
  return out;
}

// The question the table puts for the move a tap on meld `index` of `owner` makes with `selected`.
std::optional<JokerQuestion> question_for_tap(const RummyOState& s, int owner, int index, const std::string& selected) {
  const RummyOView v = s.typed_view(0);
  const Result<Action> a = tap_meld_action(v, owner, index, cards(selected));
  REQUIRE(a.ok());
  return next_joker_question(v, 0, *a);
}

}  // namespace

TEST_CASE("Rummy-O: a joker added to a run is declared by the player (R4 or R8)") {
  for (const char* declared : {"R4", "R8"}) {
    auto s = ro_rigged({"JK K2 K9", "K4"}, {"run R5 R6 R7"});
    play(*s, 0, add_on(std::string("JK=") + declared, 0, 0));
    CHECK(meld_text(s->table()[0][0]) == (declared == std::string("R4") ? "JK=R4 R5 R6 R7" : "R5 R6 R7 JK=R8"));
  }
  // Both declarations are offered among the legal moves.
  auto s = ro_rigged({"JK K2 K9", "K4"}, {"run R5 R6 R7"});
  int offered = 0;
  for (const Action& a : s->legal_actions())
    if (a.kind == kAddOn && a.melds.cards(0)[0].card.is_joker())
      offered += (a.melds.cards(0)[0].as == card("R4") || a.melds.cards(0)[0].as == card("R8")) ? 1 : 0;
  CHECK(offered == 2);
}

TEST_CASE("Rummy-O: a joker declared as a tile that does not fit the meld is refused, saying so") {
  auto s = ro_rigged({"JK K2 K9", "K4"}, {"run R5 R6 R7 | book B9 O9 R9"});
  CHECK(refused(*s, 0, add_on("JK=R9", 0, 0)) ==
        "The joker cannot stand for the red 9 in that meld: choose a tile it fits.");
  CHECK(refused(*s, 0, add_on("JK=B4", 0, 0)) ==
        "The joker cannot stand for the blue 4 in that meld: choose a tile it fits.");
  CHECK(refused(*s, 0, add_on("JK=B9", 0, 1)) ==
        "The joker cannot stand for the blue 9 in that meld: choose a tile it fits.");
  play(*s, 0, add_on("JK=K9", 0, 1));
  CHECK(meld_text(s->table()[0][1]) == "B9 O9 R9 JK=K9");
}

TEST_CASE("Rummy-O: a joker laid after a claim is declared by the player (K10 or K13)") {
  for (const char* declared : {"K10", "K13"}) {
    auto s = ro_rigged({"B5 K11 K12 O2 O9", "K4"}, {"run R1 R2 R3", "run B4 JK=B5 B6"});
    play(*s, 0, claim("B5", 1, 0, std::string("run K11 K12 JK=") + declared));
    CHECK(meld_text(s->table()[0][1]) == (declared == std::string("K10") ? "JK=K10 K11 K12" : "K11 K12 JK=K13"));
  }
  auto s = ro_rigged({"B5 K11 K12 O2 O9", "K4"}, {"run R1 R2 R3", "run B4 JK=B5 B6"});
  CHECK(refused(*s, 0, claim("B5", 1, 0, "run K11 K12 JK=K9")) ==
        "The joker cannot stand for the black 9 in that meld: choose a tile it fits.");
  // Into one's own meld on the table, after the claim.
  Action into = claim("B5", 1, 0, "run JK=R4");
  into.to = 1;
  play(*s, 0, into);
  CHECK(meld_text(s->table()[0][0]) == "R1 R2 R3 JK=R4");
}

TEST_CASE("Rummy-O: the table asks what a joker stands for whenever there is a choice") {
  auto s = ro_rigged({"JK B5 K11 K12 O9", "K4"}, {"run R5 R6 R7 | book R9 B9 O9", "run B4 JK=B5 B6"});
  // Added to a run: either end.
  CHECK(choice_text(question_for_tap(*s, 0, 0, "JK")) == "R4,R8");
  // Added to a group of three: the one colour missing, no question.
  CHECK(choice_text(question_for_tap(*s, 0, 1, "JK")) == "-");
  // Laid after a claim with the selected tiles: the new run's two ends.
  CHECK(choice_text(question_for_tap(*s, 1, 0, "B5 K11 K12")) == "K10,K13");
  // A declared joker is not asked about again.
  Action declared = add_on("JK=R4", 0, 0);
  CHECK(choice_text(next_joker_question(s->typed_view(0), 0, declared)) == "-");
  // Claimed into one's own meld on the table.
  Action into = claim("B5", 1, 0, "run JK");
  into.to = 1;
  CHECK(choice_text(next_joker_question(s->typed_view(0), 0, into)) == "R4,R8");
  // A new meld composed for a lay-down.
  CHECK(choice_text(next_joker_question(s->typed_view(0), 0, lay("run K11 K12 JK"))) == "K10,K13");
}
