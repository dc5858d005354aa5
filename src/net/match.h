// A game in play: the state, and who sits in each seat (a person on this device or a bot).
// Bots are asked through their seat's View only. Pure C++: the app, the CLI and tests share it.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "engine/result.h"
#include "engine/state.h"

namespace parlor::net {

struct SeatConfig {
  std::string name;
  bool bot = false;
  std::string bot_kind = "greedy";
};

class Match {
 public:
  static Result<std::unique_ptr<Match>> create(const std::string& game_id, const nlohmann::json& options, uint64_t seed,
                                               std::vector<SeatConfig> seats);

  const State& state() const { return *state_; }
  const std::vector<SeatConfig>& seats() const { return seats_; }
  int current_seat() const { return state_->current_seat(); }
  bool is_over() const { return state_->is_terminal(); }
  bool bot_to_act() const;
  // The first seat a person plays, or -1 when every seat is a bot.
  int first_person() const;

  // The current bot's move, chosen from its View alone. Call only when bot_to_act().
  Action bot_move();
  // validate + apply for `seat`; the reason when refused, and then nothing changes.
  std::optional<std::string> play(int seat, const Action& action);

 private:
  Match() = default;
  std::unique_ptr<State> state_;
  std::vector<SeatConfig> seats_;
  std::vector<std::unique_ptr<Bot>> bots_;  // null for people
};

}  // namespace parlor::net
