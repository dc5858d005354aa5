#include "games/rummu/melds.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "games/rummu/rules.h"

namespace parlor::rummu {
namespace {

// Why cards make no combination, its sentence written only when a player is to read it: move
// generation tries many card sets and drops the refused ones unread.
enum class Flaw : uint8_t {
  NotOurs,
  OnlyYellow,
  SayColour,
  OwnNumber,
  OrdinaryColour,
  TooFew,
  Twice,
  Mixed,
  Wraps,
  Gap,
  ColourTwice,
  OneColourJokers,
  MixedJokers
};
struct Why {
  Flaw flaw;
  Card card = Card::none();
};

std::string sentence(const Why& w) {
  switch (w.flaw) {
    case Flaw::NotOurs: return "The " + card_name(w.card) + " is not a Rummü card.";
    case Flaw::OnlyYellow: return "Only a yellow card can stand for another card.";
    case Flaw::SayColour: return "Say which colour the yellow card stands for, as in \"Y4=R4\".";
    case Flaw::OwnNumber: return "A yellow card stands only for a card of its own number.";
    case Flaw::OrdinaryColour: return "A yellow card stands only for a red, green, blue or black card.";
    case Flaw::TooFew: return "A combination needs at least three cards.";
    case Flaw::Twice: return "A combination cannot hold the " + card_name(w.card) + " twice.";
    case Flaw::Mixed: return "A combination is either cards of one number or a run with each number once.";
    case Flaw::Wraps: return "A run does not go on from 9 to 0.";
    case Flaw::Gap: return "A run needs numbers in sequence, with no gap.";
    case Flaw::ColourTwice: return "A combination is either all one colour or has no colour twice.";
    case Flaw::OneColourJokers: return "A combination of one colour needs more ordinary cards than jokers.";
    case Flaw::MixedJokers: return "A combination of mixed colours holds one joker at most.";
  }
  return {};
}

// yellow-joker-rummy.txt: a yellow card may take the place of the card of its number in another
// colour; any other card is only itself.
std::optional<Why> check_stand_in(const PlacedCard& p) {
  if (!is_joker(p)) return std::nullopt;
  if (p.card.suit() != kJokerColour) return Why{Flaw::OnlyYellow};
  if (p.as.suit() == Suit::Any) return Why{Flaw::SayColour};
  if (p.as.rank() != p.card.rank()) return Why{Flaw::OwnNumber};
  if (p.as.suit() == kJokerColour || !deck_has_face(kDeck, p.as.face())) return Why{Flaw::OrdinaryColour};
  return std::nullopt;
}

// The numbers, sorted: all one (a book), or in sequence from 0 to 9 without going round (a run).
std::optional<Why> check_numbers(std::span<const PlacedCard> cards, Combination& c) {
  std::array<int, kHighNumber + 1> seen{};
  for (const PlacedCard& p : cards) ++seen[static_cast<size_t>(counts_as(p).rank())];
  const auto count = [&](int n) { return seen[static_cast<size_t>(n)]; };
  int lo = kLowNumber;
  while (count(lo) == 0) ++lo;
  c.number = lo;
  if (count(lo) == c.cards) {
    c.kind = MeldKind::Book;
    return std::nullopt;
  }
  c.kind = MeldKind::Run;
  for (int n = kLowNumber; n <= kHighNumber; ++n)
    if (count(n) > 1) return Why{Flaw::Mixed};
  const int hi = lo + c.cards - 1;
  if (hi <= kHighNumber && std::all_of(seen.begin() + lo, seen.begin() + hi + 1, [](int k) { return k == 1; }))
    return std::nullopt;
  // DECISIONS.md: runs do not wrap. Numbers that would be in sequence going round from 9 to 0 start
  // only once around the circle.
  int starts = 0;
  for (int n = kLowNumber; n <= kHighNumber; ++n)
    starts += count(n) == 1 && count(n == kLowNumber ? kHighNumber : n - 1) == 0;
  if (starts == 1) return Why{Flaw::Wraps};
  return Why{Flaw::Gap};
}

std::optional<Why> check_combination(std::span<const PlacedCard> cards, Combination& c) {
  c.cards = static_cast<int>(cards.size());
  for (const PlacedCard& p : cards) {
    if (!deck_has_face(kDeck, p.card.face())) return Why{Flaw::NotOurs, p.card.face()};
    if (auto why = check_stand_in(p)) return why;
  }
  if (c.cards < kMinCombinationCards) return Why{Flaw::TooFew};
  // yellow-joker-rummy.txt: no two identical cards in one combination.
  for (size_t i = 0; i < cards.size(); ++i)
    for (size_t j = i + 1; j < cards.size(); ++j)
      if (cards[i].card.face() == cards[j].card.face()) return Why{Flaw::Twice, cards[i].card.face()};
  if (auto why = check_numbers(cards, c)) return why;

  // yellow-joker-rummy.txt: all one colour, or mixed with no colour twice.
  std::array<int, kNumSuitCodes> colours{};
  int distinct = 0;
  for (const PlacedCard& p : cards) {
    if (colours[static_cast<size_t>(counts_as(p).suit())]++ == 0) ++distinct;
    c.jokers += is_joker(p) ? 1 : 0;
  }
  c.one_colour = distinct == 1;
  if (!c.one_colour && distinct != c.cards) return Why{Flaw::ColourTwice};
  // yellow-joker-rummy.txt: one colour needs more ordinary cards than jokers; mixed, one joker at most.
  if (c.one_colour && c.jokers >= c.cards - c.jokers) return Why{Flaw::OneColourJokers};
  if (!c.one_colour && c.jokers > 1) return Why{Flaw::MixedJokers};
  return std::nullopt;
}

}  // namespace

Result<Combination> read_combination(std::span<const PlacedCard> cards) {
  Combination c;
  if (auto why = check_combination(cards, c)) return Result<Combination>::failure(sentence(*why));
  return c;
}

std::optional<Combination> combination_of(std::span<const PlacedCard> cards) {
  Combination c;
  if (check_combination(cards, c)) return std::nullopt;
  return c;
}

}  // namespace parlor::rummu
