// Jok-R-Ummy's moves in words, its snapshot for the clone and replay checks, its golden file's
// text and the tests' rigging.
#include <algorithm>

#include "engine/sentence.h"
#include "games/card_transcript.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/state.h"
#include "games/meld_words.h"
#include "games/snapshot.h"

namespace parlor::jok_r_ummy {

std::string JokRUmmyState::describe_action(int seat, const Action& a) const {
  if (auto said = describe_pile_move(seat, a)) return *said;
  const std::string who = seat_name(seat);
  const WildWords wilds = wild_words();
  if (a.kind == kReveal)
    return say("{who} reveals their program with {melds}.",
               {{"who", who}, {"melds", melds_words(a.melds, meld_rules(), wilds)}});
  if (a.kind == kLayDown)
    return say("{who} lays down {melds}.", {{"who", who}, {"melds", melds_words(a.melds, meld_rules(), wilds)}});
  if (a.kind == kAddOn && a.melds.size() == 1 && a.melds.total_cards() >= 1 && !target_words(seat, a).empty())
    return say("{who} adds {cards} to {meld}.",
               {{"who", who}, {"cards", pieces_words(a.melds.cards(0))}, {"meld", target_words(seat, a)}});
  if (a.kind == kSwap) return say("{who} swaps their program card.", {{"who", who}});
  if (a.kind == kKeep) return say("{who} keeps their program card.", {{"who", who}});
  return say("{who} makes a move that is not part of Jok-R-Ummy.", {{"who", who}});
}

std::string JokRUmmyState::describe_action_short(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
  if (a.kind == kReveal)
    return say("{who} reveals their program with {melds}.", {{"who", who}, {"melds", melds_counted(a.melds, "book")}});
  if (a.kind == kLayDown)
    return say("{who} lays down {melds}.", {{"who", who}, {"melds", melds_counted(a.melds, "book")}});
  if (a.kind == kAddOn && a.melds.size() == 1 && a.melds.total_cards() > 1 && !target_words(seat, a).empty())
    return say("{who} adds {count} to {meld}.",
               {{"who", who}, {"count", plural(a.melds.total_cards(), "card")}, {"meld", target_words(seat, a)}});
  return {};
}

std::string JokRUmmyState::target_words(int seat, const Action& a) const {
  if (a.target_seat < 0 || a.target_seat >= num_seats() || a.target < 0 ||
      a.target >= static_cast<int>(table_[static_cast<size_t>(a.target_seat)].size()))
    return {};
  return say("{whose} {kind}",
             {{"whose", a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"},
              {"kind", meld_kind_word(table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)].kind,
                                      "book")}});
}

std::string JokRUmmyState::debug_snapshot() const {
  std::string o = snapshot_head("round/dealer/current/phase/turns/swap_next",
                                {round_, dealer_, current_, static_cast<int>(phase_), turns_, swap_next_});
  snapshot::numbers(o, "\ncompleted ", completed_);
  snapshot::numbers(o, "\nrounds_without ", rounds_without_);
  snapshot::numbers(o, "\nround_points ", round_points_);
  snapshot::cards(o, "\nfirst_deal ", first_deal_);
  snapshot::cards(o, "\nprograms ", programs_);
  snapshot_seats(o, "hand ", [&](size_t s) {
    snapshot::cards(o, "program ", zones_[s][kProgramZone]);
    snapshot::cards(o, "completed ", zones_[s][kCompletedZone]);
    snapshot::melds(o, "table ", table_[s]);
  });
  snapshot_end(o, "\nlast_round ", last_round_, [](const RoundResult& r, auto num) {
    for (int n : {r.round, r.ended_by, r.pile ? r.pile->count : -1}) num(n);
    for (const auto& left : r.left) num(static_cast<int64_t>(left.size()));
  });
  return o;
}

