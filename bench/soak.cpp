// Soak: every registered game with an engine, at every player count, with every bot mix (each
// of the game's bot kinds at every seat, and the kinds alternating from each seat), seeded
// games one after another under the invariant check. Prints games, moves and violations per
// game, and each violation with what replays it; exits 1 when any was found.
//   build/release/bench_soak [minutes, split evenly between the games; default 10] [first seed]
//     [--games N: a game stops at N games] [--sample K: the costly checks (JSON round trip, every
//     seat's view, a clone moved on) every K steps and at the end, the cheap ones (cards,
//     scores, validate against the legal moves, clone equality) at every step; default 1, all at
//     every step] [--threads T: games played side by side; default the cores] [--game ID: that game only]
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
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
  void add(const Tally& o) {
    games += o.games, moves += o.moves, violations += o.violations, unfinished += o.unfinished;
  }
};

// One game; a broken invariant or a game that does not end is printed and counted.
void play_one(const GameEntry& g, const Table& t, uint64_t seed, const CheckOptions& check, Tally& tally) {
  auto state = g.create(json{{"players", t.players}}, seed);
  auto bots = make_bots(g.id, t.kinds, seed);
  if (!state || !bots) {
    std::printf("%s: cannot set up %d players: %s\n", std::string(g.id).c_str(), t.players,
                (!state ? state.error() : bots.error()).c_str());
    std::exit(2);
  }
  InvariantChecker checker(check);
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

namespace {

struct Args {
  double minutes = 10.0;
  uint64_t first_seed = 1;
  int64_t games = 0;   // a game's target: it stops there (0: only the time bounds it)
  int64_t sample = 1;  // the costly checks every this many steps (1: every step)
  unsigned threads = 1;
  std::string game;  // only this game (empty: every game with an engine)
};

[[noreturn]] void usage(const char* why) {
  std::fprintf(
      stderr,
      "bench_soak: %s\nusage: bench_soak [minutes] [first seed] [--games N] [--sample K] [--threads T] [--game ID]\n",
      why);
  std::exit(2);
}

int64_t whole(const char* text, int64_t lo) {
  char* end = nullptr;
  const long long v = std::strtoll(text, &end, 10);
  if (!end || *end || end == text || v < lo) usage("a count must be a whole number in range");
  return v;
}

Args parse(int argc, char** argv) {
  Args a;
  a.threads = std::max(1u, std::thread::hardware_concurrency());
  int positional = 0;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--games" && has_value)
      a.games = whole(argv[++i], 1);
    else if (arg == "--sample" && has_value)
      a.sample = whole(argv[++i], 1);
    else if (arg == "--game" && has_value)
      a.game = argv[++i];
    else if (arg == "--threads" && has_value)
      a.threads = static_cast<unsigned>(whole(argv[++i], 1));
    else if (positional == 0 && arg[0] != '-') {
      char* end = nullptr;
      a.minutes = std::strtod(argv[i], &end);
      if (!end || *end || !(a.minutes > 0)) usage("minutes must be a positive number");
      ++positional;
    } else if (positional == 1 && arg[0] != '-') {
      a.first_seed = static_cast<uint64_t>(whole(argv[i], 0));
      ++positional;
    } else {
      usage(("unknown argument " + arg).c_str());
    }
  }
  return a;
}

}  // namespace

int main(int argc, char** argv) {
  const Args args = parse(argc, argv);
  std::vector<const GameEntry*> games;
  for (const auto& g : game_registry())
    if (g.has_engine && (args.game.empty() || g.id == args.game)) games.push_back(&g);
  if (games.empty()) usage(("no game with an engine is called " + args.game).c_str());
  const auto share = std::chrono::duration<double>(args.minutes * 60.0 / static_cast<double>(games.size()));
  CheckOptions check;
  if (args.sample > 1) {
    // The cheap checks at every step, the costly ones every `sample` steps and at the end (the
    // first step included, so a game's start is checked in full).
    check.all_checks_until = 0;
    check.sample_every = args.sample;
  }
  std::printf("soak: at most %.1f min (%.1f s a game)%s, %u threads, %s\n", args.minutes, share.count(),
              args.games ? (", " + std::to_string(args.games) + " games a game").c_str() : "", args.threads,
              args.sample > 1 ? ("cheap checks at every step, every check every " + std::to_string(args.sample) +
                                 " steps and at the end")
                                    .c_str()
                              : "every check at every step");
  Tally all;
  for (const GameEntry* g : games) {
    const std::vector<Table> tables = tables_of(*g);
    // Each thread takes the next game number; the tables go round, a new seed each game, until
    // the target or the game's share of the time is reached.
    std::atomic<int64_t> next{0};
    std::mutex merge;
    Tally tally;
    const auto t0 = Clock::now();
    auto worker = [&] {
      Tally mine;
      for (;;) {
        if (Clock::now() - t0 >= share) break;
        const int64_t i = next.fetch_add(1);
        if (args.games && i >= args.games) break;
        play_one(*g, tables[static_cast<size_t>(i) % tables.size()], args.first_seed + static_cast<uint64_t>(i), check,
                 mine);
      }
      std::lock_guard<std::mutex> lock(merge);
      tally.add(mine);
    };
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < args.threads; ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
    const double secs = std::chrono::duration<double>(Clock::now() - t0).count();
    std::printf(
        "%-12s %8lld games %11lld moves %4lld violations %4lld unfinished  %zu tables  %.1f games/s  %.0f moves/s  "
        "%.0f s\n",
        std::string(g->id).c_str(), static_cast<long long>(tally.games), static_cast<long long>(tally.moves),
        static_cast<long long>(tally.violations), static_cast<long long>(tally.unfinished), tables.size(),
        static_cast<double>(tally.games) / secs, static_cast<double>(tally.moves) / secs, secs);
    std::fflush(stdout);
    all.add(tally);
  }
  std::printf("total        %8lld games %11lld moves %4lld violations or unfinished games\n",
              static_cast<long long>(all.games), static_cast<long long>(all.moves),
              static_cast<long long>(all.violations + all.unfinished));
  return all.violations + all.unfinished ? 1 : 0;
}
