#include "games/rummu/solver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdint>
#include <string>
#include <type_traits>
#include <unordered_map>

#include "games/rummu/melds.h"
#include "games/rummu/rules.h"
#include "games/rummu/scoring.h"

namespace parlor::rummu {
namespace {

// The other colours a yellow card may stand for.
constexpr Suit kStandIns[] = {Suit::Red, Suit::Green, Suit::Blue, Suit::Black};

int colour_order(Suit s) {
  for (size_t i = 0; i < std::size(kColours); ++i)
    if (kColours[i] == s) return static_cast<int>(i);
  return static_cast<int>(std::size(kColours));
}

// A face's ways: as itself, and a yellow card as each joker.
void add_ways(Card f, FixedVector<PlacedCard, 9>& w) {
  w.push_back({f, Card::none()});
  if (f.suit() == kJokerColour)
    for (Suit s : kStandIns) w.push_back({f, Card(s, f.rank())});
}

using Ways = std::array<FixedVector<PlacedCard, 9>, kHighNumber + 1>;

// The ways each distinct face of `cards` may lie, by number, in colour order.
void ways_by_number(std::span<const Card> cards, Ways& ways) {
  // Each distinct face marked by number and colour, then read in that order (no sort).
  std::array<uint8_t, kHighNumber + 1> present{};  // bit per place in kColours
  for (Card c : cards) {
    const int colour = colour_order(c.suit());
    if (c.rank() < kLowNumber || c.rank() > kHighNumber || colour >= static_cast<int>(std::size(kColours))) continue;
    present[static_cast<size_t>(c.rank())] |= static_cast<uint8_t>(1u << colour);
  }
  for (int n = kLowNumber; n <= kHighNumber; ++n) {
    auto& w = ways[static_cast<size_t>(n)];
    w.clear();
    for (size_t k = 0; k < std::size(kColours); ++k)
      if (present[static_cast<size_t>(n)] >> k & 1) add_ways(Card(kColours[k], n), w);
  }
}

// Fills out[0..found) (reusing the melds already there, and their storage), at most `cap`.
struct Enumerator {
  std::vector<Meld>& out;
  size_t cap;
  std::vector<PlacedCard>& cur;
  size_t found = 0;

  bool full() const { return found >= cap; }
  // `valid`: what combination_of(cur) answers, known from how cur was built (books() and
  // runs() below); debug builds check the two agree.
  void emit(MeldKind kind, bool valid) {
    if (full() || cur.size() < static_cast<size_t>(kMinCombinationCards)) return;
    assert(valid == combination_of(cur).has_value());
    if (!valid) return;
    if (found == out.size()) out.emplace_back();
    out[found].kind = kind;
    out[found++].cards.assign(cur.begin(), cur.end());
  }
  // A book of this number from ways[from..].
  // Every book built here is valid: one number, no face or colour twice, one joker at most.
  void books(const FixedVector<PlacedCard, 9>& ways, size_t from) {
    emit(MeldKind::Book, true);
    for (size_t i = from; i < ways.size() && !full(); ++i) {
      const PlacedCard& p = ways[i];
      const bool clash = std::any_of(cur.begin(), cur.end(), [&](const PlacedCard& q) {
        return q.card == p.card || counts_as(q).suit() == counts_as(p).suit() || (is_joker(q) && is_joker(p));
      });
      if (clash) continue;
      cur.push_back(p);
      books(ways, i + 1);
      cur.pop_back();
    }
  }
  // What runs() keeps of cur as it grows: its jokers, the colours its cards count as, whether
  // they are all one colour.
  struct RunSoFar {
    int jokers = 0;
    uint32_t colours = 0;
    bool one_colour = true;
  };
  // Runs going on from number n: one colour or no colour twice, one joker at most when mixed.
  // A run built here is numbers in sequence, so only a one-colour run's jokers can refuse it
  // (more ordinary cards than jokers).
  void runs(const Ways& ways, int n, RunSoFar so_far) {
    const int size = static_cast<int>(cur.size());
    emit(MeldKind::Run, size >= kMinCombinationCards && (!so_far.one_colour || 2 * so_far.jokers < size));
    if (n > kHighNumber || full()) return;
    for (const PlacedCard& p : ways[static_cast<size_t>(n)]) {
      const uint32_t bit = 1u << static_cast<int>(counts_as(p).suit());
      const int jokers = so_far.jokers + (is_joker(p) ? 1 : 0);
      // Every card so far this colour; none of it. Two first cards of one colour make the
      // run one colour (a mixed run never has a colour twice).
      const bool same = size == 0 || (so_far.one_colour && so_far.colours == bit);
      const bool mixed_ok = (so_far.colours & bit) == 0 && jokers <= 1 && !(size >= 2 && so_far.one_colour);
      if (!same && !mixed_ok) continue;
      cur.push_back(p);
      runs(ways, n + 1, RunSoFar{jokers, so_far.colours | bit, same});
      cur.pop_back();
    }
  }
};

// The exact search behind best_laying: the hand as distinct faces with counts; the lowest face
// left either stays in hand or goes into one of the combinations holding it.
struct Packing {
  struct Option {
    const Meld* meld;
    std::vector<uint8_t> uses;  // per face
    int cards, gain;            // gain: its points plus the cards it takes out of the hand's count
  };
  static constexpr int kNone = -1'000'000;
  std::vector<Card> faces;
  std::vector<int> have;
  std::vector<Option> options;
  std::vector<std::vector<size_t>> options_with;  // per face: the options using it
  int total = 0, keep = 1, min_cards = 0;
  std::unordered_map<std::string, std::pair<int, int>> memo;  // state -> (best gain, option + 1)

