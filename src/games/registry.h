// The list of Parlor games: the only file in src/games outside a game's folder that names
// games. The lobby, the CLI, the conformance and golden tests, the benchmarks, links and saves
// all iterate it, so one line here is all a new game needs to appear everywhere.
// An explicit list rather than self-registration: parlor_core is a static library and the
// linker would drop self-registering objects nobody references.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/result.h"
#include "engine/state.h"

namespace parlor {

struct GameEntry {
  std::string_view id;            // "five_crowns"
  std::string_view display_name;  // "Five Crowns"
  int min_players = 2;
  int max_players = 2;
  // Every count it seats, smallest first: min to max, unless the game skips some (Joker: 4 or 6).
  std::vector<int> player_counts;
  bool playable = false;  // false: listed in the lobby as "coming later"
  // The rules engine exists (CLI, bots, conformance, benches, links and saves use it); a game
  // may have one before its table in the app is ready (playable).
  bool has_engine = false;
  // The most moves a game can take (the game's rules header says why): saves and links with
  // more are refused before anything is replayed.
  int64_t max_moves = 0;
  // The game's own move kinds (engine/action.h); empty for a game without an engine.
  MoveKinds move_kinds;
  // [{"name":..., "type":..., "min":..., "max":..., "default":..., "label":...}]
  std::function<nlohmann::json()> option_schema;
  // Fills defaults, or says what is wrong.
  std::function<Result<nlohmann::json>(const nlohmann::json&)> normalise_options;
  std::function<Result<std::unique_ptr<State>>(const nlohmann::json& options, uint64_t seed)> create;
  // Rules questions for `parlor judge`; empty when the game has none yet.
  std::function<nlohmann::json(const nlohmann::json& request)> judge;
  // A seat's typed View back from its JSON (View::to_json), as a peer's host sends it.
  std::function<Result<std::unique_ptr<View>>(const nlohmann::json& view)> view_from_json;
};

const std::vector<GameEntry>& game_registry();
const GameEntry* find_game(std::string_view id);

// A new game with these options (defaults filled in) and seed.
Result<std::unique_ptr<State>> create_game(std::string_view id, const nlohmann::json& options, uint64_t seed);

// A seat's typed View from its JSON, for the game the JSON names ("game"); a reason when the
// JSON is not a view of a game with an engine. Untrusted input: every field is checked.
Result<std::unique_ptr<View>> view_from_json(const nlohmann::json& view);

// A saved game {"format","game","options","seed","actions"}: recreated and replayed move by
// move, each move validated. Bad input gives a reason, never a crash.
Result<std::unique_ptr<State>> load_game(const nlohmann::json& saved);
// Texts over kMaxSaveBytes are refused unread: the longest game any game allows is far shorter.
inline constexpr size_t kMaxSaveBytes = size_t{16} << 20;
Result<std::unique_ptr<State>> load_game_text(std::string_view text);

// The player count of `game` nearest to `n` (the larger of two as near).
int nearest_players(const GameEntry& game, int n);
// "2 to 7", or "4 or 6" for a game that skips counts.
std::string players_text(const GameEntry& game);

// Nothing when a log of `moves` moves can be the game `state` has begun (its options may cap it
// below the game's max_moves: a four-seat Joker race), else the reason.
std::optional<std::string> check_game_length(const GameEntry& game, const State& state, uint64_t moves);

}  // namespace parlor
