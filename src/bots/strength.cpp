#include "bots/strength.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <thread>
#include <vector>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "games/registry.h"

namespace parlor {
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

struct Outcome {
  double share = 0;  // the kind's seats' share of the win (a team: the team's)
  std::vector<double> millis;
  bool finished = false;
  bool played = false;
};

Outcome play_one(const StrengthMatch& m, int players, bool partners, int i) {
  Outcome out;
  out.played = true;
  const uint64_t seed = m.seed + static_cast<uint64_t>(i);
  auto state = create_game(m.game, m.options, seed);
  if (!state) return out;
  std::vector<std::string> kinds;
  std::vector<bool> mine;
  for (int s = 0; s < players; ++s) {
    mine.push_back(partners ? (s % 2) == (i % 2) : s == i % players);
    kinds.push_back(mine.back() ? m.kind : m.against);
  }
  auto bots = make_bots(m.game, kinds, seed);
  if (!bots) return out;
  for (size_t s = 0; s < mine.size(); ++s)
    if (mine[s]) (*bots)[s] = std::make_unique<Timed>(std::move((*bots)[s]), out.millis);
  PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
  out.finished = r.finished && !r.error;
  const auto shares = (*state)->scores().shares();
  for (size_t s = 0; s < mine.size(); ++s)
    if (mine[s]) out.share += shares[s];
  return out;
}

double percentile(std::vector<double>& v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(q * static_cast<double>(v.size())))];
}

// The kind as the set-up names it.
std::string shown(const std::string& kind) {
  if (kind == "strong") return "Strong";
  if (kind == "greedy") return "Good";
  if (kind == "random") return "Easy";
  return kind;
}

}  // namespace

StrengthResult play_strength(const StrengthMatch& m) {
  StrengthResult r;
  r.players = m.options.value("players", 2);
  // A table that plays in teams (asked for with "partners", or always, as Joker's): the kind is a team.
  if (auto probe = create_game(m.game, m.options, m.seed)) r.partners = (*probe)->num_teams() < (*probe)->num_seats();
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<Outcome> outcomes(static_cast<size_t>(m.games));
  std::atomic<int> next{0};
  r.threads = m.threads ? m.threads : std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> workers;
  auto late = [&] {
    return m.minutes > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() > 60 * m.minutes;
  };
  for (unsigned w = 0; w < r.threads; ++w)
    workers.emplace_back([&] {
      for (int i = next++; i < m.games && !late(); i = next++)
        outcomes[static_cast<size_t>(i)] = play_one(m, r.players, r.partners, i);
    });
  for (auto& w : workers) w.join();
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // Games are taken in order, so those played are the first ones (the time may leave some off).
  std::erase_if(outcomes, [](const Outcome& o) { return !o.played; });
  r.games = static_cast<int>(outcomes.size());
  double won = 0;
  std::vector<double> millis;
  for (const Outcome& o : outcomes) {
    won += o.share;
    r.finished += o.finished ? 1 : 0;
    millis.insert(millis.end(), o.millis.begin(), o.millis.end());
  }
  // Wilson's interval for a share of n games, at 95%.
  const double n = std::max(1, r.games), p = won / n, z = 1.96;
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  r.share = p, r.low = centre - half, r.high = centre + half;
  r.fair = r.partners ? 0.5 : 1.0 / std::max(1, r.players);
  r.moves = millis.size();
  r.median_ms = percentile(millis, 0.5);
  r.p95_ms = percentile(millis, 0.95);
  r.max_ms = millis.empty() ? 0.0 : *std::max_element(millis.begin(), millis.end());
  return r;
}

std::string strength_line(const StrengthMatch& m, const StrengthResult& r) {
  char line[512];
  std::snprintf(line, sizeof line,
                "%-11s %d seats%s, %d %s: %5.1f%% of wins [%4.1f, %4.1f] (fair %4.1f%%) over %d games (%d finished); "
                "move ms median %.1f p95 %.1f max %.1f over %zu moves; %.1f s on %u threads",
                m.game.c_str(), r.players, r.partners ? " (partners)" : "", r.partners ? r.players / 2 : 1,
                shown(m.kind).c_str(), 100 * r.share, 100 * r.low, 100 * r.high, 100 * r.fair, r.games, r.finished,
                r.median_ms, r.p95_ms, r.max_ms, r.moves, r.seconds, r.threads);
  return line;
}

}  // namespace parlor
