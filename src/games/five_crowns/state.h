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

#include "games/card_game_state.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/view.h"

namespace parlor::five_crowns {

class FiveCrownsState final : public CardGameState<FiveCrownsState, Phase, Event> {
  friend CardGameState;
  FiveCrownsState(nlohmann::json options, uint64_t seed);

 public:
  // Options: {"players": 2..14 (4), "dealer": seat dealing hand 1 (last seat)}.
  static constexpr CardGameFacts kFacts{
      "five_crowns",
      "Five Crowns",
      kMoveKinds,
      DeckKind::FiveCrowns,
      kMaxMoves,
      PlayerCounts{kMinPlayers, kMaxPlayers, 4, "Players (8 or more use two sets of cards)"},
      SeatOption{"dealer", "Seat that deals the first hand (the seat on its left starts)", true},
      {},
      true};  // five-crowns.txt: the lowest total wins

  std::string describe_action(int seat, const Action& action) const override;
  std::string describe_action_short(int seat, const Action& action) const override;
  std::string debug_snapshot() const override;
  std::unique_ptr<Transcript> transcript() const override;

  FiveCrownsView typed_view(int seat) const;
  int hand_index() const { return hand_index_; }  // 0..10
  int wild_rank() const { return wild_rank_of_hand(hand_index_); }
  int dealer() const { return dealer_; }
  int went_out() const { return went_out_; }
  bool final_turn() const { return went_out_ >= 0 && phase_ != Phase::GameOver; }
  const std::vector<Meld>& laid(int seat) const { return laid_[static_cast<size_t>(seat)]; }
  const std::optional<HandResult>& last_hand() const { return last_hand_; }

  // For search over hidden cards (bots/strong): the game as `view` shows it, the cards its seat
  // cannot see placed as `dealing` says (games/dealing.h). Its log starts empty.
  static std::unique_ptr<FiveCrownsState> from_view(const FiveCrownsView& view, Dealing dealing);

  // Tests only: move physical cards so the hands hold these faces, the discard pile is
  // `discard_pile` (bottom to top) and the stock starts with `stock_top` (top first); every
  // other card goes under the stock, or under the discard pile when `rest_to_discards`.
  // Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                    const std::vector<Card>& stock_top, bool rest_to_discards = false);
  // Tests only: pretend `rounds` (per-seat points) were already played and deal the next hand.
  void rig_scores_for_test(const std::vector<std::vector<int>>& rounds);

 private:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  std::optional<std::string> check_lay_down(int seat, const Action& a, bool going_out) const;
  void apply_move(int seat, const Action& action) override;
  void lay_melds(int seat, const MeldList& melds);
  void discard_card(int seat, Card face);
  void next_turn(int seat);
  void score_hand();
  void deal();
  void legal_moves(std::vector<Action>& out) const;
  std::optional<MeldRules> wild_rules() const { return meld_rules(wild_rank()); }
  void table_cards(std::vector<Card>& out) const;

  std::vector<std::vector<Meld>> laid_;  // this hand, per seat
  std::vector<uint8_t> final_done_;      // per seat: its final turn is played
  int hand_index_ = 0;
  int dealer_ = 0;
  int went_out_ = -1;
  int turns_ = 0;  // turns finished this hand
  std::optional<HandResult> last_hand_;
};

}  // namespace parlor::five_crowns
