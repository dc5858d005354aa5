// The state's views, descriptions, snapshots and card lists, and the test rigging.
#include <algorithm>

#include "engine/json_util.h"
#include "games/rummy_o/state.h"
#include "games/snapshot.h"

namespace parlor::rummy_o {

RummyOView RummyOState::typed_view(int seat) const {
  RummyOView v;
  v.seat_ = seat;
  v.players = players_;
  v.round = round_ + 1;
  v.first = first_;
  v.current = current_seat();
  v.phase = phase_;
  for (Card c : rack(seat)) v.rack.push_back(c.face());
  for (const auto& r : racks_) v.rack_sizes.push_back(static_cast<int>(r.size()));
  for (uint8_t b : on_board_) v.on_board.push_back(b != 0);
  v.opened_this_turn = opened_this_turn_;
  v.stock_count = static_cast<int>(stock_.size());
  v.discard_count = static_cast<int>(discards_.size());
  v.discard_top = discards_.empty() ? Card::none() : discards_.back().face();
  v.rebuilds = rebuilds_;
  v.turn = turns_;
  v.table = table_;
  for (auto& melds : v.table)
    for (auto& m : melds)
      for (auto& p : m.meld.cards) p.card = p.card.face();
  v.scores = scores();
  constexpr size_t kRecent = 64;
  const size_t from = events_.size() > kRecent ? events_.size() - kRecent : 0;
  v.events.assign(events_.begin() + static_cast<std::ptrdiff_t>(from), events_.end());
  v.event_count = static_cast<int>(events_.size());
  v.last_round = last_round_;
  return v;
}

std::unique_ptr<View> RummyOState::view(int seat) const { return std::make_unique<RummyOView>(typed_view(seat)); }

std::string RummyOState::describe_action(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
  auto melds = [&] { return std::to_string(a.melds.size()) + (a.melds.size() == 1 ? " meld" : " melds"); };
  auto whose = [&] { return a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"; };
  switch (a.kind) {
    case ActionKind::DrawStock: return who + " draws from the stock.";
    case ActionKind::TakeDiscard:
      if (discards_.empty()) return who + " takes the top discard.";
      return who + " takes the " + card_name(discards_.back()) + " from the discard pile.";
    case ActionKind::Discard: return who + " discards the " + card_name(a.card) + ".";
    case ActionKind::LayDown: return who + (on_board(seat) ? " lays down " : " goes on board with ") + melds() + ".";
    case ActionKind::AddOn: return who + " adds to " + whose() + " meld.";
    case ActionKind::ClaimJoker:
      return who + " gives the " + card_name(a.card) + " for the joker in " + whose() + " meld and lays down " +
             melds() + ".";
    case ActionKind::GoOut: return who + " goes out at once, discarding the " + card_name(a.card) + ".";
    default: return who + " makes a move that is not part of Rummy-O.";
  }
}

std::string RummyOState::debug_snapshot() const {
  std::string o;
  o.reserve(2048);
  auto num = [&](int64_t v) { snapshot::num(o, v); };
  o += "rummy_o " + dump_json(options_) + " seed " + std::to_string(seed()) + "\nrng ";
  for (uint64_t w : rng_.words()) o += std::to_string(w) + " ";
  o += "\nround/first/current/phase/turns/rebuilds/opened/claimed ";
  for (int v : {round_, first_, current_, static_cast<int>(phase_), turns_, rebuilds_,
                static_cast<int>(opened_this_turn_), static_cast<int>(claimed_this_turn_)})
    num(v);
  o += "\non_board ";
  for (uint8_t b : on_board_) num(b);
  o += '\n';
  for (int s = 0; s < players_; ++s) {
    snapshot::cards(o, "rack ", rack(s));
    o += "table ";
    for (const TableMeld& m : table_[static_cast<size_t>(s)]) {
      o += meld_kind_name(m.meld.kind);
      o += ' ';
      for (size_t i = 0; i < m.meld.cards.size(); ++i) {
        num(m.meld.cards[i].card.bits());
        num(m.meld.cards[i].as.bits());
        num(m.placed_by[i]);
      }
      o += "| ";
    }
    o += '\n';
  }
  snapshot::cards(o, "stock ", stock_);
  snapshot::cards(o, "discards ", discards_);
  snapshot::scores(o, round_scores_, totals_);
  snapshot::events(o, events_);
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

void RummyOState::all_cards(std::vector<Card>& out) const {
  out.clear();
  for (const auto& r : racks_) out.insert(out.end(), r.begin(), r.end());
  out.insert(out.end(), stock_.begin(), stock_.end());
  out.insert(out.end(), discards_.begin(), discards_.end());
  for (const auto& melds : table_)
    for (const TableMeld& m : melds)
      for (const auto& p : m.meld.cards) out.push_back(p.card);
}

std::vector<Card> RummyOState::full_deck() const { return make_deck(DeckKind::RummyOTiles); }

void RummyOState::secret_cards(int seat, std::vector<Card>& out) const {
  out.clear();
  for (int s = 0; s < players_; ++s)
    if (s != seat) out.insert(out.end(), rack(s).begin(), rack(s).end());
  out.insert(out.end(), stock_.begin(), stock_.end());
}

int64_t RummyOState::max_game_length() const {
  // Each turn is a draw, at most 15 plays (each places a tile or more) and a discard; rounds
  // end by the 300-turn cap at the latest.
  return int64_t{kRounds} * kMaxTurnsPerRound * 17;
}

bool RummyOState::rig_for_test(const std::vector<std::vector<Card>>& racks, const std::vector<Card>& discard_pile,
                               const std::vector<Card>& stock_top, const std::vector<std::vector<Meld>>& table,
                               int seat, Phase phase) {
  if (static_cast<int>(racks.size()) != players_ || static_cast<int>(table.size()) != players_) return false;
  std::vector<Card> pool;
  all_cards(pool);
  Table new_table(static_cast<size_t>(players_));
  for (int s = 0; s < players_; ++s) {
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
  std::vector<std::vector<Card>> new_racks(racks.size());
  for (size_t s = 0; s < racks.size(); ++s)
    if (!snapshot::take_faces(pool, racks[s], new_racks[s])) return false;
  std::vector<Card> new_discards, top;
  if (!snapshot::take_faces(pool, discard_pile, new_discards) || !snapshot::take_faces(pool, stock_top, top))
    return false;
  racks_ = std::move(new_racks);
  table_ = std::move(new_table);
  discards_ = std::move(new_discards);
  stock_ = std::move(pool);
  for (auto it = top.rbegin(); it != top.rend(); ++it) stock_.push_back(*it);
  current_ = seat;
  phase_ = phase;
  opened_this_turn_ = claimed_this_turn_ = false;
  return true;
}

void RummyOState::rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
  round_scores_ = rounds;
  std::fill(totals_.begin(), totals_.end(), 0);
  for (const auto& r : rounds)
    for (int s = 0; s < players_; ++s) totals_[static_cast<size_t>(s)] += r[static_cast<size_t>(s)];
  round_ = static_cast<int>(rounds.size());
  deal();
}

}  // namespace parlor::rummy_o
