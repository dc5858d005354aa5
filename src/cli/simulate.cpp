#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "bots/play.h"
#include "bots/registry.h"
#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/conformance.h"
#include "games/registry.h"

namespace parlor::cli {
namespace {

struct SimOptions {
  std::string game;
  int64_t games = 100;
  uint64_t seed = 1;
  int players = 0;  // 0: the game's smallest table
  std::vector<std::string> bots{"random"};
  std::string check = "sampled";
  std::string save;
  bool verbose = false;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, sep))
    if (!item.empty()) out.push_back(item);
  return out;
}

bool parse_args(const Args& args, SimOptions& o) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
    const std::string* v = nullptr;
    try {
      if (a == "--verbose") {
        o.verbose = true;
        continue;
      }
      if (!(v = value())) {
        std::cerr << "parlor simulate: " << a << " needs a value\n";
        return false;
      }
      if (a == "--game")
        o.game = *v;
      else if (a == "--games")
        o.games = std::stoll(*v);
      else if (a == "--seed")
        o.seed = std::stoull(*v);
      else if (a == "--players")
        o.players = std::stoi(*v);
      else if (a == "--bots")
        o.bots = split(*v, ',');
      else if (a == "--check")
        o.check = *v;
      else if (a == "--save")
        o.save = *v;
      else {
        std::cerr << "parlor simulate: unknown option " << a << "\n";
        return false;
      }
    } catch (const std::exception&) {
      std::cerr << "parlor simulate: " << a << " needs a number\n";
      return false;
    }
  }
  if (o.check != "full" && o.check != "sampled" && o.check != "none") {
    std::cerr << "parlor simulate: --check is full, sampled or none\n";
    return false;
  }
  if (o.bots.empty() || o.games < 1) return false;
  return true;
}

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

// One seeded game; 1 when the game or its bots cannot be made, else 0 (a broken invariant
// counts in `violations`).
int play_one(const GameEntry& g, const json& options, uint64_t seed, const SimOptions& o, Tally& tally,
             int& violations) {
  auto state = g.create(options, seed);
  if (!state) {
    std::cerr << g.id << ": " << state.error() << "\n";
    return 1;
  }
  const std::vector<std::string> kinds = seat_kinds(o);
  auto bots = make_bots(g.id, kinds, seed);
  if (!bots) {
    std::cerr << bots.error() << "\n";
    return 1;
  }
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
  if (!o.save.empty() && !tally.last_save.is_null()) {
    std::ofstream out(o.save, std::ios::binary);
    out << dump_json(tally.last_save, 1) << "\n";
    std::cout << "  saved the last game to " << o.save << "\n";
  }
}

int simulate_game_id(const GameEntry& g, SimOptions o, int& violations) {
  if (o.players == 0) o.players = g.min_players;
  auto norm = g.normalise_options(json{{"players", o.players}});
  if (!norm) {
    std::cerr << g.id << ": " << norm.error() << "\n";
    return 1;
  }
  Tally tally;
  tally.wins_by_seat.assign(static_cast<size_t>(o.players), 0.0);
  auto t0 = std::chrono::steady_clock::now();
  for (int64_t i = 0; i < o.games; ++i)
    if (int rc = play_one(g, *norm, o.seed + static_cast<uint64_t>(i), o, tally, violations)) return rc;
  print_tally(g, o, tally, std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  return 0;
}

}  // namespace

int cmd_simulate(const Args& args) {
  SimOptions o;
  if (!parse_args(args, o)) return 2;
  int violations = 0;
  bool any = false;
  for (const auto& g : game_registry()) {
    if (!o.game.empty() && g.id != o.game) continue;
    if (!g.has_engine) {
      if (!o.game.empty()) {
        std::cerr << g.display_name << " is coming later.\n";
        return 2;
      }
      continue;
    }
    any = true;
    if (int rc = simulate_game_id(g, o, violations)) return rc;
  }
  if (!any) {
    std::cerr << "parlor simulate: no game \"" << o.game << "\"\n";
    return 2;
  }
  if (violations) {
    std::cout << violations << " game(s) broke an invariant\n";
    return 1;
  }
  return 0;
}

}  // namespace parlor::cli
