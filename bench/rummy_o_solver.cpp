// Latency of the Rummy-O solver on 14-tile racks with 20 melds on the table: median and p99
// over many deals, per call (native, and in wasm with the wasm-bench build of docs/benchmarks.md).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/rng.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver.h"

using namespace parlor;
using namespace parlor::rummy_o;

namespace {

struct Deal {
  std::vector<Card> rack;
  std::vector<Meld> table;
  std::vector<int> all;
};

// Takes the faces out of `pool` if all are there.
bool take(std::vector<Card>& pool, const std::vector<Card>& faces) {
  std::vector<Card> left = pool;
  for (Card f : faces) {
    auto it = std::find(left.begin(), left.end(), f);
    if (it == left.end()) return false;
    left.erase(it);
  }
  pool = std::move(left);
  return true;
}

// 20 melds (runs of 3 to 5, groups of 3 or 4) drawn from a shuffled set, then 14 tiles from
// what is left: a crowded table late in a 4-player round.
Deal make_deal(Rng& rng) {
  Deal d;
  std::vector<Card> pool;
  for (Card c : make_deck(DeckKind::RummyOTiles)) pool.push_back(c.face());
  rng.shuffle(pool);
  const Suit colours[] = {Suit::Red, Suit::Blue, Suit::Orange, Suit::Black};
  while (d.table.size() < 20) {
    Meld m;
    std::vector<Card> faces;
    if (rng.below(2) == 0) {
      m.kind = MeldKind::Run;
      const int len = 3 + static_cast<int>(rng.below(3));
      const int lo = 1 + static_cast<int>(rng.below(static_cast<uint32_t>(14 - len)));
      const Suit s = colours[rng.below(4)];
      for (int r = lo; r < lo + len; ++r) faces.push_back(Card(s, r));
    } else {
      m.kind = MeldKind::Book;
      const int r = 1 + static_cast<int>(rng.below(13));
      const int skip = rng.below(2) == 0 ? static_cast<int>(rng.below(4)) : -1;
      for (int k = 0; k < 4; ++k)
        if (k != skip) faces.push_back(Card(colours[k], r));
    }
    if (!take(pool, faces)) continue;
    for (Card f : faces) m.cards.push_back(PlacedCard{f, Card::none()});
    check_meld(meld_rules(), m.kind, m.cards);
    d.table.push_back(std::move(m));
  }
  d.rack.assign(pool.begin(), pool.begin() + 14);
  for (int i = 0; i < 20; ++i) d.all.push_back(i);
  return d;
}

template <class F>
void measure(const char* label, const std::vector<Deal>& deals, F&& call) {
  std::vector<double> us;
  volatile int sink = 0;
  for (int warm = 0; warm < 100; ++warm) sink = sink + call(deals[static_cast<size_t>(warm) % deals.size()]);
  for (const Deal& d : deals) {
    auto t0 = std::chrono::steady_clock::now();
    sink = sink + call(d);
    auto t1 = std::chrono::steady_clock::now();
    us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::sort(us.begin(), us.end());
  auto at = [&](double q) { return us[static_cast<size_t>(q * static_cast<double>(us.size() - 1))]; };
  std::printf("  %-44s median %8.2f us   p90 %8.2f us   p99 %9.2f us   max %9.2f us\n", label, at(0.5), at(0.9),
              at(0.99), us.back());
}

}  // namespace

int main() {
  const int n = 5000;
  Rng rng(2026);
  std::vector<Deal> deals;
  while (static_cast<int>(deals.size()) < n) deals.push_back(make_deal(rng));
  int jokers = 0;
  for (const Deal& d : deals)
    for (Card c : d.rack) jokers += c.is_joker() ? 1 : 0;
  std::printf("Rummy-O solver, %d deals: 14-tile racks (%.2f jokers on average), 20 melds on the table\n", n,
              static_cast<double>(jokers) / n);
  measure("solve: melds + add-ons, most points", deals, [](const Deal& d) {
    SolveOptions o;
    o.extendable = d.all;
    return solve(d.rack, d.table, o)->points;
  });
  measure("best_opening (50+ with a run, rack only)", deals, [](const Deal& d) {
    auto p = best_opening(d.rack);
    return p ? p->points : 0;
  });
  measure("going_out (Hand, else Foot)", deals,
          [](const Deal& d) { return static_cast<int>(going_out(d.rack, d.table, d.all).has_value()); });
  measure("possible_addons (every single add-on)", deals,
          [](const Deal& d) { return static_cast<int>(possible_addons(d.rack, d.table, d.all).size()); });
  return 0;
}
