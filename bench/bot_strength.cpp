// Strong against Good: seeded matches with the seats rotated, at two seats and at the game's
// usual table (one Strong among Good bots; a Strong team against a Good team where the game
// plays in partnerships), each Strong share of the wins with its 95% (Wilson) interval, the
// Strong bot's move times (median, p95, max) and the wall time (bots/strength.h; `parlor
// simulate --bots strong,greedy --seed 1000` prints the same line). Games run in parallel.
//
// bench_bot_strength [--game ID] [--games N] [--players N] [--partners] [--threads N] [--minutes M]
//                    [--seed S]
// (--minutes: no game starts after M minutes; the games played by then are reported. --seed: game i
// plays seed S + i, default 1000, so a run from 1000 + N adds games to an N-game run without
// replaying any)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/registry.h"
#include "bots/strength.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

struct Table {
  int players = 2;
  bool partners = false;
};

}  // namespace

int main(int argc, char** argv) {
  std::string only;
  int games = 100, players = 0, threads = 0;
  double minutes = 0;
  bool partners = false;
  uint64_t seed = 1000;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--game" && i + 1 < argc)
      only = argv[++i];
    else if (a == "--games" && i + 1 < argc)
      games = std::atoi(argv[++i]);
    else if (a == "--players" && i + 1 < argc)
      players = std::atoi(argv[++i]);
    else if (a == "--threads" && i + 1 < argc)
      threads = std::atoi(argv[++i]);
    else if (a == "--minutes" && i + 1 < argc)
      minutes = std::atof(argv[++i]);
    else if (a == "--partners")
      partners = true;
    else if (a == "--seed" && i + 1 < argc)
      seed = std::strtoull(argv[++i], nullptr, 10);
    else {
      std::fprintf(stderr,
                   "usage: bench_bot_strength [--game ID] [--games N] [--players N] [--partners] [--threads N]\n"
                   "                          [--minutes M] [--seed S]\n");
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
      tables.push_back({players, partners});
    } else {
      int usual = 4;
      for (const json& o : schema)
        if (o["name"] == "players") usual = o["default"].get<int>();
      // Two seats and the usual table, one Strong among Good (not where every table is in teams).
      for (int n : {2, usual}) {
        const int seats = nearest_players(g, n);
        if (!always_partners && std::none_of(tables.begin(), tables.end(),
                                             [&](const Table& t) { return t.players == seats && !t.partners; }))
          tables.push_back({seats, false});
      }
      if (has_partners || always_partners) tables.push_back({4, true});
    }
    for (const Table& t : tables) {
      StrengthMatch m;
      m.game = std::string(g.id);
      m.options = json{{"players", t.players}};
      if (t.partners && has_partners) m.options["partners"] = true;
      m.games = games;
      m.threads = static_cast<unsigned>(std::max(0, threads));
      m.minutes = minutes;
      m.seed = seed;
      std::printf("%s\n", strength_line(m, play_strength(m)).c_str());
      std::fflush(stdout);
    }
  }
  return 0;
}
