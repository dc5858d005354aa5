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

}  // namespace parlor::testing
