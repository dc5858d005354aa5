// Strong bots never throw a wild while a natural card could go: a wild fits anything, and the
// next seat may take it from the pile. The search never tries such a discard, so no rollout's
// luck can crown one (Five Crowns' Best once threw a wild in a blind test).
#include <doctest/doctest.h>

#include <algorithm>

#include "../jok_r_ummy/jr_game.h"
#include "bots/registry.h"
#include "bots/strong/candidates.h"
#include "games/five_crowns/rules.h"
#include "games/jok_r_ummy/rules.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// The Strong bot's move, after checking what its search tries: no wild discard, and some
// natural one.
template <class IsWild>
Action strong_move(const State& s, std::string_view game, uint64_t seed,
                   void (*candidates)(const View&, std::vector<Action>&), IsWild is_wild_card) {
  auto view = s.view(s.current_seat());
  std::vector<Action> moves;
  view->legal_actions(moves);
  REQUIRE(std::any_of(moves.begin(), moves.end(), [&](const Action& a) { return is_wild_card(a.card); }));
  candidates(*view, moves);
  for (const Action& a : moves) CHECK_FALSE((a.kind == ActionKind::Discard && is_wild_card(a.card)));
  CHECK(std::any_of(moves.begin(), moves.end(), [](const Action& a) { return a.kind == ActionKind::Discard; }));
  auto bot = make_bot("strong", game, seed);
  REQUIRE(bot.ok());
  return (*bot)->choose(*view);
}

}  // namespace

TEST_CASE("Strong bots: Five Crowns' Strong never discards a wild while a natural card could go") {
  // The first hand: 3s are wild. Seat 0 draws the 9 of clubs to the 3 of spades, a king and a
  // queen; nothing goes out, so one card goes: never the 3.
  for (uint64_t seed : {1, 2}) {
    auto s = fc_game(2, 5);
    REQUIRE(s->rig_for_test({cards("3S KD QC"), cards("5H 6D 8S")}, cards("8H"), cards("9C")));
    REQUIRE(!s->try_apply(0, Action::draw_stock()));
    auto wild = [](Card c) { return five_crowns::is_wild_card(c, 3); };
    const Action a = strong_move(*s, "five_crowns", seed, five_crowns_candidates, wild);
    INFO(s->describe_action(0, a));
    REQUIRE(a.kind == ActionKind::Discard);
    CHECK_FALSE(five_crowns::is_wild_card(a.card, 3));
  }
}

TEST_CASE("Strong bots: Jok-R-Ummy's Strong never discards a wild while a natural card could go") {
  // P39 (three kings, without wild cards) lacks one king whichever of 9C 9H and the wild goes;
  // seat 1, next, took a 9 from the pile, yet a wild would serve it as any card at all.
  using jok_r_ummy::Phase;
  for (const char* held : {"2S", "JK"}) {
    INFO("the wild: " << held);
    auto s = jr_game(2);
    REQUIRE(s->rig_for_test({cards(std::string("KH KD 9C 9D ") + held), cards("5C 6C 7C")}, cards("KC"), cards("9H"),
                            {"P39", "P1"}, 0, Phase::Play));
    REQUIRE(!s->try_apply(0, Action::discard(card("9D"))));
    REQUIRE(!s->try_apply(1, Action(ActionKind::TakeDiscard)));
    REQUIRE(!s->try_apply(1, Action::discard(card("5C"))));
    REQUIRE(!s->try_apply(0, Action(ActionKind::DrawStock)));
    auto wild = [](Card c) { return is_wild(jok_r_ummy::meld_rules(), c); };
    const Action a = strong_move(*s, "jok_r_ummy", 3, jok_r_ummy_candidates, wild);
    INFO(s->describe_action(0, a));
    REQUIRE(a.kind == ActionKind::Discard);
    CHECK_FALSE(is_wild(jok_r_ummy::meld_rules(), a.card));
  }
}
