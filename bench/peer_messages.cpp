// The sizes of peer play's messages (net/peer_message.h) in real games at each game's largest
// table, every seat a guest, so the caps are chosen from what games send: the largest host
// message (welcome or update) and guest message, the median update, and what a guest's update
// costs (host encode, guest decode: the view rebuilt).
//
//   bench_peer_messages [games] [bots]    defaults: 3 games a game and bot kind; bots: greedy,
//   random or both (random bots make the longest games and the largest racks)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "games/registry.h"
#include "net/peer_loopback.h"

using namespace parlor;

namespace {

struct Tally {
  std::vector<size_t> updates;
  size_t largest_host = 0, largest_guest = 0, moves = 0;
  double receive_us = 0;
};

size_t median(std::vector<size_t> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// One game: what every text weighs, and the guests' time to take the host's texts in.
std::string play(const GameEntry& g, uint64_t seed, const std::string& kind, Tally& t) {
  auto loop = net::PeerLoopback::create(std::string(g.id), g.max_players, seed,
                                        std::vector<bool>(static_cast<size_t>(g.max_players), true), kind);
  if (!loop) return loop.error();
  net::PeerLoopback& l = **loop;
  l.on_host_text = [&](int, const std::string& text) {
    t.largest_host = std::max(t.largest_host, text.size());
    if (text.find("\"type\":\"update\"") != std::string::npos) t.updates.push_back(text.size());
  };
  l.on_guest_text = [&](int, const std::string& text) { t.largest_guest = std::max(t.largest_guest, text.size()); };
  if (auto why = l.join_all()) return *why;
  const auto start = std::chrono::steady_clock::now();
  if (auto why = l.play_out()) return *why;
  t.receive_us += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
  t.moves += l.match().state().history().size();
  if (!l.host().log().empty()) return "the host refused a message: " + l.host().log().front();
  return {};
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
  const std::string bots = argc > 2 ? argv[2] : "both";
  std::vector<std::string> kinds;
  if (bots == "both" || bots == "greedy") kinds.emplace_back("greedy");
  if (bots == "both" || bots == "random") kinds.emplace_back("random");
  std::printf("%-12s %-7s %5s %6s %7s %12s %12s %13s %13s\n", "game", "bots", "seats", "games", "moves", "host max B",
              "update med B", "guest max B", "us/update");
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    for (const std::string& kind : kinds) {
      Tally t;
      for (int i = 0; i < games; ++i)
        if (auto why = play(g, 2026 + static_cast<uint64_t>(i), kind, t); !why.empty())
          return std::fprintf(stderr, "%s: %s\n", std::string(g.id).c_str(), why.c_str()), 1;
      // The whole game's time (bots' choices included) shared over the updates every guest took.
      std::printf("%-12s %-7s %5d %6d %7zu %12zu %12zu %13zu %13.1f\n", std::string(g.id).c_str(), kind.c_str(),
                  g.max_players, games, t.moves, t.largest_host, median(t.updates), t.largest_guest,
                  t.receive_us / static_cast<double>(std::max<size_t>(1, t.updates.size())));
    }
  }
  std::printf("caps: host -> guest %zu bytes, guest -> host %zu bytes\n", net::kMaxHostMessageBytes,
              net::kMaxGuestMessageBytes);
  return 0;
}
