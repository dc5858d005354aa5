// How long a share link is for a complete 4-player Five Crowns game (goal: under 2,000
// characters, so it fits a chat message), with the sizes along the way.
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

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
  const std::string kind = argc > 2 ? argv[2] : "greedy";
  auto kind_of = [&](int seat) -> std::string {
    if (kind == "mixed") return seat % 2 ? "random" : "greedy";
    return kind;
  };
  const std::vector<net::SeatConfig> seats{
      {"You", false, ""}, {"Ana", true, kind_of(1)}, {"Bo", true, kind_of(2)}, {"Kai", true, kind_of(3)}};
  std::vector<size_t> text, framed, deflated, binary, json_bytes, moves;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 1000 + static_cast<uint64_t>(i);
    auto state = create_game("five_crowns", json{{"players", 4}}, seed);
    if (!state) return std::fprintf(stderr, "%s\n", state.error().c_str()), 1;
    auto bots = make_bots("five_crowns", {kind_of(0), kind_of(1), kind_of(2), kind_of(3)}, seed);
    if (!bots) return std::fprintf(stderr, "%s\n", bots.error().c_str()), 1;
    State& st = **state;
    while (!st.is_terminal()) {
      const int seat = st.current_seat();
      if (auto why = st.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat))))
        return std::fprintf(stderr, "illegal bot move: %s\n", why->c_str()), 1;
    }
    net::LinkSizes sizes;
    auto link = net::make_link(st, seats, &sizes);
    if (!link) return std::fprintf(stderr, "%s\n", link.error().c_str()), 1;
    auto opened = net::open_link(*link);
    if (!opened || opened->state->debug_snapshot() != st.debug_snapshot())
      return std::fprintf(stderr, "seed %llu: the link does not open to the same game\n",
                          static_cast<unsigned long long>(seed)),
             1;
    text.push_back(sizes.text);
    framed.push_back(sizes.framed);
    deflated.push_back(sizes.deflated);
    binary.push_back(sizes.binary);
    json_bytes.push_back(dump_json(st.to_json()).size());
    moves.push_back(st.history().size());
  }
  auto median = [](std::vector<size_t> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
  };
  auto max = [](const std::vector<size_t>& v) { return *std::max_element(v.begin(), v.end()); };
  std::printf("complete 4-player Five Crowns games, %s bots, %d seeds\n", kind.c_str(), games);
  std::printf("%-34s %8s %8s\n", "", "median", "max");
  std::printf("%-34s %8zu %8zu\n", "moves", median(moves), max(moves));
  std::printf("%-34s %8zu %8zu\n", "saved-game JSON (bytes)", median(json_bytes), max(json_bytes));
  std::printf("%-34s %8zu %8zu\n", "link binary, before deflate (bytes)", median(binary), max(binary));
  std::printf("%-34s %8zu %8zu\n", "deflated (bytes)", median(deflated), max(deflated));
  std::printf("%-34s %8zu %8zu\n", "framed: + format, length, CRC", median(framed), max(framed));
  std::printf("%-34s %8zu %8zu\n", "link text, \"play=...\" (chars)", median(text), max(text));
  std::printf("goal: under 2000 characters: %s\n", max(text) < 2000 ? "met" : "NOT met");
  return 0;
}