std::unique_ptr<Transcript> JokRUmmyState::transcript() const {
  return round_transcript<JokRUmmyState>(
      *this, {"(round over)", [](const JokRUmmyState& s) { return s.round_index(); },
              [](const JokRUmmyState&, const Event& e) {
                return e.kind == EventKind::RoundStarted ? describe_event(e) : std::string();
              },
              [](const Event& e) {
                return e.kind != EventKind::DrewStock && e.kind != EventKind::TookDiscard &&
                       e.kind != EventKind::Discarded && e.kind != EventKind::AddedOn;
              }});
}

namespace {

// Our deck's program card with that id, if any.
std::optional<Card> card_of(std::string_view id) {
  const auto& deck = program_deck();
  for (size_t i = 0; i < deck.size(); ++i)
    if (deck[i].id == id) return program_card(static_cast<int>(i));
  return std::nullopt;
}

// Moves the card out of `from` into `to`; false when `from` does not hold it.
bool move_card(std::vector<Card>& from, Card c, std::vector<Card>& to) {
  auto it = std::find(from.begin(), from.end(), c);
  if (it == from.end()) return false;
  from.erase(it);
  to.push_back(c);
  return true;
}

}  // namespace

bool JokRUmmyState::rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                                 const std::vector<Card>& stock_top, const std::vector<std::string>& programs, int seat,
                                 Phase phase) {
  const int players = num_seats();
  if (static_cast<int>(hands.size()) != players || static_cast<int>(programs.size()) != players) return false;
  std::vector<Card> pool;
  all_cards(pool);
  std::erase_if(pool, [](Card c) { return is_objective(c); });
  if (!rig_piles(std::move(pool), hands, discard_pile, stock_top, false)) return false;
  for (auto& t : table_) t.clear();
  for (int s = 0; s < players; ++s) {
    auto& held = zones_[static_cast<size_t>(s)][kProgramZone];
    if (programs[static_cast<size_t>(s)].empty()) continue;
    const auto c = card_of(programs[static_cast<size_t>(s)]);
    if (!c) return false;
    if (!held.empty()) programs_.insert(programs_.begin(), held.front());
    held.clear();
    bool found = move_card(programs_, *c, held);
    for (int o = 0; o < players && !found; ++o) {
      auto& other = zones_[static_cast<size_t>(o)][kProgramZone];
      if (other.empty() || other.front() != *c) continue;
      found = move_card(other, *c, held);
      move_card(programs_, programs_.back(), other);  // the other seat gets the deck's top card
    }
    if (!found) return false;
  }
  std::fill(completed_.begin(), completed_.end(), 0);
  current_ = seat;
  phase_ = phase;
  return true;
}

void JokRUmmyState::rig_table_for_test(const Table& table) {
  for (size_t s = 0; s < table.size() && s < table_.size(); ++s)
    for (Meld m : table[s]) {
      check_meld(meld_rules(), m.kind, m.cards);
      for (PlacedCard& p : m.cards) {
        auto it = std::find_if(stock_.begin(), stock_.end(), [&](Card c) { return c.face() == p.card.face(); });
        if (it == stock_.end()) return;
        p.card = *it;
        stock_.erase(it);
      }
      table_[s].push_back(std::move(m));
      completed_[s] = 1;
    }
}

bool JokRUmmyState::rig_completed_for_test(int seat, const std::vector<std::string>& ids) {
  for (const std::string& id : ids) {
    const auto c = card_of(id);
    if (!c || !move_card(programs_, *c, zones_[static_cast<size_t>(seat)][kCompletedZone])) return false;
    ++round_points_[static_cast<size_t>(seat)];
  }
  return true;
}

bool JokRUmmyState::rig_program_deck_for_test(const std::vector<std::string>& top_ids) {
  std::vector<Card> top;
  for (const std::string& id : top_ids) {
    const auto c = card_of(id);
    if (!c) return false;
    std::vector<Card> one;
    if (!move_card(programs_, *c, one)) return false;
    top.push_back(*c);
  }
  programs_.insert(programs_.end(), top.rbegin(), top.rend());
  return true;
}

}  // namespace parlor::jok_r_ummy
