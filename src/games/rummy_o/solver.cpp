#include "games/rummy_o/solver.h"

#include <algorithm>

#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver_bounds.h"
#include "games/rummy_o/solver_search.h"

namespace parlor::rummy_o {

int run_position(const PlacedCard& p) {
  if (p.card.is_joker() || p.as.rank() == 14) return p.as.rank();
  return p.card.rank();
}

std::optional<Placement> solve(std::span<const Card> rack, std::span<const Meld> table, const SolveOptions& options) {
  detail::Search search(rack, table, options);
  if (search.best() <= detail::kNegInf) return std::nullopt;
  return search.rebuild();
}

std::optional<Placement> best_opening(std::span<const Card> rack) {
  const detail::RackBounds bounds(rack);
  if (!bounds.any_run() || bounds.points_bound() < kOpeningPoints) return std::nullopt;
  SolveOptions o;
  o.need_run = true;
  auto p = solve(rack, {}, o);
  if (!p || p->points < kOpeningPoints) return std::nullopt;
  return p;
}

std::optional<Placement> going_out(std::span<const Card> rack, std::span<const Meld> table,
                                   const std::vector<int>& extendable) {
  if (rack.size() < 2) return std::nullopt;
  // Two tiles that nothing could take leave more than the discard in the rack.
  const detail::RackBounds bounds(rack);
  SolveOptions o;
  o.tiles_first = true;
  // A Hand pays 100 less for each joker in it, more than the joker's 15 points.
  o.joker_points = kJokerPoints - 100;
  o.most_kept = 1;
  if (bounds.stranded(table, {}) < 2) {
    auto melds_only = solve(rack, table, o);
    if (melds_only && melds_only->tiles + 1 == static_cast<int>(rack.size())) return melds_only;
  }
  if (extendable.empty() || bounds.stranded(table, extendable) >= 2) return std::nullopt;
  o.joker_points = kJokerPoints;
  o.extendable = extendable;
  auto with_table = solve(rack, table, o);
  if (with_table && with_table->tiles + 1 == static_cast<int>(rack.size())) return with_table;
  return std::nullopt;
}

std::optional<Placement> onto_table(std::span<const Card> tiles, std::span<const Meld> table) {
  SolveOptions o;
  o.keep_one = false;
  o.new_melds = false;
  o.tiles_first = true;
  o.most_kept = 0;
  for (size_t i = 0; i < table.size(); ++i) o.extendable.push_back(static_cast<int>(i));
  auto placed = solve(tiles, table, o);
  if (!placed || placed->tiles != static_cast<int>(tiles.size())) return std::nullopt;
  return placed;
}

namespace {

// Whether a meld of natural tiles could take natural tile `f` at all (a run only one of its
// colour next to an end, a 1 anywhere; a group one of its number): the meld check answers
// only those. A meld holding a joker is always asked.
bool may_take(const Meld& m, Card f) {
  int lo = 99, hi = 0;
  for (const PlacedCard& p : m.cards) {
    if (p.card.is_joker()) return true;
    if (m.kind != MeldKind::Run) return p.card.rank() == f.rank();
    if (p.card.suit() != f.suit()) return false;
    lo = std::min(lo, p.card.rank());
    hi = std::max(hi, p.card.rank());
  }
  return f.rank() == 1 || (f.rank() + 1 >= lo && f.rank() <= hi + 1);
}

}  // namespace

std::vector<AddOnChoice> possible_addons(std::span<const Card> rack, std::span<const Meld> table,
                                         const std::vector<int>& extendable) {
  std::vector<AddOnChoice> out;
  std::vector<Card> faces;
  for (Card c : rack) faces.push_back(c.face());
  std::sort(faces.begin(), faces.end());
  faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
  const MeldRules rules = meld_rules();
  std::vector<PlacedCard> work;
  auto try_add = [&](int meld, PlacedCard tile) {
    const Meld& m = table[static_cast<size_t>(meld)];
    work.assign(m.cards.begin(), m.cards.end());
    work.push_back(tile);
    if (check_meld(rules, m.kind, work)) return;
    out.push_back(AddOnChoice{meld, work.back()});
  };
  for (Card f : faces)
    for (int meld : extendable) {
      const Meld& m = table[static_cast<size_t>(meld)];
      if (!f.is_joker()) {
        if (may_take(m, f)) try_add(meld, PlacedCard{f, Card::none()});
        continue;
      }
      // A joker is tried as every tile it could stand for in this meld.
      Card any = Card::none();
      for (const PlacedCard& p : m.cards) any = p.card.is_joker() ? p.as : p.card;
      if (m.kind == MeldKind::Run) {
        for (int q = 1; q <= 14; ++q) try_add(meld, PlacedCard{f, Card(any.suit(), q)});
      } else {
        for (Suit s : {Suit::Red, Suit::Blue, Suit::Orange, Suit::Black})
          try_add(meld, PlacedCard{f, Card(s, any.rank())});
      }
    }
  return out;
}

}  // namespace parlor::rummy_o
