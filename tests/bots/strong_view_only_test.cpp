// A Strong bot sees its view and nothing else: two games that differ only in cards a seat cannot
// see give that seat the same view, and a Strong bot of one seed then makes the same choice.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../five_crowns/fc_util.h"
#include "../jok_r_ummy/jr_game.h"
#include "../joker/joker_util.h"
#include "../rummu/rummu_game.h"
#include "../rummy_o/ro_util.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "bots/strong/joker_sampler.h"
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

TEST_CASE("Strong bots: Joker's choice follows from the view alone") {
  // The board is public; seat 1 and seat 3 hold other cards, and the stock's order differs.
  auto a = joker::JokerState::create(json{{"players", 4}}, 5);
  auto b = joker::JokerState::create(json{{"players", 4}}, 5);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  const std::vector<std::vector<int>> marbles = {{side(0, 12), side(0, 30)}, {side(1, 9)}, {side(2, 8)}, {side(3, 2)}};
  REQUIRE((*a)->rig_for_test(
      marbles, {cards("7H 5S AC 8D 2C JK"), cards("KD 4C 9S 3H 6C"), cards("QH"), cards("10D 7S")}, 0, cards("4H 5H")));
  REQUIRE((*b)->rig_for_test(
      marbles, {cards("7H 5S AC 8D 2C JK"), cards("2D 2S 3C 9H JK"), cards("QH"), cards("10D 7S")}, 0, cards("KS 8C")));
  check_same_choice(**a, **b, 0, "joker");
}

TEST_CASE("Strong bots: Joker's sampler keeps everything the seat sees") {
  // 160 turns of Good bots: the stock has been rebuilt once, and the pile holds cards played
  // within the view's recent events and older ones it no longer shows.
  auto made = joker::JokerState::create(json{{"players", 4}}, 9);
  REQUIRE(made.ok());
  joker::JokerState& game = **made;
  auto bots = make_bots("joker", {"greedy", "greedy", "greedy", "greedy"}, 9);
  REQUIRE(bots.ok());
  play_game(game, *bots, 160);
  REQUIRE_FALSE(game.is_terminal());
  const int seat = game.current_seat();
  const auto view = game.typed_view(seat);
  std::vector<Card> all, rebuilt_all;
  game.all_cards(all);
  for (uint64_t seed : {1, 2, 3}) {
    Rng rng(seed);
    auto rebuilt = joker::sample_joker(view, rng);
    REQUIRE(rebuilt);
    const auto& r = dynamic_cast<const joker::JokerState&>(*rebuilt);
    const auto again = r.typed_view(seat);
    CHECK(again.board == view.board);
    CHECK(again.hand == view.hand);
    CHECK(again.hand_sizes == view.hand_sizes);
    CHECK(again.stock_count == view.stock_count);
    CHECK(again.discard_count == view.discard_count);
    CHECK(again.discard_top == view.discard_top);
    CHECK(rebuilt->legal_actions() == game.legal_actions());
    // The same cards in all, a physical card each.
    rebuilt->all_cards(rebuilt_all);
    std::vector<uint16_t> a, b;
    for (Card c : all) a.push_back(c.face().bits());
    for (Card c : rebuilt_all) b.push_back(c.face().bits());
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    CHECK(a == b);
  }
}

TEST_CASE("Strong bots: Rummy-O's choice follows from the view alone") {
  // Seat 1 holds other tiles, and the stock's order differs with them.
  using rummy_o::Phase;
  const std::vector<std::vector<Meld>> table = {table_melds("run R10 R11 R12"), {}};
  const auto own = cards("B3 B4 O7 O8 K12 K13 R2 R9 B11 O1 K5 K6 JK O13");
  auto a = ro_game(2, 7);
  auto b = ro_game(2, 7);
  REQUIRE(a->rig_for_test({own, cards("B5 B6 B7 O2 O3 K2 K3 R4 R5 R6 B12 O12 K1 K9")}, cards("B2"), cards("O9 K4"),
                          table, 0, Phase::Draw));
  REQUIRE(b->rig_for_test({own, cards("R3 R7 R8 B8 B9 B10 O4 O5 O6 K7 K8 K10 K11 B13")}, cards("B2"), cards("R1 B1"),
                          table, 0, Phase::Draw));
  a->rig_on_board_for_test(0, true);
  b->rig_on_board_for_test(0, true);
  check_same_choice(*a, *b, 0, "rummy_o", {3});
  // After the draw, choosing what to lay and what to discard.
  REQUIRE(!a->try_apply(0, Action::take_discard()));
  REQUIRE(!b->try_apply(0, Action::take_discard()));
  check_same_choice(*a, *b, 0, "rummy_o", {3});
}

TEST_CASE("Strong bots: a Rummy-O game rebuilt from a seat's view shows that seat the same position") {
  // Good bots play a seeded game; at every tenth move the game is rebuilt from the view of the
  // seat to act with the tiles where they really lie, and that seat sees the same view (but the
  // events, which a rebuilt game starts without) and has the same moves.
  auto s = ro_game(3, 11);
  auto bots = make_bots("rummy_o", {"greedy", "greedy", "greedy"}, 1);
  REQUIRE(bots.ok());
  for (int move = 0; move < 600 && !s->is_terminal(); ++move) {
    const int seat = s->current_seat();
    if (move % 10 == 0) {
      Dealing d;
      for (int i = 0; i < s->num_seats(); ++i) d.hands.push_back(s->rack(i));
      d.stock = s->stock();
      d.discards = s->discards();
      auto rebuilt = rummy_o::RummyOState::from_view(s->typed_view(seat), std::move(d));
      REQUIRE(rebuilt);
      auto mine = s->view_json(seat), theirs = rebuilt->view_json(seat);
      for (auto* j : {&mine, &theirs}) j->erase("events"), j->erase("event_count");
      CHECK(dump_json(mine) == dump_json(theirs));
      CHECK(rebuilt->legal_actions() == s->legal_actions());
    }
    const Action a = (*bots)[static_cast<size_t>(seat)]->choose(*s->view(seat));
    REQUIRE(!s->try_apply(seat, a));
  }
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
