#include "games/rummy_o/solver_search.h"

#include <algorithm>
#include <bit>

#include "games/rummy_o/rules.h"

namespace parlor::rummy_o::detail {
namespace {

Target target_of(const Meld& m, int index) {
  Target t;
  t.index = index;
  t.run = m.kind == MeldKind::Run;
  t.lo = 99;
  for (const PlacedCard& p : m.cards) {
    const Card face = p.card.is_joker() ? p.as : p.card;
    if (t.run) {
      const int q = run_position(p);
      t.colour = colour_of(face);
      t.lo = std::min(t.lo, q);
      t.hi = std::max(t.hi, q);
    } else {
      t.number = face.rank();
      if (face.suit() != Suit::Any) t.colours |= static_cast<uint8_t>(1u << colour_of(face));
    }
  }
  t.size = static_cast<int>(m.cards.size());
  return t;
}

thread_local Memo t_memo;

}  // namespace

Search::Search(std::span<const Card> rack, std::span<const Meld> table, const SolveOptions& options)
    : opt_(options), memo_(t_memo) {
  memo_.begin();
  weight_ = opt_.tiles_first ? 1000 : 0;
  for (auto& row : face_index_) row.fill(-1);
  thread_local std::vector<Card> naturals;
  naturals.clear();
  for (Card c : rack) {
    if (c.is_joker())
      ++root_.jokers;
    else
      naturals.push_back(c.face());
  }
  std::sort(naturals.begin(), naturals.end());  // colour, then number
  for (Card c : naturals) {
    if (faces_.empty() || !(faces_.back() == c)) {
      if (static_cast<int>(faces_.size()) == kMaxFaces) break;
      face_index_[static_cast<size_t>(colour_of(c))][static_cast<size_t>(c.rank())] =
          static_cast<int8_t>(faces_.size());
      faces_.push_back(c);
      points_.push_back(tile_points(c));
    }
    root_.count[faces_.size() - 1]++;
  }
  // The set holds two of each tile; a rack with more (only a test's) keeps the capped digits
  // key() always used, so the code is worked out from them.
  digit_.assign(faces_.size(), 0);
  uint64_t weight = 1;
  for (size_t i = faces_.size(); i-- > 0;) {
    digit_[i] = weight;
    root_.code += weight * std::min<uint8_t>(root_.count[i], 2);
    weight *= 3;
  }
  for (int i : opt_.extendable) {
    if (i < 0 || i >= static_cast<int>(table.size()) || static_cast<int>(targets_.size()) == kMaxSlots) continue;
    targets_.push_back(target_of(table[static_cast<size_t>(i)], i));
  }
}

int Search::face_at(int colour, int position) const {
  return face_index_[static_cast<size_t>(colour)][static_cast<size_t>(position == 14 ? 1 : position)];
}

int Search::lowest(const Node& n) const {
  for (size_t i = n.low; i < faces_.size(); ++i)
    if (n.count[i]) return static_cast<int>(i);
  return -1;
}

Key Search::key(const Node& n) const {
  Key k;
  k.counts = n.code;
  k.counts |=
      uint64_t{n.jokers} << 51 | uint64_t{n.has_run} << 53 | uint64_t{n.kept} << 54 | uint64_t{n.closed_room} << 55;
  for (size_t s = 0; s < targets_.size(); ++s)
    (s < 16 ? k.slots_lo : k.slots_hi) |= uint64_t{n.slot[s]} << (4 * (s % 16));
  return k;
}

int Search::joker_room(const Node& n, int s) const {
  const Target& t = targets_[static_cast<size_t>(s)];
  const uint8_t bits = n.slot[static_cast<size_t>(s)];
  if (!t.run) return bits ? 0 : 4 - t.size;
  const int bottom = (t.hi == 14 || (bits & kHighEdge)) ? 2 : 1;
  const int top = (t.lo == 1 || (bits & kLowEdge)) ? 13 : 14;
  const int low = (bits & kLowUsed) ? 0 : std::max(0, t.lo - bottom);
  const int high = (bits & kHighUsed) ? 0 : std::max(0, top - t.hi);
  if (!bits) return std::min(low + high, 13 - (t.hi - t.lo + 1));  // a run holds at most 13 tiles
  return low + high;
}

int Search::leaf_value(const Node& n, int* jokers_placed) const {
  if (opt_.need_run && !n.has_run) return kNegInf;
  int room = n.closed_room;
  for (size_t s = 0; s < targets_.size(); ++s) room += joker_room(n, static_cast<int>(s));
  int most = std::min<int>(n.jokers, room);
  if (opt_.keep_one && !n.kept) {
    if (n.jokers == 0) return kNegInf;
    most = std::min(most, n.jokers - 1);
  }
  const int each = weight_ + opt_.joker_points;
  const int d = each > 0 ? most : 0;
  if (opt_.most_kept >= 0 && (n.kept ? 1 : 0) + n.jokers - d > opt_.most_kept) return kNegInf;
  if (jokers_placed) *jokers_placed = d;
  return d * each;
}

Node Search::settle(const Node& n) const {
  if (targets_.empty()) return n;
  Node m = n;
  std::array<uint32_t, kColours> held{};  // bit r: the rack still holds that number in that colour
  for (size_t i = 0; i < faces_.size(); ++i)
    if (n.count[i]) held[static_cast<size_t>(colour_of(faces_[i]))] |= 1u << faces_[i].rank();
  for (size_t s = 0; s < targets_.size(); ++s) {
    const Target& tg = targets_[s];
    bool reachable = false;
    if (tg.run) {
      // A natural tile left of the run's colour that could sit beyond either end (a 1 either way).
      const uint32_t beyond = (1u << 1) | ((1u << std::max(tg.lo, 0)) - 1) | ~((2u << std::min(tg.hi, 14)) - 1);
      reachable = (held[static_cast<size_t>(tg.colour)] & beyond) != 0;
    } else {
      for (int c = 0; c < kColours; ++c) {
        const int fi = face_index_[static_cast<size_t>(c)][static_cast<size_t>(tg.number)];
        reachable = reachable || (!(tg.colours >> c & 1) && fi >= 0 && n.count[static_cast<size_t>(fi)] > 0);
      }
    }
    const uint8_t closed = tg.run ? kLowUsed | kHighUsed : 1;
    if (reachable || (m.slot[s] & closed) == closed) continue;
    m.closed_room = static_cast<uint8_t>(std::min(2, m.closed_room + joker_room(n, static_cast<int>(s))));
    m.slot[s] = closed;
  }
  return m;
}

int Search::value(const Node& raw) {
  const int t = lowest(raw);
  if (t < 0) return leaf_value(raw, nullptr);
  Node n = settle(raw);
  n.low = static_cast<uint8_t>(t);
  const Key k = key(n);
  if (const int* v = memo_.find(k)) return *v;
  int best = kNegInf;
  for_each_choice(n, t, [&](const Node& child, int gain, const Choice&) {
    const int v = value(child);
    if (v > kNegInf) best = std::max(best, gain + v);
  });
  memo_.put(k, best);
  return best;
}

template <class F>
void Search::fill_run(const Node& n, int colour, int lo, int hi, int p, F&& f) const {
  uint32_t natural = 0;
  int need = 0;
  for (int q = lo; q <= hi; ++q) {
    if (q == p) continue;
    const int fi = face_at(colour, q);
    if (fi >= 0 && n.count[static_cast<size_t>(fi)] > 0)
      natural |= 1u << (q - lo);
    else
      ++need;
  }
  if (need > n.jokers) return;
  const uint32_t all = (1u << (hi - lo + 1)) - 1;
  const uint32_t must_joker = all & ~natural & ~(1u << (p - lo));
  auto emit = [&](uint32_t swapped) {
    const uint32_t jokers = must_joker | swapped;
    Node child = n;
    int gain = weight_ * (hi - lo + 1);
    for (int q = lo; q <= hi; ++q) {
      if (jokers >> (q - lo) & 1) continue;
      const int fi = face_at(colour, q);
      take(child, fi);
      gain += points_[static_cast<size_t>(fi)];
    }
    const int used = std::popcount(jokers);
    child.jokers = static_cast<uint8_t>(child.jokers - used);
    gain += used * opt_.joker_points;
    f(child, gain, jokers, used);
  };
  emit(0);
  // A joker may stand in for a tile the rack holds, keeping that tile for another meld. The
  // set holds two jokers, so at most two such swaps.
  const int spare = n.jokers - need;
  for (int a = 0; spare >= 1 && a < 14; ++a) {
    if (!(natural >> a & 1)) continue;
    emit(1u << a);
    for (int b = a + 1; spare >= 2 && b < 14; ++b)
      if (natural >> b & 1) emit(1u << a | 1u << b);
  }
}

template <class F>
void Search::fill_group(const Node& n, int t, uint8_t taken, int room, int min_more, F&& f) const {
  const int number = faces_[static_cast<size_t>(t)].rank();
  uint8_t open = 0;  // colours the rack can add as natural tiles
  for (int c = 0; c < kColours; ++c) {
    const int fi = face_index_[static_cast<size_t>(c)][static_cast<size_t>(number)];
    if (!(taken >> c & 1) && fi >= 0 && n.count[static_cast<size_t>(fi)] > 0) open |= static_cast<uint8_t>(1u << c);
  }
  for (int sub = open;; sub = (sub - 1) & open) {
    const int naturals = std::popcount(static_cast<unsigned>(sub));
    for (int j = 0; j <= n.jokers && naturals + j <= room; ++j) {
      if (naturals + j < min_more) continue;
      Node child = n;
      int gain = weight_ * (naturals + j + 1) + points_[static_cast<size_t>(t)] + j * opt_.joker_points;
      take(child, t);
      for (int c = 0; c < kColours; ++c)
        if (sub >> c & 1) {
          const int fi = face_index_[static_cast<size_t>(c)][static_cast<size_t>(number)];
          take(child, fi);
          gain += points_[static_cast<size_t>(fi)];
        }
      child.jokers = static_cast<uint8_t>(child.jokers - j);
      f(child, gain, static_cast<uint8_t>(sub), j);
    }
    if (sub == 0) break;
  }
}

namespace {

// Positions in [from, to] of a colour whose tiles the rack does not hold (`held`: bit q for
// position q).
int missing(uint32_t held, int from, int to) {
  int g = 0;
  for (int q = from; q <= to; ++q) g += (held >> q & 1) ? 0 : 1;
  return g;
}

}  // namespace

uint32_t Search::held_positions(const Node& n, int colour) const {
  uint32_t held = 0;
  for (int q = 1; q <= 14; ++q) {
    const int fi = face_at(colour, q);
    if (fi >= 0 && n.count[static_cast<size_t>(fi)] > 0) held |= 1u << q;
  }
  return held;
}

// New runs holding tile t at position p: t is the lowest tile left, so below its number only
// jokers can fill a run (except when t is a 1 played after the 13).
template <class F>
void Search::new_runs(const Node& n, int t, int colour, int p, uint32_t held, F&& f) const {
  const int jokers = n.jokers;
  for (int lo = p, below = 0; lo >= 1 && lo > p - 13; --lo) {
    if (lo < p) below += (held >> lo & 1) ? 0 : 1;
    if (below > jokers) break;
    for (int hi = p, above = 0; hi <= 14 && hi - lo < 13; ++hi) {
      if (hi > p) above += (held >> hi & 1) ? 0 : 1;
      if (below + above > jokers) break;
      if (hi - lo < 2 || (lo == 1 && hi == 14)) continue;
      fill_run(n, colour, lo, hi, p, [&](Node child, int gain, uint32_t at, int used) {
        child.has_run = true;
        f(child, gain, Choice{ChoiceKind::Run, t, -1, lo, hi, at, 0, used});
      });
    }
  }
}

// Table runs of t's colour grown down or up to reach tile t at position p.
template <class F>
void Search::extend_runs(const Node& n, int t, int colour, int p, uint32_t held, F&& f) const {
  const int jokers = n.jokers;
  for (size_t s = 0; s < targets_.size(); ++s) {
    const Target& tg = targets_[s];
    const uint8_t bits = n.slot[s];
    if (!tg.run || tg.colour != colour) continue;
    if (!(bits & kLowUsed) && p < tg.lo) {
      const int between = missing(held, p + 1, tg.lo - 1);
      for (int q = p, below = 0; q >= 1 && between + below <= jokers; --q) {
        if (q < p) below += (held >> q & 1) ? 0 : 1;
        if (between + below > jokers) break;
        if (q == 1 && (tg.hi == 14 || (bits & kHighEdge))) continue;
        fill_run(n, colour, q, tg.lo - 1, p, [&](Node child, int gain, uint32_t at, int used) {
          child.slot[s] = static_cast<uint8_t>(bits | kLowUsed | (q == 1 ? kLowEdge : 0));
          f(child, gain, Choice{ChoiceKind::ExtendLow, t, static_cast<int>(s), q, tg.lo - 1, at, 0, used});
        });
      }
    }
    if (!(bits & kHighUsed) && p > tg.hi) {
      const int between = missing(held, tg.hi + 1, p - 1);
      for (int q = p, above = 0; q <= 14 && between + above <= jokers; ++q) {
        if (q > p) above += (held >> q & 1) ? 0 : 1;
        if (between + above > jokers) break;
        if (q == 14 && (tg.lo == 1 || (bits & kLowEdge))) continue;
        fill_run(n, colour, tg.hi + 1, q, p, [&](Node child, int gain, uint32_t at, int used) {
          child.slot[s] = static_cast<uint8_t>(bits | kHighUsed | (q == 14 ? kHighEdge : 0));
          f(child, gain, Choice{ChoiceKind::ExtendHigh, t, static_cast<int>(s), tg.hi + 1, q, at, 0, used});
        });
      }
    }
  }
}

// Table groups of t's number that lack its colour.
template <class F>
void Search::extend_groups(const Node& n, int t, int colour, int number, F&& f) const {
  for (size_t s = 0; s < targets_.size(); ++s) {
    const Target& tg = targets_[s];
    if (tg.run || n.slot[s] || tg.number != number || (tg.colours >> colour & 1) || tg.size >= 4) continue;
    fill_group(n, t, static_cast<uint8_t>(tg.colours | 1u << colour), 3 - tg.size, 0,
               [&](Node child, int gain, uint8_t colours, int jokers) {
                 child.slot[s] = 1;
                 f(child, gain, Choice{ChoiceKind::ExtendGroup, t, static_cast<int>(s), 0, 0, 0, colours, jokers});
               });
  }
}

// Every way to place or keep tile t, the lowest left, in a fixed order: rebuild() takes the
// first choice that reaches the best value.
template <class F>
void Search::for_each_choice(const Node& n, int t, F&& f) const {
  const Card face = faces_[static_cast<size_t>(t)];
  const int colour = colour_of(face), number = face.rank();
  // `kept` says one tile was kept, enough for most_kept's 0 or 1.
  if (opt_.most_kept < 0 || (opt_.most_kept == 1 && !n.kept)) {
    Node child = n;
    take(child, t);
    child.kept = true;
    f(child, 0, Choice{ChoiceKind::Keep, t});
  }
  if (opt_.new_melds)
    fill_group(n, t, static_cast<uint8_t>(1u << colour), 3, 2, [&](Node child, int gain, uint8_t colours, int jokers) {
      f(child, gain, Choice{ChoiceKind::Group, t, -1, 0, 0, 0, colours, jokers});
    });
  const uint32_t held = held_positions(n, colour);
  for (int p : {number, number == 1 ? 14 : 0}) {
    if (p == 0) continue;
    if (opt_.new_melds) new_runs(n, t, colour, p, held, f);
    extend_runs(n, t, colour, p, held, f);
  }
  extend_groups(n, t, colour, number, f);
}

Placement Search::rebuild() {
  Placement out;
  Node n = root_;
  while (true) {
    const int t = lowest(n);
    if (t < 0) {
      int placed = 0;
      leaf_value(n, &placed);
      place_leaf_jokers(n, placed, out);
      for (int j = placed; j < n.jokers; ++j) out.left.push_back(Card::joker());
      break;
    }
    const int want = value(n);
    bool found = false;
    Node next;
    for_each_choice(n, t, [&](const Node& child, int gain, const Choice& c) {
      if (found) return;
      const int v = value(child);
      if (v > kNegInf && gain + v == want) {
        found = true;
        next = child;
        place(c, out);
      }
    });
    if (!found) break;  // cannot happen: `want` came from one of these choices
    n = next;
  }
  return out;
}

}  // namespace parlor::rummy_o::detail
