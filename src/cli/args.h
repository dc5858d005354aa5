// The command line's arguments, read strictly: a number is the whole argument and in range, and
// every mistake is a sentence. Kept apart from the commands so the tests can call it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"

namespace parlor::cli {

using Args = std::vector<std::string>;

// Exit codes: 0 only when everything asked was done.
inline constexpr int kExitDone = 0;
inline constexpr int kExitViolation = 1;  // simulate found a broken invariant
inline constexpr int kExitUsage = 2;      // the command line is wrong; nothing was done
inline constexpr int kExitFile = 3;       // a file could not be read or written, or is not a saved game

// A whole decimal number in [lo, hi]: no sign unless lo < 0, no spaces, no exponent, no suffix.
std::optional<uint64_t> parse_unsigned(std::string_view text, uint64_t lo, uint64_t hi);

inline constexpr int64_t kMaxGames = 1000000000;
inline constexpr int kMaxPlayers = 99;  // each game then says how many it takes

struct SimOptions {
  std::string game;  // empty: every game with an engine
  int64_t games = 100;
  uint64_t seed = 1;
  int players = 0;  // 0: each game's smallest table
  std::vector<std::string> bots{"random"};
  std::string check = "sampled";
  std::string save;
  bool verbose = false;
  unsigned threads = 0;  // --threads: games played at once against Strong (0: every core)
  // --option NAME=VALUE, each: the game's own options beyond the player count ("partners=true").
  std::vector<std::pair<std::string, std::string>> options;
};

// `parlor simulate` options; the reason is a sentence (a usage error).
Result<SimOptions> parse_simulate_args(const Args& args);

struct ReplayOptions {
  std::string path;
  bool moves = false;
};
Result<ReplayOptions> parse_replay_args(const Args& args);

// Commands that take no arguments: the reason when some were given.
std::optional<std::string> no_arguments(std::string_view command, const Args& args);

}  // namespace parlor::cli
