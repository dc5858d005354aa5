// Greedy bots, for every game that has one: full self-play games per second, and the greedy
// bot's win rate against random bots over 1,000 seeded games at the game's smallest table (seats
// rotating); for a game with a partnership option, a greedy team against a random team at four.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

double play_many(std::string_view game, const std::vector<const char*>& kinds, int games, uint64_t first_seed,
                 std::vector<double>* shares, int64_t* moves, const json& extra = json::object()) {
  auto t0 = std::chrono::steady_clock::now();
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(i);
    const int players = static_cast<int>(kinds.size());
    json options = extra;
    options["players"] = players;
    auto state = create_game(game, options, seed);
    // Seats rotate with the game number so no kind keeps the first move (alternating kinds stay
    // opposite their partners).
    const int turn = i;
    std::vector<std::string> seats;
    for (int s = 0; s < players; ++s) seats.emplace_back(kinds[static_cast<size_t>((s + turn) % players)]);
    auto bots = make_bots(game, seats, seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    if (!r.finished) std::printf("game %llu did not finish\n", static_cast<unsigned long long>(seed));
    if (moves) *moves += r.steps;
    if (shares) {
      auto sh = (*state)->scores().shares();
      for (int s = 0; s < players; ++s)
        (*shares)[static_cast<size_t>((s + turn) % players)] += sh[static_cast<size_t>(s)];
    }
  }
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int main() {
  for (const GameEntry& g : game_registry()) {
    const auto kinds = bot_kinds(g.id);
    if (!g.has_engine || std::find(kinds.begin(), kinds.end(), "greedy") == kinds.end()) continue;
    const std::string name(g.id);
    std::vector<int> tables;
    for (int asked : {2, 4})
      if (int n = nearest_players(g, asked); std::find(tables.begin(), tables.end(), n) == tables.end())
        tables.push_back(n);
    for (int players : tables) {
      std::vector<const char*> greedy(static_cast<size_t>(players), "greedy");
      std::vector<double> rates;
      int64_t moves = 0;
      const int games = 200;
      for (int rep = 0; rep < 5; ++rep) {
        double secs = play_many(g.id, greedy, games, 1 + static_cast<uint64_t>(rep) * games, nullptr, &moves);
        rates.push_back(games / secs);
      }
      std::sort(rates.begin(), rates.end());
      std::printf(
          "%s greedy self-play, %d players: %8.1f full games/s (median of 5 x %d games; min %.1f, max %.1f; %.0f "
          "moves/game)\n",
          name.c_str(), players, rates[2], games, rates.front(), rates.back(),
          static_cast<double>(moves) / (5.0 * games));
    }
    const int least = g.player_counts.front();
    std::vector<const char*> seats(static_cast<size_t>(least), "random");
    seats[0] = "greedy";
    std::vector<double> shares(seats.size(), 0.0);
    int64_t moves = 0;
    const int games = 1000;
    double secs = play_many(g.id, seats, games, 424242, &shares, &moves);
    std::printf("%s one greedy vs %d random, %d players, %d seeded games: greedy wins %.1f%%, %.0f games/s\n",
                name.c_str(), least - 1, least, games, 100.0 * shares[0] / games, games / secs);
    const json schema = g.option_schema();
    const bool partners =
        std::any_of(schema.begin(), schema.end(), [](const json& o) { return o["name"] == "partners"; });
    if (!partners) continue;
    std::vector<double> team(4, 0.0);
    secs = play_many(g.id, {"greedy", "random", "greedy", "random"}, games, 424242, &team, &moves,
                     json{{"partners", true}});
    std::printf(
        "%s greedy team vs random team, 4 players in partnership, %d seeded games: greedy team wins %.1f%%, %.0f "
        "games/s\n",
        name.c_str(), games, 100.0 * (team[0] + team[2]) / games, games / secs);
  }
  return 0;
}
