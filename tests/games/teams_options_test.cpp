// Partners and game options in the base (games/card_game_facts.h, games/round_points.h): teams
// sum their seats' points and win together; an on/off option can be limited to some player
// counts, and what a game does not know is refused with a reason.
#include <doctest/doctest.h>

#include "games/card_game_facts.h"
#include "games/registry.h"
#include "games/round_points.h"

using namespace parlor;
using nlohmann::json;

namespace {

constexpr MoveKind kNoMoves[] = {{"pass", 0}};
constexpr FlagOption kPartnerFlag[] = {
    {"partners", "Play in partnerships", false, (1u << 4) | (1u << 6), "Partnerships need 4 or 6 players."}};
constexpr CardGameFacts kTeamGame{"team_game",  "Team Game",
                                  kNoMoves,     DeckKind::Rummu,
                                  100,          PlayerCounts{3, 6, 4, "Players"},
                                  SeatOption{}, kPartnerFlag,
                                  false,        Partners{.flag = "partners"}};

}  // namespace

TEST_CASE("Teams: a team's total is its seats' sum, and every seat of the best team wins") {
  RoundPoints p(4);
  p.add({10, 20, 30, 5});
  const Scores high = p.scores(false, true, {0, 1, 0, 1});
  CHECK(high.team_totals == std::vector<int>{40, 25});
  CHECK(high.teams == std::vector<int>{0, 1, 0, 1});
  CHECK(high.winners == std::vector<int>{0, 2});
  CHECK(p.scores(true, true, {0, 1, 0, 1}).winners == std::vector<int>{1, 3});
  // Alone, the best seat wins.
  const Scores alone = p.scores(false, true);
  CHECK(alone.winners == std::vector<int>{2});
  CHECK_FALSE(alone.has_teams());
  CHECK(alone.team_totals == alone.totals);
  // Before the end nobody has won.
  CHECK(p.scores(false, false, {0, 1, 0, 1}).winners.empty());
}

TEST_CASE("Teams: partners sit opposite, at 4 and at 6, only when the option is on") {
  CHECK(seat_teams(kTeamGame, json{{"players", 4}, {"partners", true}}) == std::vector<int>{0, 1, 0, 1});
  CHECK(seat_teams(kTeamGame, json{{"players", 6}, {"partners", true}}) == std::vector<int>{0, 1, 2, 0, 1, 2});
  CHECK(seat_teams(kTeamGame, json{{"players", 4}, {"partners", false}}).empty());
  // Joker always plays in teams.
  auto joker = create_game("joker", json{{"players", 6}}, 1);
  REQUIRE(joker.ok());
  CHECK((*joker)->num_teams() == 3);
  CHECK((*joker)->team_of(4) == 1);
  CHECK((*joker)->scores().teams == std::vector<int>{0, 1, 2, 0, 1, 2});
  auto fc = create_game("five_crowns", json{{"players", 4}}, 1);
  REQUIRE(fc.ok());
  CHECK((*fc)->num_teams() == 4);
  CHECK((*fc)->team_of(3) == 3);
}

TEST_CASE("Game options: a choice limited to some player counts is refused at the others, with the game's reason") {
  auto on5 = normalise_options(kTeamGame, json{{"players", 5}, {"partners", true}});
  REQUIRE_FALSE(on5.ok());
  CHECK(on5.error() == "Partnerships need 4 or 6 players.");
  auto on4 = normalise_options(kTeamGame, json{{"players", 4}, {"partners", true}});
  REQUIRE(on4.ok());
  CHECK((*on4)["partners"] == true);
  auto off5 = normalise_options(kTeamGame, json{{"players", 5}});
  REQUIRE(off5.ok());
  CHECK((*off5)["partners"] == false);
  // A value or a name the game does not know.
  CHECK(normalise_options(kTeamGame, json{{"players", 4}, {"partners", "yes"}}).error() ==
        "\"partners\" must be true or false.");
  CHECK(normalise_options(kTeamGame, json{{"players", 4}, {"teams", true}}).error() ==
        "Team Game has no option \"teams\".");
  // The set-up screen is told where the choice applies.
  const json schema = option_schema(kTeamGame);
  REQUIRE(schema.size() == 2);
  CHECK(schema[1]["players"] == json::array({4, 6}));
}
