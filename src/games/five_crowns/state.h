// Five Crowns game state. Rules source and parameters: games/five_crowns/rules.h.
//
// Actions used: draw, take_discard, discard{card}, go_out{melds, card},
// lay_down{melds, card} (a final turn after someone went out; melds may be empty).
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/view.h"

namespace parlor::five_crowns {

inline constexpr const char* kGameId = "five_crowns";

// Fills defaults and checks ranges: {"players": 2..14 (4), "dealer": seat dealing hand 1 (last seat)}.
Result<nlohmann::json> normalise_options(const nlohmann::json& options);
nlohmann::json option_schema();

class FiveCrownsState final : public State {
 public:
  static Result<std::unique_ptr<FiveCrownsState>> create(const nlohmann::json& options, uint64_t seed);

  std::string_view game_id() const override { return kGameId; }
  const nlohmann::json& options() const override { return options_; }
  int num_seats() const override { return players_; }
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

  FiveCrownsView typed_view(int seat) const;

  int hand_index() const { return hand_index_; }  // 0..10
  int wild_rank() const { return wild_rank_of_hand(hand_index_); }
  int dealer() const { return dealer_; }
  Phase phase_code() const { return phase_; }
  int went_out() const { return went_out_; }
  bool final_turn() const { return went_out_ >= 0 && phase_ != Phase::GameOver; }
  const std::vector<Card>& hand(int seat) const { return hands_[static_cast<size_t>(seat)]; }
  const std::vector<Card>& stock() const { return stock_; }
  const std::vector<Card>& discards() const { return discards_; }
  const std::vector<Meld>& laid(int seat) const { return laid_[static_cast<size_t>(seat)]; }
  const std::vector<Event>& events() const { return events_; }
  const std::optional<HandResult>& last_hand() const { return last_hand_; }

  // Tests only: move physical cards so the hands hold these faces, the discard pile is
  // `discard_pile` (bottom to top) and the stock starts with `stock_top` (top first); every
  // other card goes under the stock, or under the discard pile when `rest_to_discards`.
  // Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                    const std::vector<Card>& stock_top, bool rest_to_discards = false);
  // Tests only: pretend `rounds` (per-seat points) were already played and deal the next hand.
  void rig_scores_for_test(const std::vector<std::vector<int>>& rounds);

 protected:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  void apply_move(int seat, const Action& action) override;

 private:
  FiveCrownsState(nlohmann::json options, uint64_t seed);
  FiveCrownsState(const FiveCrownsState&) = default;

  TurnInfo turn_info(int seat) const;
  void deal();
  void next_turn(int seat);
  void score_hand();
  void lay_melds(int seat, const MeldList& melds);
  void discard_card(int seat, Card face);
  std::optional<std::string> check_lay_down(int seat, const Action& a, bool going_out) const;

  nlohmann::json options_;
  int players_ = 0;
  int sets_ = 1;
  Rng rng_;
  int hand_index_ = 0;
  int dealer_ = 0;
  int current_ = 0;
  Phase phase_ = Phase::Draw;
  int went_out_ = -1;
  std::vector<uint8_t> final_done_;
  std::vector<std::vector<Card>> hands_;
  std::vector<Card> stock_;     // back = top
  std::vector<Card> discards_;  // back = top
  std::vector<std::vector<Meld>> laid_;
  std::vector<std::vector<int>> round_scores_;
  std::vector<int> totals_;
  std::vector<Event> events_;
  std::optional<HandResult> last_hand_;
};

}  // namespace parlor::five_crowns
