// When the table's Discard, with melds composed before going on board, goes out at once
// (games/rummy_o/compose.h goes_out_with): only when the go-out is legal.
#include "games/rummy_o/compose.h"
#include "ro_util.h"

namespace parlor::testing {

namespace {
// What the engine answers seat 0 going out with `composed` and discarding `discard` ("" played).
std::string go_out_refusal(const State& s, const MeldList& composed, const std::string& discard) {
  Action out(rummy_o::kGoOut);
  out.melds = composed;
  out.card = card(discard);
  return refused(s, 0, out);
}
}  // namespace

TEST_CASE("Rummy-O going out at once: a meld composed with tiles left over that fit nowhere is no go-out") {
  // The blind player's trap: one meld composed before opening, one tile selected.
  auto s = ro_rigged({"R1 R2 R3 B9 O4 K12", "K4"}, {"", "run B4 B5 B6"});
  const MeldList composed = melds("run R1 R2 R3");
  CHECK_FALSE(rummy_o::goes_out_with(s->typed_view(0), 0, composed, card("K12")));
  // The engine agrees: that go-out is refused.
  CHECK(go_out_refusal(*s, composed, "K12") != "");
}

TEST_CASE("Rummy-O going out at once: a Hand, every other tile in the melds composed, goes out") {
  auto s = ro_rigged({"R1 R2 R3 B9 O9 K9 K12", "K4"}, {"", "run B4 B5 B6"});
  const MeldList composed = melds("run R1 R2 R3 | book B9 O9 K9");
  CHECK(rummy_o::goes_out_with(s->typed_view(0), 0, composed, card("K12")));
  CHECK(go_out_refusal(*s, composed, "K12") == "");
}

TEST_CASE("Rummy-O going out at once: a Foot, the tile left joining a meld on the table, goes out") {
  auto s = ro_rigged({"R1 R2 R3 B7 K12", "K4"}, {"", "run B4 B5 B6"});
  const MeldList composed = melds("run R1 R2 R3");
  CHECK(rummy_o::goes_out_with(s->typed_view(0), 0, composed, card("K12")));
  // Not for a player already on board, nor with a discard the rack does not hold.
  CHECK_FALSE(rummy_o::goes_out_with(s->typed_view(0), 0, composed, card("O5")));
  s->rig_on_board_for_test(0, true);
  CHECK_FALSE(rummy_o::goes_out_with(s->typed_view(0), 0, composed, card("K12")));
}

}  // namespace parlor::testing
