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
  snapshot::numbers(o, "\non_board ", on_board_);
  snapshot_seats(o, "rack ", [&](size_t s) {
    o += "table ";
    for (const TableMeld& m : table_[s]) snapshot::meld(o, m.meld, &m.placed_by);
  });
  snapshot_end(o, "\nlast_round ", last_round_, [](const RoundResult& r, auto num) {
    for (int n : {r.round, r.went_out, static_cast<int>(r.way)}) num(n);
    for (int p : r.points) num(p);
  });
  return o;
}

std::optional<TableMeld> RummyOState::rigged_meld(int owner, Meld m) {
  if (check_meld(meld_rules(), m.kind, m.cards)) return std::nullopt;
  const std::vector<int8_t> placed_by(m.cards.size(), static_cast<int8_t>(owner));
  return TableMeld{owner, std::move(m), placed_by};
}

void RummyOState::rigged() {
  for (size_t s = 0; s < table_.size(); ++s) on_board_[s] = table_[s].empty() ? 0 : 1;
  opened_this_turn_ = claimed_this_turn_ = false;
}

}  // namespace parlor::rummy_o
