// Jok-R-Ummy's greedy bot: against the random bot, and its choices in positions built for them.
#include <doctest/doctest.h>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/registry.h"
#include "jr_game.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;
using namespace parlor::testing;

namespace {

Action greedy_move(const JokRUmmyState& s) {
  auto bot = make_bot("greedy", "jok_r_ummy", 1);
  REQUIRE(bot.ok());
  return (*bot)->choose(*s.view(s.current_seat()));
}

}  // namespace

TEST_CASE("Jok-R-Ummy bots: the greedy bot wins at least 90 percent of 2-player games against the random bot") {
  double wins = 0;
  constexpr int kGames = 40;  // `parlor simulate --games 1000` runs more
  for (int i = 0; i < kGames; ++i) {
    const uint64_t seed = 7000 + static_cast<uint64_t>(i);
    const int greedy_seat = i % 2;
    auto state = create_game("jok_r_ummy", json{{"players", 2}}, seed);
    REQUIRE(state.ok());
    auto bots = make_bots(
        "jok_r_ummy",
        greedy_seat == 0 ? std::vector<std::string>{"greedy", "random"} : std::vector<std::string>{"random", "greedy"},
        seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    REQUIRE(r.finished);
    wins += (*state)->scores().shares()[static_cast<size_t>(greedy_seat)];
  }
  MESSAGE("greedy wins " << wins * 100 / kGames << "% of " << kGames << " games");
  CHECK(wins / kGames >= 0.9);
}

TEST_CASE("Jok-R-Ummy bots: the greedy bot reveals as soon as it can") {
  auto s = jr_rigged({"KH KD KC 9C 4D", "5C 6C 7C", "4C"}, {"P39", "P1", "P1"});
  const Action a = greedy_move(*s);
  CHECK(a.kind == kReveal);
}

TEST_CASE("Jok-R-Ummy bots: the greedy bot takes a discard that completes its program, else draws") {
  // P39 (three kings, without wild cards): the king on the discard pile completes it.
  auto s = jr_rigged({"KH KC 9C 4D", "5C 6C 7C"}, {"P39", "P1"}, {}, Phase::Draw);
  REQUIRE(s->rig_for_test({cards("KH KC 9C 4D"), cards("5C 6C 7C")}, cards("KD"), {}, {"P39", "P1"}, 0, Phase::Draw));
  CHECK(greedy_move(*s).kind == ActionKind::TakeDiscard);
  REQUIRE(s->rig_for_test({cards("KH KC 9C 4D"), cards("5C 6C 7C")}, cards("5D"), {}, {"P39", "P1"}, 0, Phase::Draw));
  CHECK(greedy_move(*s).kind == ActionKind::DrawStock);
}

TEST_CASE("Jok-R-Ummy bots: the greedy bot keeps what its program needs and a wild, and discards the rest") {
  // P21: a run 10-J-Q-K-A in spades. Only the 2 serves it.
  auto s = jr_rigged({"KH KD 2S 9C", "5C 6C 7C"}, {"P21", "P1"});
  const Action a = greedy_move(*s);
  REQUIRE(a.kind == ActionKind::Discard);
  CHECK(a.card != card("2S"));
  // P27: a run A-2-3-4 of one suit and three kings. The 9 of clubs serves nothing; the king and
  // the 2 do.
  auto t = jr_rigged({"KH 2S 9C 4D", "5C 6C 7C"}, {"P27", "P1"});
  const Action b = greedy_move(*t);
  REQUIRE(b.kind == ActionKind::Discard);
  CHECK((b.card == card("9C") || b.card == card("4D")));
}

TEST_CASE("Jok-R-Ummy bots: after its program the greedy bot sheds by books and add-ons") {
  auto s = jr_rigged({"KH KD KC 9C 9D 9S 8C 3D", "5C 6C 7C", "4C"}, {"P39", "P1", "P1"}, {"", "run 9C 10C JC"});
  play(*s, 0, reveal("book KH KD KC"));
  CHECK(greedy_move(*s).kind == kLayDown);
  play(*s, 0, greedy_move(*s));
  const Action add = greedy_move(*s);
  CHECK(add.kind == kAddOn);
  CHECK(add.melds.cards(0)[0].card == card("8C"));
}

TEST_CASE(
    "Jok-R-Ummy bots: after its program the greedy bot lays a book with wilds rather than discard its natural card") {
  // P39 (three kings) revealed leaves the ace of clubs, three wilds and the 5 of spades. The ace
  // laid with two wilds sheds three cards; the ace on the pile would shed one, and the round
  // would last longer for it (jok-r-ummy.txt: a group of three or more of a kind).
  auto s = jr_rigged({"KH KD KS AC 2C 2D 2D 5S", "5C 6C 7C"}, {"P39", "P1"});
  play(*s, 0, reveal("book KH KD KS"));
  const Action a = greedy_move(*s);
  CHECK_MESSAGE(a.kind == kLayDown, "plays ", s->describe_action(0, a));
  CHECK(a.melds.size() == 1);
  CHECK(a.melds.cards(0).size() == 3);
}

TEST_CASE("Jok-R-Ummy bots: after its program the greedy bot plays its wilds onto the table, never onto the pile") {
  // P39 (three kings) revealed with the kings leaves three wilds; seat 1 has not completed, so
  // a wild on the discard pile would serve its program.
  auto s = jr_rigged({"KH KD KS 2S 2D JK", "5C 6C 7C"}, {"P39", "P1"});
  play(*s, 0, reveal("book KH KD KS"));
  int added = 0;
  for (int shed = 0; shed < 3 && s->current_seat() == 0; ++shed) {
    const Action a = greedy_move(*s);
    CHECK_MESSAGE(a.kind == kAddOn, "plays ", s->describe_action(0, a));
    added += a.kind == kAddOn ? 1 : 0;
    play(*s, 0, a);
  }
  CHECK(added == 3);
}

TEST_CASE("Jok-R-Ummy hint: never discards a wild card while a natural card could go") {
  // P39 (three kings, without wild cards) lacks one king whichever of 9C 9H 2S goes. Seat 1,
  // next, took a 9 from the pile: it collects 9s, yet a 2 on the pile would serve it as any
  // card at all (jok-r-ummy.txt: a wild replaces any card).
  for (const char* wild : {"2S", "JK"}) {
    INFO("the wild: " << wild);
    auto s = jr_game(2);
    REQUIRE(s->rig_for_test({cards(std::string("KH KD 9C 9D ") + wild), cards("5C 6C 7C")}, cards("KC"), cards("9H"),
                            {"P39", "P1"}, 0, Phase::Play));
    play(*s, 0, Action::discard(card("9D")));
    play(*s, 1, Action(ActionKind::TakeDiscard));
    play(*s, 1, Action::discard(card("5C")));
    play(*s, 0, Action(ActionKind::DrawStock));
    const Action a = greedy_move(*s);
    REQUIRE(a.kind == ActionKind::Discard);
    CHECK(a.card.rank() == 9);
  }
}
