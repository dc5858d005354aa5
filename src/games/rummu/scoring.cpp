#include "games/rummu/scoring.h"

#include <algorithm>

#include "games/rummu/rules.h"

namespace parlor::rummu {

int combination_points(const Combination& c) {
  const std::span<const TablePoints> table = c.kind == MeldKind::Book ? std::span(kBookPoints) : std::span(kRunPoints);
  const int row = std::clamp(c.cards, kMinCombinationCards, kTableCards) - kMinCombinationCards;
  const TablePoints& p = table[static_cast<size_t>(row)];
  int points = (c.pure() ? p.pure : p.mixed) + kPerCardBeyondTable * std::max(0, c.cards - kTableCards);
  if (c.kind == MeldKind::Book && half_points_book(c.number)) points /= 2;
  return points;
}

int laid_points(std::span<const Meld> melds) {
  int sum = 0;
  for (const Meld& m : melds)
    if (auto c = read_combination(m.cards)) sum += combination_points(*c);
  return sum;
}

int cards_left_points(std::span<const Card> hand) {
  int sum = 0;
  for (Card c : hand) sum += card_left_points(c);
  return sum;
}

int round_points(int laid, std::span<const Card> left, bool went_out, bool partner_went_out) {
  return laid + (went_out ? kGoingOutPoints : 0) + (partner_went_out ? 0 : cards_left_points(left));
}

}  // namespace parlor::rummu
