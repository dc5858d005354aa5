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

TEST_CASE("Joker bots: the greedy team beats the random team in at least 90 percent of games") {
  // 200 games here; bench_joker_teams runs 1,000.
  const int games = 200;
  int wins = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 300 + static_cast<uint64_t>(i);
    auto state = create_game("joker", json::object(), seed);
    REQUIRE(state.ok());
    const int greedy_team = i % 2;
    std::vector<std::string> kinds;
    for (int s = 0; s < kSeats; ++s) kinds.emplace_back(s % 2 == greedy_team ? "greedy" : "random");
    auto bots = make_bots("joker", kinds, seed);
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    REQUIRE(r.finished);
    wins += static_cast<JokerState&>(**state).winner_team() == greedy_team ? 1 : 0;
  }
  MESSAGE("the greedy team wins " << wins << " of " << games << " games");
  CHECK(wins >= games * 9 / 10);
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
