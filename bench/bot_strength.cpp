// Strong against Good: seeded matches with the seats rotated, at two seats and at the game's
// usual table (one Strong among Good bots; a Strong team against a Good team where the game
// plays in partnerships), each Strong share of the wins with its 95% (Wilson) interval, the
// Strong bot's move times (median, p95, max) and the wall time. Games run on every core.
//
// bench_bot_strength [--game ID] [--games N] [--players N] [--partners] [--iterations N]
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
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
#include "games/registry.h"

using namespace parlor;

namespace {

// A bot whose every choice is timed.
class Timed final : public Bot {
 public:
  Timed(std::unique_ptr<Bot> bot, std::vector<double>& millis) : bot_(std::move(bot)), millis_(millis) {}
  std::string_view kind() const override { return bot_->kind(); }
  Action choose(const View& view) override {
    const auto t0 = std::chrono::steady_clock::now();
    Action a = bot_->choose(view);
    millis_.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    return a;
  }

 private:
  std::unique_ptr<Bot> bot_;
  std::vector<double>& millis_;
};

struct Table {
  int players = 2;
  bool partners = false;
  bool flag = true;  // partnerships are an option to ask for (Joker's tables always play in teams)
};

struct Outcome {
  double strong_share = 0;  // the Strong seats' share of the win (a team: the team's)
  std::vector<double> millis;
  bool finished = false;
};

// Game `i`: Strong in seat i % players (a team: the seats of parity i % 2), Good elsewhere.
Outcome play_one(const std::string& game, const Table& t, int i, uint64_t seed) {
  Outcome out;
  json options{{"players", t.players}};
  if (t.partners && t.flag) options["partners"] = true;
  auto state = create_game(game, options, seed);
  if (!state) return out;
  std::vector<std::string> kinds;
  std::vector<bool> strong;
  for (int s = 0; s < t.players; ++s) {
    const bool is_strong = t.partners ? (s % 2) == (i % 2) : s == i % t.players;
    strong.push_back(is_strong);
    kinds.emplace_back(is_strong ? "strong" : "greedy");
  }
  auto bots = make_bots(game, kinds, seed);
  if (!bots) return out;
  for (int s = 0; s < t.players; ++s)
    if (strong[static_cast<size_t>(s)])
      (*bots)[static_cast<size_t>(s)] = std::make_unique<Timed>(std::move((*bots)[static_cast<size_t>(s)]), out.millis);
  PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
  out.finished = r.finished && !r.error;
  const auto shares = (*state)->scores().shares();
  for (int s = 0; s < t.players; ++s)
    if (strong[static_cast<size_t>(s)]) out.strong_share += shares[static_cast<size_t>(s)];
  return out;
}

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

void run(const std::string& game, const Table& t, int games) {
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<Outcome> outcomes(static_cast<size_t>(games));
  std::atomic<int> next{0};
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  for (unsigned w = 0; w < cores; ++w)
    workers.emplace_back([&] {
      for (int i = next++; i < games; i = next++)
        outcomes[static_cast<size_t>(i)] = play_one(game, t, i, 1000 + static_cast<uint64_t>(i));
    });
  for (auto& w : workers) w.join();
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  double won = 0;
  int finished = 0;
  std::vector<double> millis;
  for (const Outcome& o : outcomes) {
    won += o.strong_share;
    finished += o.finished ? 1 : 0;
    millis.insert(millis.end(), o.millis.begin(), o.millis.end());
  }
  // Wilson's interval for a share of n games, at 95%.
  const double n = games, p = won / n, z = 1.96;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  const int strong_seats = t.partners ? t.players / 2 : 1;
  const double fair = t.partners ? 0.5 : 1.0 / t.players;
  std::printf(
      "%-11s %d seats%s, %d Strong: %5.1f%% of wins [%4.1f, %4.1f] (fair %4.1f%%) over %d games (%d finished); "
      "move ms median %.1f p95 %.1f max %.1f over %zu moves; %.1f s on %u threads\n",
      game.c_str(), t.players, t.partners ? " (partners)" : "", strong_seats, 100 * p, 100 * (centre - half),
      100 * (centre + half), 100 * fair, games, finished, percentile(millis, 0.5), percentile(millis, 0.95),
      millis.empty() ? 0.0 : *std::max_element(millis.begin(), millis.end()), millis.size(), secs, cores);
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  std::string only;
  int games = 100, players = 0;
  bool partners = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--game" && i + 1 < argc)
      only = argv[++i];
    else if (a == "--games" && i + 1 < argc)
      games = std::atoi(argv[++i]);
    else if (a == "--players" && i + 1 < argc)
      players = std::atoi(argv[++i]);
    else if (a == "--partners")
      partners = true;
    else {
      std::fprintf(stderr, "usage: bench_bot_strength [--game ID] [--games N] [--players N] [--partners]\n");
      return 2;
    }
  }
  for (const GameEntry& g : game_registry()) {
    const auto kinds = bot_kinds(g.id, BotKinds::All);
    if (!g.has_engine || (!only.empty() && g.id != only)) continue;
    if (std::find(kinds.begin(), kinds.end(), "strong") == kinds.end()) continue;
    const json schema = g.option_schema();
    const bool has_partners =
        std::any_of(schema.begin(), schema.end(), [](const json& o) { return o["name"] == "partners"; });
    // A game whose usual table is always in teams (Joker).
    auto probe = create_game(g.id, json::object(), 1);
    const bool always_partners = probe && (*probe)->num_teams() < (*probe)->num_seats();
    std::vector<Table> tables;
    if (players) {
      tables.push_back({players, partners, has_partners});
    } else {
      int usual = 4;
      for (const json& o : schema)
        if (o["name"] == "players") usual = o["default"].get<int>();
      for (int n : {2, usual})
        if (int seats = nearest_players(g, n); std::none_of(
                tables.begin(), tables.end(), [&](const Table& t) { return t.players == seats && !t.partners; }))
          tables.push_back({seats, false});
      if (has_partners || always_partners) tables.push_back({4, true, has_partners});
    }
    for (const Table& t : tables) run(std::string(g.id), t, games);
  }
  return 0;
}
