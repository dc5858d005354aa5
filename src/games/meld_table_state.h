// What the rummy games whose seats lay melds on one table, round after round, share (Rummü,
// Rummy-O, Jok-R-Ummy): the round being played and its turns, the table (TableT: each owner's
// melds), the last round's result (ResultT), passing a turn, ending a round and the tests' rigging.
// `Game` is the game's State class, as for CardGameState; it provides deal(), which deals round
// round_, and, for rig_for_test, rigged_meld(owner, meld) and rigged().
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "engine/meld.h"
#include "games/card_game_state.h"
#include "games/snapshot.h"

namespace parlor {

template <class Game, class PhaseT, class EventT, class TableT, class ResultT>
class MeldTableState : public CardGameState<Game, PhaseT, EventT> {
 public:
  using TableMeldT = typename TableT::value_type::value_type;

  int round_index() const { return round_; }  // 0..
  const TableT& table() const { return table_; }
  const std::optional<ResultT>& last_round() const { return last_round_; }

  // Tests only: the hands hold these faces, the discard pile is `discard_pile` (bottom to top),
  // the stock starts with `stock_top` (top first), every other card goes under the stock; `table`
  // melds (faces, wilds with what they stand for) lie for their owners as the game's
  // rigged_meld(owner, meld of physical cards) lays them (none: the position is refused), and
  // the game's rigged() sets what follows from them. The turn goes to `seat` in `phase`. Breaks
  // the (seed, log) description of the game.
  bool rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                    const std::vector<Card>& stock_top, const std::vector<std::vector<Meld>>& table, int seat,
                    PhaseT phase) {
    const size_t players = this->hands_.size();
    if (hands.size() != players || table.size() != players) return false;
    std::vector<Card> pool;
    this->all_cards(pool);
    TableT new_table(players);
    for (size_t s = 0; s < players; ++s)
      for (Meld m : table[s]) {
        std::vector<Card> faces, physical;
        for (const auto& p : m.cards) faces.push_back(p.card);
        if (!snapshot::take_faces(pool, faces, physical)) return false;
        for (size_t i = 0; i < physical.size(); ++i) m.cards[i].card = physical[i];
        std::optional<TableMeldT> laid = Game::rigged_meld(static_cast<int>(s), std::move(m));
        if (!laid) return false;
        new_table[s].push_back(std::move(*laid));
      }
    if (!this->rig_piles(std::move(pool), hands, discard_pile, stock_top, false)) return false;
    table_ = std::move(new_table);
    this->current_ = seat;
    this->phase_ = phase;
    game().rigged();
    return true;
  }
  // Tests only: pretend `rounds` (per-seat points) were played and deal the next round.
  void rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
    this->points_.rig(rounds);
    round_ = static_cast<int>(rounds.size());
    game().deal();
  }

 protected:
  // Each seat's place on the table, empty.
  MeldTableState(nlohmann::json options, uint64_t seed, PhaseT first_phase)
      : CardGameState<Game, PhaseT, EventT>(std::move(options), seed, first_phase), table_(this->hands_.size()) {}
  MeldTableState(const MeldTableState&) = default;

  // The end of `seat`'s turn: the next seat draws, from the discards but the top one made the
  // stock (a `rebuilt` event) when the stock ran out and `may_rebuild`. False, the turn not
  // passed, when the round ends instead: `max_turns` turns played, or no stock to draw from.
  template <class Kind>
  bool pass_turn(int seat, int max_turns, Kind rebuilt, bool may_rebuild = true) {
    ++turns_;
    if (turns_ >= max_turns) return false;
    if (this->stock_.empty() && !(may_rebuild && this->rebuild_stock(rebuilt))) return false;
    this->current_ = (seat + 1) % this->num_seats();
    this->phase_ = PhaseT::Draw;
    return true;
  }

  // The round ends with `result` (its number set here) and each seat's `points`, scored as
  // score_round scores them (`over`: the game ends). False when the game is over; else round_
  // counts the next round, for the game to deal.
  template <class Kind>
  bool next_round(ResultT result, const std::vector<int>& points, Kind scored, bool over) {
    result.round = round_ + 1;
    this->score_round(points, scored, over);
    last_round_ = std::move(result);
    if (this->is_terminal()) return false;
    ++round_;
    return true;
  }

  int round_ = 0;
  int turns_ = 0;  // turns finished this round
  TableT table_;   // physical cards
  std::optional<ResultT> last_round_;

 private:
  Game& game() { return static_cast<Game&>(*this); }
};

}  // namespace parlor
