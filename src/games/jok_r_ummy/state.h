// Jok-R-Ummy game state. Rules source, parameters and rulings: games/jok_r_ummy/rules.h.
//
// Actions used:
//   swap_program, keep_program        at the deal, a seat whose program went 3 rounds without completing
//   draw, take_discard                start of a turn (holding one card: draw only)
//   reveal_program{melds}             the combinations that fulfil the seat's program
//   lay_down{melds}                   books, once the seat completed a program this round
//   add_on{melds: [card], target, target_seat}   a card onto combination `target` of `target_seat`
//   discard{card}                     ends the turn
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/view.h"
#include "games/meld_table_state.h"

namespace parlor::jok_r_ummy {

class JokRUmmyState final : public MeldTableState<JokRUmmyState, Phase, Event, Table, RoundResult> {
  friend CardGameState;
  friend MeldTableState;
  JokRUmmyState(nlohmann::json options, uint64_t seed);

 public:
  // Options: {"players": 2..6 (4), "swap": true}.
  static constexpr FlagOption kFlags[] = {{"swap", "Swap a program that went three rounds without completing", true}};
  static constexpr CardGameFacts kFacts{
      "jok_r_ummy", "Jok-R-Ummy", kMoveKinds, kDeck, kMaxMoves, PlayerCounts{kMinPlayers, kMaxPlayers, 4, "Players"},
      SeatOption{}, kFlags};
  static constexpr ZoneKinds kZones = JokRUmmyView::kZones;
  static constexpr size_t kProgramZone = JokRUmmyView::kProgramZone, kCompletedZone = JokRUmmyView::kCompletedZone;

  std::string describe_action(int seat, const Action& action) const override;
  std::string describe_action_short(int seat, const Action& action) const override;
  // "Player 2's run", "their own book": the combination an add-on goes to ("" where it is none).
  std::string target_words(int seat, const Action& a) const;
  std::string debug_snapshot() const override;
  std::unique_ptr<Transcript> transcript() const override;

  JokRUmmyView typed_view(int seat) const;
  int dealer() const { return dealer_; }
  // The seat's program card (none between a completion and the next deal) and its program.
  Card program_card(int seat) const;
  const Program* program(int seat) const { return program_of(program_card(seat)); }
  int completed_count(int seat) const { return static_cast<int>(zone(seat, kCompletedZone).size()); }
  bool completed_this_round(int seat) const { return completed_[static_cast<size_t>(seat)] != 0; }
  const std::vector<Card>& first_deal() const { return first_deal_; }
  void shown_cards(std::vector<Card>& out) const override { out = first_deal_; }

  // For search over hidden cards (bots/strong): the game as `view` shows it, the cards its seat
  // cannot see placed as `dealing` says (games/dealing.h: the program deck is its hidden cards).
  // Its log starts empty.
  static std::unique_ptr<JokRUmmyState> from_view(const JokRUmmyView& view, Dealing dealing);

  // Tests only: the hands hold these faces, the discard pile is `discard_pile` (bottom to top),
  // the stock starts with `stock_top` (top first), every other card goes under the stock; each
  // seat's program becomes the program of our deck with that id ("" keeps it); the turn goes to
  // `seat` in `phase`. Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                    const std::vector<Card>& stock_top, const std::vector<std::string>& programs, int seat,
                    Phase phase);
  // Tests only: `table` combinations laid for their owners, who count as having completed.
  void rig_table_for_test(const Table& table);
  // Tests only: the seat has completed these programs of our deck (ids) in earlier rounds.
  bool rig_completed_for_test(int seat, const std::vector<std::string>& ids);
  // Tests only: the seat's program has gone `rounds` rounds without completing.
  void rig_rounds_without_for_test(int seat, int rounds) { rounds_without_[static_cast<size_t>(seat)] = rounds; }
  // Tests only: the program deck's next cards (top first) are these programs of our deck.
  bool rig_program_deck_for_test(const std::vector<std::string>& top_ids);
  // Tests only: end the round as a cap would and deal the next one.
  void end_round_for_test() { end_round(-1); }

 private:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  std::optional<std::string> check_cards(int seat, const MeldList& melds) const;
  std::optional<std::string> check_reveal(int seat, const Action& a) const;
  std::optional<std::string> check_lay_down(int seat, const Action& a) const;
  std::optional<std::string> check_add_on(int seat, const Action& a) const;
  void apply_move(int seat, const Action& action) override;
  void reveal(int seat, const Action& a);
  void lay(int seat, const MeldList& melds);
  void add_on(int seat, const Action& a);
  // After a play: the round ends when the seat has no card left.
  void after_play(int seat);
  void end_turn(int seat);
  void end_round(int ended_by);
  void find_first_dealer();
  void deal();
  // The seat draws program cards until one is not a SUN card (each SUN counts at once); false
  // when a SUN card made five and ended the game.
  bool draw_program(int seat);
  // Counts a completed program (a reveal or a SUN card); true when it is the fifth.
  bool complete(int seat, Card program_card);
  // The swap offered to the next seat that may take it, else the first turn of the round.
  void offer_swap_or_play();
  void legal_moves(std::vector<Action>& out) const;
  std::optional<MeldRules> wild_rules() const { return meld_rules(); }
  void table_cards(std::vector<Card>& out) const;
  void hidden_cards(std::vector<Card>& out) const { out.insert(out.end(), programs_.begin(), programs_.end()); }
  void extra_deck(std::vector<Card>& out) const;
  TurnInfo turn_info() const;

  int dealer_ = 0;
  int swap_next_ = 0;                // in the swap phase: the next seat (from the dealer's left) to be offered it
  std::vector<Card> first_deal_;     // dealt face up for the first dealer (physical cards)
  std::vector<Card> programs_;       // the program deck, face down (back = top)
  std::vector<uint8_t> completed_;   // per seat: this round
  std::vector<int> rounds_without_;  // per seat
  std::vector<int> round_points_;    // per seat: programs completed this round (SUN cards too)
};

}  // namespace parlor::jok_r_ummy
