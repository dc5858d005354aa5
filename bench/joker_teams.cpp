// Joker: the greedy team against the random team over 1,000 seeded games (the teams swap
// seats every game, so neither keeps the first move), and greedy self-play games per second.
#include <chrono>
#include <cstdio>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

int main() {
  const int games = 1000;
  double greedy_wins = 0;
  int64_t moves = 0;
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 5000 + static_cast<uint64_t>(i);
    auto state = create_game("joker", json::object(), seed);
    const int greedy_team = i % 2;
    std::vector<std::string> kinds;
    for (int s = 0; s < 4; ++s) kinds.emplace_back(s % 2 == greedy_team ? "greedy" : "random");
    auto bots = make_bots("joker", kinds, seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    if (!r.finished) std::printf("game %llu did not finish\n", static_cast<unsigned long long>(seed));
    moves += r.steps;
    greedy_wins += (*state)->scores().shares()[static_cast<size_t>(greedy_team)] * 2;  // two winners share a win
  }
  double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("joker greedy team vs random team, %d seeded games: greedy wins %.1f%%, %.0f moves/game, %.0f games/s\n",
              games, 100.0 * greedy_wins / games, static_cast<double>(moves) / games, games / secs);
  moves = 0;
  t0 = std::chrono::steady_clock::now();
  const int self = 200;
  for (int i = 0; i < self; ++i) {
    auto state = create_game("joker", json::object(), 77 + static_cast<uint64_t>(i));
    auto bots = make_bots("joker", std::vector<std::string>(4, "greedy"), 77 + static_cast<uint64_t>(i));
    moves += play_game(**state, *bots, (*state)->max_game_length()).steps;
  }
  secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::printf("joker greedy self-play: %.1f full games/s, %.0f moves/s (%d games, %.0f moves/game)\n", self / secs,
              static_cast<double>(moves) / secs, self, static_cast<double>(moves) / self);
  return 0;
}
