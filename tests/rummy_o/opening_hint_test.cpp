// The Hint (Strong) and Good go on board as soon as the rack holds a legal opening: a rack never
// on board costs a flat -100 (rummy-o.txt), and a blind tester's Hint held an opening of 65
// back for five turns until the round ended with it.
#include <doctest/doctest.h>

#include <vector>

#include "bots/registry.h"
#include "bots/rummy_o_greedy.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

// Good's move and the table's Hint (the strongest bot offered) at a few seeds.
std::vector<Action> good_and_hints(const RummyOState& s) {
  std::vector<Action> out{RummyOGreedyBot().choose(*s.view(s.current_seat()))};
  for (uint64_t seed : {1, 2, 3}) {
    auto bot = make_bot(bot_kinds("rummy_o").back(), "rummy_o", seed);
    REQUIRE(bot.ok());
    out.push_back((*bot)->choose(*s.view(s.current_seat())));
  }
  return out;
}

void check_opens(const RummyOState& s) {
  for (const Action& a : good_and_hints(s)) {
    CAPTURE(s.describe_action(0, a));
    REQUIRE(a.kind == kLayDown);
    CHECK_FALSE(s.validate(0, a).has_value());
  }
}

}  // namespace

TEST_CASE("Rummy-O opening: the Hint and Good go on board with R5-R9 and the 12s (65 points)") {
  // Round 1, after drawing: R5-R9 is a run of 35 and R12 B12 O12 a group of 30.
  auto s = ro_rigged({"R5 R6 R7 R8 R9 R12 B12 O12 B8 R13 K2 O4 B3 K6 O10", "R2 R3 B5 K11 O7"});
  REQUIRE_FALSE(s->on_board(0));
  check_opens(*s);
}

TEST_CASE("Rummy-O opening: the Hint and Good go on board when the opening needs the joker") {
  // R10 R11 JK is the only run (35 with the joker's 15); B9 O9 K9 add 27: 62. Without the
  // joker there is no run, so no opening.
  auto s = ro_rigged({"R10 R11 JK B9 O9 K9 B2 O4 K6 B13 O1 R3 K12 B6 O7", "R2 R3 B5 K11 O7"});
  REQUIRE_FALSE(s->on_board(0));
  check_opens(*s);
}
