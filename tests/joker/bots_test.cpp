// Joker bots: the greedy team against the random team, and what the greedy bot prefers.
#include <doctest/doctest.h>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

namespace {

// Games the greedy team wins at a table of `players`, the random bots on the other teams; the
// greedy bots take each team's seats in turn (seat s is on team s % teams).
int greedy_team_wins(int players, int games, uint64_t first_seed) {
  const int teams = players / 2;
  int wins = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = first_seed + static_cast<uint64_t>(i);
    auto state = create_game("joker", json{{"players", players}}, seed);
    REQUIRE(state.ok());
    const int greedy_team = i % teams;
    std::vector<std::string> kinds;
    for (int s = 0; s < players; ++s) kinds.emplace_back(s % teams == greedy_team ? "greedy" : "random");
    auto bots = make_bots("joker", kinds, seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    REQUIRE(r.finished);
    wins += static_cast<JokerState&>(**state).winner_team() == greedy_team ? 1 : 0;
  }
  MESSAGE(players << " players: the greedy team wins " << wins << " of " << games << " games");
  return wins;
}

}  // namespace

TEST_CASE("Joker bots: the greedy team beats the random team in at least 90 percent of games") {
  // 200 games here; bench_joker_teams runs 1,000.
  CHECK(greedy_team_wins(4, 200, 300) >= 180);
}

TEST_CASE("Joker six bots: on the six-sided board the greedy team beats two random teams in most games") {
  // A third of the games would be a fair share; 30 games here, bench_joker_teams runs 1,000.
  CHECK(greedy_team_wins(6, 30, 700) >= 24);
}

TEST_CASE("Joker bots: the greedy bot sends a far-travelled opponent back rather than step ahead") {
  // A 5 either moves the back marble on, or lands on the opponent three holes short of its entrance.
  auto s = position({{side(0, 13), side(2, 0)}, {side(1, 0)}}, "5H");
  auto bot = make_bot("greedy", "joker", 1);
  CHECK((*bot)->choose(*s->view(0)) == move("5H", side(0, 13), side(1, 0)));
}

TEST_CASE("Joker bots: the greedy bot brings its last marble home and helps its partner with a joker") {
  auto s = position({{home(0, 2), home(0, 3), home(0, 4), home(0, 5), side(0, 0)}}, "2C 4H");
  auto bot = make_bot("greedy", "joker", 1);
  CHECK((*bot)->choose(*s->view(0)) == move("4H", side(0, 0), home(0, 1)));
  // Sending the partner's marble from its come-out hole to its home entrance is worth a joker.
  auto help = position({{side(0, 10)}, {}, {door(2)}}, "JK 2C");
  const Action chosen = (*bot)->choose(*help->view(0));
  CHECK(chosen.card == card("JK"));
  CHECK(chosen.to == door(2));
}
