// Joker: the greedy team against the random team over 1,000 seeded games (the teams swap
// seats every game, so neither keeps the first move), the same on the six-sided board against
// two random teams (the greedy bots take each team's seats in turn), and greedy self-play games
// per second.
#include <chrono>
#include <cstdio>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

// The greedy team against random ones at a table of `players`: seat s is on team s % teams.
void teams(int players, int games) {
  const int n_teams = players / 2;
  double greedy_wins = 0;
  int64_t moves = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 5000 + static_cast<uint64_t>(i);
    auto state = create_game("joker", json{{"players", players}}, seed);
    const int greedy_team = i % n_teams;
    std::vector<std::string> kinds;
    for (int s = 0; s < players; ++s) kinds.emplace_back(s % n_teams == greedy_team ? "greedy" : "random");
    auto bots = make_bots("joker", kinds, seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    if (!r.finished) std::printf("game %llu did not finish\n", static_cast<unsigned long long>(seed));
    moves += r.steps;
    greedy_wins += (*state)->scores().shares()[static_cast<size_t>(greedy_team)] * 2;  // two winners share a win
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf(
      "joker, %d players: greedy team vs %s, %d seeded games: greedy wins %.1f%%, %.0f moves/game, %.0f games/s\n",
      players, n_teams == 2 ? "random team" : "two random teams", games, 100.0 * greedy_wins / games,
      static_cast<double>(moves) / games, games / secs);
}

}  // namespace

int main() {
  teams(4, 1000);
  teams(6, 1000);
  int64_t moves = 0;
  auto t0 = std::chrono::steady_clock::now();
  const int self = 200;
  for (int i = 0; i < self; ++i) {
    auto state = create_game("joker", json::object(), 77 + static_cast<uint64_t>(i));
    auto bots = make_bots("joker", std::vector<std::string>(4, "greedy"), 77 + static_cast<uint64_t>(i));
    moves += play_game(**state, *bots, (*state)->max_game_length()).steps;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("joker greedy self-play: %.1f full games/s, %.0f moves/s (%d games, %.0f moves/game)\n", self / secs,
              static_cast<double>(moves) / secs, self, static_cast<double>(moves) / self);
  return 0;
}
