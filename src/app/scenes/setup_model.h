#pragma once
// What the set-up screen edits, apart from how it is drawn: the seats, the game's options (read
// generically from the registry's option schema: int, bool, choice and seat) and the bot speed;
// it builds the GameSetup.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/session/setup.h"
#include "engine/result.h"
#include "games/registry.h"

namespace parlor::scenes {

inline constexpr std::size_t kMaxNameChars = 16;

struct SeatRow {
  std::string name;          // as typed; never empty
  std::string default_name;  // what an emptied name falls back to
  session::SeatKind kind = session::SeatKind::Bot;
  std::string bot;  // a kind from bot_kinds()
};

// One option from the schema. `value` holds the choice; null means "the game's default" (used by
// seat options whose default, such as "last seat", and choices whose default depend on the number
// of players).
struct OptionRow {
  std::string name, type, label;
  nlohmann::json schema;
  nlohmann::json value;
  std::vector<nlohmann::json> choices;  // for "choice" options
};

struct BotLevel {
  std::string kind;   // "greedy": what the setup keeps
  std::string label;  // "Good": what the player sees
};

class SetupModel {
 public:
  explicit SetupModel(const GameEntry& game);

  const GameEntry& game() const { return game_; }
  int players() const { return static_cast<int>(seats_.size()); }
  void set_players(int n);  // the nearest count the game seats; new seats are bots with friendly names
  // The next count the game seats up (+1) or down (-1), skipping those it does not (Joker's 5).
  void step_players(int delta);
  bool can_step_players(int delta) const;
  std::vector<SeatRow>& seats() { return seats_; }
  const std::vector<SeatRow>& seats() const { return seats_; }
  void rename(std::size_t seat, std::string_view typed);
  void set_kind(std::size_t seat, session::SeatKind kind);

  std::vector<OptionRow>& options() { return options_; }
  // The text shown for an option's current value, and stepping it (-1 or +1).
  std::string option_text(const OptionRow& o) const;
  bool can_step(const OptionRow& o, int delta) const;
  void step(OptionRow& o, int delta);
  // Whether the option applies at this player count (Rummü's partnerships: 4 or 6); one that does
  // not is neither shown nor sent.
  bool applies(const OptionRow& o) const;
  // A labelled choice's default at this player count, and whether `value` is offered at it.
  nlohmann::json default_value(const OptionRow& o) const;
  bool offered(const OptionRow& o, const nlohmann::json& value) const;

  const std::vector<BotLevel>& levels() const { return levels_; }
  session::Speed speed = session::Speed::Normal;

  // The seats (names, people or bots, levels), options and speed of `last`, a setup of this game;
  // invited seats come back as invitations to send again, with no pin or token.
  void take_from(const session::GameSetup& last);
  // The finished setup, options normalised by the game; or the game's reason why not.
  Result<session::GameSetup> build(std::uint64_t seed) const;

 private:
  std::string free_name() const;
  std::string default_level() const;  // a new bot seat's level
  // A choice on a value no longer offered (after the players or a flag changed) goes back to its default.
  void forget_unoffered();

  const GameEntry& game_;
  std::vector<SeatRow> seats_;
  std::vector<OptionRow> options_;
  std::vector<BotLevel> levels_;
  bool players_option_ = false;  // the schema lists "players", so build() sends the count
};

}  // namespace parlor::scenes
