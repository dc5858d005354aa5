// Engine steps per second with uniformly random play, for every registered game with an engine.
// Usage: bench_engine_steps [seconds per game and size (1)] [game id (all)].
// A step is legal_actions + one random choice + apply (no validation: the choice is legal).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "engine/rng.h"
#include "games/registry.h"

using namespace parlor;

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 1.0;
  const std::string only = argc > 2 ? argv[2] : "";  // one game's id, to profile it alone
  for (const auto& g : game_registry()) {
    if (!g.has_engine || (!only.empty() && g.id != only)) continue;
    for (int players : {2, 4}) {
      auto opts = g.normalise_options(json{{"players", players}});
      if (!opts) continue;
      std::vector<double> rates, cpu_rates;
      uint64_t seed = 1;
      int64_t total_games = 0;
      for (int rep = 0; rep < 5; ++rep) {
        Rng pick(seed * 7919);
        std::vector<Action> legal;
        int64_t steps = 0;
        auto t0 = std::chrono::steady_clock::now();
        const std::clock_t c0 = std::clock();
        double elapsed = 0;
        while (elapsed < seconds / 5) {
          auto s = g.create(*opts, seed++);
          State& st = **s;
          while (!st.is_terminal()) {
            st.legal_actions(legal);
            st.apply(st.current_seat(), legal[pick.below(static_cast<uint32_t>(legal.size()))]);
            ++steps;
          }
          ++total_games;
          elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        }
        rates.push_back(static_cast<double>(steps) / elapsed);
        cpu_rates.push_back(static_cast<double>(steps) / (static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC));
      }
      std::sort(rates.begin(), rates.end());
      std::sort(cpu_rates.begin(), cpu_rates.end());
      std::printf("%-12s %2d players  random play: %10.0f steps/s (median of 5, min %.0f, max %.0f; %lld games)\n",
                  std::string(g.id).c_str(), players, rates[2], rates.front(), rates.back(),
                  static_cast<long long>(total_games));
      std::printf("             per CPU-second of this process:                   %10.0f steps/s\n", cpu_rates[2]);
      std::printf(
          "             wall-clock ratio to the 2,000,000 steps/s goal: %.2fx; to RLCard gin rummy (~14,000/s): "
          "%.0fx\n",
          rates[2] / 2e6, rates[2] / 14000.0);
    }
  }
  return 0;
}
