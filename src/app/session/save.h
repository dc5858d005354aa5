#pragma once
// The game in progress as saved on this device: versioned JSON holding the table's set-up and
// the engine's own record (game, options, seed, action log). Loading replays every move
// through the rules, so a damaged or edited save is refused with a reason, never half-loaded.
//
// {"format":1,"setup":{...setup_to_json...},"game":{"format":1,"game":"five_crowns",
//  "options":{...},"seed":42,"actions":[...]}}
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/setup.h"
#include "engine/result.h"
#include "engine/state.h"
#include "net/match.h"

namespace parlor::session {

inline constexpr int kSavedGameFormat = 1;

struct SavedGame {
  GameSetup setup;               // options and seed agree with the state's
  std::unique_ptr<State> state;  // replayed to the last saved move
};

nlohmann::json saved_game_to_json(const GameSetup& setup, const State& state);
std::string saved_game_to_text(const GameSetup& setup, const State& state);
// A reason for the player when the text is damaged, from a newer version, or a move does
// not replay.
Result<SavedGame> saved_game_from_json(const nlohmann::json& j);
Result<SavedGame> saved_game_from_text(std::string_view text);

// The seats as the match and share links hold them.
std::vector<net::SeatConfig> seat_configs(const GameSetup& setup);
// A set-up for a game that arrived without one (a share link): its seats, options and seed.
GameSetup setup_for(const State& state, const std::vector<net::SeatConfig>& seats, Speed speed = Speed::Normal);

// Whether `later` is the game `saved` holds, at the same moment or further on: same game,
// options and seed, and saved's moves are the first moves of later's. Opening such a link loses
// nothing, so no question is asked.
bool continues_game(const State& saved, const State& later);

// A match at the moment `state` is at: created from the set-up and replayed move by move, so
// the table continues exactly there.
Result<std::unique_ptr<net::Match>> restore_match(const GameSetup& setup, const State& state);

}  // namespace parlor::session
