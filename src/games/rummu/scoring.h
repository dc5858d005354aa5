// Rummü's points at the end of a round: each combination as it lies then, scored for the player
// who laid it (DECISIONS.md), going out, and the cards left in hand.
#pragma once

#include <span>

#include "engine/card.h"
#include "engine/meld.h"
#include "games/rummu/melds.h"

namespace parlor::rummu {

// yellow-joker-rummy.txt, the scoring table, for three, four and five cards.
// DECISIONS.md: a book with a joker is mixed, without one pure; the sheet's five-card runs read
// swapped (mixed 20, pure 40).
struct TablePoints {
  int mixed, pure;
};
inline constexpr int kTableCards = 5;
inline constexpr TablePoints kBookPoints[] = {{0, 0}, {10, 30}, {50, 50}};
inline constexpr TablePoints kRunPoints[] = {{0, 10}, {10, 20}, {20, 40}};
// yellow-joker-rummy.txt: +10 for each card beyond the table's (DECISIONS.md: for runs of either kind).
inline constexpr int kPerCardBeyondTable = 10;
// yellow-joker-rummy.txt: books of 7s or 1s score half.
constexpr bool half_points_book(int number) { return number == 7 || number == 1; }

// What the combination scores at the end of the round.
int combination_points(const Combination& c);
// The points of a player's combinations as they lie; a meld that is no combination scores 0.
int laid_points(std::span<const Meld> melds);

// yellow-joker-rummy.txt: 10 for going out; each card left in hand -10 when red, else -5.
inline constexpr int kGoingOutPoints = 10, kRedCardLeftPoints = -10, kOtherCardLeftPoints = -5;
constexpr int card_left_points(Card c) { return c.suit() == Suit::Red ? kRedCardLeftPoints : kOtherCardLeftPoints; }
int cards_left_points(std::span<const Card> hand);

// What one player scores for the round: `laid` (laid_points), 10 when they went out, and the
// cards `left` in hand, which do not count for the partner of the player who went out.
int round_points(int laid, std::span<const Card> left, bool went_out, bool partner_went_out);

}  // namespace parlor::rummu
