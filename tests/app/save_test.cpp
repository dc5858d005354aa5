// The saved game: JSON round trips for every game with an engine, version handling, and a reason
// for every damaged save.
#include "app/session/save.h"

#include <doctest/doctest.h>

#include "../net/played_games.h"
#include "engine/json_util.h"

using namespace parlor;
using namespace parlor::session;
using namespace parlor::testing;

namespace {

GameSetup setup_of(const PlayedGame& g) { return setup_for(*g.state, g.seats, Speed::Fast); }

std::string sample_save() {
  auto game = played_games(3, 77);
  return saved_game_to_text(setup_of(game[1]), *game[1].state);
}

}  // namespace

TEST_CASE("Save: every game with an engine round-trips through the saved-game JSON over seeded bot games") {
  int n = 0;
  for (PlayedGame& g : played_games(18, 5)) {
    INFO(g.state->game_id() << " seed " << g.state->seed() << " moves " << g.state->history().size());
    const GameSetup setup = setup_of(g);
    const std::string text = saved_game_to_text(setup, *g.state);
    auto loaded = saved_game_from_text(text);
    REQUIRE_MESSAGE(loaded.ok(), loaded.error());
    CHECK(loaded->state->debug_snapshot() == g.state->debug_snapshot());
    CHECK(same_history(*loaded->state, *g.state));
    CHECK(setup_to_json(loaded->setup) == setup_to_json(setup));
    CHECK(saved_game_to_text(loaded->setup, *loaded->state) == text);
    ++n;
  }
  CHECK(n >= 18);
}

TEST_CASE("Save: restore_match continues at the saved moment, bots included") {
  auto games = played_games(3, 9);
  for (PlayedGame& g : games) {
    if (g.state->is_terminal()) continue;
    auto loaded = saved_game_from_text(saved_game_to_text(setup_of(g), *g.state));
    REQUIRE(loaded.ok());
    auto match = restore_match(loaded->setup, *loaded->state);
    REQUIRE_MESSAGE(match.ok(), match.error());
    CHECK((*match)->state().debug_snapshot() == g.state->debug_snapshot());
    // And play goes on from there.
    for (int i = 0; i < 20 && !(*match)->is_over(); ++i) {
      const int seat = (*match)->current_seat();
      Action a = (*match)->state().legal_actions().front();
      CHECK_FALSE((*match)->play(seat, a).has_value());
    }
  }
}

TEST_CASE("Save: a save from a newer version is refused with a clear message") {
  auto j = parse_json(sample_save());
  REQUIRE(j.ok());
  (*j)["format"] = kSavedGameFormat + 1;
  auto r = saved_game_from_json(*j);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "The saved game comes from a newer version of Parlor (format 2).");
  // The engine's own record carries a format too.
  (*j)["format"] = kSavedGameFormat;
  (*j)["game"]["format"] = 99;
  r = saved_game_from_json(*j);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().find("format 99") != std::string::npos);
}

TEST_CASE("Save: damaged saves are refused with a reason, never thrown or half loaded") {
  const std::string good = sample_save();
  REQUIRE(saved_game_from_text(good).ok());
  // Every cut of the text.
  for (size_t len = 0; len < good.size(); len += 7) CHECK_FALSE(saved_game_from_text(good.substr(0, len)).ok());
  auto edited = [&](auto change) {
    auto j = parse_json(good);
    REQUIRE(j.ok());
    change(*j);
    return saved_game_from_json(*j);
  };
  CHECK(edited([](json& j) { j.erase("setup"); }).error().find("parts are missing") != std::string::npos);
  CHECK(edited([](json& j) { j["format"] = "one"; }).error().find("format") != std::string::npos);
  CHECK(edited([](json& j) { j["setup"]["seats"][0]["bot"] = "yes"; }).error().find("seat") != std::string::npos);
  CHECK(edited([](json& j) { j["setup"]["seats"][0]["name"] = 7; }).error().find("name") != std::string::npos);
  CHECK(edited([](json& j) { j["setup"]["seats"].erase(0); }).error().find("seats") != std::string::npos);
  CHECK(edited([](json& j) { j["setup"]["game"] = "rummy_o"; }).error().find("two different games") !=
        std::string::npos);
  CHECK(edited([](json& j) {
          j["setup"]["seats"][1]["bot"] = true;
          j["setup"]["seats"][1]["kind"] = "genius";
        })
            .error()
            .find("genius") != std::string::npos);
  // A move that does not replay names its number.
  auto bad_move = edited([](json& j) { j["game"]["actions"][0]["type"] = "discard"; });
  REQUIRE_FALSE(bad_move.ok());
  CHECK(bad_move.error().find("Move 1") != std::string::npos);
  CHECK_FALSE(saved_game_from_text("[]").ok());
  CHECK_FALSE(saved_game_from_text("null").ok());
  CHECK_FALSE(saved_game_from_text("{\"format\":1,\"setup\":{},\"game\":{}}").ok());
}
