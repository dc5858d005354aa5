// Rummü's rounds: how one ends, what each player scores from the sheet's table, the partner's
// exemption, the stock running out, and the end of the game: at 200 (a team at 500) when it plays
// to the score, after its rounds when it plays a number of them.
#include <doctest/doctest.h>

#include "games/registry.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

namespace {

// Seat 0 holds one card and discards it: the round ends.
void go_out(RummuState& s) { play(s, 0, discard(to_text(s.hand(0).front().face()))); }

}  // namespace

TEST_CASE("Rummü round end: the last discard goes out, each combination scores for whoever laid it, additions too") {
  auto s = rummu_game(3);
  // Seat 1's pure three-card run (10) becomes a pure five-card run (40) with seat 0's cards.
  // Seat 2: a pure four-card book of 7s (30, halved: 15) and a one-colour run with a joker
  // (mixed: 0).
  rummu_rig(*s, {"G6 G7 K9", "R9 G9 K1", "Y5"},
            {"book R1 G1 B1", "run G3 G4 G5", "book R7 G7 B7 K7 | run Y3=B3 B4 B5"});
  play(*s, 0, rummu_add("G6 G7", 1, 0));
  play(*s, 0, discard("K9"));
  REQUIRE(s->last_round().has_value());
  const RoundResult& r = *s->last_round();
  CHECK(r.went_out == 0);
  // Seat 0: a book of 1s (0) and 10 for going out. Seat 1: 40, and -10 -5 -5 for the red 9,
  // green 9 and black 1 left. Seat 2: 15 + 0, and -5 for the yellow 5.
  CHECK(r.points == std::vector<int>{10, 20, 10});
  CHECK(r.left_points == std::vector<int>{0, -20, -5});
  REQUIRE(r.laid[2].size() == 2);
  CHECK(r.laid[2][0].points == 15);
  CHECK(r.laid[2][0].pure);
  CHECK(r.laid[2][1].points == 0);
  CHECK_FALSE(r.laid[2][1].pure);
  CHECK(r.laid[1][0].points == 40);
  CHECK(s->scores().totals == std::vector<int>{10, 20, 10});
  CHECK(s->round_index() == 1);
  CHECK(s->table()[1].empty());
}

TEST_CASE("Rummü scoring in partnership: the partner of who went out loses nothing for the cards in hand") {
  for (bool partners : {true, false}) {
    CAPTURE(partners);
    auto s = rummu_game(4, 1, partners);
    rummu_rig(*s, {"G6", "R1", "R8 G8", "B1"}, {"run R3 R4 R5 R6"});
    go_out(*s);
    const RoundResult& r = *s->last_round();
    if (partners) {
      CHECK(r.points == std::vector<int>{30, -10, 0, -5});
      CHECK(r.exempt == std::vector<bool>{false, false, true, false});
      CHECK(s->scores().team_totals == std::vector<int>{30, -15});
    } else {
      CHECK(r.points == std::vector<int>{30, -10, -15, -5});
      CHECK(r.exempt == std::vector<bool>{false, false, false, false});
    }
  }
}

TEST_CASE("Rummü game end: a player reaching 200 ends the game, 199 does not") {
  auto s = rummu_game(3, 1, false, 0);
  s->rig_scores_for_test({{189, 0, 0}});
  rummu_rig(*s, {"G6", "R1", "B1"});
  go_out(*s);
  CHECK_FALSE(s->is_terminal());
  CHECK(s->scores().totals[0] == 199);
  s->rig_scores_for_test({{190, 0, 0}});
  rummu_rig(*s, {"G6", "R1", "B1"});
  go_out(*s);
  CHECK(s->is_terminal());
  CHECK(s->scores().winners == std::vector<int>{0});
}

TEST_CASE("Rummü game end: the highest total wins, not the first to reach 200") {
  auto s = rummu_game(3, 1, false, 0);
  s->rig_scores_for_test({{195, 199, 0}});
  rummu_rig(*s, {"G6", "K1", "B1"}, {"", "run G1 G2 G3 G4 G5"});
  go_out(*s);
  REQUIRE(s->is_terminal());
  // Seat 0: 205. Seat 1: 199 + 40 - 5 = 234.
  CHECK(s->scores().totals == std::vector<int>{205, 234, -5});
  CHECK(s->scores().winners == std::vector<int>{1});
}

TEST_CASE("Rummü game end in partnership: a team reaching 500 ends the game, both partners win") {
  auto s = rummu_game(4, 1, true, 0);
  s->rig_scores_for_test({{244, 0, 245, 0}});
  rummu_rig(*s, {"G6", "R1", "B2", "B1"});
  go_out(*s);
  CHECK_FALSE(s->is_terminal());
  s->rig_scores_for_test({{245, 0, 245, 0}});
  rummu_rig(*s, {"G6", "R1", "B2", "B1"});
  go_out(*s);
  REQUIRE(s->is_terminal());
  CHECK(s->scores().team_totals[0] == 500);
  CHECK(s->scores().winners == std::vector<int>{0, 2});
  // A single player past 200 ends nothing when partners play.
  auto t = rummu_game(4, 1, true, 0);
  t->rig_scores_for_test({{300, 0, 0, 0}});
  rummu_rig(*t, {"G6", "R1", "B2", "B1"});
  go_out(*t);
  CHECK_FALSE(t->is_terminal());
}

TEST_CASE("Rummü game length: a game of 3 rounds ends after its third, the highest total winning, 200 ending nothing") {
  auto s = rummu_game(3, 1, false, 3);
  CHECK(s->typed_view(0).rounds_to_play == 3);
  // 240 after the first round: playing rounds, reaching 200 ends nothing.
  s->rig_scores_for_test({{240, 0, 0}});
  for (int round = 2; round <= 3; ++round) {
    CAPTURE(round);
    REQUIRE_FALSE(s->is_terminal());
    CHECK(s->typed_view(0).round == round);
    rummu_rig(*s, {"G6", "R1", "B1"});
    go_out(*s);
  }
  REQUIRE(s->is_terminal());
  // Seat 0 went out twice: 240 + 2 x 10; the others lost their red 1 (-10) or blue 1 (-5) twice.
  CHECK(s->scores().totals == std::vector<int>{260, -20, -10});
  CHECK(s->scores().winners == std::vector<int>{0});
}

TEST_CASE("Rummü game length: after its rounds the highest total wins, below 0 too, and level leaders share") {
  auto s = rummu_game(3, 1, false, 3);
  s->rig_scores_for_test({{-60, -50, -40}, {0, 0, 0}});
  REQUIRE(s->typed_view(0).round == 3);
  rummu_rig(*s, {"G6", "B1 B2", "R1"});
  go_out(*s);
  REQUIRE(s->is_terminal());
  CHECK(s->scores().totals == std::vector<int>{-50, -60, -50});
  CHECK(s->scores().winners == std::vector<int>{0, 2});
}

TEST_CASE("Rummü stock: empty at the end of a turn, the discards but the top one become the new stock") {
  auto s = rummu_game(3, 5);
  bool rebuilt = false;
  for (int turn = 0; turn < 40 && !rebuilt; ++turn) {
    const int seat = s->current_seat();
    const size_t stock = s->stock().size(), discards = s->discards().size();
    play(*s, seat, Action::draw_stock());
    play(*s, seat, Action::discard(s->hand(seat).front().face()));
    if (stock == 1) {
      // The pile held `discards` + 1 cards; all but the top went into the stock.
      CHECK(s->stock().size() == discards);
      CHECK(s->discards().size() == 1);
      rebuilt = true;
    }
  }
  CHECK(rebuilt);
}
