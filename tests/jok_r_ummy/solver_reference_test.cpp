// The Jok-R-Ummy solver against a brute-force reference on random small hands and programs: the
// reference tries every way to split the hand into the program's combinations, each checked
// against the part in the plainest terms (a run's natural cards in distinct places of one
// window of one suit, a set's of one rank), with wilds filling the rest.
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/rng.h"
#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/solver.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;

namespace {

bool wild(Card c) { return c.is_joker() || c.rank() == 2; }

bool fits(const Part& part, bool wilds_ok, const std::vector<Card>& cards) {
  std::vector<Card> naturals;
  for (Card c : cards) {
    if (!wild(c))
      naturals.push_back(c);
    else if (!wilds_ok)
      return false;
  }
  if (naturals.empty() || static_cast<int>(cards.size()) != part.count) return false;
  if (part.kind == PartKind::Set) {
    for (Card c : naturals)
      if (c.rank() != naturals[0].rank() || !suit_allowed(part, c.suit())) return false;
    return part.values.empty() || part.values[0] == naturals[0].rank();
  }
  const Suit s = naturals[0].suit();
  if (!suit_allowed(part, s)) return false;
  for (int lo = 1; lo + part.count - 1 <= 14; ++lo) {
    if (!part.values.empty() && part.values[0] != lo) continue;
    if (!wilds_ok && lo <= 2 && lo + part.count - 1 >= 2) continue;
    std::vector<bool> taken(15);
    bool ok = true;
    for (Card c : naturals) {
      int place = c.rank();
      if (place == 1 && lo + part.count - 1 == 14) place = 14;
      ok = ok && c.suit() == s && place >= lo && place < lo + part.count && !taken[static_cast<size_t>(place)];
      if (ok) taken[static_cast<size_t>(place)] = true;
    }
    if (ok) return true;
  }
  return false;
}

bool reference(const std::vector<const Part*>& slots, size_t slot, bool wilds_ok, const std::vector<Card>& left) {
  if (slot == slots.size()) return true;
  const int n = static_cast<int>(left.size()), k = slots[slot]->count;
  if (k > n) return false;
  for (uint32_t m = 0; m < (1u << n); ++m) {
    if (std::popcount(m) != k) continue;
    std::vector<Card> in, out;
    for (int i = 0; i < n; ++i) ((m >> i) & 1 ? in : out).push_back(left[static_cast<size_t>(i)]);
    if (fits(*slots[slot], wilds_ok, in) && reference(slots, slot + 1, wilds_ok, out)) return true;
  }
  return false;
}

bool reference(const Program& p, const std::vector<Card>& hand) {
  std::vector<const Part*> slots;
  for (int m = 0; m < p.mult; ++m)
    for (const Part& part : p.parts) slots.push_back(&part);
  return reference(slots, 0, p.wilds, hand);
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
  int completed = 0, one_short = 0;
  std::vector<Card> faces;  // every card that could be drawn
  for (int s = 1; s <= 4; ++s)
    for (int r = 1; r <= 13; ++r)
      if (r != 2) faces.push_back(Card(static_cast<Suit>(s), r));
  faces.push_back(Card::joker());
  for (int trial = 0; trial < 600; ++trial) {
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
  }
  // The random positions reach both answers often.
  CHECK(completed > 60);
  CHECK(one_short > 60);
}
