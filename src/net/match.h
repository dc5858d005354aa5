// A game in play: the state, and who plays each seat (net/seat.h: a person at this device, a bot,
// a person on another device). Seats that play by themselves are asked through their own View only. Pure C++:
// the app, the CLI and tests share it.
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
#include "net/seat.h"

namespace parlor::net {

struct SeatConfig {
  std::string name;
  bool bot = false;
  std::string bot_kind = "greedy";
  // A person on another device, invited to this table (peer play): the seat waits for its guest.
  bool remote = false;
};

class Match {
 public:
  static Result<std::unique_ptr<Match>> create(const std::string& game_id, const nlohmann::json& options, uint64_t seed,
                                               std::vector<SeatConfig> seats);

  // A match over a state made elsewhere, with its seats' players (a peer guest's mirror table).
  static std::unique_ptr<Match> adopt(std::unique_ptr<State> state, std::vector<SeatConfig> seats,
                                      std::vector<std::unique_ptr<Seat>> players);

  const State& state() const { return *state_; }
  const std::vector<SeatConfig>& seats() const { return seats_; }
  int current_seat() const { return state_->current_seat(); }
  bool is_over() const { return state_->is_terminal(); }
  const Seat& seat(int i) const { return *players_[static_cast<size_t>(i)]; }
  // The seat to act plays by itself (not a person at this device): the table asks it for its move.
  bool seat_plays_itself() const;
  // The first seat a person here plays, or -1 when nobody here plays.
  int first_person() const;

  // The move of the seat to act, when it plays by itself and has one ready (chosen from its View).
  // `slice_ms`: how much of this frame a bot may think (Seat::move); none: a whole move at once.
  std::optional<Action> ready_move(std::optional<double> slice_ms = std::nullopt);
  // validate + apply for `seat`; the reason when refused, and then nothing changes.
  std::optional<std::string> play(int seat, const Action& action);

  // Who plays `seat` from now on (a guest on another device, a bot standing in while it is away,
  // the guest again); the game goes on where it is. The set-up (seats()) still says who the seat
  // belongs to: a stand-in is not saved as the seat's player.
  void set_seat(int seat, std::unique_ptr<Seat> player);
  // A bot of `kind` for `seat`, seeded as make_bots seeds that seat, or the reason there is none.
  Result<std::unique_ptr<Seat>> make_bot_seat(int seat, const std::string& kind) const;

 private:
  Match() = default;
  std::unique_ptr<State> state_;
  std::vector<SeatConfig> seats_;
  std::vector<std::unique_ptr<Seat>> players_;
};

}  // namespace parlor::net
