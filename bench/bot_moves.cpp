// The cost of one bot move as the app pays it (view, choose, validate, apply), for every game's
// greedy bot in 4-player self-play: median, p95, p99 and max in microseconds, and the phase of the
// slowest moves. A table at instant speed plays moves until its frame budget is spent, so the
// slowest single move is what can push a frame past the budget. Build it native or in wasm:
//   build/release/bench_bot_moves [games=40]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

struct Move {
  double us;
  std::string phase;
};

double at(const std::vector<double>& sorted, double q) {
  return sorted[static_cast<size_t>(q * static_cast<double>(sorted.size() - 1))];
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 40;
  for (const GameEntry& g : game_registry()) {
    const auto kinds = bot_kinds(g.id);
    if (!g.has_engine || std::find(kinds.begin(), kinds.end(), "greedy") == kinds.end()) continue;
    const int players = std::min(4, g.max_players);
    std::vector<Move> moves;
    for (int i = 0; i < games; ++i) {
      const uint64_t seed = 9000 + static_cast<uint64_t>(i);
      auto state = create_game(g.id, json{{"players", players}}, seed);
      if (!state) {
        std::printf("%s: %s\n", std::string(g.id).c_str(), state.error().c_str());
        return 1;
      }
      auto bots = make_bots(g.id, std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
      State& st = **state;
      for (int64_t step = 0; !st.is_terminal() && step < st.max_game_length(); ++step) {
        const int seat = st.current_seat();
        const std::string phase(st.phase());
        const auto t0 = std::chrono::steady_clock::now();
        auto view = st.view(seat);
        const Action a = (*bots)[static_cast<size_t>(seat)]->choose(*view);
        if (auto reason = st.validate(seat, a)) {
          std::printf("%s: illegal bot move: %s\n", std::string(g.id).c_str(), reason->c_str());
          return 1;
        }
        st.apply(seat, a);
        moves.push_back(
            {std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count(), phase});
      }
    }
    std::vector<double> us;
    for (const Move& m : moves) us.push_back(m.us);
    std::sort(us.begin(), us.end());
    std::printf(
        "%s greedy, %d players, %zu moves over %d games: median %.1f us, p95 %.1f us, p99 %.1f us, max %.1f us\n",
        std::string(g.id).c_str(), players, us.size(), games, at(us, 0.5), at(us, 0.95), at(us, 0.99), us.back());
    // Which phases the slowest hundredth of moves come from.
    const double slow = at(us, 0.99);
    std::map<std::string, int> where;
    for (const Move& m : moves)
      if (m.us >= slow) ++where[m.phase];
    std::printf("  slowest 1%% by phase:");
    for (const auto& [phase, n] : where) std::printf(" %s %d", phase.c_str(), n);
    std::printf("\n");
  }
  return 0;
}
