// The search behind games/five_crowns/arrange.h, in a header because it is templated on the
// visitor of each choice (evaluate, rebuild, collect discards).
//
// Natural cards are indexed in rank order; a state is (naturals left as a bit mask, wilds left,
// absorbing room of the melds made so far: 0, 1 or 2+, whether a discard is still owed). The
// lowest natural left is either left in hand, discarded, put in a book of its rank with any
// choice of the other cards of that rank, or made the lowest natural of a run (gaps filled
// from the wild pool). Leftover wilds cost nothing when three or more remain (a meld of wilds
// alone) or when the melds can take them (a book takes any number, a run up to 3..K).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "engine/meld.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/solver_memo.h"

namespace parlor::five_crowns::detail {

constexpr int16_t kInf = 30000;
constexpr int kRunPositions = kHighRank - kLowRank + 1;  // 11: a run spans at most 3..K
constexpr uint64_t kWildDiscard = uint64_t{1} << 32;

enum class Step : uint8_t { Book, Run, Discard, Deadwood };

struct Plan {
  Step step;
  uint32_t naturals;  // Book/Run: natural cards used; Discard/Deadwood: the card
  int wilds;          // wilds taken from the pool
  int suit;           // Run
  int lo;             // Run: rank of its lowest natural
  int span;           // Run: lowest to highest natural, inclusive
};

// Melds and leftovers in fixed arrays, so the move generator allocates nothing.
struct Layout {
  static constexpr int kCards = 64;
  static constexpr int kMelds = 32;
  int n_melds = 0;
  int n_cards = 0;
  int n_left = 0;
  int points = 0;
  Card discard;
  std::array<MeldKind, kMelds> kind;
  std::array<uint8_t, kMelds> end;
  std::array<PlacedCard, kCards> cards;
  std::array<Card, kCards> left;
};

struct PlanList {
  int n = 0;
  std::array<Plan, kSolverMaxNaturals + 1> v;
  void push(const Plan& p) { v[static_cast<size_t>(n++)] = p; }
};

// The melds of the plans taken, before the wilds go in (solver_assemble.cpp).
struct Build {
  MeldKind kind;
  uint32_t naturals;
  int n_nat, wilds, suit, lo, span;
};
struct Builds {
  std::array<Build, kSolverMaxNaturals + 1> v;
  int n = 0;
};

inline Arrangement to_arrangement(const Layout& l) {
  Arrangement a;
  int b = 0;
  for (int m = 0; m < l.n_melds; ++m) {
    Meld meld;
    meld.kind = l.kind[static_cast<size_t>(m)];
    meld.cards.assign(l.cards.begin() + b, l.cards.begin() + l.end[static_cast<size_t>(m)]);
    b = l.end[static_cast<size_t>(m)];
    a.melds.push_back(std::move(meld));
  }
  a.leftover.assign(l.left.begin(), l.left.begin() + l.n_left);
  a.points = l.points;
  return a;
}

// Faces only: actions name faces and the state picks the physical copies.
inline void write_melds(const Layout& l, MeldList& out) {
  std::array<PlacedCard, Layout::kCards> buf;
  int b = 0;
  for (int m = 0; m < l.n_melds; ++m) {
    int e = l.end[static_cast<size_t>(m)];
    for (int i = b; i < e; ++i)
      buf[static_cast<size_t>(i - b)] = {l.cards[static_cast<size_t>(i)].card.face(),
                                         l.cards[static_cast<size_t>(i)].as};
    out.add(l.kind[static_cast<size_t>(m)], std::span<const PlacedCard>(buf.data(), static_cast<size_t>(e - b)));
    b = e;
  }
}

class Search {
 public:
  Search(std::span<const Card> hand, int wild_rank, bool feasibility, bool allow_wild_discard)
      : wild_rank_(wild_rank), feasibility_(feasibility), allow_wild_discard_(allow_wild_discard) {
    // Naturals bucketed by rank (the search walks ranks upwards), identical faces side by side.
    std::array<uint8_t, 17> start{};
    for (Card c : hand) {
      if (c.is_joker()) {
        if (n_jokers_ < kMaxWilds)
          jokers_[n_jokers_++] = c;
        else
          overflow_ = true;
      } else if (c.rank() == wild_rank) {
        if (n_wild_cards_ < kMaxWilds)
          wild_rank_cards_[n_wild_cards_++] = c;
        else
          overflow_ = true;
      } else if (n_ < kSolverMaxNaturals) {
        ++n_;
        ++start[static_cast<size_t>(c.rank()) + 1];
      } else {
        overflow_ = true;
      }
    }
    for (size_t r = 1; r < start.size(); ++r) start[r] = static_cast<uint8_t>(start[r] + start[r - 1]);
    std::array<uint8_t, 17> fill = start;
    int placed = 0;
    for (Card c : hand) {
      if (c.is_joker() || c.rank() == wild_rank || placed == n_) continue;
      ++placed;
      const size_t r = static_cast<size_t>(c.rank());
      int j = fill[r]++;
      while (j > start[r] && cards_[j - 1].suit() > c.suit()) {  // a rank holds a few cards
        cards_[j] = cards_[j - 1];
        --j;
      }
      cards_[j] = c;
    }
    for (int i = 0; i < n_; ++i) {
      rank_[i] = static_cast<uint8_t>(cards_[i].rank());
      suit_[i] = static_cast<uint8_t>(cards_[i].suit());
      uint32_t bit = 1u << i;
      face_bits_[suit_[i]][rank_[i]] |= bit;
      rank_bits_[rank_[i]] |= bit;
      dup_prev_[i] = (i > 0 && cards_[i - 1].face() == cards_[i].face()) ? 1u << (i - 1) : 0u;
    }
    for (int i = 0; i < n_; ++i) {
      const int r = rank_[i];
      const auto& row = face_bits_[suit_[i]];
      partners_[i] = ((rank_bits_[r] & ~(1u << i)) | row[r - 1] | row[r + 1] | row[r - 2] | row[r + 2]);
    }
    wilds_ = n_jokers_ + n_wild_cards_;
    memo().begin();
  }

