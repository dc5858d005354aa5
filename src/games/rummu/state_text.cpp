// Rummü's views, its moves in words, its snapshot for the clone and replay checks, its golden
// file's text and the tests' rigging.
#include "engine/json_util.h"
#include "engine/sentence.h"
#include "games/card_transcript.h"
#include "games/meld_words.h"
#include "games/rummu/melds.h"
#include "games/rummu/solver.h"
#include "games/rummu/state.h"
#include "games/snapshot.h"

namespace parlor::rummu {

RummuView RummuState::typed_view(int seat) const {
  RummuView v;
  fill_view(v, seat, v.hand, v.hand_sizes, recent_events_start());
  v.round = round_ + 1;
  v.rounds_to_play = rounds_to_play();
  v.dealer = dealer_;
  for (int s = 0; s < num_seats(); ++s) {
    v.came_out.push_back(came_out(s));
    v.come_out_min.push_back(come_out_min(s));
  }
  v.open_pile = !tidy_discards();
  for (size_t i = v.open_pile ? 0 : discards_.size() - std::min<size_t>(1, discards_.size()); i < discards_.size(); ++i)
    v.shown_pile.push_back(discards_[i].face());
  v.plays = plays_;
  v.turn = turns_;
  v.table = table_;
  for (auto& melds : v.table)
    for (Meld& m : melds)
      for (PlacedCard& p : m.cards) p.card = p.card.face();
  v.last_round = last_round_;
  return v;
}

std::string RummuState::describe_action(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
  auto whose = [&] { return a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"; };
  // "run" or "book"; a combination where the move names none that is on the table.
  auto kind = [&] {
    const bool there = a.target_seat >= 0 && a.target_seat < num_seats() && a.target >= 0 &&
                       a.target < static_cast<int>(table_[static_cast<size_t>(a.target_seat)].size());
    return there
               ? meld_kind_word(table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)].kind, "book")
               : std::string("combination");
  };
  switch (a.kind) {
    case ActionKind::TakeDiscard:
      if (a.count > 1 && a.count <= discards_.size() && tidy_discards())
        return say("{who} takes {count} cards from the discard pile.",
                   {{"who", who}, {"count", std::to_string(a.count)}});
      if (a.count > 1 && a.count <= discards_.size())
        return say("{who} takes {count} cards from the discard pile, down to the {card}.",
                   {{"who", who},
                    {"count", std::to_string(a.count)},
                    {"card", card_name(discards_[discards_.size() - a.count].face())}});
      break;
    case kLayDown:
      return say(came_out(seat) ? "{who} lays down {melds}." : "{who} comes out with {melds}.",
                 {{"who", who}, {"melds", melds_words(a.melds)}});
    case kAddOn:
      if (a.melds.size() == 1 && a.melds.total_cards() >= 1)
        return say("{who} adds {cards} to {whose} {kind}.",
                   {{"who", who}, {"cards", pieces_words(a.melds.cards(0))}, {"whose", whose()}, {"kind", kind()}});
      break;
    case kExchangeJoker:
      return say("{who} gives the {card} for the yellow joker in {whose} {kind}.",
                 {{"who", who}, {"card", card_name(a.card)}, {"whose", whose()}, {"kind", kind()}});
    default: break;
  }
  if (auto said = describe_pile_move(seat, a)) return *said;
  return say("{who} makes a move that is not part of Rummü.", {{"who", who}});
}

std::string RummuState::debug_snapshot() const {
  std::string o = snapshot_head("round/dealer/current/phase/turns/plays",
                                {round_, dealer_, current_, static_cast<int>(phase_), turns_, plays_});
  snapshot::numbers(o, "\ncame_out ", came_out_);
  snapshot_seats(o, "hand ", [&](size_t s) {
    o += "table ";
    for (const Meld& m : table_[s]) snapshot::meld(o, m);
  });
  snapshot_piles(o);
  o += "\nlast_round ";
  if (last_round_) {
    snapshot::num(o, last_round_->round);
    snapshot::num(o, last_round_->went_out);
    for (int p : last_round_->points) snapshot::num(o, p);
  }
  snapshot::history(o, *this);
  return o;
}

std::unique_ptr<Transcript> RummuState::transcript() const {
  return round_transcript<RummuState>(
      *this, {"(round over)", [](const RummuState& s) { return s.round_index(); },
              [](const RummuState& s, const Event& e) {
                return e.kind == EventKind::RoundStarted
                           ? describe_event(e) + " Come out with " + plural(s.come_out_min(e.seat), "card") + "."
                           : std::string();
              },
              [](const Event& e) {
                return e.kind != EventKind::DrewStock && e.kind != EventKind::TookDiscards &&
                       e.kind != EventKind::Discarded && e.kind != EventKind::AddedOn;
              }});
}

bool RummuState::rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                              const std::vector<Card>& stock_top, const std::vector<std::vector<Meld>>& table, int seat,
                              Phase phase) {
  const int players = num_seats();
  if (static_cast<int>(hands.size()) != players || static_cast<int>(table.size()) != players) return false;
  std::vector<Card> pool;
  all_cards(pool);
  Table new_table(static_cast<size_t>(players));
  for (int s = 0; s < players; ++s) {
    came_out_[static_cast<size_t>(s)] = table[static_cast<size_t>(s)].empty() ? 0 : 1;
    for (Meld m : table[static_cast<size_t>(s)]) {
      auto c = read_combination(m.cards);
      if (!c) return false;
      m.kind = c->kind;
      std::vector<Card> faces, physical;
      for (const auto& p : m.cards) faces.push_back(p.card);
      if (!snapshot::take_faces(pool, faces, physical)) return false;
      for (size_t i = 0; i < physical.size(); ++i) m.cards[i].card = physical[i];
      order_for_table(m);
      new_table[static_cast<size_t>(s)].push_back(std::move(m));
    }
  }
  if (!rig_piles(std::move(pool), hands, discard_pile, stock_top, false)) return false;
  table_ = std::move(new_table);
  current_ = seat;
  phase_ = phase;
  plays_ = 0;
  return true;
}

void RummuState::rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
  points_.rig(rounds);
  round_ = static_cast<int>(rounds.size());
  deal();
}

}  // namespace parlor::rummu
