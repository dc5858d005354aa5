// Rummü, one move deep with the exact search over the hand's combinations (games/rummu/solver.h):
// takes as many discards as make the hand worth most (or draws), weighing a tidy pile's cards as
// far down as its view's events show them going down; comes out as soon as the
// minimum allows and lays the best set of combinations it finds (pure ones score more, so the
// search weighs them); exchanges a joker when the yellow card is worth more to it than the card
// is to the combination's owner (always for its own or its partner's); adds to its own and its
// partner's combinations, and to others' when the card costs it more in hand than it gives them;
// discards the card its hand needs least, a red one first (it counts double in hand), and not
// one that joins a combination on the table when another will do.
#include <algorithm>
#include <memory>

#include "bots/greedy.h"
#include "games/rummu/melds.h"
#include "games/rummu/scoring.h"
#include "games/rummu/solver.h"
#include "games/rummu/view.h"

namespace parlor {
namespace {

using rummu::RummuView;

// What a card drawn blind is worth to the hand, on average: most sit in it for a while.
constexpr int kBlindDraw = -5;
// The deepest take weighed: deeper piles are rarely worth their cards.
constexpr size_t kDeepestTake = 10;

struct RummuGreedy {
  using GameView = RummuView;
  static Action choose(const RummuView& view, const std::vector<Action>& legal);
};

bool partner_of(const RummuView& v, int seat) { return v.scores.team(seat) == v.scores.team(v.seat()); }

int least_cards(const RummuView& v) {
  const auto me = static_cast<size_t>(v.seat());
  return v.came_out[me] ? 0 : v.come_out_min[me];
}

int hand_value(std::span<const Card> hand, int least) { return rummu::best_laying(hand, 1, least).value; }

std::vector<Card> without(std::vector<Card> hand, Card c) {
  auto it = std::find(hand.begin(), hand.end(), c.face());
  if (it != hand.end()) hand.erase(it);
  return hand;
}

int points_of(const Meld& m) {
  auto c = rummu::read_combination(m.cards);
  return c ? rummu::combination_points(*c) : 0;
}

Action choose_take(const RummuView& v, const std::vector<Action>& legal) {
  const int least = least_cards(v);
  int best = hand_value(v.hand, least) + kBlindDraw;
  const Action* pick = &legal.front();  // the stock
  // A tidy pile: the cards it saw go down, as deep as it remembers them.
  const std::vector<Card> pile = v.remembered_pile();
  for (const Action& a : legal) {
    if (a.kind != ActionKind::TakeDiscard) continue;
    const size_t k = std::max<size_t>(1, a.count);
    if (k > kDeepestTake || k > pile.size()) continue;
    std::vector<Card> with = v.hand;
    with.insert(with.end(), pile.end() - static_cast<std::ptrdiff_t>(k), pile.end());
    const int value = hand_value(with, least);
    if (value > best) best = value, pick = &a;
  }
  return *pick;
}

// The set the search found, as one lay-down (as much of it as one move holds).
std::optional<Action> lay_down(const RummuView& v) {
  const rummu::Laying l = rummu::best_laying(v.hand, 1, least_cards(v));
  if (l.melds.empty()) return std::nullopt;
  Action a(rummu::kLayDown);
  int cards = 0;
  for (const Meld& m : l.melds) {
    if (a.melds.size() + 1 > MeldList::kMaxMelds || cards + static_cast<int>(m.cards.size()) > MeldList::kMaxCards)
      break;
    a.melds.add(m.kind, m.cards);
    cards += static_cast<int>(m.cards.size());
  }
  if (cards < least_cards(v)) return std::nullopt;
  return a;
}

const Meld& target_of(const RummuView& v, const Action& a) {
  return v.table[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
}

std::optional<Action> exchange(const RummuView& v, const std::vector<Action>& legal) {
  const int now = hand_value(v.hand, 0);
  for (const Action& a : legal) {
    if (a.kind != rummu::kExchangeJoker) continue;
    if (partner_of(v, a.target_seat)) return a;
    const Meld& m = target_of(v, a);
    Meld after = m;
    Card yellow;
    for (PlacedCard& p : after.cards)
      if (rummu::is_joker(p) && p.as == a.card) yellow = p.card, p = PlacedCard{a.card, Card::none()};
    std::vector<Card> hand = without(v.hand, a.card);
    hand.push_back(yellow);
    if (hand_value(hand, 0) - now > points_of(after) - points_of(m)) return a;
  }
  return std::nullopt;
}

std::optional<Action> add_on(const RummuView& v, const std::vector<Action>& legal) {
  for (const Action& a : legal) {
    if (a.kind != rummu::kAddOn) continue;
    const Meld& m = target_of(v, a);
    const PlacedCard& p = a.melds.cards(0)[0];
    const int given = points_of(rummu::joined(m, std::span<const PlacedCard>(&p, 1))) - points_of(m);
    // A yellow card kept is worth more than its place in hand says.
    const bool yellow = p.card.suit() == rummu::kJokerColour;
    if (partner_of(v, a.target_seat) || v.hand.size() <= 2 || (!yellow && given <= -rummu::card_left_points(p.card)))
      return a;
  }
  return std::nullopt;
}

bool fits_table(const RummuView& v, Card c) {
  for (const auto& melds : v.table)
    for (const Meld& m : melds)
      if (!rummu::additions_to(m, std::span<const Card>(&c, 1)).empty()) return true;
  return false;
}

// How much the hand needs the card: in a combination, close to one (same number, or the same
// colour within two), a yellow card, and whether the next players could add it to the table.
int need(const RummuView& v, const std::vector<Card>& laid, Card c) {
  int n = std::count(laid.begin(), laid.end(), c) > 0 ? 20 : 0;
  for (Card o : v.hand) {
    if (o == c) continue;
    if (o.rank() == c.rank() && o.suit() != c.suit()) n += 3;
    if (o.suit() == c.suit() && o.rank() != c.rank() && std::abs(o.rank() - c.rank()) <= 2) n += 3;
  }
  if (c.suit() == rummu::kJokerColour) n += 6;
  if (fits_table(v, c)) n += 4;
  // A red card left in hand counts -10, another -5.
  return n + rummu::card_left_points(c) / 5;
}

// The cards the hand would lay if it could lay everything now.
std::vector<Card> laid_cards(const RummuView& v) {
  std::vector<Card> laid;
  for (const Meld& m : rummu::best_laying(v.hand, 0, 0).melds)
    for (const PlacedCard& p : m.cards) laid.push_back(p.card);
  return laid;
}

Action choose_discard(const RummuView& v, const std::vector<Action>& legal) {
  const std::vector<Card> laid = laid_cards(v);
  const Action* pick = nullptr;
  int lowest = 0;
  for (const Action& a : legal) {
    if (a.kind != ActionKind::Discard) continue;
    const int n = need(v, laid, a.card);
    if (!pick || n < lowest) pick = &a, lowest = n;
  }
  return pick ? *pick : legal.front();
}

Action RummuGreedy::choose(const RummuView& v, const std::vector<Action>& legal) {
  if (v.phase == rummu::Phase::Draw) return choose_take(v, legal);
  const bool out = v.came_out[static_cast<size_t>(v.seat())];
  const bool may_play =
      std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind != ActionKind::Discard; });
  if (may_play) {
    if (out)
      if (auto a = exchange(v, legal)) return *a;
    if (auto a = lay_down(v)) return *a;
    if (out)
      if (auto a = add_on(v, legal)) return *a;
  }
  return choose_discard(v, legal);
}

}  // namespace

std::unique_ptr<Bot> make_rummu_greedy() { return std::make_unique<GreedyBot<RummuGreedy>>(); }

void order_rummu_discards(const View& view, std::vector<Action>& moves) {
  const auto* v = dynamic_cast<const RummuView*>(&view);
  if (!v) return;
  const std::vector<Card> laid = laid_cards(*v);
  auto rank = [&](const Action& a) { return a.kind == ActionKind::Discard ? need(*v, laid, a.card) : 1 << 20; };
  std::stable_sort(moves.begin(), moves.end(), [&](const Action& a, const Action& b) { return rank(a) < rank(b); });
}

}  // namespace parlor
