// The longest game each game's rules allow (its turn cap: the rules headers), played out, then
// saved, loaded back and sent as a link: how many moves, how many bytes, how long each takes.
// Peak memory is the process's (ru_maxrss, after each step). Writes each save to
// <dir>/longest_<game>.json for `/usr/bin/time -v parlor replay`.
//
//   bench_longest_games [dir]    default dir: the current folder
// Every game of the registry with an engine, at its smallest and largest table. A rummy game
// stalls (take the discard, throw it back) so every hand or round runs to its cap; Joker plays the
// move that leaves the fewest marbles home (a long race, though not to its 3000-turn cap); a game
// that can stall neither way plays its first legal move.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/joker/moves.h"
#include "games/joker/state.h"
#include "games/registry.h"
#include "net/link.h"

using namespace parlor;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

long peak_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss / 1024;
}

// Stalling: take the discard and throw it back; in a multi-step turn, discard at once. Nothing
// when the game takes neither move now.
std::optional<Action> stall(const State& s) {
  std::optional<Action> a;
  if (s.phase() == "draw") {
    a = Action::take_discard();
  } else {
    const LinkHints h = s.link_hints();
    if (h.hand && !h.hand->empty()) a = Action::discard(h.hand->back().face());
  }
  if (a && s.validate(s.current_seat(), *a)) a.reset();
  return a;
}

// The Joker move that leaves the fewest marbles home.
Action slowest_joker(const State& s) {
  const auto& j = static_cast<const joker::JokerState&>(s);
  std::vector<Action> legal = s.legal_actions();
  Action best = legal.front();
  int fewest = 99;
  for (const Action& a : legal) {
    int home = 0;
    joker::Outcome o;
    if (a.kind == joker::kMove && !joker::check_move(j.board(), s.current_seat(), a, &o))
      for (int seat = 0; seat < joker::kSeats; ++seat) home += o.after.home_count(seat);
    if (a.kind == joker::kMove && home < fewest) fewest = home, best = a;
  }
  return best;
}

// The move that makes the game last longest, as far as this bench knows how.
Action slowest(const State& s) {
  if (s.game_id() == joker::JokerState::kFacts.id) return slowest_joker(s);
  if (auto a = stall(s)) return *a;
  return s.legal_actions().front();
}

void run(const std::string& game, int players, const std::string& dir) {
  auto state = create_game(game, json{{"players", players}}, 7);
  if (!state) return (void)std::printf("%s: %s\n", game.c_str(), state.error().c_str());
  State& s = **state;
  auto t0 = Clock::now();
  while (!s.is_terminal()) {
    if (auto why = s.try_apply(s.current_seat(), slowest(s)))
      return (void)std::printf("%s: refused %s\n", game.c_str(), why->c_str());
  }
  const double play_ms = ms_since(t0);
  const std::string text = dump_json(s.to_json(), 1);
  const std::string path = dir + "/longest_" + game + ".json";
  std::ofstream(path, std::ios::binary) << text;
  t0 = Clock::now();
  auto back = load_game_text(text);
  const double load_ms = ms_since(t0);
  std::vector<net::SeatConfig> seats(static_cast<size_t>(players), net::SeatConfig{"A", true, "random"});
  auto link = net::make_link(s, seats);
  t0 = Clock::now();
  auto opened = link ? net::open_link(*link) : Result<net::OpenedLink>::failure(link.error());
  const double open_ms = ms_since(t0);
  std::printf(
      "%-12s %2d players: %6zu moves (cap %lld), played in %.0f ms; save %zu bytes, loaded in %.0f ms (%s); "
      "link %zu chars, opened in %.0f ms (%s); peak %ld MB\n",
      game.c_str(), players, s.history().size(), static_cast<long long>(s.max_game_length()), play_ms, text.size(),
      load_ms, back ? "ok" : back.error().c_str(), link ? link->size() : 0, open_ms,
      opened ? "ok" : opened.error().c_str(), peak_mb());
}

}  // namespace

int main(int argc, char** argv) {
  const std::string dir = argc > 1 ? argv[1] : ".";
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    run(std::string(g.id), g.player_counts.front(), dir);
    if (g.player_counts.back() != g.player_counts.front()) run(std::string(g.id), g.player_counts.back(), dir);
  }
}
