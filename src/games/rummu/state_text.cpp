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

std::string RummuState::target_words(int seat, const Action& a) const {
  // "run" or "book"; a combination where the move names none that is on the table.
  const bool there = a.target_seat >= 0 && a.target_seat < num_seats() && a.target >= 0 &&
                     a.target < static_cast<int>(table_[static_cast<size_t>(a.target_seat)].size());
  return say(
      "{whose} {kind}",
      {{"whose", a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"},
       {"kind",
        there ? meld_kind_word(table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)].kind, "book")
              : std::string("combination")}});
}

std::string RummuState::describe_action(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
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
                 {{"who", who}, {"melds", melds_words(a.melds, kYellowJokers)}});
    case kAddOn:
      if (a.melds.size() == 1 && a.melds.total_cards() >= 1)
        return say("{who} adds {cards} to {meld}.",
                   {{"who", who}, {"cards", pieces_words(a.melds.cards(0))}, {"meld", target_words(seat, a)}});
      break;
    case kExchangeJoker:
      return say("{who} gives the {card} for the yellow joker in {meld}.",
                 {{"who", who}, {"card", card_name(a.card)}, {"meld", target_words(seat, a)}});
    default: break;
  }
  if (auto said = describe_pile_move(seat, a)) return *said;
  return say("{who} makes a move that is not part of Rummü.", {{"who", who}});
}

std::string RummuState::describe_action_short(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
  if (a.kind == ActionKind::TakeDiscard && a.count > 1 && a.count <= discards_.size() && !tidy_discards())
    return say("{who} takes {count} cards from the discard pile.", {{"who", who}, {"count", std::to_string(a.count)}});
  if (a.kind == kLayDown)
    return say(came_out(seat) ? "{who} lays down {melds}." : "{who} comes out with {melds}.",
               {{"who", who}, {"melds", melds_counted(a.melds, "book")}});
  if (a.kind == kAddOn && a.melds.size() == 1 && a.melds.total_cards() > 1)
    return say("{who} adds {count} to {meld}.",
               {{"who", who}, {"count", plural(a.melds.total_cards(), "card")}, {"meld", target_words(seat, a)}});
  return {};
}

std::string RummuState::debug_snapshot() const {
  std::string o = snapshot_head("round/dealer/current/phase/turns/plays",
                                {round_, dealer_, current_, static_cast<int>(phase_), turns_, plays_});
  snapshot::numbers(o, "\ncame_out ", came_out_);
  snapshot_seats(o, "hand ", [&](size_t s) { snapshot::melds(o, "table ", table_[s]); });
  snapshot_end(o, "\nlast_round ", last_round_, [](const RoundResult& r, auto num) {
    for (int n : {r.round, r.went_out, r.pile ? r.pile->count : -1}) num(n);
    for (int p : r.points) num(p);
  });
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

std::optional<Meld> RummuState::rigged_meld(int, Meld m) {
  auto c = read_combination(m.cards);
  if (!c) return std::nullopt;
  m.kind = c->kind;
  order_for_table(m);
  return m;
}

void RummuState::rigged() {
  for (size_t s = 0; s < table_.size(); ++s) came_out_[s] = table_[s].empty() ? 0 : 1;
  plays_ = 0;
}

}  // namespace parlor::rummu
