// Whole games over peer messages, host and guests in memory (tests/net/peer_table.h): every
// message a guest receives is scanned for cards it may not see, and the guests' bots, choosing
// from the views they rebuilt, play the very game the same bots play with the State's views.
#include <doctest/doctest.h>

#include "net/peer_mirror.h"
#include "peer_table.h"
#include "played_games.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// The same bots on the same seats, asked through the State's own views.
std::unique_ptr<State> played_directly(const std::string& game, int players, uint64_t seed) {
  auto state = create_game(game, json{{"players", players}}, seed);
  REQUIRE(state.ok());
  auto bots = make_bots(game, std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
  REQUIRE(bots.ok());
  State& s = **state;
  while (!s.is_terminal()) {
    const int seat = s.current_seat();
    REQUIRE_FALSE(s.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat))).has_value());
  }
  return std::move(*state);
}

// Every seat but the host's first is a guest.
std::vector<bool> guests_but_seat0(int players) {
  std::vector<bool> remote(static_cast<size_t>(players), true);
  remote[0] = false;
  return remote;
}

}  // namespace

TEST_CASE("Peer play: whole games of every game, no guest shown a card it may not see, the same game as played here") {
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    const int players = std::min(g.max_players, std::max(g.min_players, 3));
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(g.id << " seed " << seed);
      const int n = seed == 3 ? g.min_players : players;
      PeerTable t(std::string(g.id), n, seed, guests_but_seat0(n));
      t.play_out();
      CHECK(t.host().log().empty());
      CHECK(same_history(t.match().state(), *played_directly(std::string(g.id), n, seed)));
      // Each guest ends on the final view, with every move's line.
      for (int s = 1; s < n; ++s) {
        CHECK(t.guest(s).moves() == static_cast<int64_t>(t.match().state().history().size()));
        CHECK(t.guest(s).take_lines().size() == t.match().state().history().size());
        CHECK(dump_json(t.guest(s).view()->to_json()) == dump_json(t.match().state().view(s)->to_json()));
      }
    }
  }
}

TEST_CASE("Peer play: games at the largest tables stay well within the caps") {
  // Three guests spread round the table (bench_peer_messages measures every seat of many games).
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    std::vector<bool> remote(static_cast<size_t>(g.max_players), false);
    remote[1] = remote[static_cast<size_t>(g.max_players / 2)] = remote.back() = true;
    PeerTable t(std::string(g.id), g.max_players, 2026, remote);
    t.play_out();
    MESSAGE(g.id << ", " << g.max_players << " players, " << t.match().state().history().size()
                 << " moves: largest host message " << t.largest_host << " bytes (cap " << net::kMaxHostMessageBytes
                 << "), largest guest message " << t.largest_guest << " bytes (cap " << net::kMaxGuestMessageBytes
                 << ")");
    // A margin of four times at least over what a real game sends.
    CHECK(t.largest_host * 4 <= net::kMaxHostMessageBytes);
    CHECK(t.largest_guest * 4 <= net::kMaxGuestMessageBytes);
  }
}

TEST_CASE("Peer play: a guest at a Joker team game reads the teams, the team totals and the winners from its view") {
  PeerTable t("joker", 4, 5, guests_but_seat0(4));
  t.play_out();
  const Scores host = t.match().state().scores();
  REQUIRE(t.match().state().is_terminal());
  REQUIRE(host.teams == std::vector<int>{0, 1, 0, 1});
  for (int s = 1; s < 4; ++s) {
    INFO("guest seat " << s);
    const net::MirrorState mirror(4, t.guest(s).shared_view());
    const Scores seen = mirror.scores();
    CHECK(seen.teams == host.teams);
    CHECK(seen.team_totals == host.team_totals);
    CHECK(seen.winners == host.winners);
    CHECK(mirror.num_teams() == 2);
    CHECK(mirror.team_of(s) == s % 2);
  }
}
