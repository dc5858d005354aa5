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

#include "games/card_game_state.h"
#include "games/joker/board.h"
#include "games/joker/view.h"

namespace parlor::joker {

class JokerState final : public CardGameState<JokerState, Phase, Event> {
  friend CardGameState;
  JokerState(nlohmann::json options, uint64_t seed);

 public:
  // Options: {"players": 4 or 6 (4), "dealer": 0..players-1 (0)}. The longest game is the
  // six-seat board's turn cap (board.h); a four-seat race ends sooner (move_cap()).
  static constexpr CardGameFacts kFacts{"joker",
                                        "Joker",
                                        kMoveKinds,
                                        DeckKind::Double52,
                                        kMaxTurnsSix,
                                        PlayerCounts{4, kMaxSeats, 4, "Players (teams of two: partners sit opposite)",
                                                     2, "Joker is for 4 players in two teams or 6 in three teams."},
                                        SeatOption{"dealer", "Seat that deals (the seat on its left starts)"},
                                        {},
                                        false,
                                        Partners{.always = true}};

  Scores scores() const override;
  std::string describe_action(int seat, const Action& action) const override;
  std::string describe_action_short(int seat, const Action& action) const override;
  std::string debug_snapshot() const override;
  std::unique_ptr<Transcript> transcript() const override;

  JokerView typed_view(int seat) const;
  // A game rebuilt from one seat's view and a dealing of the cards it cannot see
  // (games/joker/from_view.cpp); null when the view's options are not a table's.
  static std::unique_ptr<JokerState> from_view(const JokerView& view, Dealing dealing);
  const Board& board() const { return board_; }
  int winner_team() const { return winner_team_; }

  // Tests only: `marbles[seat]` lists where that seat's marbles stand (fewer than five: the
  // rest stay in the start); the hands hold these faces (the seat to act as it plays, after
  // its draw); `current` is to act; the stock starts with `stock_top` (top first) and every
  // other card goes under it, or onto the discard pile when `rest_to_discards`.
  // Breaks the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<int>>& marbles, const std::vector<std::vector<Card>>& hands,
                    int current, const std::vector<Card>& stock_top = {}, bool rest_to_discards = false);
  // Tests only: pretend `turns` turns were played (to reach the turn cap).
  void rig_turns_for_test(int turns) { turns_ = turns; }

 private:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  void apply_move(int seat, const Action& action) override;
  void begin_turn(int seat);
  void end_turn(int seat);
  void end_game(int winner_team, bool by_turn_cap);
  std::vector<int> team_home_counts() const;  // marbles home, team by team
  void legal_moves(std::vector<Action>& out) const { legal_actions_for(board_, current_, hand(current_), out); }
  int64_t move_cap() const { return board_.max_turns(); }

  int dealer_ = 0;
  int winner_team_ = -1;  // -1 with the game over: the turn cap ended it with the teams level
  int turns_ = 0;
  Board board_;
};

}  // namespace parlor::joker
