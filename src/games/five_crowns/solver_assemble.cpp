// How the search's plans become melds: the cold end of games/five_crowns/solver_search.h, run
// once per answer rather than at every node.
#include <algorithm>
#include <bit>

#include "games/five_crowns/solver_search.h"

namespace parlor::five_crowns::detail {
namespace {

int length_of(const Build& b) { return b.span + (b.wilds - (b.span - b.n_nat)); }
int top_of(const Build& b) { return std::min(kHighRank, b.lo + length_of(b) - 1); }

// Wilds too few for a meld of their own go into the melds when they have room: all into a
// book, else as far as each run can grow.
void absorb_wilds(Builds& builds, int& left, int absorb) {
  if (left <= 0 || absorb < left) return;
  for (int i = 0; i < builds.n && left > 0; ++i)
    if (builds.v[static_cast<size_t>(i)].kind == MeldKind::Book) {
      builds.v[static_cast<size_t>(i)].wilds += left;
      left = 0;
    }
  for (int i = 0; i < builds.n && left > 0; ++i) {
    Build& b = builds.v[static_cast<size_t>(i)];
    if (b.kind != MeldKind::Run) continue;
    const int add = std::min(kRunPositions - std::max(length_of(b), 3), left);
    b.wilds += add;
    left -= add;
  }
}

// Runs that meet end to end in one suit read better as one run, books of one rank as one book.
void merge(Builds& builds) {
  for (bool merged = true; merged;) {
    merged = false;
    for (int i = 0; i < builds.n && !merged; ++i)
      for (int j = 0; j < builds.n && !merged; ++j) {
        Build& a = builds.v[static_cast<size_t>(i)];
        Build& b = builds.v[static_cast<size_t>(j)];
        if (i == j || a.kind != b.kind || a.n_nat == 0 || b.n_nat == 0) continue;
        // b must not reach below its lowest natural, or the two would overlap once joined.
        if (a.kind == MeldKind::Book
                ? a.lo != b.lo
                : (a.suit != b.suit || top_of(a) + 1 != b.lo || top_of(b) - length_of(b) + 1 != b.lo))
          continue;
        if (a.kind == MeldKind::Run) a.span = b.lo + b.span - a.lo;
        a.naturals |= b.naturals;
        a.n_nat += b.n_nat;
        a.wilds += b.wilds;
        builds.v[static_cast<size_t>(j)] = builds.v[static_cast<size_t>(--builds.n)];
        merged = true;
      }
  }
}

}  // namespace

void Search::collect(const PlanList& plans, Builds& builds, Layout& out) const {
  for (int i = 0; i < plans.n; ++i) {
    const Plan& p = plans.v[static_cast<size_t>(i)];
    const int n_nat = std::popcount(p.naturals);
    auto first = [&] { return cards_[static_cast<size_t>(std::countr_zero(p.naturals))]; };
    switch (p.step) {
      case Step::Book:
        builds.v[static_cast<size_t>(builds.n++)] = {MeldKind::Book, p.naturals, n_nat, p.wilds, 0, p.lo, 0};
        break;
      case Step::Run:
        builds.v[static_cast<size_t>(builds.n++)] = {MeldKind::Run, p.naturals, n_nat, p.wilds, p.suit, p.lo, p.span};
        break;
      case Step::Discard: out.discard = first(); break;
      case Step::Deadwood: out.left[static_cast<size_t>(out.n_left++)] = first(); break;
    }
  }
}

void Search::lay_out(const Builds& builds, int& next_wild, Layout& out) const {
  auto put = [&](Card c, Card as) { out.cards[static_cast<size_t>(out.n_cards++)] = PlacedCard{c, as}; };
  for (int i = 0; i < builds.n; ++i) {
    const Build& b = builds.v[static_cast<size_t>(i)];
    if (b.kind == MeldKind::Book) {
      for (uint32_t m = b.naturals; m; m &= m - 1) put(cards_[static_cast<size_t>(std::countr_zero(m))], Card::none());
      for (int k = 0; k < b.wilds; ++k) put(wild(next_wild++), Card(Suit::Any, b.lo));
    } else {
      std::array<Card, 16> at{};
      for (uint32_t m = b.naturals; m; m &= m - 1) {
        Card c = cards_[static_cast<size_t>(std::countr_zero(m))];
        at[static_cast<size_t>(c.rank())] = c;
      }
      const int top = top_of(b);
      const Suit suit = static_cast<Suit>(b.suit);
      for (int q = top - length_of(b) + 1; q <= top; ++q) {
        if (!at[static_cast<size_t>(q)].is_none())
          put(at[static_cast<size_t>(q)], Card::none());
        else
          put(wild(next_wild++), Card(suit, q));
      }
    }
    out.kind[static_cast<size_t>(out.n_melds)] = b.kind;
    out.end[static_cast<size_t>(out.n_melds++)] = static_cast<uint8_t>(out.n_cards);
  }
}

void Search::assemble(const PlanList& plans, int w_left, int absorb, bool pending, Layout& out) const {
  out = Layout{};
  Builds builds;
  collect(plans, builds, out);
  // The pending discard at the end is a wild.
  int left = w_left;
  const bool wild_discard = pending && left > 0;
  if (wild_discard) --left;
  if (left >= 3) {
    builds.v[static_cast<size_t>(builds.n++)] = {MeldKind::Book, 0, 0, left, 0, wild_rank_, 0};
    left = 0;
  } else {
    absorb_wilds(builds, left, absorb);
  }
  merge(builds);
  int next_wild = 0;
  lay_out(builds, next_wild, out);
  if (wild_discard) out.discard = wild(next_wild++);
  while (next_wild < wilds_) out.left[static_cast<size_t>(out.n_left++)] = wild(next_wild++);
  for (int i = 0; i < out.n_left; ++i) out.points += card_points(out.left[static_cast<size_t>(i)], wild_rank_);
}

}  // namespace parlor::five_crowns::detail
