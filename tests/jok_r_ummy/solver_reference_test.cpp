// The Jok-R-Ummy solver against a brute-force reference on random small hands and programs: the
// reference tries every way to split the hand into the program's combinations, each checked
// against the part in the plainest terms (a run's natural cards in distinct places of one
// window of one suit, a set's of one rank), with wilds filling the rest.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>

#include "engine/rng.h"
#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/solver.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;

namespace {

bool wild(Card c) { return c.is_joker() || c.rank() == 2; }

// Whether the cards of `hand` in mask m make one combination the part asks for.
bool fits(const Part& part, bool wilds_ok, const std::vector<Card>& hand, uint32_t m) {
  std::array<Card, 16> naturals;
  int n = 0, total = 0;
  for (size_t i = 0; i < hand.size(); ++i) {
    if (!((m >> i) & 1)) continue;
    ++total;
    if (!wild(hand[i]))
      naturals[static_cast<size_t>(n++)] = hand[i];
    else if (!wilds_ok)
      return false;
  }
  if (n == 0 || total != part.count) return false;
  if (part.kind == PartKind::Set) {
    for (int i = 0; i < n; ++i)
      if (naturals[static_cast<size_t>(i)].rank() != naturals[0].rank() ||
          !suit_allowed(part, naturals[static_cast<size_t>(i)].suit()))
        return false;
    return part.values.empty() || part.values[0] == naturals[0].rank();
  }
  const Suit s = naturals[0].suit();
  if (!suit_allowed(part, s)) return false;
  for (int lo = 1; lo + part.count - 1 <= 14; ++lo) {
    if (!part.values.empty() && part.values[0] != lo) continue;
    if (!wilds_ok && lo <= 2 && lo + part.count - 1 >= 2) continue;
    uint32_t taken = 0;
    bool ok = true;
    for (int i = 0; i < n && ok; ++i) {
      const Card c = naturals[static_cast<size_t>(i)];
      int place = c.rank();
      if (place == 1 && lo + part.count - 1 == 14) place = 14;
      ok = c.suit() == s && place >= lo && place < lo + part.count && !((taken >> place) & 1);
      taken |= 1u << place;
    }
    if (ok) return true;
  }
  return false;
}

bool reference(const std::vector<const Part*>& slots, size_t slot, bool wilds_ok, const std::vector<Card>& hand,
               uint32_t left) {
  if (slot == slots.size()) return true;
  const int k = slots[slot]->count;
  if (std::popcount(left) < k) return false;
  // Every k of the cards left: every k-subset of the hand (Gosper's next subset of the same size)
  // that lies within `left`.
  const uint32_t n = static_cast<uint32_t>(hand.size());
  for (uint32_t m = (1u << k) - 1; m < (1u << n); m = [](uint32_t x) {
         const uint32_t low = x & (~x + 1), up = x + low;
         return up | (((x ^ up) >> 2) / low);
       }(m)) {
    if ((m & ~left) == 0 && fits(*slots[slot], wilds_ok, hand, m) &&
        reference(slots, slot + 1, wilds_ok, hand, left & ~m))
      return true;
  }
  return false;
}

bool reference(const Program& p, const std::vector<Card>& hand) {
  std::vector<const Part*> slots;
  for (int m = 0; m < p.mult; ++m)
    for (const Part& part : p.parts) slots.push_back(&part);
  return reference(slots, 0, p.wilds, hand, (1u << hand.size()) - 1);
}

// A small random program (at most 8 cards) over a few ranks, so hands complete it often.
Program random_program(Rng& rng) {
  Program p;
  p.id = "R";
  p.mult = 1 + static_cast<int>(rng.below(2));
  p.wilds = rng.below(4) != 0;
  const int parts = p.mult == 2 ? 1 : 1 + static_cast<int>(rng.below(2));
  for (int i = 0; i < parts; ++i) {
    Part part;
    part.kind = rng.below(2) ? PartKind::Run : PartKind::Set;
    part.count = 3 + static_cast<int>(rng.below(p.mult == 2 || parts == 2 ? 2 : 3));
    if (rng.below(3) == 0) {
      if (part.kind == PartKind::Set) {
        part.values = {rng.below(2) ? 1 : 5};
      } else {
        const int lo = 3 + static_cast<int>(rng.below(3));
        for (int q = lo; q < lo + part.count; ++q) part.values.push_back(q);
      }
    }
    if (rng.below(3) == 0) part.suits = {Suit::Hearts};
    if (rng.below(4) == 0) part.suits = {Suit::Spades, Suit::Hearts};
    p.parts.push_back(part);
  }
  return p;
}

// A random hand of 3 to 10 cards: hearts and spades A to 7, some wilds.
std::vector<Card> random_hand(Rng& rng) {
  std::vector<Card> pool;
  for (Suit s : {Suit::Hearts, Suit::Spades})
    for (int r = 1; r <= 7; ++r) pool.insert(pool.end(), {Card(s, r), Card(s, r)});
  pool.insert(pool.end(), {Card::joker(), Card::joker(), Card(Suit::Clubs, 2)});
  rng.shuffle(pool);
  return std::vector<Card>(pool.begin(), pool.begin() + 3 + rng.below(8));
}

}  // namespace

