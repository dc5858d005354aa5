// Runs on every game of the registry with a rules engine: seeded bot games with every invariant checked
// after every move (games/conformance.h).
#include "games/conformance.h"

#include <doctest/doctest.h>

#include <string>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

struct Table {
  int players;
  std::string bots;  // one kind for every seat, or "mixed": alternate the game's kinds
  uint64_t first_seed;
  int games;
};

// `options`: beside the players, the set-up's choices (none: the defaults).
void run_table(const GameEntry& g, const Table& t, const CheckOptions& check, json options = json::object()) {
  const int players = nearest_players(g, t.players);
  options["players"] = players;
  auto opts = g.normalise_options(options);
  REQUIRE(opts.ok());
  auto kinds = bot_kinds(g.id, BotKinds::Quick);
  for (int i = 0; i < t.games; ++i) {
    const uint64_t seed = t.first_seed + static_cast<uint64_t>(i);
    auto state = g.create(*opts, seed);
    REQUIRE(state.ok());
    std::vector<std::string> seats;
    for (int s = 0; s < players; ++s) {
      std::string_view kind =
          t.bots == "mixed" ? kinds[static_cast<size_t>(s) % kinds.size()] : std::string_view(t.bots);
      if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) kind = "random";
      seats.emplace_back(kind);
    }
    auto bots = make_bots(g.id, seats, seed);
    REQUIRE(bots.ok());
    INFO(g.id << " players " << players << " bots " << t.bots << " seed " << seed << " options " << dump_json(*opts));
    auto first = check_invariants(**state, 0, check);
    CHECK_FALSE(first.has_value());
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length(),
                             [&](const State& s, int64_t step) { return check_invariants(s, step, check); });
    INFO(r.error.value_or(""));
    CHECK_FALSE(r.error.has_value());
    CHECK(r.finished);
    CHECK((*state)->is_terminal());
  }
}

CheckOptions every_step() { return CheckOptions{}; }

// Random play runs thousands of moves a game; replaying the whole log at every move would be
// quadratic, so after the first 150 moves the costly checks run every 101st move (the cheap
// ones still run at every move).
CheckOptions long_games() {
  CheckOptions c;
  c.all_checks_until = 150;
  c.sample_every = 101;
  return c;
}

}  // namespace

TEST_CASE("Conformance: greedy bots on every registered game keep every invariant at every step") {
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    run_table(g, Table{2, "greedy", 100, 3}, every_step());
    run_table(g, Table{4, "greedy", 200, 1}, every_step());
  }
}

TEST_CASE("Conformance: mixed bots and big tables on every registered game") {
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    run_table(g, Table{3, "mixed", 300, 2}, every_step());
    run_table(g, Table{9, "greedy", 400, 1}, long_games());
  }
}

TEST_CASE("Conformance: every on/off option of every registered game, turned from its default, keeps every invariant") {
  // An option may change what each seat sees (Rummü's open discard pile), so the leak checks run
  // under each one.
  int flags = 0;
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    for (const json& o : g.option_schema()) {
      if (o["type"] != "bool") continue;
      const int players = o.contains("players") ? o["players"].front().get<int>() : 3;
      run_table(g, Table{players, "greedy", 700, 1}, every_step(),
                json{{o["name"].get<std::string>(), !o["default"].get<bool>()}});
      ++flags;
    }
  }
  CHECK(flags >= 3);
}

TEST_CASE("Conformance: random bots on every registered game") {
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    run_table(g, Table{2, "random", 500, 2}, long_games());
    run_table(g, Table{5, "random", 600, 1}, long_games());
  }
}

TEST_CASE("Conformance: the registry lists all five games and only those with an engine start") {
  std::vector<std::string> ids;
  for (const auto& g : game_registry()) ids.emplace_back(g.id);
  CHECK(ids == std::vector<std::string>{"five_crowns", "rummy_o", "jok_r_ummy", "rummu", "joker"});
  for (const auto& g : game_registry()) {
    auto s = create_game(g.id, json::object(), 1);
    CHECK(s.ok() == g.has_engine);
    if (g.playable) CHECK(g.has_engine);
    if (!g.has_engine) CHECK(s.error() == std::string(g.display_name) + " is coming later.");
    CHECK(g.min_players >= 2);
    CHECK(g.max_players >= g.min_players);
    REQUIRE_FALSE(g.player_counts.empty());
    CHECK(g.player_counts.front() == g.min_players);
    CHECK(g.player_counts.back() == g.max_players);
    CHECK(g.option_schema().is_array());
  }
  CHECK(find_game("five_crowns")->playable);
  CHECK(find_game("rummy_o")->has_engine);
  CHECK_FALSE(create_game("chess", json::object(), 1).ok());
}
