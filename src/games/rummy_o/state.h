// Rummy-O game state. Rules source, parameters and rulings: games/rummy_o/rules.h.
//
// Actions used:
//   draw, take_discard                      start of a turn
//   discard{card}                           ends the turn; the first player's first turn is only this
//   lay_down{melds}                         from the rack; the first one of a round is the opening
//   add_on{melds: [tiles], target, target_seat}   tiles onto meld `target` of seat `target_seat`
//   claim_joker{card, target, target_seat, melds} give `card` for the joker there, and lay
//                                           down `melds` (holding that joker) at once
//   go_out{melds, card}                     Foot or Hand: a player not on board places every
//                                           tile but `card`; tiles outside `melds` are added
//                                           onto table melds where they fit
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/result.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o {

inline constexpr const char* kGameId = "rummy_o";

// Fills defaults and checks ranges: {"players": 2..4 (4), "first": seat playing first in round 1 (0)}.
Result<nlohmann::json> normalise_options(const nlohmann::json& options);
nlohmann::json option_schema();

class RummyOState final : public State {
 public:
  static Result<std::unique_ptr<RummyOState>> create(const nlohmann::json& options, uint64_t seed);

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

  RummyOView typed_view(int seat) const;

  int round_index() const { return round_; }  // 0..3
  int first_player() const { return first_; }
  Phase phase_code() const { return phase_; }
  bool on_board(int seat) const { return on_board_[static_cast<size_t>(seat)] != 0; }
  const std::vector<Card>& rack(int seat) const { return racks_[static_cast<size_t>(seat)]; }
  const std::vector<Card>& stock() const { return stock_; }
  const std::vector<Card>& discards() const { return discards_; }
  const Table& table() const { return table_; }
  const std::vector<Event>& events() const { return events_; }
  const std::optional<RoundResult>& last_round() const { return last_round_; }

  // Tests only: the racks hold these faces, the discard pile is `discard_pile` (bottom to top),
  // the stock starts with `stock_top` (top first), every other tile goes under the stock;
  // `table` melds (faces, jokers with values) are laid for their owners, who count as on
  // board. The turn goes to `seat` in `phase`. Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<Card>>& racks, const std::vector<Card>& discard_pile,
                    const std::vector<Card>& stock_top, const std::vector<std::vector<Meld>>& table, int seat,
                    Phase phase);
  // Tests only: pretend `rounds` (per-seat points) were played and deal the next round.
  void rig_scores_for_test(const std::vector<std::vector<int>>& rounds);
  // Tests only: set a seat's board standing.
  void rig_on_board_for_test(int seat, bool on_board) { on_board_[static_cast<size_t>(seat)] = on_board; }

 protected:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  void apply_move(int seat, const Action& action) override;

 private:
  RummyOState(nlohmann::json options, uint64_t seed);
  RummyOState(const RummyOState&) = default;

  TurnInfo turn_info(int seat) const;
  void deal();
  std::optional<std::string> check_melds(int seat, const MeldList& melds, const std::vector<Card>& rack, bool opening,
                                         int keep) const;
  std::optional<std::string> check_add_on(int seat, const Action& a) const;
  std::optional<std::string> check_claim(int seat, const Action& a) const;
  std::optional<std::string> check_go_out(int seat, const Action& a) const;
  Card take_from_rack(int seat, Card face);
  void lay(int seat, const MeldList& melds);
  void add_tiles(int seat, int owner, int index, std::span<const PlacedCard> tiles);
  void go_out_foot_or_hand(int seat, const Action& a);
  void end_turn(int seat);
  void end_round(int went_out, WayOut way, int bonus);

  nlohmann::json options_;
  int players_ = 0;
  Rng rng_;
  int round_ = 0;
  int first_ = 0;  // this round's first player
  int current_ = 0;
  Phase phase_ = Phase::FirstDiscard;
  int turns_ = 0;     // turns finished this round
  int rebuilds_ = 0;  // stock rebuilt this round
  // This turn: whether the player went on board, claimed, added on.
  bool opened_this_turn_ = false;
  bool claimed_this_turn_ = false;
  std::vector<uint8_t> on_board_;
  std::vector<std::vector<Card>> racks_;
  std::vector<Card> stock_;     // back = top
  std::vector<Card> discards_;  // back = top
  Table table_;
  std::vector<std::vector<int>> round_scores_;
  std::vector<int> totals_;
  std::vector<Event> events_;
  std::optional<RoundResult> last_round_;
};

}  // namespace parlor::rummy_o
