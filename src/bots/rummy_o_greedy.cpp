#include "bots/rummy_o_greedy.h"

#include <algorithm>
#include <cstdlib>

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

// Tiles one step from a meld with `c`: same colour within two, or same number.
int partners(const std::vector<Card>& rack, Card c) {
  if (c.is_joker()) return 99;
  int n = 0;
  for (Card o : rack) {
    if (o.is_joker()) continue;
    const bool run = o.suit() == c.suit() && o.rank() != c.rank() && std::abs(o.rank() - c.rank()) <= 2;
    const bool group = o.rank() == c.rank() && o.suit() != c.suit();
    n += run || group ? 1 : 0;
  }
  return n;
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

  const Action* best = nullptr;
  int best_keep = -1, best_partners = 0, best_value = 0;
  for (const Action& a : legal) {
    if (a.kind != ActionKind::Discard) continue;
    std::vector<Card> rest = view.rack;
    rest.erase(std::find(rest.begin(), rest.end(), a.card));
    const int keep = placeable(rest, flat, turn.on_board);
    const int pals = partners(rest, a.card);
    const int value = a.card.is_joker() ? -1 : rummy_o::tile_points(a.card);
    const bool better = !best || keep > best_keep || (keep == best_keep && pals < best_partners) ||
                        (keep == best_keep && pals == best_partners && value > best_value);
    if (better) {
      best = &a;
      best_keep = keep;
      best_partners = pals;
      best_value = value;
    }
  }
  return best ? *best : legal.back();
}

std::unique_ptr<Bot> make_rummy_o_greedy() { return std::make_unique<RummyOGreedyBot>(); }

}  // namespace parlor
