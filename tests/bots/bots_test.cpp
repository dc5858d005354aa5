#include <doctest/doctest.h>

#include "../five_crowns/fc_util.h"
#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// Share of 2-player games won by the greedy bot against the random bot, seats alternating.
double greedy_share(int games, uint64_t first_seed) {
  double wins = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(i);
    const int greedy_seat = i % 2;
    auto state = create_game("five_crowns", json{{"players", 2}}, seed);
    REQUIRE(state.ok());
    auto bots = make_bots(
        "five_crowns",
        greedy_seat == 0 ? std::vector<std::string>{"greedy", "random"} : std::vector<std::string>{"random", "greedy"},
        seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    REQUIRE(r.finished);
    wins += (*state)->scores().shares()[static_cast<size_t>(greedy_seat)];
  }
  return wins / games;
}

}  // namespace

TEST_CASE("Bots: the greedy bot beats the random bot in at least 95 percent of 2-player games") {
  // 200 games here; `bench_selfplay` and `parlor simulate` run 1,000.
  double share = greedy_share(200, 9000);
  MESSAGE("greedy wins " << share * 100 << "% of 200 games");
  CHECK(share >= 0.95);
}

TEST_CASE("Bots: every bot only ever plays legal moves") {
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    const int players = nearest_players(g, 3);
    for (auto kind : bot_kinds(g.id, BotKinds::Quick)) {
      auto state = g.create(json{{"players", players}}, 5);
      REQUIRE(state.ok());
      auto bots = make_bots(g.id, std::vector<std::string>(static_cast<size_t>(players), std::string(kind)), 5);
      PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
      INFO(kind << ": " << r.error.value_or(""));
      CHECK(r.finished);
    }
  }
  CHECK(make_bot("greedy", "rummu", 1).ok());
  CHECK_FALSE(make_bot("greedy", "chess", 1).ok());
  CHECK_FALSE(make_bot("clever", "five_crowns", 1).ok());
}

TEST_CASE("Bots: a bot decides from its own view only, so hidden cards do not change its move") {
  // Two games identical for seat 0, but seat 1's hand and the stock hold different cards.
  auto a = fc_game(2, 3);
  auto b = fc_game(2, 3);
  REQUIRE(a->rig_for_test({cards("5H 6H 9C"), cards("QS QD KD")}, cards("7H"), cards("3S 8S")));
  REQUIRE(b->rig_for_test({cards("5H 6H 9C"), cards("4D 4S JC")}, cards("7H"), cards("10C JD")));
  CHECK(dump_json(a->view_json(0)) == dump_json(b->view_json(0)));
  CHECK(dump_json(a->view_json(1)) != dump_json(b->view_json(1)));
  for (auto kind : {"greedy", "random"}) {
    auto bot_a = make_bot(kind, "five_crowns", 42);
    auto bot_b = make_bot(kind, "five_crowns", 42);
    Action first_a = (*bot_a)->choose(*a->view(0));
    Action first_b = (*bot_b)->choose(*b->view(0));
    CHECK(first_a == first_b);
  }
  // The greedy bot takes the 7H: it completes 5H 6H 7H and it can then go out.
  auto greedy = make_bot("greedy", "five_crowns", 1);
  Action take = (*greedy)->choose(*a->view(0));
  CHECK(take.kind == ActionKind::TakeDiscard);
  play(*a, 0, take);
  Action out = (*greedy)->choose(*a->view(0));
  CHECK(out.kind == five_crowns::kGoOut);
  CHECK(out.card == card("9C"));
}

// Issue [17], "Hint uses Strong": the table's hint asks the strongest bot offered (bot_kinds'
// last), which for Five Crowns is the Strong search, not Good.
TEST_CASE("Five Crowns hint uses Strong: the strongest bot offered is the search") {
  const auto kinds = bot_kinds("five_crowns", BotKinds::Offered);
  REQUIRE(!kinds.empty());
  CHECK(kinds.back() == "strong");
  CHECK(bot_level_label(kinds.back()) == "Strong");
  auto bot = make_bot(kinds.back(), "five_crowns", 7);
  REQUIRE(bot.ok());
  CHECK((*bot)->kind() == "strong");
}