  // A quick necessary condition for melding every natural but `spare` of them: a natural with
  // no other natural of its rank and none of its suit within two ranks needs two wilds in its
  // meld, and a meld holding k such cards needs at least max(2, 2k - 2) >= k wilds.
  bool may_meld_all_but(int spare) const { return may_meld(full_mask(), wilds_, spare); }

  // Among the naturals in `mask`, those with no partner left in `mask` each need two wilds in
  // their meld, and a meld holding k of them needs max(2, 2k - 2) >= k wilds.
  bool may_meld(uint32_t mask, int w, int spare) const {
    int isolated = 0;
    for (uint32_t b = mask; b; b &= b - 1) isolated += (partners_[std::countr_zero(b)] & mask) == 0;
    const int must_meld = isolated - spare;
    return must_meld <= 0 || w >= std::max(2, must_meld);
  }

  bool overflow() const { return overflow_; }
  uint32_t full_mask() const { return n_ == 32 ? 0xFFFFFFFFu : ((1u << n_) - 1); }
  int wilds() const { return wilds_; }

  int16_t value(uint32_t mask, int w, int absorb, bool pending) {
    if (mask == 0) return terminal(w, absorb, pending);
    if (feasibility_ && !may_meld(mask, w, pending ? 1 : 0)) return kInf;
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

  // Feasibility mode only: every card whose discard leaves the rest fully melded, as natural
  // indices (bits 0-31) and kWildDiscard for a wild. Explores all options (no early exit).
  uint64_t discard_set(uint32_t mask, int w, int absorb) {
    if (mask == 0) return terminal(w, absorb, true) == 0 ? kWildDiscard : 0;
    uint64_t key = mask | static_cast<uint64_t>(w) << 32 | static_cast<uint64_t>(absorb) << 37;
    uint64_t set;
    if (set_memo().find(key, set)) return set;
    set = 0;
    options(mask, w, absorb, true, [&](uint32_t cm, int cw, int ca, bool cp, int, const Plan& p) {
      if (p.step == Step::Discard) {
        if (value(cm, cw, ca, cp) == 0) set |= p.naturals;
      } else {
        set |= discard_set(cm, cw, ca);
      }
      return false;
    });
    set_memo().store(key, set);
    return set;
  }

  // Faces among this hand's naturals that discard_set may name.
  uint32_t face_mask(Card face) const { return face_bits_[static_cast<int>(face.suit())][face.rank()]; }
  Card natural(int i) const { return cards_[i]; }
  int naturals() const { return n_; }
  Card any_wild() const { return n_jokers_ > 0 ? jokers_[0] : wild_rank_cards_[0]; }

  // The arrangement for going out with a discard of this face (natural bits `want`, or a wild
  // when want == kWildDiscard), following discard_set.
  void rebuild_go_out(uint64_t want, Layout& out) {
    uint32_t mask = full_mask();
    int w = wilds_, absorb = 0;
    replay(mask, w, absorb, true, out,
           [&](bool pending, int16_t, uint32_t cm, int cw, int ca, bool cp, int, const Plan& p) {
             if (!pending) return value(cm, cw, ca, cp) == 0;
             if (p.step == Step::Discard) return (p.naturals & want) != 0 && value(cm, cw, ca, cp) == 0;
             return (discard_set(cm, cw, ca) & want) != 0;
           });
  }

  // Walks from a state to the end, each step taking the first option `accept` approves (given the
  // current state's pending flag and value, and the option), then lays out the plans taken.
  template <class Accept>
  void replay(uint32_t mask, int w, int absorb, bool pending, Layout& out, Accept accept) {
    PlanList plans;
    while (mask != 0) {
      const int16_t here = value(mask, w, absorb, pending);
      bool found = false;
      options(mask, w, absorb, pending, [&](uint32_t cm, int cw, int ca, bool cp, int add, const Plan& p) {
        if (!accept(pending, here, cm, cw, ca, cp, add, p)) return false;
        plans.push(p);
        mask = cm;
        w = cw;
        absorb = ca;
        pending = cp;
        found = true;
        return true;
      });
      if (!found) break;  // unreachable when the start state's value is finite / discard_set said yes
    }
    assemble(plans, w, absorb, pending, out);
  }

  // Replays the optimal choices from a state whose value is finite.
  void rebuild(uint32_t mask, int w, int absorb, bool pending, Layout& out) {
    replay(mask, w, absorb, pending, out,
           [&](bool, int16_t target, uint32_t cm, int cw, int ca, bool cp, int add, const Plan&) {
             int16_t v = value(cm, cw, ca, cp);
             return v < kInf && v + add == target;
           });
  }
  Arrangement rebuild(uint32_t mask, int w, int absorb, bool pending, Card* discard_out) {
    Layout l;
    rebuild(mask, w, absorb, pending, l);
    if (discard_out) *discard_out = l.discard;
    return to_arrangement(l);
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
    int r = n_wild_cards_;
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

  // Lays out the plans taken, then the wilds left: a meld of their own, into the melds, the
  // owed discard, or left over. Wilds go most expensive first (jokers before wild-rank cards).
  void assemble(const PlanList& plans, int w_left, int absorb, bool pending, Layout& out) const;
  void collect(const PlanList& plans, Builds& builds, Layout& out) const;
  void lay_out(const Builds& builds, int& next_wild, Layout& out) const;
  Card wild(int k) const {
    return k < n_jokers_ ? jokers_[static_cast<size_t>(k)] : wild_rank_cards_[static_cast<size_t>(k - n_jokers_)];
  }

  static constexpr int kMaxWilds = 31;
  int wild_rank_;
  bool feasibility_;
  bool allow_wild_discard_;
  bool overflow_ = false;
  int n_ = 0;
  int wilds_ = 0;
  int n_jokers_ = 0;
  int n_wild_cards_ = 0;
  std::array<Card, kSolverMaxNaturals> cards_;
  std::array<uint8_t, kSolverMaxNaturals> rank_;
  std::array<uint8_t, kSolverMaxNaturals> suit_;
  std::array<uint32_t, kSolverMaxNaturals> dup_prev_;
  std::array<uint32_t, kSolverMaxNaturals> partners_;  // naturals of its rank, or its suit within two ranks
  std::array<std::array<uint32_t, 16>, 5> face_bits_{};
  std::array<uint32_t, 16> rank_bits_{};
  std::array<Card, kMaxWilds> jokers_;
  std::array<Card, kMaxWilds> wild_rank_cards_;
};

}  // namespace parlor::five_crowns::detail
