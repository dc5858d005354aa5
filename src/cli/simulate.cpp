#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "bots/strength.h"
#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/conformance.h"
#include "games/registry.h"

namespace parlor::cli {
namespace {

// What the games of one game id add up to.
struct Tally {
  std::map<std::string, double> wins_by_bot;
  std::map<std::string, int> seats_by_bot;
  std::vector<double> wins_by_seat;
  int64_t total_steps = 0, finished = 0;
  json last_save;
};

std::vector<std::string> seat_kinds(const SimOptions& o) {
  std::vector<std::string> kinds;
  for (int s = 0; s < o.players; ++s) kinds.push_back(o.bots[static_cast<size_t>(s) % o.bots.size()]);
  return kinds;
}

// One seeded game; a usage error when the game or its bots cannot be made (choose_games checked
// both, so only a new option could get here), else 0 (a broken invariant counts in `violations`).
int play_one(const GameEntry& g, const json& options, uint64_t seed, const SimOptions& o, Tally& tally,
             int& violations) {
  auto state = g.create(options, seed);
  if (!state) return complain("simulate", state.error(), kExitUsage);
  const std::vector<std::string> kinds = seat_kinds(o);
  auto bots = make_bots(g.id, kinds, seed);
  if (!bots) return complain("simulate", bots.error(), kExitUsage);
  CheckOptions check;
  if (o.check == "sampled") {
    check.all_checks_until = 200;
    check.sample_every = 97;
  }
  std::function<std::optional<std::string>(const State&, int64_t)> after;
  if (o.check != "none") after = [&](const State& s, int64_t step) { return check_invariants(s, step, check); };
  PlayResult r;
  if (o.check != "none") r.error = check_invariants(**state, 0, check);
  if (!r.error) r = play_game(**state, *bots, (*state)->max_game_length(), after);
  tally.total_steps += r.steps;
  if (r.error || !r.finished) {
    ++violations;
    std::cout << g.id << " seed " << seed << ": ";
    if (r.error)
      std::cout << "VIOLATION " << *r.error << "\n";
    else
      std::cout << "did not finish within " << (*state)->max_game_length() << " moves\n";
    return 0;
  }
  ++tally.finished;
  Scores sc = (*state)->scores();
  std::vector<double> share = sc.shares();
  for (int s = 0; s < o.players; ++s) {
    tally.wins_by_seat[static_cast<size_t>(s)] += share[static_cast<size_t>(s)];
    tally.wins_by_bot[kinds[static_cast<size_t>(s)]] += share[static_cast<size_t>(s)];
    tally.seats_by_bot[kinds[static_cast<size_t>(s)]] += 1;
  }
  if (o.verbose) {
    std::cout << g.id << " seed " << seed << ": " << r.steps << " moves, totals";
    for (int t : sc.totals) std::cout << " " << t;
    std::cout << ", winners";
    for (int w : sc.winners) std::cout << " " << w << "(" << kinds[static_cast<size_t>(w)] << ")";
    std::cout << "\n";
  }
  tally.last_save = (*state)->to_json();
  return 0;
}

void print_tally(const GameEntry& g, const SimOptions& o, const Tally& tally, double secs) {
  std::cout << std::fixed << std::setprecision(1);
  std::cout << g.id << ": " << tally.finished << "/" << o.games << " games finished, " << tally.total_steps
            << " moves, "
            << (tally.finished ? static_cast<double>(tally.total_steps) / static_cast<double>(o.games) : 0.0)
            << " moves/game, " << secs << " s, checks " << o.check << "\n";
  for (const auto& [kind, wins] : tally.wins_by_bot) {
    const int seats = tally.seats_by_bot.at(kind);
    std::cout << "  " << kind << ": " << wins << " wins over " << seats << " seat-games ("
              << (seats > 0 ? 100.0 * wins / (static_cast<double>(tally.finished)) : 0.0) << "% of games won by a "
              << kind << " seat)\n";
  }
  for (int s = 0; s < o.players; ++s)
    std::cout << "  seat " << s << " (" << o.bots[static_cast<size_t>(s) % o.bots.size()]
              << "): " << tally.wins_by_seat[static_cast<size_t>(s)] << " wins\n";
}

int simulate_game_id(const GameEntry& g, const SimOptions& o, const json& options, Tally& tally, int& violations) {
  tally.wins_by_seat.assign(static_cast<size_t>(o.players), 0.0);
  auto t0 = std::chrono::steady_clock::now();
  for (int64_t i = 0; i < o.games; ++i)
    if (int rc = play_one(g, options, o.seed + static_cast<uint64_t>(i), o, tally, violations)) return rc;
  print_tally(g, o, tally, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  return kExitDone;
}

// The games to play with their options, or a usage error. Without --game, a game that cannot
// seat --players is skipped, and said so on stderr.
Result<std::vector<std::pair<const GameEntry*, json>>> choose_games(const SimOptions& o) {
  using R = Result<std::vector<std::pair<const GameEntry*, json>>>;
  std::vector<std::pair<const GameEntry*, json>> out;
  if (!o.game.empty()) {
    const GameEntry* g = find_game(o.game);
    if (!g) return R::failure("There is no game called \"" + o.game + "\"; parlor games lists them.");
    if (!g->has_engine) return R::failure(std::string(g->display_name) + " is coming later.");
  }
  std::vector<std::string> skipped;
  for (const auto& g : game_registry()) {
    if (!g.has_engine || (!o.game.empty() && g.id != o.game)) continue;
    json asked{{"players", o.players ? o.players : g.min_players}};
    // A value reads as JSON (true, 4), else as a word.
    for (const auto& [name, value] : o.options) {
      auto v = parse_json(value);
      asked[name] = v ? *v : json(value);
    }
    auto options = g.normalise_options(asked);
    if (!options) {
      if (!o.game.empty()) return R::failure(options.error());
      skipped.push_back(std::string(g.display_name));
      continue;
    }
    const auto kinds = bot_kinds(g.id, BotKinds::All);
    for (const std::string& b : o.bots)
      if (std::find(kinds.begin(), kinds.end(), b) == kinds.end())
        return R::failure("There is no bot \"" + b + "\" for " + std::string(g.display_name) + ".");
    out.emplace_back(&g, std::move(*options));
  }
  if (out.empty()) return R::failure("No game takes " + std::to_string(o.players) + " players.");
  for (const std::string& name : skipped)
    std::cerr << "parlor simulate: skipping " << name << ", which cannot seat " << o.players << " players.\n";
  return out;
}

// `--bots strong,K` (or K,strong): Strong in one seat (a team with partners), K in the others,
// the seats rotated game by game and the games played in parallel; bench/bot_strength's line.
bool strength_match(const SimOptions& o) {
  return o.bots.size() == 2 && o.bots[0] != o.bots[1] && (o.bots[0] == "strong" || o.bots[1] == "strong");
}

int simulate_strength(const SimOptions& o, const std::vector<std::pair<const GameEntry*, json>>& games) {
  for (const auto& [g, options] : games) {
    StrengthMatch m;
    m.game = std::string(g->id);
    m.options = options;
    m.against = o.bots[0] == "strong" ? o.bots[1] : o.bots[0];
    m.games = static_cast<int>(std::min<int64_t>(o.games, 1000000));
    m.seed = o.seed;
    m.threads = o.threads;
    const StrengthResult r = play_strength(m);
    std::cout << strength_line(m, r) << "\n";
    if (r.finished < r.games) {
      std::cout << r.games - r.finished << " game(s) did not finish\n";
      return kExitViolation;
    }
  }
  return kExitDone;
}

}  // namespace

int cmd_simulate(const Args& args) {
  auto parsed = parse_simulate_args(args);
  if (!parsed) return complain("simulate", parsed.error(), kExitUsage);
  const SimOptions& o = *parsed;
  auto games = choose_games(o);
  if (!games) return complain("simulate", games.error(), kExitUsage);
  if (strength_match(o)) {
    if (!o.save.empty())
      return complain("simulate", "Strong's matches are not saved; leave out --save or --bots strong.", kExitUsage);
    return simulate_strength(o, *games);
  }
  // Opened before playing, so a path that cannot be written fails at once, not after the games.
  std::ofstream save;
  if (!o.save.empty()) {
    save.open(o.save, std::ios::binary | std::ios::trunc);
    if (!save) {
      std::cerr << "parlor simulate: cannot write the saved game to " << o.save << ": " << std::strerror(errno)
                << ".\n";
      return kExitFile;
    }
  }
  int violations = 0;
  json last_save;
  for (auto& [g, options] : *games) {
    SimOptions for_game = o;
    for_game.players = options["players"].get<int>();
    Tally tally;
    if (int rc = simulate_game_id(*g, for_game, options, tally, violations)) return rc;
    if (!tally.last_save.is_null()) last_save = std::move(tally.last_save);
  }
  if (save.is_open()) {
    if (last_save.is_null()) {
      std::cerr << "parlor simulate: no game finished, so there is nothing to save in " << o.save << ".\n";
      return violations ? kExitViolation : kExitFile;
    }
    save << dump_json(last_save, 1) << "\n";
    save.close();
    if (!save) {
      std::cerr << "parlor simulate: writing the saved game to " << o.save << " failed: " << std::strerror(errno)
                << ".\n";
      return kExitFile;
    }
    std::cout << "saved the last game to " << o.save << "\n";
  }
  if (violations) {
    std::cout << violations << " game(s) broke an invariant\n";
    return kExitViolation;
  }
  return kExitDone;
}

}  // namespace parlor::cli
