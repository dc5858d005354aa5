#include "cli/args.h"

#include <limits>

namespace parlor::cli {
namespace {

std::vector<std::string> split_bots(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    if (comma == std::string::npos) comma = s.size();
    if (comma > start) out.push_back(s.substr(start, comma - start));
    start = comma + 1;
  }
  return out;
}

std::string range_text(uint64_t lo, uint64_t hi) { return std::to_string(lo) + " to " + std::to_string(hi); }

}  // namespace

std::optional<uint64_t> parse_unsigned(std::string_view text, uint64_t lo, uint64_t hi) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  uint64_t v = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const auto d = static_cast<uint64_t>(c - '0');
    if (v > (std::numeric_limits<uint64_t>::max() - d) / 10) return std::nullopt;
    v = v * 10 + d;
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

Result<SimOptions> parse_simulate_args(const Args& args) {
  using R = Result<SimOptions>;
  SimOptions o;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--verbose") {
      o.verbose = true;
      continue;
    }
    const bool known = a == "--game" || a == "--games" || a == "--seed" || a == "--players" || a == "--bots" ||
                       a == "--check" || a == "--save" || a == "--option" || a == "--threads";
    if (!known) return R::failure("There is no option \"" + a + "\"; see parlor help.");
    if (i + 1 >= args.size()) return R::failure(a + " needs a value.");
    const std::string& v = args[++i];
    if (a == "--game") {
      o.game = v;
    } else if (a == "--games") {
      auto n = parse_unsigned(v, 1, kMaxGames);
      if (!n) return R::failure("--games must be a whole number from " + range_text(1, kMaxGames) + ".");
      o.games = static_cast<int64_t>(*n);
    } else if (a == "--seed") {
      auto n = parse_unsigned(v, 0, std::numeric_limits<uint64_t>::max());
      if (!n) return R::failure("--seed must be a whole number from 0 to 18446744073709551615.");
      o.seed = *n;
    } else if (a == "--players") {
      auto n = parse_unsigned(v, 1, kMaxPlayers);
      if (!n) return R::failure("--players must be a whole number from " + range_text(1, kMaxPlayers) + ".");
      o.players = static_cast<int>(*n);
    } else if (a == "--bots") {
      o.bots = split_bots(v);
      if (o.bots.empty()) return R::failure("--bots needs at least one bot, such as random or greedy.");
    } else if (a == "--option") {
      const size_t eq = v.find('=');
      if (eq == std::string::npos || eq == 0) return R::failure("--option is NAME=VALUE, such as partners=true.");
      o.options.emplace_back(v.substr(0, eq), v.substr(eq + 1));
    } else if (a == "--threads") {
      auto n = parse_unsigned(v, 1, 256);
      if (!n) return R::failure("--threads must be a whole number from " + range_text(1, 256) + ".");
      o.threads = static_cast<unsigned>(*n);
    } else if (a == "--check") {
      if (v != "full" && v != "sampled" && v != "none") return R::failure("--check is full, sampled or none.");
      o.check = v;
    } else {
      if (v.empty()) return R::failure("--save needs a file name.");
      o.save = v;
    }
  }
  // Game i uses seed + i, which must not wrap around.
  if (o.seed > std::numeric_limits<uint64_t>::max() - static_cast<uint64_t>(o.games - 1))
    return R::failure("--seed is too large for that many games: the seeds would wrap around.");
  return o;
}

Result<ReplayOptions> parse_replay_args(const Args& args) {
  using R = Result<ReplayOptions>;
  ReplayOptions o;
  for (const std::string& a : args) {
    if (a == "--moves") {
      o.moves = true;
    } else if (a.size() > 1 && a[0] == '-') {
      return R::failure("There is no option \"" + a + "\"; replay takes a file and --moves.");
    } else if (!o.path.empty()) {
      return R::failure("Replay one saved game at a time.");
    } else {
      o.path = a;
    }
  }
  if (o.path.empty()) return R::failure("Say which saved game to replay: parlor replay FILE [--moves].");
  return o;
}

std::optional<std::string> no_arguments(std::string_view command, const Args& args) {
  if (args.empty()) return std::nullopt;
  return "parlor " + std::string(command) + " takes no arguments (\"" + args.front() + "\" was given).";
}

}  // namespace parlor::cli
