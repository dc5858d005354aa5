// Joker game state. Rules source, parameters and the board: games/joker/board.h.
//
// Actions used: move{card, from, to[, from2, to2]} (games/joker/moves.h) and discard{card}
// when no card in the hand can move a marble. The turn's draw is not an action: the engine
// deals the seat to act its card as the turn begins (DECISIONS.md: draw 1, play 1), so every
// turn is exactly one action and a player can never forget to draw.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/joker/board.h"
#include "games/joker/view.h"

namespace parlor::joker {

inline constexpr const char* kGameId = "joker";

// Fills defaults and checks ranges: {"players": 4, "dealer": 0..3 (0)}.
Result<nlohmann::json> normalise_options(const nlohmann::json& options);
nlohmann::json option_schema();

class JokerState final : public State {
 public:
  static Result<std::unique_ptr<JokerState>> create(const nlohmann::json& options, uint64_t seed);

  std::string_view game_id() const override { return kGameId; }
  const nlohmann::json& options() const override { return options_; }
  int num_seats() const override { return kSeats; }
  int team_of(int seat) const override { return joker::team_of(seat); }
  int num_teams() const override { return 2; }
  std::string_view phase() const override { return phase_name(phase_); }
  int current_seat() const override { return phase_ == Phase::GameOver ? -1 : current_; }
  bool is_terminal() const override { return phase_ == Phase::GameOver; }
  void legal_actions(std::vector<Action>& out) const override;
  using State::legal_actions;
  std::unique_ptr<View> view(int seat) const override;
  Scores scores() const override;
  std::unique_ptr<State> clone() const override;
  std::string describe_action(int seat, const Action& action) const override;
  std::string debug_snapshot() const override;
  void all_cards(std::vector<Card>& out) const override;
  std::vector<Card> full_deck() const override;
  void secret_cards(int seat, std::vector<Card>& out) const override;
  int64_t max_game_length() const override;

  JokerView typed_view(int seat) const;

  const Board& board() const { return board_; }
  const std::vector<Card>& hand(int seat) const { return hands_[static_cast<size_t>(seat)]; }
  const std::vector<Card>& stock() const { return stock_; }
  const std::vector<Card>& discards() const { return discards_; }
  const std::vector<Event>& events() const { return events_; }
  int winner_team() const { return winner_team_; }

  // Tests only: `marbles[seat]` lists where that seat's marbles stand (fewer than five: the
  // rest stay in the start); the hands hold these faces (the seat to act as it plays, after
  // its draw); `current` is to act; the stock starts with `stock_top` (top first) and every
  // other card goes under it, or onto the discard pile when `rest_to_discards`.
  // Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<int>>& marbles, const std::vector<std::vector<Card>>& hands,
                    int current, const std::vector<Card>& stock_top = {}, bool rest_to_discards = false);

 protected:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  void apply_move(int seat, const Action& action) override;

 private:
  JokerState(nlohmann::json options, uint64_t seed);
  JokerState(const JokerState&) = default;

  void begin_turn(int seat);
  void play_card(int seat, Card face);

  nlohmann::json options_;
  Rng rng_;
  int dealer_ = 0;
  int current_ = 0;
  Phase phase_ = Phase::Play;
  int winner_team_ = -1;
  Board board_;
  std::vector<std::vector<Card>> hands_;
  std::vector<Card> stock_;     // back = top
  std::vector<Card> discards_;  // back = top
  std::vector<Event> events_;
};

}  // namespace parlor::joker
