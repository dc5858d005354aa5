// Rummü game state. Rules source, parameters and rulings: games/rummu/rules.h.
//
// Actions used:
//   draw, take_discard{count}       start of a turn: the stock's top card, or `count` (0: 1) from the
//                                   top of the discard pile down
//   lay_down{melds}                 new combinations; the first of a round is the coming out
//   add_on{melds: [cards], target, target_seat}   cards onto combination `target` of `target_seat`
//   exchange_joker{card, target, target_seat}     `card` for the yellow joker standing for it
//   discard{card}                   ends the turn; the last card ends the round
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/dealing.h"
#include "games/meld_table_state.h"
#include "games/rummu/rules.h"
#include "games/rummu/view.h"

namespace parlor::rummu {

class RummuState final : public MeldTableState<RummuState, Phase, Event, Table, RoundResult> {
  friend CardGameState;
  friend MeldTableState;
  RummuState(nlohmann::json options, uint64_t seed);

 public:
  // Options: {"players": 3..6 (4), "dealer": seat (the last), "partners": false (4 or 6 only),
  // "rounds": 0 (to the score: 3 players, or 4 in partnerships) or 3..15 (default_rounds),
  // "open_pile": false (DECISIONS.md: the pile is kept tidy; open, it lies fanned face up)}.
  static constexpr FlagOption kFlags[] = {{"partners", "Play in partnerships (partners sit opposite)", false,
                                           (1u << 4) | (1u << 6), "Partnerships need 4 or 6 players."},
                                          {"open_pile", "Open discard pile (fanned face up, for learners)", false}};
  // To the score: alone at three, in partnerships at four (bench/rummu_length.cpp: alone at four,
  // 3 of 3,000 games had not ended after 100 rounds).
  static constexpr OfferedWhen kToTheScoreAt[] = {{3}, {4, "partners", true}};
  static constexpr ChoiceValue kLengths[] = {{kToTheScore, "To 200 (teams 500)", kToTheScoreAt},
                                             {3, "3 rounds"},
                                             {4, "4 rounds"},
                                             {5, "5 rounds"},
                                             {6, "6 rounds"},
                                             {7, "7 rounds"},
                                             {8, "8 rounds"},
                                             {9, "9 rounds"},
                                             {10, "10 rounds"},
                                             {11, "11 rounds"},
                                             {12, "12 rounds"},
                                             {13, "13 rounds"},
                                             {14, "14 rounds"},
                                             {15, "15 rounds"}};
  static constexpr ChoiceOption kChoices[] = {
      {"rounds", "Game length", kLengths, default_rounds,
       "Playing to the score needs 3 players, or 4 in partnerships: at other tables games drift and nobody reaches "
       "it. Choose a number of rounds."}};
  static constexpr CardGameFacts kFacts{"rummu",
                                        "Rummü",
                                        kMoveKinds,
                                        kDeck,
                                        kMaxMoves,
                                        PlayerCounts{kMinPlayers, kMaxPlayers, 4, "Players"},
                                        SeatOption{"dealer", "Dealer of the first round", true},
                                        kFlags,
                                        false,
                                        Partners{.flag = "partners"},
                                        kChoices};

  // A game rebuilt from `view` (games/dealing.h: the cards the seat cannot see dealt), for the
  // Strong bot's search (games/rummu/from_view.cpp).
  static std::unique_ptr<RummuState> from_view(const RummuView& view, Dealing dealing);

  std::string describe_action(int seat, const Action& action) const override;
  std::string describe_action_short(int seat, const Action& action) const override;
  // "Player 2's run", "their own book": the combination a move acts on, in its line.
  std::string target_words(int seat, const Action& a) const;
  std::string debug_snapshot() const override;
  std::unique_ptr<Transcript> transcript() const override;

  RummuView typed_view(int seat) const;
  int dealer() const { return dealer_; }
  // The rounds the game plays, 0 when it plays to the score (the option "rounds").
  int rounds_to_play() const { return options_.value("rounds", kToTheScore); }
  bool came_out(int seat) const { return came_out_[static_cast<size_t>(seat)] != 0; }
  // The fewest cards of the seat's first play this round (rules.h: by round and score).
  int come_out_min(int seat) const;
  bool partners() const { return !teams_.empty(); }
  // yellow-joker-rummy.txt: only the discard pile's top card shows, unless the set-up opens it.
  bool tidy_discards() const { return !options_["open_pile"].get<bool>(); }

  void rig_came_out_for_test(int seat, bool out) { came_out_[static_cast<size_t>(seat)] = out; }

 private:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  std::optional<std::string> check_lay_down(int seat, const Action& a) const;
  std::optional<std::string> check_add_on(int seat, const Action& a) const;
  std::optional<std::string> check_exchange(int seat, const Action& a) const;
  void apply_move(int seat, const Action& action) override;
  // For rig_for_test: a combination as it lies, none when it is not one; its layer then counts
  // as come out.
  static std::optional<Meld> rigged_meld(int owner, Meld m);
  void rigged();
  void take_discards(int seat, int count);
  void end_turn(int seat);
  void end_round(int went_out);
  void deal();
  void legal_moves(std::vector<Action>& out) const;
  void table_cards(std::vector<Card>& out) const;
  // The seat's total in `totals` (per seat), or its team's when partners play.
  int score_of(const std::vector<int>& totals, int seat) const;

  int dealer_ = 0;
  int plays_ = 0;  // plays this turn
  std::vector<uint8_t> came_out_;
};

}  // namespace parlor::rummu
