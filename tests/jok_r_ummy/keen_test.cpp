// Jok-R-Ummy's keen bot, the move Strong searches first and plays unless its search finds a
// clearly better one: Good's choices, with ties among equal discards broken by what the cards
// kept can still become (bots/jok_r_ummy_spare.h). Good itself is unchanged.
#include <doctest/doctest.h>

#include "bots/registry.h"
#include "jr_game.h"

namespace parlor {
std::unique_ptr<Bot> make_jok_r_ummy_keen();
}

using namespace parlor;
using namespace parlor::jok_r_ummy;
using namespace parlor::testing;

namespace {

Action move_of(Bot& bot, const JokRUmmyState& s) { return bot.choose(*s.view(s.current_seat())); }

Action good_move(const JokRUmmyState& s) {
  auto bot = make_bot("greedy", "jok_r_ummy", 1);
  REQUIRE(bot.ok());
  return move_of(**bot, s);
}

}  // namespace

TEST_CASE("Jok-R-Ummy keen bot: before its program it keeps a second way to complete it") {
  // P11 (four of a kind, without wild cards): three 9s and three kings each lack one card. The
  // 5 of clubs serves neither; a king given up leaves only the 9s to wait for, half the outs.
  auto s = jr_rigged({"9H 9C 9S KH KD KS 5C", "4C 6C 8C"}, {"P11", "P1"});
  auto keen = make_jok_r_ummy_keen();
  const Action a = move_of(*keen, *s);
  INFO(s->describe_action(0, a));
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(a.card == card("5C"));
  // Good counts the cards lacking only: every card but the plan's costs it nothing.
  CHECK(good_move(*s).card != card("5C"));
}

TEST_CASE("Jok-R-Ummy keen bot: after its program it keeps a pair for a book and gives up a lone card") {
  // P39 (three kings) revealed leaves a pair of 9s and two lone cards; a third 9 lays a book
  // (jok-r-ummy.txt: groups of three or more of a kind), so a lone card goes.
  auto s = jr_rigged({"KH KD KS 9H 9D 5C 7S", "4C 6C 8C"}, {"P39", "P1"});
  play(*s, 0, reveal("book KH KD KS"));
  auto keen = make_jok_r_ummy_keen();
  const Action a = move_of(*keen, *s);
  INFO(s->describe_action(0, a));
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(a.card.rank() != 9);
  CHECK(good_move(*s).card == card("9H"));
}
