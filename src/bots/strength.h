// One bot kind against another (Strong against Good): seeded matches with the seats rotated,
// played in parallel, the kind's share of the wins with its 95% (Wilson) interval, its move
// times (median, p95, max) and the wall time. bench/bot_strength and `parlor simulate --bots
// strong,greedy` both print it.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace parlor {

struct StrengthMatch {
  std::string game;
  nlohmann::json options;  // the game's, "players" included (a table in teams: the kind is a team)
  std::string kind = "strong", against = "greedy";
  int games = 100;
  uint64_t seed = 1000;  // game i: seed + i, the kind in seat i % players (a team: seats of parity i % 2)
  unsigned threads = 0;  // 0: every core
  double minutes = 0;    // > 0: no game starts after this long; the games played are reported
};

struct StrengthResult {
  int players = 0;
  bool partners = false;
  int games = 0, finished = 0;
  double share = 0, low = 0, high = 0, fair = 0;  // of the wins, 0..1
  double median_ms = 0, p95_ms = 0, max_ms = 0;   // the kind's moves
  size_t moves = 0;
  double seconds = 0;
  unsigned threads = 0;
};

StrengthResult play_strength(const StrengthMatch& match);
// One line: "five_crowns 2 seats, 1 Strong: 75.0% of wins [62.8, 84.2] (fair 50.0%) over ...".
std::string strength_line(const StrengthMatch& match, const StrengthResult& result);

}  // namespace parlor
