#include "games/rummy_o/solver_bounds.h"

#include <algorithm>

#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver.h"
#include "games/rummy_o/solver_search.h"

namespace parlor::rummy_o::detail {

RackBounds::RackBounds(std::span<const Card> rack) {
  for (Card c : rack) {
    if (c.is_joker()) {
      ++jokers_;
      continue;
    }
    const int colour = colour_of(c), number = c.rank();
    if (colour < 0 || colour >= kColours || number < 1 || number > 13) continue;
    held_[static_cast<size_t>(colour)] |= static_cast<uint16_t>(1u << number | (number == 1 ? 1u << 14 : 0u));
    count_[static_cast<size_t>(colour * 14 + number)]++;
  }
}

bool RackBounds::held(int colour, int position) const { return held_[static_cast<size_t>(colour)] >> position & 1; }

int RackBounds::missing(int colour, int from, int to) const {
  int g = 0;
  for (int q = from; q <= to; ++q) g += held(colour, q) ? 0 : 1;
  return g;
}

bool RackBounds::can_group(Card face) const {
  int colours = 0;
  for (int c = 0; c < kColours; ++c) colours += held(c, face.rank()) ? 1 : 0;
  return colours + jokers_ >= 3;
}

bool RackBounds::can_run(Card face) const {
  const int colour = colour_of(face);
  for (int p : {face.rank(), face.rank() == 1 ? 14 : 0}) {
    if (p == 0) continue;
    for (int lo = std::max(1, p - 2); lo <= p && lo + 2 <= 14; ++lo)
      if (missing(colour, lo, lo + 2) <= jokers_) return true;
  }
  return false;
}

bool RackBounds::onto(Card face, const Meld& meld) const {
  const int colour = colour_of(face), number = face.rank();
  if (meld.kind != MeldKind::Run) {
    // As the search reads a group: its number from its last tile, the colours it shows.
    if (meld.cards.empty() || meld.cards.size() >= 4) return false;
    const PlacedCard& last = meld.cards.back();
    if ((last.card.is_joker() ? last.as : last.card).rank() != number) return false;
    for (const PlacedCard& p : meld.cards)
      if ((p.card.is_joker() ? p.as : p.card).suit() == face.suit()) return false;
    return true;
  }
  int lo = 99, hi = 0, run_colour = -1;
  for (const PlacedCard& p : meld.cards) {
    const Card f = p.card.is_joker() ? p.as : p.card;
    const int q = run_position(p);
    run_colour = colour_of(f);
    lo = std::min(lo, q);
    hi = std::max(hi, q);
  }
  if (run_colour != colour) return false;
  for (int p : {number, number == 1 ? 14 : 0}) {
    if (p == 0) continue;
    if (p < lo && missing(colour, p + 1, lo - 1) <= jokers_) return true;
    if (p > hi && missing(colour, hi + 1, p - 1) <= jokers_) return true;
  }
  return false;
}

int RackBounds::stranded(std::span<const Meld> table, const std::vector<int>& extendable) const {
  int n = 0;
  for (int colour = 0; colour < kColours; ++colour)
    for (int number = 1; number <= 13; ++number) {
      const int copies = count_[static_cast<size_t>(colour * 14 + number)];
      if (!copies) continue;
      const Card face = tile(colour, number);
      if (in_new_meld(face)) continue;
      bool fits = false;
      for (int i : extendable)
        if (i >= 0 && i < static_cast<int>(table.size()) && onto(face, table[static_cast<size_t>(i)])) fits = true;
      if (!fits) n += copies;
    }
  return n;
}

int RackBounds::points_bound() const {
  int points = jokers_ * kJokerPoints;
  for (int colour = 0; colour < kColours; ++colour)
    for (int number = 1; number <= 13; ++number) {
      const int copies = count_[static_cast<size_t>(colour * 14 + number)];
      if (copies && in_new_meld(tile(colour, number))) points += copies * tile_points(tile(colour, number));
    }
  return points;
}

bool RackBounds::any_run() const {
  for (int colour = 0; colour < kColours; ++colour)
    for (int number = 1; number <= 13; ++number)
      if (held(colour, number) && can_run(tile(colour, number))) return true;
  return false;
}

bool RackBounds::any_new_meld() const {
  for (int colour = 0; colour < kColours; ++colour)
    for (int number = 1; number <= 13; ++number)
      if (held(colour, number) && in_new_meld(tile(colour, number))) return true;
  return false;
}

}  // namespace parlor::rummy_o::detail
