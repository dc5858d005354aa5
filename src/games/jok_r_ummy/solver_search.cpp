#include "games/jok_r_ummy/solver_search.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "games/jok_r_ummy/solver.h"

namespace parlor::jok_r_ummy::search {
namespace {

int rank_at(int place) { return place == 14 ? 1 : place; }
// Bits set in a 16-bit mask, by table: std::popcount is a library call on x86 builds without
// -mpopcnt, and counting is most of the search's work.
constexpr std::array<uint8_t, 256> kBitsInByte = [] {
  std::array<uint8_t, 256> t{};
  for (int i = 0; i < 256; ++i)
    t[static_cast<size_t>(i)] = static_cast<uint8_t>(std::popcount(static_cast<unsigned>(i)));
  return t;
}();
int bits(uint32_t m) { return kBitsInByte[m & 0xFF] + kBitsInByte[(m >> 8) & 0xFF]; }
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

// Whether a hand card could take a place in the program at all (Search keeps only those);
// `masks`: suit_mask of each part.
bool usable(const Program& p, const std::array<uint8_t, Search::kSlots>& masks, Card c) {
  const int s = static_cast<int>(c.suit());
  const bool card_suit = s >= 1 && s <= 4 && c.rank() >= 1 && c.rank() <= 13;
  const bool wild = c.is_joker() || (card_suit && c.rank() == 2);
  if (wild) return p.wilds;
  if (!card_suit) return false;
  for (size_t j = 0; j < p.parts.size(); ++j) {
    const Part& part = p.parts[j];
    if (!((masks[j] >> (s - 1)) & 1)) continue;
    if (part.values.empty()) return true;
    if (part.kind == PartKind::Set
            ? part.values[0] == c.rank()
            : std::any_of(part.values.begin(), part.values.end(), [&](int v) { return rank_at(v) == c.rank(); }))
      return true;
  }
  return false;
}

}  // namespace

static_assert(Search::kCards == kMaxSolverCards);

Search::Search(const Program& p, std::span<const Card> hand) : program(p) {
  // Suit masks once a part: the sort below compares each slot several times.
  // (A program of the deck has two parts at most; the table's plan for the parts left empty
  // lists up to kSlots with mult 1.)
  std::array<uint8_t, kSlots> part_masks{};
  for (size_t j = 0; j < p.parts.size(); ++j) part_masks[j] = suit_mask(p.parts[j]);
  FixedVector<uint8_t, kSlots> masks;
  for (int m = 0; m < p.mult; ++m)
    for (size_t j = 0; j < p.parts.size(); ++j) {
      slots.push_back(&p.parts[j]);
      masks.push_back(part_masks[j]);
    }
  slot_order.resize(slots.size());
  std::iota(slot_order.begin(), slot_order.end(), 0);
  // Imposed values and few suits first: they fail soonest.
  auto tightness = [&](int i) {
    const Part& part = *slots[static_cast<size_t>(i)];
    return std::make_tuple(part.values.empty(), bits(masks[static_cast<size_t>(i)]), part.kind == PartKind::Run,
                           -part.count, i);
  };
  std::sort(slot_order.begin(), slot_order.end(), [&](int a, int b) { return tightness(a) < tightness(b); });
  FixedVector<const Part*, kSlots> sorted;
  for (int i : slot_order) {
    sorted.push_back(slots[static_cast<size_t>(i)]);
    slot_suits.push_back(masks[static_cast<size_t>(i)]);
  }
  slots = sorted;
  slot_cards.assign(slots.size(), 0);
  needed_from.assign(slots.size() + 1, 0);
  for (size_t i = slots.size(); i-- > 0;) needed_from[i] = needed_from[i + 1] + slots[i]->count;

  for (size_t h = 0; h < hand.size(); ++h) {
    const Card c = hand[h];
    if (!usable(p, part_masks, c)) continue;
    if (cards.size() == cards.capacity()) {
      too_many = true;
      cards.clear();
      from_hand.clear();
      break;
    }
    cards.push_back(c);
    from_hand.push_back(static_cast<uint8_t>(h));
  }
  for (int i = 0; i < n(); ++i) {
    const Card c = cards[static_cast<size_t>(i)];
    const uint16_t bit = static_cast<uint16_t>(1u << i);
    if (c.is_joker() || c.rank() == 2) {
      wilds |= bit;
      continue;
    }
    face[static_cast<size_t>(c.suit()) - 1][static_cast<size_t>(c.rank())] |= bit;
    suit_cards[static_cast<size_t>(c.suit()) - 1] |= bit;
    rank_cards[static_cast<size_t>(c.rank())] |= bit;
  }
  for (size_t k = 0; k < slots.size(); ++k)
    for (int t = 0; t < 4; ++t)
      if ((slot_suits[k] >> t) & 1) slot_cards[k] |= suit_cards[static_cast<size_t>(t)];
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
bool Search::each_candidate(int slot, uint16_t used, int limit, F&& visit) const {
  const Part& part = *slots[static_cast<size_t>(slot)];
  const uint8_t suits = slot_suits[static_cast<size_t>(slot)];
  const uint16_t free_wilds = wilds & static_cast<uint16_t>(~used);
  const int n_wilds = bits(free_wilds);
  if (part.kind == PartKind::Run) {
    for (int s = 1; s <= 4; ++s) {
      if (!((suits >> (s - 1)) & 1)) continue;
      const uint32_t present = places(s - 1, used);
      for (int lo = 1; lo + part.count - 1 <= 14 && present; ++lo) {
        const int hi = lo + part.count - 1;
        if (!part.values.empty() && lo != part.values.front()) continue;
        if (!program.wilds && lo <= 2 && hi >= 2) continue;  // the 2 of a run is always a wild
        const uint32_t in = present & (((1u << part.count) - 1) << lo);
        const int gaps = part.count - bits(in);
        if (!in || std::max(0, gaps - n_wilds) >= limit) continue;
        uint16_t nat = 0;
        for (uint32_t rest = in; rest; rest &= rest - 1) {
          const int q = std::countr_zero(rest);
          const uint16_t m = face[static_cast<size_t>(s) - 1][static_cast<size_t>(rank_at(q))] & ~used;
          nat |= m & static_cast<uint16_t>(-m);
        }
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
      if (!(rank_cards[static_cast<size_t>(rank)] & slot_cards[static_cast<size_t>(slot)] & ~used)) continue;
      std::array<uint16_t, 4> avail{};
      int total = 0;
      for (int s = 0; s < 4; ++s) {
        if ((suits >> s) & 1)
          avail[static_cast<size_t>(s)] = face[static_cast<size_t>(s)][static_cast<size_t>(rank)] & ~used;
        total += bits(avail[static_cast<size_t>(s)]);
      }
      if (total == 0) continue;
      const int cap = std::min(total, part.count);
      if (part.count - cap - n_wilds >= limit) continue;
      const int least = std::max(1, cap - std::max(0, n_wilds - (part.count - cap)));
      // How many of each suit, from the most down.
      std::array<int, 4> take{};
      auto pick = [&](auto& self, int s, int sum) -> bool {
        if (s == 4) {
          if (sum < least || part.count - sum - n_wilds >= limit) return false;
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
  // Not begun: wilds and lacking cards, one of them a natural card to come.
  const int w = std::min(n_wilds, part.count - 1);
  if (part.count - w >= limit) return false;
  return visit(Candidate{lowest(free_wilds, w), static_cast<int8_t>(part.count - w), 0, 0});
}

uint32_t Search::places(int s, uint16_t used) const {
  uint32_t present = 0;
  for (uint32_t rest = suit_cards[static_cast<size_t>(s)] & ~used & 0xFFFF; rest; rest &= rest - 1) {
    const int r = cards[static_cast<size_t>(std::countr_zero(rest))].rank();
    present |= 1u << r | (r == 1 ? 1u << 14 : 0);
  }
  return present;
}

int Search::least_lacking(int slot, uint16_t used) const {
  const Part& part = *slots[static_cast<size_t>(slot)];
  const uint8_t suits = slot_suits[static_cast<size_t>(slot)];
  const int n_wilds = bits(wilds & static_cast<uint16_t>(~used));
  // Not begun: wilds for all but one card.
  int most = 0;  // the most natural cards one candidate holds
  if (part.kind == PartKind::Run) {
    for (int s = 0; s < 4; ++s) {
      if (!((suits >> s) & 1)) continue;
      const uint32_t present = places(s, used);
      for (int lo = 1; lo + part.count - 1 <= 14 && present; ++lo) {
        if (!part.values.empty() && lo != part.values.front()) continue;
        if (!program.wilds && lo <= 2 && lo + part.count - 1 >= 2) continue;
        most = std::max(most, bits(present & (((1u << part.count) - 1) << lo)));
      }
    }
  } else {
    std::array<int, 14> per_rank{};
    for (uint32_t rest = slot_cards[static_cast<size_t>(slot)] & ~used & 0xFFFF; rest; rest &= rest - 1) {
      const int r = cards[static_cast<size_t>(std::countr_zero(rest))].rank();
      if (part.values.empty() || r == part.values.front()) most = std::max(most, ++per_rank[static_cast<size_t>(r)]);
    }
    most = std::min(most, part.count);
  }
  if (most == 0) return part.count - std::min(n_wilds, part.count - 1);
  return std::max(0, part.count - most - n_wilds);
}

const std::vector<Candidate>& Search::gather(int slot, uint16_t used, int limit) const {
  // One list a depth (a program has kMaxMult * kMaxParts slots at most), reused call after call.
  static thread_local std::array<std::vector<Candidate>, kMaxMult * kMaxParts> buffers;
  std::vector<Candidate>& all = buffers[static_cast<size_t>(slot)];
  all.clear();
  each_candidate(slot, used, limit, [&](const Candidate& c) {
    all.push_back(c);
    return false;
  });
  // Fewest lacking first, then fewest cards; a candidate is dropped when one before it lacks no
  // more and takes only cards it takes too (more free cards never make the rest harder).
  std::sort(all.begin(), all.end(), [](const Candidate& a, const Candidate& b) {
    return std::make_pair(a.lacking, bits(a.take)) < std::make_pair(b.lacking, bits(b.take));
  });
  size_t kept = 0;
  for (size_t i = 0; i < all.size(); ++i) {
    bool dominated = false;
    for (size_t k = 0; k < kept && !dominated; ++k)
      dominated = (all[k].take & ~all[i].take) == 0 && all[k].lacking <= all[i].lacking;
    if (!dominated) all[kept++] = all[i];
  }
  all.resize(kept);
  return all;
}

bool Search::complete(int slot, uint16_t used, std::vector<Candidate>& out) {
  if (slot == static_cast<int>(slots.size())) return true;
  if (needed_from[static_cast<size_t>(slot)] > n() - bits(used)) return false;
  const size_t key = static_cast<size_t>(slot) << n() | used;
  if (failed_memo.stamp[key] == stamp) return false;
  if (slot + 1 == static_cast<int>(slots.size())) {
    const bool found = each_candidate(slot, used, 1, [&](const Candidate& c) {
      out.push_back(c);
      return true;
    });
    if (!found) failed_memo.stamp[key] = stamp;
    return found;
  }
  for (const Candidate& c : gather(slot, used, 1)) {
    out.push_back(c);
    if (complete(slot + 1, static_cast<uint16_t>(used | c.take), out)) return true;
    out.pop_back();
  }
  failed_memo.stamp[key] = stamp;
  return false;
}

int Search::fewest(int slot, uint16_t used) { return fewest(slot, used, needed_from[static_cast<size_t>(slot)] + 1); }

// Memo values: the exact count, or kAtLeast | a bound the count is known to reach.
constexpr uint8_t kAtLeast = 0x80;

int Search::fewest(int slot, uint16_t used, int cap) {
  if (slot == static_cast<int>(slots.size())) return 0;
  const size_t key = static_cast<size_t>(slot) << n() | used;
  if (fewest_memo.stamp[key] == stamp) {
    const uint8_t v = fewest_memo.value[key];
    if (!(v & kAtLeast)) return v;
    if ((v & ~kAtLeast) >= cap) return v & ~kAtLeast;
  }
  const int needed = needed_from[static_cast<size_t>(slot)];
  const int floor = std::max(0, needed - (n() - bits(used)));
  int found = cap;  // the fewest found below cap
  if (slot + 1 == static_cast<int>(slots.size())) {
    found = least_lacking(slot, used);
    fewest_memo.stamp[key] = stamp;
    fewest_memo.value[key] = static_cast<uint8_t>(found);
    return found;
  }
  for (const Candidate& c : gather(slot, used, cap)) {
    if (c.lacking >= found || found <= floor) break;
    // Only a total below what was found matters: the rest is asked for less than that.
    found = std::min(found, c.lacking + fewest(slot + 1, static_cast<uint16_t>(used | c.take), found - c.lacking));
  }
  fewest_memo.stamp[key] = stamp;
  fewest_memo.value[key] = static_cast<uint8_t>(found < cap ? found : (kAtLeast | cap));
  return found;
}

std::vector<Candidate> Search::fewest_path() {
  std::vector<Candidate> path;
  uint16_t used = 0;
  for (int slot = 0; slot < static_cast<int>(slots.size()); ++slot) {
    const int best = fewest(slot, used);
    each_candidate(slot, used, best + 1, [&](const Candidate& c) {
      if (c.lacking + fewest(slot + 1, static_cast<uint16_t>(used | c.take)) != best) return false;
      path.push_back(c);
      return true;
    });
    used = static_cast<uint16_t>(used | path.back().take);
  }
  return path;
}

}  // namespace parlor::jok_r_ummy::search
