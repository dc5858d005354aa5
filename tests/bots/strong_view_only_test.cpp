// A Strong bot sees its view and nothing else: two games that differ only in cards a seat cannot
// see give that seat the same view, and a Strong bot of one seed then makes the same choice.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "../five_crowns/fc_util.h"
#include "../jok_r_ummy/jr_game.h"
#include "../rummu/rummu_game.h"
#include "bots/registry.h"
#include "engine/json_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// A search's worth of choices per seed: a few seeds where a game's search is quick (under the
// tests' sanitizers a Jok-R-Ummy search takes seconds).
void check_same_choice(const State& a, const State& b, int seat, std::string_view game,
                       std::vector<uint64_t> seeds = {3, 4}) {
  REQUIRE(a.debug_snapshot() != b.debug_snapshot());
  REQUIRE(dump_json(a.view_json(seat)) == dump_json(b.view_json(seat)));
  for (uint64_t seed : seeds) {
    auto bot_a = make_bot("strong", game, seed);
    auto bot_b = make_bot("strong", game, seed);
    REQUIRE(bot_a.ok());
    REQUIRE(bot_b.ok());
    const Action chosen = (*bot_a)->choose(*a.view(seat));
    CHECK(chosen == (*bot_b)->choose(*b.view(seat)));
    CHECK_FALSE(a.validate(seat, chosen));
  }
}

}  // namespace

TEST_CASE("Strong bots: Five Crowns' choice follows from the view alone") {
  // Seat 1 holds other cards, and the stock's order differs with them.
  auto a = fc_game(2, 21);
  auto b = fc_game(2, 21);
  REQUIRE(a->rig_for_test({cards("3S 7H 9H"), cards("KD KC 5S")}, cards("8H"), cards("4S JK")));
  REQUIRE(b->rig_for_test({cards("3S 7H 9H"), cards("10C 4D 6D")}, cards("8H"), cards("QS 5C")));
  check_same_choice(*a, *b, 0, "five_crowns");
  // After the draw, choosing a discard.
  REQUIRE(!a->try_apply(0, Action::take_discard()));
  REQUIRE(!b->try_apply(0, Action::take_discard()));
  check_same_choice(*a, *b, 0, "five_crowns");
}

TEST_CASE("Strong bots: Jok-R-Ummy's choice follows from the view alone") {
  // Seat 1 holds other cards and another program.
  using jok_r_ummy::Phase;
  auto a = jr_game(2);
  auto b = jr_game(2);
  REQUIRE(a->rig_for_test({cards("KH KC 9C 4D 7S"), cards("5C 6C 7C QH 2D")}, cards("KD"), cards("3S"), {"P39", "P1"},
                          0, Phase::Draw));
  REQUIRE(b->rig_for_test({cards("KH KC 9C 4D 7S"), cards("8D 8S JC 10H 4H")}, cards("KD"), cards("3S"), {"P39", "P2"},
                          0, Phase::Draw));
  check_same_choice(*a, *b, 0, "jok_r_ummy", {3});
  REQUIRE(!a->try_apply(0, Action::draw_stock()));
  REQUIRE(!b->try_apply(0, Action::draw_stock()));
  check_same_choice(*a, *b, 0, "jok_r_ummy", {3});
}

TEST_CASE("Strong bots: Rummü's choice follows from the view alone") {
  // Seat 0 to take from a pile of four; the others hold other cards, and the stock differs.
  using rummu::Phase;
  auto a = rummu_game(3);
  auto b = rummu_game(3);
  rummu_rig(*a, {"R1 R2 G5 G6 K3 B8", "G1 K2 K4", "B1 R6 R7"}, {}, "K9 R0 G2 B3", Phase::Draw, 0, "K5");
  rummu_rig(*b, {"R1 R2 G5 G6 K3 B8", "B5 B6 K7", "R9 G9 K1"}, {}, "K9 R0 G2 B3", Phase::Draw, 0, "Y2");
  check_same_choice(*a, *b, 0, "rummu", {3});
  // After taking two, at four in partnerships, with combinations on the table (a yellow joker
  // among them) and the seat come out.
  auto c = rummu_game(4, 1, true);
  auto d = rummu_game(4, 1, true);
  const std::vector<std::string> table = {"run G3 G4 G5", "", "book Y8=R8 B8 K8"};
  rummu_rig(*c, {"R1 R2 G6 G7 K3 B9", "G1 K2 K4", "B1 R6 R7", "R3 R4"}, table, "K9 R0 G2 B3", Phase::Draw, 0, "K5");
  rummu_rig(*d, {"R1 R2 G6 G7 K3 B9", "B5 B6 K7", "R9 G9 K1", "Y3 Y4"}, table, "K9 R0 G2 B3", Phase::Draw, 0, "Y2");
  REQUIRE(!c->try_apply(0, take_discards(2)));
  REQUIRE(!d->try_apply(0, take_discards(2)));
  check_same_choice(*c, *d, 0, "rummu", {3});
}
