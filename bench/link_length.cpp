// How long a share link is for a complete 4-player game of every game with an engine (or its
// nearest table; goal: under 2,000 characters, so it fits a chat message), with the sizes along
// the way.
//
//   bench_link_length [games] [bots]    defaults: 20 games, bots "greedy"
// bots: greedy (goes out as soon as it can: a brisk game), mixed (greedy and random seats
// alternating), random (nobody goes out on purpose: the longest games, far longer than people play)
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link.h"

using namespace parlor;

namespace {

size_t median(std::vector<size_t> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

size_t max_of(const std::vector<size_t>& v) { return *std::max_element(v.begin(), v.end()); }

// Complete games of `g` at its table nearest four seats, seat 0 a person: the figures printed.
// False when a game could not be played or its link did not open to the same game.
bool measure(const GameEntry& g, int games, const std::string& kind) {
  const int players = nearest_players(g, 4);
  auto kind_of = [&](int seat) -> std::string {
    if (kind == "mixed") return seat % 2 ? "random" : "greedy";
    return kind;
  };
  // Names carry into the link: short ones, as people type.
  static const char* const kNames[] = {"You", "Ana", "Bo", "Kai", "Lu", "Mo"};
  std::vector<net::SeatConfig> seats;
  std::vector<std::string> kinds;
  for (int seat = 0; seat < players; ++seat) {
    const std::string name = seat < 6 ? kNames[seat] : "P" + std::to_string(seat + 1);
    seats.push_back({name, seat > 0, seat > 0 ? kind_of(seat) : ""});
    kinds.push_back(kind_of(seat));
  }
  std::vector<size_t> text, framed, deflated, binary, json_bytes, moves;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(i);
    auto state = g.create(json{{"players", players}}, seed);
    if (!state) return std::fprintf(stderr, "%s\n", state.error().c_str()), false;
    auto bots = make_bots(g.id, kinds, seed);
    if (!bots) return std::fprintf(stderr, "%s\n", bots.error().c_str()), false;
    State& st = **state;
    while (!st.is_terminal()) {
      const int seat = st.current_seat();
      if (auto why = st.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat))))
        return std::fprintf(stderr, "illegal bot move: %s\n", why->c_str()), false;
    }
    net::LinkSizes sizes;
    auto link = net::make_link(st, seats, &sizes);
    if (!link) return std::fprintf(stderr, "%s\n", link.error().c_str()), false;
    auto opened = net::open_link(*link);
    if (!opened || opened->state->debug_snapshot() != st.debug_snapshot())
      return std::fprintf(stderr, "%s seed %llu: the link does not open to the same game\n", std::string(g.id).c_str(),
                          static_cast<unsigned long long>(seed)),
             false;
    text.push_back(sizes.text);
    framed.push_back(sizes.framed);
    deflated.push_back(sizes.deflated);
    binary.push_back(sizes.binary);
    json_bytes.push_back(dump_json(st.to_json()).size());
    moves.push_back(st.history().size());
  }
  std::printf("complete %d-player %s games, %s bots, %d seeds\n", players, std::string(g.display_name).c_str(),
              kind.c_str(), games);
  std::printf("%-34s %8s %8s\n", "", "median", "max");
  std::printf("%-34s %8zu %8zu\n", "moves", median(moves), max_of(moves));
  std::printf("%-34s %8zu %8zu\n", "saved-game JSON (bytes)", median(json_bytes), max_of(json_bytes));
  std::printf("%-34s %8zu %8zu\n", "link binary, before deflate (bytes)", median(binary), max_of(binary));
  std::printf("%-34s %8zu %8zu\n", "deflated (bytes)", median(deflated), max_of(deflated));
  std::printf("%-34s %8zu %8zu\n", "framed: + format, length, CRC", median(framed), max_of(framed));
  std::printf("%-34s %8zu %8zu\n", "link text, \"play=...\" (chars)", median(text), max_of(text));
  std::printf("goal: under 2000 characters: %s\n\n", max_of(text) < 2000 ? "met" : "NOT met");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  const std::string kind = argc > 2 ? argv[2] : "greedy";
  for (const GameEntry& g : game_registry())
    if (g.has_engine && !measure(g, games, kind)) return 1;
  return 0;
}