  size_t face_of(Card c) const {
    return static_cast<size_t>(std::find(faces.begin(), faces.end(), c.face()) - faces.begin());
  }
  std::string key(const std::vector<int>& left, size_t from, int placed) const {
    std::string k(left.begin(), left.end());
    k.push_back(static_cast<char>(from));
    k.push_back(static_cast<char>(std::min(placed, 120)));
    return k;
  }
  bool fits(const Option& o, const std::vector<int>& left) const {
    for (size_t f = 0; f < faces.size(); ++f)
      if (o.uses[f] > left[f]) return false;
    return true;
  }
  int best(std::vector<int>& left, size_t from, int placed) {
    while (from < faces.size() && left[from] == 0) ++from;
    if (from >= faces.size()) return placed > 0 && placed < min_cards ? kNone : 0;
    const std::string k = key(left, from, placed);
    if (auto it = memo.find(k); it != memo.end()) return it->second.first;
    const int kept = left[from];
    left[from] = 0;
    int best_gain = best(left, from + 1, placed), choice = 0;
    left[from] = kept;
    for (size_t o : options_with[from]) {
      const Option& opt = options[o];
      if (!fits(opt, left) || total - placed - opt.cards < keep) continue;
      for (size_t f = 0; f < faces.size(); ++f) left[f] -= opt.uses[f];
      const int rest = best(left, from, placed + opt.cards);
      for (size_t f = 0; f < faces.size(); ++f) left[f] += opt.uses[f];
      if (rest != kNone && opt.gain + rest > best_gain) best_gain = opt.gain + rest, choice = static_cast<int>(o) + 1;
    }
    memo[k] = {best_gain, choice};
    return best_gain;
  }
};

}  // namespace

namespace {

size_t combinations_into(std::span<const Card> cards, size_t cap, std::vector<Meld>& out) {
  Ways ways;
  ways_by_number(cards, ways);
  thread_local std::vector<PlacedCard> cur;
  cur.clear();
  Enumerator e{out, cap, cur};
  for (int n = kLowNumber; n <= kHighNumber && !e.full(); ++n) e.books(ways[static_cast<size_t>(n)], 0);
  for (int n = kLowNumber; n + kMinCombinationCards - 1 <= kHighNumber && !e.full(); ++n)
    e.runs(ways, n, Enumerator::RunSoFar{0, 0, true});
  return e.found;
}

}  // namespace

std::vector<Meld> combinations_in(std::span<const Card> cards, size_t cap) {
  std::vector<Meld> out;
  out.resize(combinations_into(cards, cap, out));
  return out;
}

std::span<const Meld> combinations_reused(std::span<const Card> cards, size_t cap) {
  // Melds kept from call to call, so their cards' storage is allocated once.
  thread_local std::vector<Meld> pool;
  const size_t found = combinations_into(cards, cap, pool);
  return {pool.data(), found};
}

void order_for_table(Meld& meld) {
  // A stable insertion sort: a combination holds a dozen cards at most, and std::stable_sort's
  // buffer cost more than the sort (this runs at every play onto the table).
  auto before = [](const PlacedCard& a, const PlacedCard& b) {
    const Card x = counts_as(a), y = counts_as(b);
    return std::pair(x.rank(), colour_order(x.suit())) < std::pair(y.rank(), colour_order(y.suit()));
  };
  auto& c = meld.cards;
  for (size_t i = 1; i < c.size(); ++i)
    for (size_t k = i; k > 0 && before(c[k], c[k - 1]); --k) std::swap(c[k], c[k - 1]);
}

Meld joined(const Meld& meld, std::span<const PlacedCard> added) {
  Meld m = meld;
  m.cards.insert(m.cards.end(), added.begin(), added.end());
  order_for_table(m);
  return m;
}

void hand_ways(std::span<const Card> hand, HandWays& ways) {
  static_assert(std::is_same_v<decltype(ways.by_number), Ways>);
  ways_by_number(hand, ways.by_number);
}

void additions_to(const Meld& meld, const HandWays& hand, std::vector<PlacedCard>& out) {
  out.clear();
  // A combination stays a book of its number or a run without gaps or repeats, so only a card
  // of the book's number, or next to either end of the run, can join it.
  int lo = kHighNumber + 1, hi = kLowNumber - 1;
  uint32_t colours = 0;  // bit per colour the meld's cards count as
  for (const PlacedCard& p : meld.cards) {
    lo = std::min(lo, counts_as(p).rank());
    hi = std::max(hi, counts_as(p).rank());
    colours |= 1u << static_cast<int>(counts_as(p).suit());
  }
  // A whole combination is one colour or has no colour twice, and keeps that with the card
  // added: a card failing this is refused without the full check.
  const bool whole = meld.cards.size() >= static_cast<size_t>(kMinCombinationCards);
  const bool one_colour = std::popcount(colours) == 1;
  auto colour_fits = [&](const PlacedCard& p) {
    const uint32_t bit = 1u << static_cast<int>(counts_as(p).suit());
    return !whole || (one_colour ? bit == colours : (bit & colours) == 0);
  };
  thread_local std::vector<PlacedCard> cards;
  cards.assign(meld.cards.begin(), meld.cards.end());
  cards.emplace_back();
  for (int number = kLowNumber; number <= kHighNumber; ++number) {
    if (whole && (lo == hi ? number != lo : number != lo - 1 && number != hi + 1)) continue;
    for (const PlacedCard& p : hand.by_number[static_cast<size_t>(number)]) {
      if (!colour_fits(p)) continue;
      cards.back() = p;
      if (combination_of(cards)) out.push_back(p);
    }
  }
}

std::vector<PlacedCard> additions_to(const Meld& meld, std::span<const Card> hand) {
  HandWays ways;
  hand_ways(hand, ways);
  std::vector<PlacedCard> out;
  additions_to(meld, ways, out);
  return out;
}

Laying best_laying(std::span<const Card> hand, int keep, int min_cards) {
  Packing pk;
  pk.keep = keep;
  pk.min_cards = min_cards;
  pk.total = static_cast<int>(hand.size());
  Laying out;
  for (Card c : hand) {
    const size_t f = pk.face_of(c);
    if (f == pk.faces.size()) pk.faces.push_back(c.face()), pk.have.push_back(0);
    ++pk.have[f];
    out.value += card_left_points(c);
  }
  const std::vector<Meld> melds = combinations_in(hand);
  pk.options_with.resize(pk.faces.size());
  for (const Meld& m : melds) {
    Packing::Option o{&m, std::vector<uint8_t>(pk.faces.size(), 0), static_cast<int>(m.cards.size()), 0};
    o.gain = combination_points(*read_combination(m.cards));
    for (const PlacedCard& p : m.cards) {
      ++o.uses[pk.face_of(p.card)];
      o.gain -= card_left_points(p.card);
    }
    pk.options.push_back(std::move(o));
  }
  for (size_t o = 0; o < pk.options.size(); ++o)
    for (size_t f = 0; f < pk.faces.size(); ++f)
      if (pk.options[o].uses[f] > 0) pk.options_with[f].push_back(o);
  std::vector<int> left = pk.have;
  const int gain = pk.best(left, 0, 0);
  if (gain <= 0) return out;
  out.value += gain;
  // Follow the choices the search recorded.
  size_t from = 0;
  int placed = 0;
  for (;;) {
    while (from < pk.faces.size() && left[from] == 0) ++from;
    if (from >= pk.faces.size()) break;
    const int choice = pk.memo.at(pk.key(left, from, placed)).second;
    if (choice == 0) {
      left[from++] = 0;
      continue;
    }
    const Packing::Option& o = pk.options[static_cast<size_t>(choice - 1)];
    for (size_t f = 0; f < pk.faces.size(); ++f) left[f] -= o.uses[f];
    placed += o.cards;
    out.melds.push_back(*o.meld);
    out.cards += o.cards;
  }
  return out;
}

Result<Meld> meant_combination(std::span<const Card> cards) {
  std::optional<Meld> best;
  int best_jokers = 0, best_points = 0;
  for (const Meld& m : combinations_in(cards)) {
    if (m.cards.size() != cards.size()) continue;
    const auto c = read_combination(m.cards);
    if (!c) continue;
    const int points = combination_points(*c);
    if (!best || c->jokers < best_jokers || (c->jokers == best_jokers && points > best_points))
      best = m, best_jokers = c->jokers, best_points = points;
  }
  if (best) return *best;
  // Why not, as the cards are: read plainly they may still name what is wrong.
  std::vector<PlacedCard> plain;
  for (Card c : cards) plain.push_back({c, Card()});
  const auto why = read_combination(plain);
  return Result<Meld>::failure(why ? "Those cards make no combination." : why.error());
}

}  // namespace parlor::rummu
