#include "games/five_crowns/arrange.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "games/five_crowns/rules.h"

namespace parlor::five_crowns {
namespace {

constexpr int16_t kInf = 30000;
constexpr int kRunPositions = kHighRank - kLowRank + 1;  // 11: a run spans at most 3..K

// Memo of state values, reused across calls; a stamp per search replaces clearing.
struct MemoEntry {
  uint64_t key = 0;
  uint32_t stamp = 0;
  int16_t value = 0;
};

class Memo {
 public:
  static constexpr int kBits = 13;
  static constexpr uint32_t kMask = (1u << kBits) - 1;

  uint32_t begin() {
    if (table_.empty()) table_.resize(size_t{1} << kBits);
    if (++stamp_ == 0) {
      std::fill(table_.begin(), table_.end(), MemoEntry{});
      stamp_ = 1;
    }
    return stamp_;
  }
  bool find(uint64_t key, int16_t& value) const {
    uint32_t h = hash(key);
    for (int probe = 0; probe < 4; ++probe) {
      const MemoEntry& e = table_[(h + probe) & kMask];
      if (e.stamp != stamp_) return false;
      if (e.key == key) {
        value = e.value;
        return true;
      }
    }
    return false;
  }
  void store(uint64_t key, int16_t value) {
    uint32_t h = hash(key);
    for (int probe = 0; probe < 4; ++probe) {
      MemoEntry& e = table_[(h + probe) & kMask];
      if (e.stamp != stamp_ || e.key == key) {
        e = MemoEntry{key, stamp_, value};
        return;
      }
    }
    table_[h & kMask] = MemoEntry{key, stamp_, value};  // full neighbourhood: evict
  }

 private:
  static uint32_t hash(uint64_t key) {
    key *= 0x9E3779B97F4A7C15ULL;
    return static_cast<uint32_t>(key >> (64 - kBits));
  }
  std::vector<MemoEntry> table_;
  uint32_t stamp_ = 0;
};

Memo& memo() {
  static Memo m;  // the engine is single-threaded (one per wasm instance)
  return m;
}

enum class Step : uint8_t { Book, Run, Discard, Deadwood };

struct Plan {
  Step step;
  uint32_t naturals;  // Book/Run: natural cards used; Discard/Deadwood: the card
  int wilds;          // wilds taken from the pool
  int suit;           // Run
  int lo;             // Run: rank of its lowest natural
  int span;           // Run: lowest to highest natural, inclusive
};

class Search {
 public:
  Search(std::span<const Card> hand, int wild_rank, bool feasibility, bool allow_wild_discard)
      : wild_rank_(wild_rank), feasibility_(feasibility), allow_wild_discard_(allow_wild_discard) {
    std::array<Card, kSolverMaxNaturals> nat{};
    for (Card c : hand) {
      if (c.is_joker()) jokers_.push_back(c);
      else if (c.rank() == wild_rank) wild_rank_cards_.push_back(c);
      else if (n_ < kSolverMaxNaturals) nat[n_++] = c;
      else overflow_ = true;
    }
    std::sort(nat.begin(), nat.begin() + n_, [](Card a, Card b) {
      if (a.rank() != b.rank()) return a.rank() < b.rank();
      return a.suit() < b.suit();
    });
    for (int i = 0; i < n_; ++i) {
      cards_[i] = nat[i];
      rank_[i] = static_cast<uint8_t>(nat[i].rank());
      suit_[i] = static_cast<uint8_t>(nat[i].suit());
      uint32_t bit = 1u << i;
      face_bits_[suit_[i]][rank_[i]] |= bit;
      rank_bits_[rank_[i]] |= bit;
      if (i > 0 && nat[i - 1].face() == nat[i].face()) dup_prev_[i] = 1u << (i - 1);
    }
    wilds_ = static_cast<int>(jokers_.size() + wild_rank_cards_.size());
    if (wilds_ > 31) overflow_ = true;
    memo().begin();
  }

  bool overflow() const { return overflow_; }
  uint32_t full_mask() const { return n_ == 32 ? 0xFFFFFFFFu : ((1u << n_) - 1); }
  int wilds() const { return wilds_; }

  int16_t value(uint32_t mask, int w, int absorb, bool pending) {
    if (mask == 0) return terminal(w, absorb, pending);
    uint64_t key = mask | static_cast<uint64_t>(w) << 32 | static_cast<uint64_t>(absorb) << 37 |
                   static_cast<uint64_t>(pending) << 39;
    int16_t best;
    if (memo().find(key, best)) return best;
    best = kInf;
    options(mask, w, absorb, pending, [&](uint32_t cm, int cw, int ca, bool cp, int add, const Plan&) {
      int16_t v = value(cm, cw, ca, cp);
      if (v < kInf && v + add < best) best = static_cast<int16_t>(v + add);
      return best == 0;
    });
    memo().store(key, best);
    return best;
  }

