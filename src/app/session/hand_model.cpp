#include "app/session/hand_model.h"

#include <algorithm>

namespace parlor::session {
namespace {

// Removes one copy of `c` from `pool`; false when there is none.
bool take(std::vector<Card>& pool, Card c) {
  auto it = std::find(pool.begin(), pool.end(), c);
  if (it == pool.end()) return false;
  pool.erase(it);
  return true;
}

int suit_order(Card c) { return c.is_joker() ? 99 : static_cast<int>(c.suit()); }

bool wild(Card c, int wild_rank) { return c.is_joker() || c.rank() == wild_rank; }

}  // namespace

void HandModel::reset() {
  cards_.clear();
  selected_.clear();
  staged_.clear();
  newest_ = -1;
  order_ = Order::Own;
}

void HandModel::arrange(const std::vector<Card>& order) {
  reset();
  cards_ = order;
  selected_.assign(cards_.size(), false);
}

std::vector<Card> HandModel::order() const {
  std::vector<Card> all = cards_;
  for (const Meld& m : staged_)
    for (const PlacedCard& p : m.cards) all.push_back(p.card);
  return all;
}

void HandModel::sync(const std::vector<Card>& hand) {
  std::vector<Card> pool = hand;
  std::vector<Meld> kept;
  for (const Meld& m : staged_) {
    std::vector<Card> trial = pool;
    bool all = std::all_of(m.cards.begin(), m.cards.end(), [&](const PlacedCard& p) { return take(trial, p.card); });
    if (all) {
      pool = std::move(trial);
      kept.push_back(m);
    }
  }
  // A dropped meld's cards return to the hand below, as ordinary cards.
  staged_ = std::move(kept);
  std::vector<Card> next;
  std::vector<bool> sel;
  for (size_t i = 0; i < cards_.size(); ++i)
    if (take(pool, cards_[i])) next.push_back(cards_[i]), sel.push_back(selected_[i]);
  newest_ = pool.empty() ? -1 : static_cast<int>(next.size() + pool.size()) - 1;
  if (order_ == Order::Own) {
    for (Card c : pool) next.push_back(c), sel.push_back(false);
  } else {
    // In the chosen sort, each arrival goes after the cards that come before it or tie with it.
    // newest() names the last to arrive, wherever it went.
    for (size_t k = 0; k < pool.size(); ++k) {
      const auto at = std::upper_bound(next.begin(), next.end(), pool[k], [&](Card a, Card b) { return before(a, b); });
      const int i = static_cast<int>(at - next.begin());
      next.insert(at, pool[k]);
      sel.insert(sel.begin() + i, false);
      newest_ = i;
    }
  }
  cards_ = std::move(next);
  selected_ = std::move(sel);
}

void HandModel::toggle(int i) {
  if (i >= 0 && i < static_cast<int>(cards_.size()))
    selected_[static_cast<size_t>(i)] = !selected_[static_cast<size_t>(i)];
}

void HandModel::select_only(int i) {
  clear_selection();
  toggle(i);
}

void HandModel::clear_selection() { std::fill(selected_.begin(), selected_.end(), false); }

std::vector<Card> HandModel::selected_cards() const {
  std::vector<Card> out;
  for (size_t i = 0; i < cards_.size(); ++i)
    if (selected_[i]) out.push_back(cards_[i]);
  return out;
}

int HandModel::selected_count() const { return static_cast<int>(std::count(selected_.begin(), selected_.end(), true)); }

int HandModel::first_selected() const {
  const auto it = std::find(selected_.begin(), selected_.end(), true);
  return it == selected_.end() ? -1 : static_cast<int>(it - selected_.begin());
}

void HandModel::move(int from, int to) {
  int n = static_cast<int>(cards_.size());
  if (from < 0 || from >= n || to < 0 || to >= n || from == to) return;
  Card c = cards_[static_cast<size_t>(from)];
  bool s = selected_[static_cast<size_t>(from)];
  cards_.erase(cards_.begin() + from);
  selected_.erase(selected_.begin() + from);
  cards_.insert(cards_.begin() + to, c);
  selected_.insert(selected_.begin() + to, s);
  if (newest_ == from) newest_ = to;
  order_ = Order::Own;
}

bool HandModel::before(Card a, Card b) const {
  const bool wa = wild(a, order_wild_), wb = wild(b, order_wild_);
  if (wa != wb) return wb;
  if (order_ == Order::ByRank) return a.rank() != b.rank() ? a.rank() < b.rank() : suit_order(a) < suit_order(b);
  return suit_order(a) != suit_order(b) ? suit_order(a) < suit_order(b) : a.rank() < b.rank();
}

// Wilds go last in both orders, so the natural cards line up into runs or books.
void HandModel::sort_in(Order order, int wild_rank) {
  order_ = order;
  order_wild_ = wild_rank;
  std::vector<std::pair<Card, bool>> v;
  for (size_t i = 0; i < cards_.size(); ++i) v.push_back({cards_[i], selected_[i]});
  std::stable_sort(v.begin(), v.end(), [&](const auto& a, const auto& b) { return before(a.first, b.first); });
  for (size_t i = 0; i < v.size(); ++i) cards_[i] = v[i].first, selected_[i] = v[i].second;
  newest_ = -1;
}

void HandModel::sort_by_suit(int wild_rank) { sort_in(Order::BySuit, wild_rank); }

void HandModel::sort_by_rank(int wild_rank) { sort_in(Order::ByRank, wild_rank); }

std::optional<std::string> HandModel::stage_selected(const MeldRules& rules, std::optional<MeldKind> prefer) {
  std::vector<PlacedCard> placed;
  for (Card c : selected_cards()) placed.push_back({c, Card::none()});
  if (placed.size() < 3)
    return std::string(is_tile_colour(rules.suit_first) ? "A group or run needs at least three tiles."
                                                        : "A book or run needs at least three cards.");
  MeldGuess g;
  if (std::vector<PlacedCard> as_preferred = placed; prefer && !check_meld(rules, *prefer, as_preferred)) {
    g.kind = *prefer;
    placed = std::move(as_preferred);
  } else {
    g = check_any_meld(rules, placed);
  }
  if (!g.kind) return g.reason;
  // Runs read best in sequence, whatever order they were tapped in: check_meld has given each
  // wild the card it stands for, and a 1 above a 13 (Rummy-O's 12-13-1) goes last.
  if (*g.kind == MeldKind::Run) {
    auto rank_of = [&](const PlacedCard& p) { return (p.as.is_none() ? p.card : p.as).rank(); };
    const bool high_one =
        std::any_of(placed.begin(), placed.end(), [&](const PlacedCard& p) { return rank_of(p) == 13; });
    auto key = [&](const PlacedCard& p) { return rank_of(p) == 1 && high_one ? 14 : rank_of(p); };
    std::stable_sort(placed.begin(), placed.end(),
                     [&](const PlacedCard& a, const PlacedCard& b) { return key(a) < key(b); });
  }
  staged_.push_back({*g.kind, placed});
  std::vector<Card> next;
  std::vector<bool> sel;
  for (size_t i = 0; i < cards_.size(); ++i)
    if (!selected_[i]) next.push_back(cards_[i]), sel.push_back(false);
  cards_ = std::move(next);
  selected_ = std::move(sel);
  newest_ = -1;
  return std::nullopt;
}

void HandModel::stage(const std::vector<Meld>& melds) {
  clear_staged();
  std::vector<Card> pool = cards_;
  for (const Meld& m : melds) {
    std::vector<Card> trial = pool;
    if (std::all_of(m.cards.begin(), m.cards.end(), [&](const PlacedCard& p) { return take(trial, p.card); })) {
      pool = std::move(trial);
      staged_.push_back(m);
    }
  }
  std::vector<Card> rest;
  for (Card c : cards_)
    if (take(pool, c)) rest.push_back(c);
  cards_ = std::move(rest);
  selected_.assign(cards_.size(), false);
  newest_ = -1;
}

void HandModel::declare(int meld, int index, Card as) {
  if (meld < 0 || meld >= static_cast<int>(staged_.size())) return;
  Meld& m = staged_[static_cast<size_t>(meld)];
  if (index < 0 || index >= static_cast<int>(m.cards.size())) return;
  m.cards[static_cast<size_t>(index)].as = as;
  if (m.kind != MeldKind::Run) return;
  // A natural 1 in a run that holds a 13 is played after it.
  auto rank = [](const PlacedCard& p) { return p.as.is_none() ? p.card.rank() : p.as.rank(); };
  const bool high = std::any_of(m.cards.begin(), m.cards.end(), [&](const PlacedCard& p) { return rank(p) == 13; });
  std::stable_sort(m.cards.begin(), m.cards.end(), [&](const PlacedCard& a, const PlacedCard& b) {
    auto key = [&](const PlacedCard& p) { return rank(p) == 1 && high ? 14 : rank(p); };
    return key(a) < key(b);
  });
}

void HandModel::unstage(int meld_index) {
  if (meld_index < 0 || meld_index >= static_cast<int>(staged_.size())) return;
  for (const PlacedCard& p : staged_[static_cast<size_t>(meld_index)].cards)
    cards_.push_back(p.card), selected_.push_back(false);
  staged_.erase(staged_.begin() + meld_index);
  newest_ = -1;
  if (order_ != Order::Own) sort_in(order_, order_wild_);  // back in their places
}

void HandModel::clear_staged() {
  while (!staged_.empty()) unstage(static_cast<int>(staged_.size()) - 1);
}

MeldList HandModel::staged_list() const {
  MeldList list;
  for (const Meld& m : staged_) list.add(m.kind, m.cards);
  return list;
}

}  // namespace parlor::session