TEST_CASE("Jok-R-Ummy solver: agrees with a brute-force reference on random small hands") {
  Rng rng(2026);
  int completed = 0, one_short = 0, two_checked = 0, two_short = 0;
  std::vector<Card> faces;  // every card that could be drawn
  for (int s = 1; s <= 4; ++s)
    for (int r = 1; r <= 13; ++r)
      if (r != 2) faces.push_back(Card(static_cast<Suit>(s), r));
  faces.push_back(Card::joker());
  for (int trial = 0; trial < 1000; ++trial) {
    const Program p = random_program(rng);
    const std::vector<Card> hand = random_hand(rng);
    CAPTURE(program_to_json(p).dump());
    std::string hand_text;
    for (Card c : hand) hand_text += to_text(c) + " ";
    CAPTURE(hand_text);
    const bool expect = reference(p, hand);
    auto melds = can_complete(p, hand);
    REQUIRE(melds.has_value() == expect);
    const int missing = cards_missing(p, hand);
    CHECK((missing == 0) == expect);
    if (melds) {
      ++completed;
      // The melds use the hand's cards, each once, and pass the reveal's check.
      std::vector<Card> used;
      for (const Meld& m : *melds)
        for (const PlacedCard& c : m.cards) used.push_back(c.card);
      std::vector<Card> rest = hand;
      for (Card c : used) {
        auto it = std::find(rest.begin(), rest.end(), c);
        REQUIRE(it != rest.end());
        rest.erase(it);
      }
      std::vector<Meld> laid = *melds;
      CHECK_FALSE(check_fulfils(p, laid).has_value());
      continue;
    }
    // One card short exactly when some single card completes it.
    bool one = false;
    for (Card f : faces) {
      std::vector<Card> more = hand;
      more.push_back(f);
      if (reference(p, more)) {
        one = true;
        break;
      }
    }
    CHECK((missing == 1) == one);
    one_short += one ? 1 : 0;
    // Two short exactly when some two cards complete it (on the smaller hands: the pairs are many).
    if (one || hand.size() > 6 || two_checked >= 50) continue;
    std::vector<Card> useful;  // a card no part could take cannot help
    for (Card f : faces)
      if (std::any_of(p.parts.begin(), p.parts.end(),
                      [&](const Part& part) { return f.is_joker() ? p.wilds : suit_allowed(part, f.suit()); }))
        useful.push_back(f);
    bool two = false;
    for (size_t a = 0; a < useful.size() && !two; ++a)
      for (size_t b = a; b < useful.size() && !two; ++b) {
        std::vector<Card> more = hand;
        more.insert(more.end(), {useful[a], useful[b]});
        two = reference(p, more);
      }
    CHECK((missing == 2) == two);
    ++two_checked;
    two_short += two ? 1 : 0;
  }
  CHECK(two_checked == 50);
  CHECK(two_short >= 5);
  // The random positions reach both answers often.
  CHECK(completed > 100);
  CHECK(one_short > 100);
}