  // Replays the optimal choices from a state whose value is finite.
  Arrangement rebuild(uint32_t mask, int w, int absorb, bool pending, Card* discard_out) {
    std::vector<Plan> plans;
    while (mask != 0) {
      int16_t target = value(mask, w, absorb, pending);
      bool found = false;
      options(mask, w, absorb, pending, [&](uint32_t cm, int cw, int ca, bool cp, int add, const Plan& p) {
        int16_t v = value(cm, cw, ca, cp);
        if (v >= kInf || v + add != target) return false;
        plans.push_back(p);
        mask = cm;
        w = cw;
        absorb = ca;
        pending = cp;
        found = true;
        return true;
      });
      if (!found) break;  // unreachable for a finite value
    }
    return assemble(plans, w, absorb, pending, discard_out);
  }

 private:
  int terminal(int w, int absorb, bool pending) const {
    int left = w;
    if (pending) {
      if (left == 0 || !allow_wild_discard_) return kInf;
      --left;
    }
    if (left == 0 || left >= 3 || absorb >= left) return 0;
    if (feasibility_) return kInf;
    return wild_price(left);
  }

  // Leftover wilds are the cheapest ones: jokers go into melds (and the discard) first.
  int wild_price(int left) const {
    int r = static_cast<int>(wild_rank_cards_.size());
    return std::min(left, r) * kWildPoints + std::max(0, left - r) * kJokerPoints;
  }

  template <class F>
  void options(uint32_t mask, int w, int absorb, bool pending, F&& visit) {
    const int i = std::countr_zero(mask);
    const uint32_t bi = 1u << i;
    const uint32_t rest = mask & ~bi;
    const int r = rank_[i];

    // A book of rank r holding this card and any choice of the other rank-r cards.
    const uint32_t others = rank_bits_[r] & rest;
    for (uint32_t sub = others;; sub = (sub - 1) & others) {
      bool canonical = true;  // of identical cards, take the lower copies first
      for (uint32_t b = sub; b; b &= b - 1) {
        int j = std::countr_zero(b);
        if ((dup_prev_[j] & others) && !(dup_prev_[j] & sub)) {
          canonical = false;
          break;
        }
      }
      if (canonical) {
        int size = 1 + std::popcount(sub);
        int need = std::max(0, 3 - size);
        if (need <= w) {
          Plan p{Step::Book, bi | sub, need, 0, r, 0};
          if (visit(rest & ~sub, w - need, 2, pending, 0, p)) return;
        }
      }
      if (sub == 0) break;
    }

    // Runs whose lowest natural is this card.
    if (run_walk(visit, rest, w, absorb, pending, suit_[i], r, r + 1, bi, 0, 0)) return;

    if (pending) {
      Plan p{Step::Discard, bi, 0, 0, 0, 0};
      if (visit(rest, w, absorb, false, 0, p)) return;
    }
    if (!feasibility_) {
      Plan p{Step::Deadwood, bi, 0, 0, 0, 0};
      visit(rest, w, absorb, pending, rank_[i], p);
    }
  }

  template <class F>
  bool run_walk(F& visit, uint32_t rest, int w, int absorb, bool pending, int s, int lo, int t, uint32_t chosen,
                int skipped, int gaps) {
    for (; t <= kHighRank; ++t) {
      const uint32_t avail = face_bits_[s][t] & rest;
      if (avail) {
        const uint32_t j = avail & (~avail + 1);
        const int new_gaps = gaps + skipped;
        const uint32_t with = chosen | j;
        const int span = t - lo + 1;
        const int need = new_gaps + std::max(0, 3 - span);
        if (need <= w) {
          int cap = kRunPositions - std::max(3, span);
          Plan p{Step::Run, with, need, s, lo, span};
          if (visit(rest & ~with, w - need, std::min(2, absorb + cap), pending, 0, p)) return true;
        }
        if (new_gaps <= w && run_walk(visit, rest, w, absorb, pending, s, lo, t + 1, with, 0, new_gaps)) return true;
      }
      // Leave position t to a wild (only worth it if a later natural joins the run).
      if (gaps + skipped + 1 > w) return false;
      ++skipped;
    }
    return false;
  }

