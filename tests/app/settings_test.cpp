// Settings and stats: versioned JSON, defaults for what is missing, reasons for what is wrong.
#include "app/session/settings.h"

#include <doctest/doctest.h>

#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;
using namespace parlor::session;

TEST_CASE("Settings: round trip, and defaults for missing fields") {
  Settings s;
  s.last_names = {"You", "Zoë", "李雷"};
  s.bot_speed = Speed::Instant;
  s.colour_blind = true;
  s.sound = false;
  auto back = settings_from_text(settings_to_text(s));
  REQUIRE(back.ok());
  CHECK(back->problems.empty());
  CHECK(back->value.last_names == s.last_names);
  CHECK(back->value.bot_speed == Speed::Instant);
  CHECK(back->value.colour_blind);
  CHECK_FALSE(back->value.sound);

  auto bare = settings_from_text("{\"format\":1}");
  REQUIRE(bare.ok());
  CHECK(bare->problems.empty());
  CHECK(bare->value.last_names.empty());
  CHECK(bare->value.bot_speed == Speed::Normal);
  CHECK_FALSE(bare->value.colour_blind);
  CHECK(bare->value.sound);
}

TEST_CASE("Settings: a field of the wrong type takes its default and is reported") {
  auto r = settings_from_text(R"({"format":1,"sound":"loud","bot_speed":"warp","last_names":[1],"colour_blind":true})");
  REQUIRE(r.ok());
  CHECK(r->problems.size() == 3);
  CHECK(r->value.sound);
  CHECK(r->value.bot_speed == Speed::Normal);
  CHECK(r->value.last_names.empty());
  CHECK(r->value.colour_blind);
}

TEST_CASE("Settings: damaged, truncated or newer settings are refused with a reason") {
  const std::string good = settings_to_text(Settings{});
  for (size_t len = 0; len < good.size(); ++len) CHECK_FALSE(settings_from_text(good.substr(0, len)).ok());
  CHECK(settings_from_text("[1,2]").error() == "The saved settings are damaged.");
  CHECK(settings_from_text("{}").error().find("format") != std::string::npos);
  CHECK(settings_from_text("{\"format\":2}").error() ==
        "The saved settings come from a newer version of Parlor (format 2).");
}

TEST_CASE("Stats: a finished game counts once, won when the seat shares the win, best the lowest Five Crowns total") {
  auto game = create_game("five_crowns", json{{"players", 2}}, 3);
  REQUIRE(game.ok());
  State& s = **game;
  Stats stats;
  CHECK_FALSE(record_result(stats, s, 0));  // not over yet
  while (!s.is_terminal()) REQUIRE_FALSE(s.try_apply(s.current_seat(), s.legal_actions().front()));
  const Scores sc = s.scores();
  REQUIRE(sc.low_wins);
  const int winner = sc.winners.front();
  const int loser = 1 - winner;
  CHECK(record_result(stats, s, loser));
  CHECK_FALSE(record_result(stats, s, loser));  // the same end shown again after a reload
  const GameStats& g = stats.games["five_crowns"];
  CHECK(g.played == 1);
  CHECK(g.won == 0);
  CHECK(g.best == sc.totals[static_cast<size_t>(loser)]);
  stats.last_recorded.clear();
  CHECK(record_result(stats, s, winner));
  CHECK(g.played == 2);
  CHECK(g.won == 1);
  CHECK(g.best == sc.totals[static_cast<size_t>(winner)]);  // lower is better in Five Crowns
  CHECK_FALSE(record_result(stats, s, 5));

  auto back = stats_from_text(stats_to_text(stats));
  REQUIRE(back.ok());
  CHECK(back->problems.empty());
  CHECK(back->value.games["five_crowns"].played == 2);
  CHECK(back->value.games["five_crowns"].best == g.best);
  CHECK(back->value.last_recorded == stats.last_recorded);
}

TEST_CASE("Stats: wrong entries are reported and skipped, newer stats are refused") {
  auto r = stats_from_text(R"({"format":1,"games":{"five_crowns":{"played":2,"won":5},"joker":{"played":1}}})");
  REQUIRE(r.ok());
  CHECK(r->problems.size() == 1);
  CHECK(r->value.games.count("five_crowns") == 0);
  CHECK(r->value.games["joker"].played == 1);
  CHECK_FALSE(r->value.games["joker"].has_best);
  CHECK(stats_from_text("{\"format\":3}").error().find("newer version") != std::string::npos);
}
