// What `--check full` costs a move as a game grows: the incremental checker (games/conformance.h),
// and what the check cost before it kept a loaded copy: the same plus saving the whole log and
// loading it again (every move replayed) at every step. Random bots at the smallest table, for
// the longest games; times are this thread's CPU time, as the machine may be busy.
//   build/release/bench_check_cost [seed]
#include <time.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/conformance.h"
#include "games/registry.h"

using namespace parlor;

namespace {

// This thread's CPU time: the machine may be busy with other work, and wall time would count it.
double cpu_micros() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

struct Bucket {
  double incremental = 0, whole_log = 0;
  int moves = 0, samples = 0;
};

}  // namespace

int main(int argc, char** argv) {
  const uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1;
  std::printf("CPU microseconds per checked move, by how far into the game (random bots, fewest players, seed %llu)\n",
              static_cast<unsigned long long>(seed));
  std::printf("%-12s %12s %14s %16s\n", "game", "moves", "incremental", "before (+ log)");
  for (const auto& g : game_registry()) {
    if (!g.has_engine) continue;
    auto state = g.create(json{{"players", g.min_players}}, seed);
    auto bots = make_bots(g.id, std::vector<std::string>(static_cast<size_t>(g.min_players), "random"), seed);
    if (!state || !bots) return 2;
    InvariantChecker checker;
    std::map<int64_t, Bucket> buckets;  // by the hundreds, then thousands of moves
    auto bucket_of = [](int64_t step) { return step < 1000 ? step / 100 * 100 : step / 1000 * 1000; };
    checker.check(**state, 0);
    play_game(**state, *bots, (*state)->max_game_length(), [&](const State& s, int64_t step) {
      Bucket& b = buckets[bucket_of(step)];
      double t0 = cpu_micros();
      auto e = checker.check(s, step);
      b.incremental += cpu_micros() - t0;
      ++b.moves;
      if (step % 25 == 0) {  // sampled: the old way would take hours on the longest games
        t0 = cpu_micros();
        const std::string text = dump_json(s.to_json());
        auto loaded = load_game_text(text);
        if (!loaded || (*loaded)->debug_snapshot() != s.debug_snapshot() || dump_json((*loaded)->to_json()) != text)
          return std::optional<std::string>("the whole-log round trip failed");
        b.whole_log += cpu_micros() - t0;
        ++b.samples;
      }
      return e;
    });
    for (const auto& [from, b] : buckets)
      std::printf("%-12s %5lld-%-6lld %14.0f %16.0f\n", std::string(g.id).c_str(), static_cast<long long>(from),
                  static_cast<long long>(from + (from < 1000 ? 100 : 1000)), b.incremental / b.moves,
                  b.incremental / b.moves + (b.samples ? b.whole_log / b.samples : 0.0));
  }
  return 0;
}
