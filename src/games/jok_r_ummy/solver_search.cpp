#include "games/jok_r_ummy/solver_search.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "games/jok_r_ummy/solver.h"

namespace parlor::jok_r_ummy::search {
namespace {

int rank_at(int place) { return place == 14 ? 1 : place; }
int bits(uint32_t m) { return std::popcount(m); }
// The lowest `k` bits of m.
uint16_t lowest(uint16_t m, int k) {
  uint16_t out = 0;
  for (; k > 0 && m; --k) {
    const uint16_t b = m & static_cast<uint16_t>(-m);
    out |= b;
    m &= static_cast<uint16_t>(~b);
  }
  return out;
}

bool could_use(const Part& part, Card c) {
  if (!suit_allowed(part, c.suit())) return false;
  if (part.values.empty()) return true;
  if (part.kind == PartKind::Set) return part.values[0] == c.rank();
  return std::any_of(part.values.begin(), part.values.end(), [&](int v) { return rank_at(v) == c.rank(); });
}

// Results per (slot, free cards), kept between calls and told apart by a stamp per search, so
// no call clears a table.
struct Memo {
  std::vector<uint32_t> stamp;
  std::vector<uint8_t> value;
  void reserve(size_t size) {
    if (stamp.size() < size) {
      stamp.assign(size, 0);
      value.assign(size, 0);
    }
  }
};
thread_local Memo failed_memo, fewest_memo;
thread_local uint32_t last_stamp = 0;

// Calls visit(mask) for each way to keep all but at most `k` of the bits of m, keeping one or more.
template <class F>
bool each_drop(uint16_t m, int k, F&& visit, uint16_t dropped = 0, uint16_t from = 0xFFFF) {
  if (visit(static_cast<uint16_t>(m & ~dropped))) return true;
  if (k == 0) return false;
  for (uint16_t rest = m & from & static_cast<uint16_t>(~dropped); rest;) {
    const uint16_t b = rest & static_cast<uint16_t>(-rest);
    rest &= static_cast<uint16_t>(~b);
    if (bits(m & ~(dropped | b)) == 0) continue;
    // Only bits above b from here, so each way is visited once.
    if (each_drop(m, k - 1, visit, dropped | b, static_cast<uint16_t>(~((b << 1) - 1)))) return true;
  }
  return false;
}

}  // namespace

Search::Search(const Program& p, std::span<const Card> hand) : program(p) {
  for (int m = 0; m < p.mult; ++m)
    for (const Part& part : p.parts) slots.push_back(&part);
  slot_order.resize(slots.size());
  std::iota(slot_order.begin(), slot_order.end(), 0);
  // Imposed values and few suits first: they fail soonest.
  auto tightness = [&](int i) {
    const Part& part = *slots[static_cast<size_t>(i)];
    return std::make_tuple(part.values.empty(), bits(suit_mask(part)), -part.count, i);
  };
  std::sort(slot_order.begin(), slot_order.end(), [&](int a, int b) { return tightness(a) < tightness(b); });
  std::vector<const Part*> sorted;
  for (int i : slot_order) sorted.push_back(slots[static_cast<size_t>(i)]);
  slots = sorted;

  for (Card c : hand) {
    const int s = static_cast<int>(c.suit());
    const bool card_suit = s >= 1 && s <= 4 && c.rank() >= 1 && c.rank() <= 13;
    const bool wild = c.is_joker() || (card_suit && c.rank() == 2);
    bool keep = wild ? p.wilds : false;
    if (!wild && card_suit)
      for (const Part* part : slots) keep = keep || could_use(*part, c);
    if (keep) cards.push_back(c);
  }
  if (cards.size() > static_cast<size_t>(kMaxSolverCards)) {
    too_many = true;
    cards.clear();
  }
  for (int i = 0; i < n(); ++i) {
    const Card c = cards[static_cast<size_t>(i)];
    const uint16_t bit = static_cast<uint16_t>(1u << i);
    if (c.is_joker() || c.rank() == 2)
      wilds |= bit;
    else
      face[static_cast<size_t>(c.suit()) - 1][static_cast<size_t>(c.rank())] |= bit;
  }
  const size_t size = slots.size() << n();
  failed_memo.reserve(size);
  fewest_memo.reserve(size);
  if (++last_stamp == 0) {  // after four billion searches, start the stamps again
    std::fill(failed_memo.stamp.begin(), failed_memo.stamp.end(), 0);
    std::fill(fewest_memo.stamp.begin(), fewest_memo.stamp.end(), 0);
    last_stamp = 1;
  }
  stamp = last_stamp;
}

template <class F>
bool Search::each_candidate(int slot, uint16_t used, bool lacking_ok, F&& visit) const {
  const Part& part = *slots[static_cast<size_t>(slot)];
  const uint16_t free_wilds = wilds & static_cast<uint16_t>(~used);
  const int n_wilds = bits(free_wilds);
  if (part.kind == PartKind::Run) {
    for (int s = 1; s <= 4; ++s) {
      if (!suit_allowed(part, static_cast<Suit>(s))) continue;
      for (int lo = 1; lo + part.count - 1 <= 14; ++lo) {
        const int hi = lo + part.count - 1;
        if (!part.values.empty() && lo != part.values.front()) continue;
        if (!program.wilds && lo <= 2 && hi >= 2) continue;  // the 2 of a run is always a wild
        uint16_t nat = 0;
        int gaps = 0;
        for (int q = lo; q <= hi; ++q) {
          const uint16_t m = q == 2 ? 0 : face[static_cast<size_t>(s) - 1][static_cast<size_t>(rank_at(q))] & ~used;
          if (m)
            nat |= m & static_cast<uint16_t>(-m);
          else
            ++gaps;
        }
        if (!nat || (!lacking_ok && gaps > n_wilds)) continue;
        const int spare = std::max(0, n_wilds - gaps);
        auto visit_kept = [&](uint16_t kept) {
          const int need = part.count - bits(kept);
          const int w = std::min(n_wilds, need);
          return visit(Candidate{static_cast<uint16_t>(kept | lowest(free_wilds, w)), static_cast<int8_t>(need - w),
                                 static_cast<int8_t>(s), static_cast<int8_t>(lo)});
        };
        if (each_drop(nat, spare, visit_kept)) return true;
      }
    }
  } else {
    for (int rank = 1; rank <= 13; ++rank) {
      if (rank == 2 || (!part.values.empty() && rank != part.values.front())) continue;
      std::array<uint16_t, 4> avail{};
      int total = 0;
      for (int s = 0; s < 4; ++s) {
        if (suit_allowed(part, static_cast<Suit>(s + 1)))
          avail[static_cast<size_t>(s)] = face[static_cast<size_t>(s)][static_cast<size_t>(rank)] & ~used;
        total += bits(avail[static_cast<size_t>(s)]);
      }
      if (total == 0) continue;
      const int cap = std::min(total, part.count);
      const int least =
          lacking_ok ? std::max(1, cap - std::max(0, n_wilds - (part.count - cap))) : std::max(1, part.count - n_wilds);
      if (least > cap) continue;
      // How many of each suit, from the most down.
      std::array<int, 4> take{};
      auto pick = [&](auto& self, int s, int sum) -> bool {
        if (s == 4) {
          if (sum < least) return false;
          uint16_t kept = 0;
          for (size_t t = 0; t < 4; ++t) kept |= lowest(avail[t], take[t]);
          const int need = part.count - sum;
          const int w = std::min(n_wilds, need);
          return visit(Candidate{static_cast<uint16_t>(kept | lowest(free_wilds, w)), static_cast<int8_t>(need - w), 0,
                                 static_cast<int8_t>(rank)});
        }
        for (int k = std::min(bits(avail[static_cast<size_t>(s)]), cap - sum); k >= 0; --k) {
          take[static_cast<size_t>(s)] = k;
          if (self(self, s + 1, sum + k)) return true;
        }
        return false;
      };
      if (pick(pick, 0, 0)) return true;
    }
  }
  if (!lacking_ok) return false;
  // Not begun: wilds and lacking cards, one of them a natural card to come.
  const int w = std::min(n_wilds, part.count - 1);
  return visit(Candidate{lowest(free_wilds, w), static_cast<int8_t>(part.count - w), 0, 0});
}

bool Search::complete(int slot, uint16_t used, std::vector<Candidate>& out) {
  if (slot == static_cast<int>(slots.size())) return true;
  int needed = 0;
  for (size_t i = static_cast<size_t>(slot); i < slots.size(); ++i) needed += slots[i]->count;
  if (needed > n() - bits(used)) return false;
  const size_t key = static_cast<size_t>(slot) << n() | used;
  if (failed_memo.stamp[key] == stamp) return false;
  const bool done = each_candidate(slot, used, false, [&](const Candidate& c) {
    out.push_back(c);
    if (complete(slot + 1, static_cast<uint16_t>(used | c.take), out)) return true;
    out.pop_back();
    return false;
  });
  if (!done) failed_memo.stamp[key] = stamp;
  return done;
}

int Search::fewest(int slot, uint16_t used) {
  if (slot == static_cast<int>(slots.size())) return 0;
  const size_t key = static_cast<size_t>(slot) << n() | used;
  if (fewest_memo.stamp[key] == stamp) return fewest_memo.value[key];
  int needed = 0;
  for (size_t i = static_cast<size_t>(slot); i < slots.size(); ++i) needed += slots[i]->count;
  const int floor = std::max(0, needed - (n() - bits(used)));
  int best = needed;
  each_candidate(slot, used, true, [&](const Candidate& c) {
    if (c.lacking >= best) return false;
    best = std::min(best, c.lacking + fewest(slot + 1, static_cast<uint16_t>(used | c.take)));
    return best <= floor;
  });
  fewest_memo.stamp[key] = stamp;
  fewest_memo.value[key] = static_cast<uint8_t>(best);
  return best;
}

std::vector<Candidate> Search::fewest_path() {
  std::vector<Candidate> path;
  uint16_t used = 0;
  for (int slot = 0; slot < static_cast<int>(slots.size()); ++slot) {
    const int best = fewest(slot, used);
    each_candidate(slot, used, true, [&](const Candidate& c) {
      if (c.lacking + fewest(slot + 1, static_cast<uint16_t>(used | c.take)) != best) return false;
      path.push_back(c);
      return true;
    });
    used = static_cast<uint16_t>(used | path.back().take);
  }
  return path;
}

}  // namespace parlor::jok_r_ummy::search