  Arrangement assemble(const std::vector<Plan>& plans, int w_left, int absorb, bool pending, Card* discard_out) {
    Arrangement out;
    // Wild pool, most expensive first: melds and the discard take from the front.
    std::vector<Card> pool = jokers_;
    pool.insert(pool.end(), wild_rank_cards_.begin(), wild_rank_cards_.end());
    size_t next_wild = 0;
    auto take_wild = [&]() { return pool[next_wild++]; };

    struct Build {
      MeldKind kind;
      std::vector<Card> naturals;
      int wilds;
      int suit, lo, span;
    };
    std::vector<Build> builds;
    for (const Plan& p : plans) {
      std::vector<Card> nat;
      for (uint32_t b = p.naturals; b; b &= b - 1) nat.push_back(cards_[std::countr_zero(b)]);
      switch (p.step) {
        case Step::Book: builds.push_back({MeldKind::Book, nat, p.wilds, 0, p.lo, 0}); break;
        case Step::Run: builds.push_back({MeldKind::Run, nat, p.wilds, p.suit, p.lo, p.span}); break;
        case Step::Discard: if (discard_out) *discard_out = nat[0]; break;
        case Step::Deadwood: out.leftover.push_back(nat[0]); break;
      }
    }
    // The pending discard at the end is a wild.
    int left = w_left;
    bool wild_discard = false;
    if (pending && left > 0) {
      wild_discard = true;
      --left;
    }
    if (left >= 3) {
      builds.push_back({MeldKind::Book, {}, left, 0, wild_rank_, 0});
      left = 0;
    } else if (left > 0 && absorb >= left) {
      for (auto& b : builds) {
        if (left == 0) break;
        if (b.kind == MeldKind::Book) {
          b.wilds += left;
          left = 0;
        }
      }
      for (auto& b : builds) {
        if (left == 0) break;
        if (b.kind != MeldKind::Run) continue;
        int len = b.span + (b.wilds - (b.span - static_cast<int>(b.naturals.size())));
        int room = kRunPositions - std::max(len, 3);
        int add = std::min(room, left);
        b.wilds += add;
        left -= add;
      }
    }

    for (const auto& b : builds) {
      Meld m;
      m.kind = b.kind;
      if (b.kind == MeldKind::Book) {
        for (Card c : b.naturals) m.cards.push_back({c, Card::none()});
        for (int k = 0; k < b.wilds; ++k) m.cards.push_back({take_wild(), Card(Suit::Any, b.lo)});
      } else {
        std::array<Card, 16> at{};
        for (Card c : b.naturals) at[c.rank()] = c;
        int len = b.span + (b.wilds - (b.span - static_cast<int>(b.naturals.size())));
        int top = std::min(kHighRank, b.lo + len - 1);
        int bottom = top - len + 1;
        Suit s = static_cast<Suit>(b.suit);
        for (int q = bottom; q <= top; ++q) {
          if (!at[q].is_none()) m.cards.push_back({at[q], Card::none()});
          else m.cards.push_back({take_wild(), Card(s, q)});
        }
      }
      out.melds.push_back(std::move(m));
    }
    if (wild_discard && discard_out) *discard_out = take_wild();
    while (next_wild < pool.size()) out.leftover.push_back(take_wild());
    for (Card c : out.leftover) out.points += card_points(c, wild_rank_);
    return out;
  }

  int wild_rank_;
  bool feasibility_;
  bool allow_wild_discard_;
  bool overflow_ = false;
  int n_ = 0;
  int wilds_ = 0;
  std::array<Card, kSolverMaxNaturals> cards_{};
  std::array<uint8_t, kSolverMaxNaturals> rank_{};
  std::array<uint8_t, kSolverMaxNaturals> suit_{};
  std::array<uint32_t, kSolverMaxNaturals> dup_prev_{};
  std::array<std::array<uint32_t, 16>, 5> face_bits_{};
  std::array<uint32_t, 16> rank_bits_{};
  std::vector<Card> jokers_;
  std::vector<Card> wild_rank_cards_;
};

std::vector<Card> without_one(std::span<const Card> hand, Card face) {
  std::vector<Card> rest(hand.begin(), hand.end());
  for (size_t i = 0; i < rest.size(); ++i)
    if (rest[i].face() == face.face()) {
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  return rest;
}

}  // namespace

int min_points(std::span<const Card> hand, int wild_rank) {
  Search s(hand, wild_rank, false, true);
  return s.value(s.full_mask(), s.wilds(), 0, false);
}

Arrangement arrange(std::span<const Card> hand, int wild_rank) {
  Search s(hand, wild_rank, false, true);
  s.value(s.full_mask(), s.wilds(), 0, false);
  return s.rebuild(s.full_mask(), s.wilds(), 0, false, nullptr);
}

bool can_go_out(std::span<const Card> hand, int wild_rank) {
  if (hand.size() < 4) return false;  // a meld of three and the discard
  Search s(hand, wild_rank, true, true);
  return s.value(s.full_mask(), s.wilds(), 0, true) == 0;
}

std::optional<Arrangement> go_out_with(std::span<const Card> hand, Card discard, int wild_rank) {
  if (hand.size() < 4) return std::nullopt;
  std::vector<Card> rest = without_one(hand, discard);
  if (rest.size() == hand.size()) return std::nullopt;
  Search s(rest, wild_rank, true, true);
  if (s.value(s.full_mask(), s.wilds(), 0, false) != 0) return std::nullopt;
  return s.rebuild(s.full_mask(), s.wilds(), 0, false, nullptr);
}

DiscardChoice best_discard(std::span<const Card> hand, int wild_rank) {
  DiscardChoice out;
  int best_any;
  {
    Search s(hand, wild_rank, false, true);
    best_any = s.value(s.full_mask(), s.wilds(), 0, true);
  }
  {
    Search s(hand, wild_rank, false, false);
    if (s.value(s.full_mask(), s.wilds(), 0, true) == best_any) {
      out.rest = s.rebuild(s.full_mask(), s.wilds(), 0, true, &out.discard);
      return out;
    }
  }
  Search s(hand, wild_rank, false, true);
  s.value(s.full_mask(), s.wilds(), 0, true);
  out.rest = s.rebuild(s.full_mask(), s.wilds(), 0, true, &out.discard);
  return out;
}

}  // namespace parlor::five_crowns
