#include "bots/jok_r_ummy_spare.h"

#include <algorithm>

#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"

namespace parlor::jok_r_ummy {
namespace {

constexpr int kRankSlots = 14;  // faces by suit, rank 1..13 (index 0 of each suit unused)
constexpr int kWildFace = 0;

bool wild(Card c) { return is_wild(meld_rules(), c); }

int face_of(int suit, int rank) { return (suit - 1) * kRankSlots + rank; }

}  // namespace

int spare_face(Card c) { return wild(c) ? kWildFace : face_of(static_cast<int>(c.suit()), c.rank()); }

std::vector<int> unseen_faces(const JokRUmmyView& v) {
  std::vector<int> n(4 * kRankSlots + 1, 2);
  n[kWildFace] = 12;  // four jokers and eight 2s
  auto see = [&](Card c) {
    const int suit = static_cast<int>(c.suit());
    if (c.is_none() || (!wild(c) && (suit < 1 || suit > 4))) return;
    int& left = n[static_cast<size_t>(spare_face(c))];
    left = std::max(0, left - 1);
  };
  for (Card c : v.hand) see(c);
  for (const auto& melds : v.table)
    for (const Meld& m : melds)
      for (const PlacedCard& pc : m.cards) see(pc.card);
  see(v.discard_top);
  return n;
}

int program_outs(const Program& p, std::vector<Card> hand, int missing, const std::vector<int>& unseen) {
  int outs = 0;
  hand.push_back(Card::joker());
  if (p.wilds && cards_missing(p, hand) < missing) outs += unseen[kWildFace];
  for (int suit = 1; suit <= 4; ++suit)
    for (int rank = 1; rank <= 13; ++rank) {
      const int left = unseen[static_cast<size_t>(face_of(suit, rank))];
      if (rank == 2 || left == 0) continue;  // a 2 is always wild
      hand.back() = Card(static_cast<Suit>(suit), rank);
      if (cards_missing(p, hand) < missing) outs += left;
    }
  return outs;
}

int shed_keep(Card card, const std::vector<Card>& hand, const std::vector<int>& unseen) {
  const auto same =
      std::count_if(hand.begin(), hand.end(), [&](Card c) { return !wild(c) && c.rank() == card.rank(); });
  int left = 0;
  for (int suit = 1; suit <= 4; ++suit) left += unseen[static_cast<size_t>(face_of(suit, card.rank()))];
  // A card of the same rank in hand outweighs every unseen one (there are eight at most).
  return static_cast<int>(same) * 16 + left;
}

}  // namespace parlor::jok_r_ummy
