#pragma once
// What the app remembers between visits besides the game in progress: settings and per-game
// stats, as versioned JSON. Reading is lenient per field (a missing field takes its default),
// strict about the whole (not JSON, or a newer format, is reported so the caller can keep the
// raw text aside).
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/session/setup.h"
#include "engine/result.h"
#include "engine/state.h"

namespace parlor::session {

inline constexpr int kSettingsFormat = 1;
inline constexpr int kStatsFormat = 1;

inline constexpr const char* kDefaultStun = "stun:stun.l.google.com:19302";
inline constexpr size_t kMaxIceServers = 8;
inline constexpr size_t kMaxIceServerChars = 256;

struct Settings {
  std::vector<std::string> last_names;  // the seat names used last, seat 0 first
  Speed bot_speed = Speed::Normal;
  bool colour_blind = false;  // the deck with a shape on every suit
  bool sound = true;
  // Peer play's STUN/TURN servers (URLs such as "stun:stun.l.google.com:19302"); empty is
  // allowed (devices on one local network need none).
  std::vector<std::string> ice_servers{std::string(kDefaultStun)};
};

// Read back, with what could not be read: fields of the wrong type fall back to their default
// and are named in `problems`, so the caller can say so and keep the raw text aside.
template <class T>
struct Parsed {
  T value;
  std::vector<std::string> problems;
};

nlohmann::json settings_to_json(const Settings& s);
std::string settings_to_text(const Settings& s);
// A failure when the text is not JSON, not an object, or from a newer format.
Result<Parsed<Settings>> settings_from_text(std::string_view text);

struct GameStats {
  int played = 0;
  int won = 0;
  bool has_best = false;
  int best = 0;          // best final total: lowest when the game's low total wins (Five Crowns)
  bool low_wins = true;  // which way `best` counts, from the game's scores
};

struct Stats {
  std::map<std::string, GameStats> games;  // by game id
  std::string last_recorded;  // fingerprint of the last game counted, so a replayed end is not counted twice
};

nlohmann::json stats_to_json(const Stats& s);
std::string stats_to_text(const Stats& s);
Result<Parsed<Stats>> stats_from_text(std::string_view text);

// Names one game's end: game, seed and number of moves.
std::string game_fingerprint(const State& state);

// Counts a finished game for the person in `seat` (won when that seat shares the win).
// Returns false, changing nothing, when the game is not over, the seat is not at the table, or
// it is the game counted last (a reload that shows the same end again).
bool record_result(Stats& stats, const State& finished, int seat);

}  // namespace parlor::session
