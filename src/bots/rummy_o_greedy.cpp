#include "bots/rummy_o_greedy.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>
#include <utility>

#include "games/rummy_o/solver.h"

namespace parlor {
namespace {

// Points the rack could place now: melds, and table melds when adding on is open.
int placeable(const std::vector<Card>& rack, const rummy_o::FlatTable& flat, bool with_table) {
  rummy_o::SolveOptions o;
  if (with_table)
    for (size_t i = 0; i < flat.melds.size(); ++i) o.extendable.push_back(static_cast<int>(i));
  auto p = rummy_o::solve(rack, flat.melds, o);
  return p ? p->points : 0;
}

// How far apart two numbers sit in a run: a 1 runs low (1-2-3) or high (12-13-1).
int run_gap(int a, int b) {
  const int gap = std::abs(a - b);
  if (a == 1 || b == 1) return std::min(gap, 14 - std::max(a, b));
  return gap;
}

}  // namespace

int rummy_o_partners(const std::vector<Card>& rack, Card c) {
  int n = 0;
  for (Card o : rack) {
    if (o.is_joker()) continue;
    if (o.suit() == c.suit() && o.rank() == c.rank()) return 0;
    const bool run = o.suit() == c.suit() && run_gap(o.rank(), c.rank()) <= 2;
    const bool group = o.rank() == c.rank();
    n += run || group ? 1 : 0;
  }
  return n;
}

namespace {

// How much the rack loses with the discard, compared field by field (lower goes first).
struct DiscardCost {
  bool joker = false;  // a joker joins any meld later: it goes only when no natural tile can
  int lost = 0;        // points no longer placeable
  int partners = 0;
  int value = 0;  // signed so that lower goes first

  bool operator<(const DiscardCost& o) const {
    return std::tie(joker, lost, partners, value) < std::tie(o.joker, o.lost, o.partners, o.value);
  }
};

int now_placeable(const rummy_o::RummyOView& view, const rummy_o::FlatTable& flat) {
  return placeable(view.rack, flat, view.turn_info().on_board);
}

// rummy-o.txt: a rack that never went on board costs a flat -100, whatever its tiles; so
// before opening the high tiles that make the 50 stay and the lowest loose tile goes. On
// board every tile left counts against the rack, so the highest goes.
DiscardCost discard_cost(const std::vector<Card>& rack, const rummy_o::FlatTable& flat, bool on_board, int now,
                         Card card) {
  std::vector<Card> rest = rack;
  rest.erase(std::find(rest.begin(), rest.end(), card));
  DiscardCost cost{card.is_joker(), now - placeable(rest, flat, on_board), 0, 0};
  if (!cost.joker) {
    cost.partners = rummy_o_partners(rest, card);
    cost.value = on_board ? -rummy_o::tile_points(card) : rummy_o::tile_points(card);
  }
  return cost;
}

}  // namespace

Action RummyOGreedy::choose(const GameView& view, const std::vector<Action>& legal) {
  auto first_of = [&](ActionKind k) -> const Action* {
    for (const Action& a : legal)
      if (a.kind == k) return &a;
    return nullptr;
  };
  const rummy_o::FlatTable flat = rummy_o::flatten(view.table);
  const rummy_o::TurnInfo turn = view.turn_info();

  if (view.phase == rummy_o::Phase::Draw) {
    const Action* take = first_of(ActionKind::TakeDiscard);
    if (!take) return legal.front();
    std::vector<Card> with = view.rack;
    with.push_back(view.discard_top);
    const int gain = placeable(with, flat, turn.on_board) - placeable(view.rack, flat, turn.on_board);
    return gain >= rummy_o::tile_points(view.discard_top) ? *take : *first_of(ActionKind::DrawStock);
  }

  for (ActionKind k : {rummy_o::kGoOut, rummy_o::kLayDown, rummy_o::kClaimJoker})
    if (const Action* a = first_of(k)) return *a;
  const Action* best_add = nullptr;
  int best_points = -1;
  for (const Action& a : legal)
    if (a.kind == rummy_o::kAddOn && rummy_o::tile_points(a.melds.cards(0)[0].card) > best_points) {
      best_points = rummy_o::tile_points(a.melds.cards(0)[0].card);
      best_add = &a;
    }
  if (best_add) return *best_add;

  const int now = now_placeable(view, flat);
  const Action* best = nullptr;
  DiscardCost best_cost;
  for (const Action& a : legal) {
    if (a.kind != ActionKind::Discard) continue;
    const DiscardCost cost = discard_cost(view.rack, flat, turn.on_board, now, a.card);
    if (!best || cost < best_cost) best = &a, best_cost = cost;
  }
  return best ? *best : legal.back();
}

void order_rummy_o_discards(const View& view, std::vector<Action>& moves) {
  const auto* v = dynamic_cast<const rummy_o::RummyOView*>(&view);
  if (!v) return;
  const rummy_o::FlatTable flat = rummy_o::flatten(v->table);
  const bool on_board = v->turn_info().on_board;
  const int now = now_placeable(*v, flat);
  std::vector<std::pair<DiscardCost, Action>> keyed;
  for (const Action& a : moves) {
    DiscardCost cost{true, 1 << 20, 0, 0};  // the other moves after every discard, a joker's too
    if (a.kind == ActionKind::Discard) cost = discard_cost(v->rack, flat, on_board, now, a.card);
    keyed.emplace_back(cost, a);
  }
  std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (size_t i = 0; i < moves.size(); ++i) moves[i] = keyed[i].second;
}

std::unique_ptr<Bot> make_rummy_o_greedy() { return std::make_unique<RummyOGreedyBot>(); }

}  // namespace parlor
