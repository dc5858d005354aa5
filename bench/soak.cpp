// Soak: every registered game with an engine, at every player count, with every bot mix (each
// of the game's bot kinds at every seat, and the kinds alternating from each seat), seeded
// games one after another under the full invariant check (every check at every step). Prints
// games, moves and violations per game, and each violation with what replays it.
//   build/release/bench_soak [minutes, split evenly between the games; default 10] [first seed]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/conformance.h"
#include "games/registry.h"

using namespace parlor;
using Clock = std::chrono::steady_clock;

namespace {

struct Table {
  int players;
  std::vector<std::string> kinds;  // per seat
};

std::vector<Table> tables_of(const GameEntry& g) {
  const auto kinds = bot_kinds(g.id);
  std::vector<Table> out;
  for (int players : g.player_counts) {
    for (auto k : kinds)
      out.push_back({players, std::vector<std::string>(static_cast<size_t>(players), std::string(k))});
    if (kinds.size() < 2) continue;
    for (size_t first = 0; first < kinds.size(); ++first) {
      Table t{players, {}};
      for (int s = 0; s < players; ++s) t.kinds.emplace_back(kinds[(first + static_cast<size_t>(s)) % kinds.size()]);
      out.push_back(std::move(t));
    }
  }
  return out;
}

struct Tally {
  int64_t games = 0, moves = 0, violations = 0, unfinished = 0;
};

// One game; a broken invariant or a game that does not end is printed and counted.
void play_one(const GameEntry& g, const Table& t, uint64_t seed, Tally& tally) {
  auto state = g.create(json{{"players", t.players}}, seed);
  auto bots = make_bots(g.id, t.kinds, seed);
  if (!state || !bots) {
    std::printf("%s: cannot set up %d players: %s\n", std::string(g.id).c_str(), t.players,
                (!state ? state.error() : bots.error()).c_str());
    std::exit(2);
  }
  InvariantChecker checker;
  PlayResult r;
  r.error = checker.check(**state, 0);
  if (!r.error)
    r = play_game(**state, *bots, (*state)->max_game_length(),
                  [&](const State& s, int64_t step) { return checker.check(s, step); });
  ++tally.games;
  tally.moves += r.steps;
  if (!r.error && r.finished) return;
  std::string kinds;
  for (const auto& k : t.kinds) kinds += (kinds.empty() ? "" : ",") + k;
  if (r.error) {
    ++tally.violations;
    std::printf("VIOLATION %s --players %d --bots %s --seed %llu: %s\n", std::string(g.id).c_str(), t.players,
                kinds.c_str(), static_cast<unsigned long long>(seed), r.error->c_str());
  } else {
    ++tally.unfinished;
    std::printf("UNFINISHED %s --players %d --bots %s --seed %llu after %lld moves\n", std::string(g.id).c_str(),
                t.players, kinds.c_str(), static_cast<unsigned long long>(seed), static_cast<long long>(r.steps));
  }
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  const double minutes = argc > 1 ? std::atof(argv[1]) : 10.0;
  const uint64_t first_seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  std::vector<const GameEntry*> games;
  for (const auto& g : game_registry())
    if (g.has_engine) games.push_back(&g);
  const auto share = std::chrono::duration<double>(minutes * 60.0 / static_cast<double>(games.size()));
  std::printf("soak: %.1f min, %.1f s a game, full checks at every step\n", minutes, share.count());
  Tally all;
  for (const GameEntry* g : games) {
    const std::vector<Table> tables = tables_of(*g);
    Tally tally;
    const auto t0 = Clock::now();
    // Round the tables, a new seed each game, until the game's share of the time is used.
    for (uint64_t i = 0; Clock::now() - t0 < share; ++i) play_one(*g, tables[i % tables.size()], first_seed + i, tally);
    const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf(
        "%-12s %8lld games %11lld moves %4lld violations %4lld unfinished  %zu tables  %.1f games/s  %.0f moves/s\n",
        std::string(g->id).c_str(), static_cast<long long>(tally.games), static_cast<long long>(tally.moves),
        static_cast<long long>(tally.violations), static_cast<long long>(tally.unfinished), tables.size(),
        static_cast<double>(tally.games) / secs, static_cast<double>(tally.moves) / secs);
    std::fflush(stdout);
    all.games += tally.games;
    all.moves += tally.moves;
    all.violations += tally.violations + tally.unfinished;
  }
  std::printf("total        %8lld games %11lld moves %4lld violations or unfinished games\n",
              static_cast<long long>(all.games), static_cast<long long>(all.moves),
              static_cast<long long>(all.violations));
  return 0;
}
