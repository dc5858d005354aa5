// The state's views, descriptions, snapshots and card lists, and the test rigging.
#include <algorithm>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "games/rummy_o/state.h"
#include "games/snapshot.h"

namespace parlor::rummy_o {

RummyOView RummyOState::typed_view(int seat) const {
  RummyOView v;
  fill_view(v, seat, v.rack, v.rack_sizes, recent_events_start());
  v.players = num_seats();
  v.round = round_ + 1;
  v.first = first_;
  for (uint8_t b : on_board_) v.on_board.push_back(b != 0);
  v.opened_this_turn = opened_this_turn_;
  v.rebuilds = rebuilds_;
  v.turn = turns_;
  v.table = table_;
  for (auto& melds : v.table)
    for (auto& m : melds)
      for (auto& p : m.meld.cards) p.card = p.card.face();
  v.scores = scores();
  v.last_round = last_round_;
  return v;
}

std::string RummyOState::describe_action(int seat, const Action& a) const {
  if (auto said = describe_pile_move(seat, a)) return *said;
  const std::string who = seat_name(seat);
  auto melds = [&] { return plural(a.melds.size(), "meld"); };
  auto whose = [&] { return a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"; };
  switch (a.kind) {
    case kLayDown: return who + (on_board(seat) ? " lays down " : " goes on board with ") + melds() + ".";
    case kAddOn: return who + " adds to " + whose() + " meld.";
    case kClaimJoker: {
      const std::string given = who + " gives the " + card_name(a.card) + " for the joker in " + whose() + " meld";
      if (a.to == 0) return given + " and lays down " + melds() + ".";
      const int more = a.melds.empty() ? 0 : static_cast<int>(a.melds.cards(0).size()) - 1;
      return given + " and adds it" + (more > 0 ? " with " + plural(more, "more tile") : std::string()) +
             " to their own meld.";
    }
    case kGoOut: {
      const std::string out = " goes out at once, discarding the " + card_name(a.card) + ".";
      if (a.target_seat < 0) return who + out;
      std::vector<Card> rest = rack(seat);
      auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == a.card; });
      if (it != rest.end()) rest.erase(it);
      const auto claim = foot_claim(table_, rest, a.target_seat, a.target);
      const std::string tile = claim ? "the " + card_name(claim->given) : std::string("a tile");
      return who + " gives " + tile + " for the joker in " + whose() + " meld and" + out;
    }
    default: return who + " makes a move that is not part of Rummy-O.";
  }
}

std::string RummyOState::debug_snapshot() const {
  std::string o = snapshot_head("round/first/current/phase/turns/rebuilds/opened/claimed",
                                {round_, first_, current_, static_cast<int>(phase_), turns_, rebuilds_,
                                 static_cast<int>(opened_this_turn_), static_cast<int>(claimed_this_turn_)});
  auto num = [&](int64_t v) { snapshot::num(o, v); };
  snapshot::numbers(o, "\non_board ", on_board_);
  snapshot_seats(o, "rack ", [&](size_t s) {
    o += "table ";
    for (const TableMeld& m : table_[s]) snapshot::meld(o, m.meld, &m.placed_by);
  });
  snapshot_piles(o);
  o += "\nlast_round ";
  if (last_round_) {
    num(last_round_->round);
    num(last_round_->went_out);
    num(static_cast<int>(last_round_->way));
    for (int p : last_round_->points) num(p);
  }
  snapshot::history(o, *this);
  return o;
}

bool RummyOState::rig_for_test(const std::vector<std::vector<Card>>& racks, const std::vector<Card>& discard_pile,
                               const std::vector<Card>& stock_top, const std::vector<std::vector<Meld>>& table,
                               int seat, Phase phase) {
  const int players = num_seats();
  if (static_cast<int>(racks.size()) != players || static_cast<int>(table.size()) != players) return false;
  std::vector<Card> pool;
  all_cards(pool);
  Table new_table(static_cast<size_t>(players));
  for (int s = 0; s < players; ++s) {
    on_board_[static_cast<size_t>(s)] = table[static_cast<size_t>(s)].empty() ? 0 : 1;
    for (Meld m : table[static_cast<size_t>(s)]) {
      if (check_meld(meld_rules(), m.kind, m.cards)) return false;
      std::vector<Card> faces, physical;
      for (const auto& p : m.cards) faces.push_back(p.card);
      if (!snapshot::take_faces(pool, faces, physical)) return false;
      for (size_t i = 0; i < physical.size(); ++i) m.cards[i].card = physical[i];
      new_table[static_cast<size_t>(s)].push_back(
          TableMeld{s, m, std::vector<int8_t>(m.cards.size(), static_cast<int8_t>(s))});
    }
  }
  if (!rig_piles(std::move(pool), racks, discard_pile, stock_top, false)) return false;
  table_ = std::move(new_table);
  current_ = seat;
  phase_ = phase;
  opened_this_turn_ = claimed_this_turn_ = false;
  return true;
}

void RummyOState::rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
  points_.rig(rounds);
  round_ = static_cast<int>(rounds.size());
  deal();
}

}  // namespace parlor::rummy_o
