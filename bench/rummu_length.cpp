// Rummü: how long a game lasts at each table size, with greedy ("Good") bots in every seat. For
// 3 to 6 players, and partnerships at 4 and 6: the rounds a game takes (median, p90, most), the
// share of games ended by the score (200, a team 500) rather than the round cap (and of those
// within 15 rounds), and the average round's points per seat (a seat's points, not its team's).
// Usage: bench_rummu_length [games per table (200)] [first seed (1)]
// Games run on every core; each game's result depends only on its seed.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

struct Game {
  int rounds = 0;
  bool by_score = false;
  double points_per_seat_round = 0;
  bool finished = false;
};

// yellow-joker-rummy.txt: a seat at 200, or a team at 500, ends the game.
constexpr int kEndScore = 200, kTeamEndScore = 500;

Game play_one(int players, bool partners, uint64_t seed) {
  auto state = create_game("rummu", json{{"players", players}, {"partners", partners}}, seed);
  auto bots = make_bots("rummu", std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
  Game g;
  g.finished = play_game(**state, *bots, (*state)->max_game_length()).finished;
  const Scores s = (*state)->scores();
  g.rounds = static_cast<int>(s.rounds.size());
  const int best = s.team_totals.empty() ? 0 : *std::max_element(s.team_totals.begin(), s.team_totals.end());
  g.by_score = best >= (partners ? kTeamEndScore : kEndScore);
  double points = 0;
  for (const auto& round : s.rounds)
    for (int p : round) points += p;
  if (g.rounds > 0) g.points_per_seat_round = points / (g.rounds * players);
  return g;
}

int percentile(std::vector<int> v, double q) {
  std::sort(v.begin(), v.end());
  const auto i = static_cast<size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

void table(int players, bool partners, int games, uint64_t first_seed) {
  std::vector<Game> results(static_cast<size_t>(games));
  std::atomic<int> next{0};
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  for (unsigned c = 0; c < cores; ++c)
    workers.emplace_back([&] {
      for (int i = next++; i < games; i = next++)
        results[static_cast<size_t>(i)] = play_one(players, partners, first_seed + static_cast<uint64_t>(i));
    });
  for (auto& w : workers) w.join();
  std::vector<int> rounds;
  int by_score = 0, unfinished = 0;
  double points = 0, within15 = 0;
  for (const Game& g : results) {
    rounds.push_back(g.rounds);
    by_score += g.by_score;
    unfinished += !g.finished;
    points += g.points_per_seat_round;
    within15 += g.by_score && g.rounds <= 15;
  }
  const std::string name = std::to_string(players) + (partners ? " in pairs" : " players");
  const std::string note = unfinished ? " " + std::to_string(unfinished) + " games did not finish" : "";
  std::printf("| %s | %d | %d | %d | %.1f%% | %.1f%% | %.1f |%s\n", name.c_str(), percentile(rounds, 0.5),
              percentile(rounds, 0.9), *std::max_element(rounds.begin(), rounds.end()), 100.0 * by_score / games,
              100.0 * within15 / games, points / games, note.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  const uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const auto t0 = std::chrono::steady_clock::now();
  std::printf("Rummü, greedy bots in every seat, %d seeded games a table from seed %llu\n\n", games,
              static_cast<unsigned long long>(seed));
  std::printf(
      "| table | median rounds | p90 | most | ended by the score | by the score within 15 rounds | points per seat a "
      "round |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (int players = 3; players <= 6; ++players) table(players, false, games, seed);
  table(4, true, games, seed);
  table(6, true, games, seed);
  std::printf("\n%.0f s on %u cores\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
              std::max(1u, std::thread::hardware_concurrency()));
  return 0;
}
