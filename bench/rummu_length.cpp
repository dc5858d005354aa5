// Rummü: how long a game lasts at each table size, with greedy ("Good") bots in every seat. For
// 3 to 6 players, and partnerships at 4 and 6, at the set-up's default length and playing to the
// score where that is offered: the rounds a game takes (median, p90, most), the share of games
// ended as chosen (by the score, 200 or a team 500, or after their rounds) rather than by the
// guard of 100 rounds, the share over within 15 rounds, and the average round's points per seat
// (a seat's points, not its team's).
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
#include "games/rummu/rules.h"

using namespace parlor;

namespace {

struct Game {
  int rounds = 0;
  bool as_chosen = false;
  double points_per_seat_round = 0;
  bool finished = false;
};

// yellow-joker-rummy.txt: a seat at 200, or a team at 500, ends the game.
constexpr int kEndScore = 200, kTeamEndScore = 500;

// `length`: the option "rounds" (0: to the score), or -1 for the default at this table.
Game play_one(int players, bool partners, int length, uint64_t seed) {
  json options{{"players", players}, {"partners", partners}};
  if (length >= 0) options["rounds"] = length;
  auto state = create_game("rummu", options, seed);
  auto bots = make_bots("rummu", std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
  Game g;
  g.finished = play_game(**state, *bots, (*state)->max_game_length()).finished;
  const Scores s = (*state)->scores();
  g.rounds = static_cast<int>(s.rounds.size());
  const int best = s.team_totals.empty() ? 0 : *std::max_element(s.team_totals.begin(), s.team_totals.end());
  const int rounds = (*state)->options().value("rounds", 0);
  g.as_chosen = rounds == 0 ? best >= (partners ? kTeamEndScore : kEndScore) : g.rounds == rounds;
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

void table(int players, bool partners, int length, int games, uint64_t first_seed) {
  std::vector<Game> results(static_cast<size_t>(games));
  std::atomic<int> next{0};
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  for (unsigned c = 0; c < cores; ++c)
    workers.emplace_back([&] {
      for (int i = next++; i < games; i = next++)
        results[static_cast<size_t>(i)] = play_one(players, partners, length, first_seed + static_cast<uint64_t>(i));
    });
  for (auto& w : workers) w.join();
  std::vector<int> rounds;
  int as_chosen = 0, unfinished = 0;
  double points = 0, within15 = 0;
  for (const Game& g : results) {
    rounds.push_back(g.rounds);
    as_chosen += g.as_chosen;
    unfinished += !g.finished;
    points += g.points_per_seat_round;
    within15 += g.as_chosen && g.rounds <= 15;
  }
  const std::string name = std::to_string(players) + (partners ? " in pairs" : " players");
  const std::string chosen =
      length == 0 ? (partners ? "to 500" : "to 200")
                  : std::to_string(length < 0 ? rummu::default_rounds(players) : length) + " rounds (default)";
  const std::string note = unfinished ? " " + std::to_string(unfinished) + " games did not finish" : "";
  std::printf("| %s | %s | %d | %d | %d | %.1f%% | %.1f%% | %.1f |%s\n", name.c_str(), chosen.c_str(),
              percentile(rounds, 0.5), percentile(rounds, 0.9), *std::max_element(rounds.begin(), rounds.end()),
              100.0 * as_chosen / games, 100.0 * within15 / games, points / games, note.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 200;
  const uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const auto t0 = std::chrono::steady_clock::now();
  std::printf("Rummü, greedy bots in every seat, %d seeded games a table from seed %llu\n\n", games,
              static_cast<unsigned long long>(seed));
  std::printf(
      "| table | length | median rounds | p90 | most | ended as chosen | as chosen within 15 rounds | points per seat "
      "a round |\n");
  std::printf("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
  for (int players = 3; players <= 6; ++players) table(players, false, -1, games, seed);
  table(4, true, -1, games, seed);
  table(6, true, -1, games, seed);
  // The sheet's end, where the set-up offers it (alone at four it is not: README).
  table(3, false, 0, games, seed);
  table(4, true, 0, games, seed);
  std::printf("\n%.0f s on %u cores\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(),
              std::max(1u, std::thread::hardware_concurrency()));
  return 0;
}
