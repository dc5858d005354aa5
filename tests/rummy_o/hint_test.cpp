// The Hint shows the Strong bot's move, and the Good bot is its rollout policy: both are a
// teacher's moves, so they keep the jokers while a natural tile can go and, before opening, the
// high tiles that make the 50; once on board the Hint lays down and adds on.
#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "bots/registry.h"
#include "bots/rummy_o_greedy.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

Action hint(const RummyOState& s) { return RummyOGreedyBot().choose(*s.view(s.current_seat())); }

// The table's Hint: the strongest bot offered, as seeded for a seat (a few seeds).
std::vector<Action> strong_hints(const RummyOState& s) {
  std::vector<Action> out;
  for (uint64_t seed : {1, 2, 3}) {
    auto bot = make_bot(bot_kinds("rummy_o").back(), "rummy_o", seed);
    REQUIRE(bot.ok());
    REQUIRE((*bot)->kind() == "strong");
    out.push_back((*bot)->choose(*s.view(s.current_seat())));
  }
  return out;
}

}  // namespace

TEST_CASE("Rummy-O hint: before opening, keeps the 10 to 13 point tiles that build the 50") {
  // Not on board, after drawing. O12 O13 O1 is a run of 30, short of the 50. R11 R12, B11 B13,
  // O8 O9 R9 are near melds; K10, B2, O5, K7 and R4 join nothing. rummy-o.txt: a rack that
  // never went on board costs a flat -100 whatever it holds, so the lone 10 is worth keeping
  // for the opening and the lowest loose tile goes.
  auto s = ro_rigged({"R11 R12 B13 O13 K10 B2 O5 K7 R4 O8 O9 R9 B11 O1 O12", "R2 R3 B5"});
  REQUIRE_FALSE(s->on_board(0));
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(tile_points(a.card) < 10);
  CHECK(a.card == card("B2"));
}

TEST_CASE("Rummy-O hint: once on board, discards the highest loose tile") {
  // On board every tile left counts against the rack: the 10 goes, not the 2.
  auto s = ro_rigged({"K10 B2 O5 K7 R4 O8 O9", "R2 R3 B5"}, {"run R11 R12 R13 | book B9 O9 K9 R9"});
  s->rig_on_board_for_test(0, true);
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(a.card == card("K10"));
}

TEST_CASE("Rummy-O hint: never discards a joker while a natural tile could go") {
  // Not on board: every tile is alone (no two of a number, none of a colour within two), so the
  // joker joins no meld yet; one more tile beside any of them makes it one.
  auto s = ro_rigged({"R1 R4 R7 R10 B2 B5 B8 B11 O3 O6 O9 O12 K13 R4 JK", "R2 R3 B5"});
  const Action a = hint(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK_FALSE(a.card.is_joker());
  CHECK(a.card == card("B2"));
}

TEST_CASE("Rummy-O Strong hint: never throws a joker while a natural tile could go") {
  auto s = ro_rigged({"R1 R4 R7 R10 B2 B5 B8 B11 O3 O6 O9 O12 K13 R4 JK", "R2 R3 B5"});
  for (const Action& a : strong_hints(*s)) {
    REQUIRE(a.kind == ActionKind::Discard);
    CHECK_FALSE(a.card.is_joker());
  }
}

TEST_CASE("Rummy-O Strong hint: before opening, keeps the 10 to 13 point tiles that build the 50") {
  auto s = ro_rigged({"R11 R12 B13 O13 K10 B2 O5 K7 R4 O8 O9 R9 B11 O1 O12", "R2 R3 B5"});
  for (const Action& a : strong_hints(*s)) {
    REQUIRE(a.kind == ActionKind::Discard);
    CHECK(tile_points(a.card) < 10);
  }
}

TEST_CASE("Rummy-O Strong hint: on board, it suggests laying down a meld or adding on, not a discard") {
  // On board since an earlier turn: the run B3 B4 B5 laid, the K10 discarded, is going out.
  auto s = ro_rigged({"B3 B4 B5 K10", "R2 R3 B5 O7 O8"}, {"run R11 R12 R13"});
  s->rig_on_board_for_test(0, true);
  for (const Action& a : strong_hints(*s)) CHECK(a.kind == kLayDown);
  // The R10 added to the run R11 R12 R13, the O2 discarded, is going out too.
  auto t = ro_rigged({"R10 O2", "R2 R3 B5 O7 O8"}, {"run R11 R12 R13"});
  t->rig_on_board_for_test(0, true);
  for (const Action& a : strong_hints(*t)) CHECK(a.kind == kAddOn);
}

TEST_CASE("Rummy-O Strong: the discards searched first are the ones Good gives up first, ahead of laying down") {
  // On board with a run to lay: a discard instead holds the run back a turn (nobody can add to
  // it meanwhile). Good would give up the highest loose tile first, the run's tiles last.
  auto s = ro_rigged({"B3 B4 B5 K10 O2 R7", "R2 R3 B5 O7 O8"}, {"run R11 R12 R13"});
  s->rig_on_board_for_test(0, true);
  const auto view = s->view(0);
  std::vector<Action> moves;
  view->legal_actions(moves);
  std::reverse(moves.begin(), moves.end());
  order_rummy_o_discards(*view, moves);
  REQUIRE(moves.size() == 7);
  for (size_t i = 0; i < 6; ++i) CHECK(moves[i].kind == ActionKind::Discard);
  CHECK(moves[0].card == card("K10"));
  CHECK(moves[1].card == card("R7"));
  CHECK(moves[2].card == card("O2"));
  CHECK(moves[6] == lay("run B3 B4 B5"));
}
