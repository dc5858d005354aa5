// Rummy-O game state. Rules source, parameters and rulings: games/rummy_o/rules.h.
//
// Actions used:
//   draw, take_discard                      start of a turn
//   discard{card}                           ends the turn; the first player's first turn is only this
//   lay_down{melds}                         from the rack; the first one of a round is the opening
//   add_on{melds: [tiles], target, target_seat}   tiles onto meld `target` of seat `target_seat`
//   claim_joker{card, target, target_seat, melds} give `card` for the joker there, and lay
//                                           down `melds` (holding that joker) at once;
//                                           with `to` n > 0, melds[0] (the joker and any
//                                           rack tiles) joins the claimer's own meld n - 1
//   go_out{melds, card}                     Foot or Hand: a player not on board places every
//                                           tile but `card`; tiles outside `melds` are added
//                                           onto table melds where they fit; with `target`,
//                                           `target_seat`, a Foot that first claims the joker
//                                           in that meld (the joker goes into `melds`)
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/result.h"
#include "games/meld_table_state.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o {

class RummyOState final : public MeldTableState<RummyOState, Phase, Event, Table, RoundResult> {
  friend CardGameState;
  friend MeldTableState;
  RummyOState(nlohmann::json options, uint64_t seed);

 public:
  // Options: {"players": 2..4 (4), "first": seat playing first in round 1 (0)}.
  static constexpr CardGameFacts kFacts{"rummy_o",
                                        "Rummy-O",
                                        kMoveKinds,
                                        DeckKind::RummyOTiles,
                                        kMaxMoves,
                                        PlayerCounts{kMinPlayers, kMaxPlayers, 4, "Players"},
                                        SeatOption{"first", "Seat that plays first in round 1"}};

  std::string describe_action(int seat, const Action& action) const override;
  std::string describe_action_short(int seat, const Action& action) const override;
  // The word for the meld acted on, "run" or "group" ("meld" where there is none there).
  std::string meld_word(int owner, int index) const;
  std::string debug_snapshot() const override;
  std::unique_ptr<Transcript> transcript() const override;

  RummyOView typed_view(int seat) const;
  // A game rebuilt from `view`, the tiles its seat cannot see (the other racks, the stock, the
  // discards under the top) placed as `dealing` says (games/dealing.h); bots/strong searches it.
  static std::unique_ptr<RummyOState> from_view(const RummyOView& view, Dealing dealing);
  const std::vector<Card>& rack(int seat) const { return hand(seat); }
  bool on_board(int seat) const { return on_board_[static_cast<size_t>(seat)] != 0; }
  int first_player() const { return first_; }
  // A meld as lay() puts it on the table (faces, jokers' values recorded, a run in order).
  static TableMeld laid_meld(int seat, const Meld& meld);
  // Where a Foot's tiles outside its melds go on `after` (the table with those melds laid): onto
  // the player's own melds when they take them all (the go-out is then a Hand), else anywhere.
  // Public for the table's Go out (compose.h goes_out_with), which asks it of a view's table.
  struct TableAdd {
    int owner = -1, index = -1;
    std::vector<PlacedCard> tiles;
  };
  static std::optional<std::vector<TableAdd>> place_leftovers(const Table& after, int seat,
                                                              std::span<const Card> tiles);

  // Tests only: set a seat's board standing.
  void rig_on_board_for_test(int seat, bool on_board) { on_board_[static_cast<size_t>(seat)] = on_board; }

 private:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  std::optional<std::string> check_melds(int seat, const MeldList& melds, const std::vector<Card>& rack, bool opening,
                                         int keep) const;
  std::optional<std::string> check_add_on(int seat, const Action& a) const;
  std::optional<std::string> check_claim(int seat, const Action& a) const;
  std::optional<std::string> check_claim_into(int seat, const Action& a, const std::vector<Card>& rack_after) const;
  std::optional<std::string> check_go_out(int seat, const Action& a) const;
  void apply_move(int seat, const Action& action) override;
  // For rig_for_test: a meld as it lies, every tile placed by its owner (jokers' values
  // recorded), none when it is not legal; its owner then counts as on board.
  static std::optional<TableMeld> rigged_meld(int owner, Meld m);
  void rigged();
  void lay(int seat, const MeldList& melds);
  void add_tiles(int seat, int owner, int index, std::span<const PlacedCard> tiles);
  // A Foot's claim (DECISIONS.md): the table with the tile given for the joker in meld `index` of
  // `owner`, and the rack (the discard set aside) with that tile swapped for the joker.
  struct FootClaim {
    Table table;
    std::vector<Card> rack;
    Card given;
    int place = -1;  // the joker's place in that meld
  };
  static Result<FootClaim> foot_claim(const Table& table, const std::vector<Card>& rack, int owner, int index);
  void go_out_foot_or_hand(int seat, const Action& a);
  // Gives `tile` for the joker at `place` in meld `index` of `owner`, the joker to the rack;
  // returns who had placed the joker.
  int swap_joker(int seat, int owner, int index, size_t place, Card tile);
  // The claimed joker laid in meld `index` of `seat` is credited back to `placer`.
  bool credit_joker(int seat, int placer, int index);
  void end_turn(int seat);
  void end_round(int went_out, WayOut way, int bonus);
  void deal();
  void legal_moves(std::vector<Action>& out) const;
  std::optional<MeldRules> wild_rules() const { return meld_rules(); }
  void table_cards(std::vector<Card>& out) const;

  int first_ = 0;     // this round's first player
  int rebuilds_ = 0;  // stock rebuilt this round
  // This turn: whether the player went on board, claimed, added on.
  bool opened_this_turn_ = false;
  bool claimed_this_turn_ = false;
  std::vector<uint8_t> on_board_;
};

}  // namespace parlor::rummy_o
