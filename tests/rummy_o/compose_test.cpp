// The table's taps turned into moves by the rules (games/rummy_o/compose.h).
#include "games/rummy_o/compose.h"

#include "ro_util.h"

namespace parlor::testing {

TEST_CASE("Rummy-O a tap on a table meld adds the selected tiles to it") {
  auto s = ro_rigged({"R8 B2", "K4"}, {"", "run R5 R6 R7"});
  s->rig_on_board_for_test(0, true);
  const auto a = rummy_o::tap_meld_action(s->typed_view(0), 1, 0, cards("R8"));
  REQUIRE(a.ok());
  CHECK(a->kind == rummy_o::kAddOn);
  play(*s, 0, *a);
  CHECK(meld_text(s->table()[1][0]) == "R5 R6 R7 R8");
}

TEST_CASE("Rummy-O a tap with the tile a joker stands for claims the joker, the other tiles making its meld") {
  auto s = ro_rigged({"B5 B6 O8 K8 R2 R3", "K4"}, {"run R5 R6 R7", "run B4 JK=B5 B6"});
  const auto a = rummy_o::tap_meld_action(s->typed_view(0), 1, 0, cards("B5 O8 K8"));
  REQUIRE(a.ok());
  CHECK(a->kind == rummy_o::kClaimJoker);
  CHECK(a->card == card("B5"));
  play(*s, 0, *a);
  CHECK(meld_text(s->table()[0][1]) == "JK=R8 O8 K8");
}

TEST_CASE("Rummy-O a tap says why it cannot be a move") {
  auto s = ro_rigged({"R8 B2 O9 K9", "K4"}, {"", "run R5 R6 R7"});
  CHECK(rummy_o::tap_meld_action(s->typed_view(0), 1, 0, {}).error() ==
        "Select tiles in your rack, then tap the meld to add them to it.");
  CHECK(rummy_o::tap_meld_action(s->typed_view(0), 1, 3, cards("R8")).error() ==
        "That meld is no longer on the table.");
}

// The claim a tap on Ben's R11 JK=R12 R13 makes with R12 R9 R10 selected, the joker declared
// the R11 as the person picks, with `composed` set aside this turn.
static Result<Action> claim_with_composed(const rummy_o::RummyOState& s, const std::string& composed) {
  Result<Action> a = rummy_o::tap_meld_action(s.typed_view(0), 1, 0, cards("R12 R9 R10"), melds(composed));
  REQUIRE(a.ok());
  REQUIRE(a->kind == rummy_o::kClaimJoker);
  for (int i = 0; i < a->melds.size(); ++i)
    for (PlacedCard& p : a->melds.mutable_cards(i))
      if (p.card.is_joker()) p.as = card("R11");
  return a;
}

TEST_CASE("Rummy-O a joker claimed in the turn you go on board counts with every meld composed toward the 50") {
  // DECISIONS.md: a claim may be part of going on board, the joker in one of the new melds that
  // make the 50. R5 R6 R7 (18) and the 13s (30) set aside, R9 R10 JK=R11 (34): 82.
  auto s = ro_rigged({"R5 R6 R7 B13 O13 K13 R12 R9 R10 K2", "K4"}, {"", "run R11 JK=R12 R13"});
  const Result<Action> a = claim_with_composed(*s, "run R5 R6 R7 | book B13 O13 K13");
  CHECK_FALSE(s->validate(0, *a).has_value());
  play(*s, 0, *a);
  CHECK(s->on_board(0));
  CHECK(s->table()[0].size() == 3);
  CHECK(meld_text(s->table()[1][0]) == "R11 R12 R13");
  // Short of the 50, the refusal counts every meld: K2 K3 K4 (9) and the claim's 34.
  auto t = ro_rigged({"K2 K3 K4 R12 R9 R10 B1", "K5"}, {"", "run R11 JK=R12 R13"});
  CHECK(t->validate(0, *claim_with_composed(*t, "run K2 K3 K4")) ==
        "To go on board you need melds worth 50 points or more, with at least one run (these make 43).");
}

}  // namespace parlor::testing
