// The moves offered to a seat: every draw and discard, the reveal the exact solver finds, and,
// once the seat completed its program this round, a book per rank it can lay and every single
// card it can add to a combination, a wild once for each card it could stand for there (validate
// accepts any legal play, listed or not).
#include <algorithm>
#include <array>

#include "engine/card_faces.h"
#include "engine/fixed_vector.h"
#include "games/jok_r_ummy/compose.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::jok_r_ummy {
namespace {

// For each rank held, the book of every natural card of it, with wilds added (the fewest) to
// make three.
void add_books(std::span<const Card> hand, std::vector<Action>& out) {
  const MeldRules rules = meld_rules();
  // Ranks held and the wilds, in hand order, without a list per rank (this runs every step).
  uint16_t ranks = 0;
  FixedVector<Card, MeldList::kMaxCards> wilds;
  for (Card c : hand) {
    if (is_wild(rules, c)) {
      if (wilds.size() < wilds.capacity()) wilds.push_back(c.face());
    } else if (c.rank() >= 1 && c.rank() <= 13) {
      ranks = static_cast<uint16_t>(ranks | 1u << c.rank());
    }
  }
  std::vector<PlacedCard> cards;
  for (int rank = 1; rank <= 13; ++rank) {
    if (!((ranks >> rank) & 1)) continue;
    cards.clear();
    for (Card c : hand)
      if (!is_wild(rules, c) && c.rank() == rank) cards.push_back({c.face(), Card::none()});
    if (cards.size() + wilds.size() < 3) continue;
    for (size_t w = 0; cards.size() < 3; ++w) cards.push_back({wilds[w], Card::none()});
    if (check_meld(rules, MeldKind::Book, cards)) continue;
    Action a(kLayDown);
    a.melds.add(MeldKind::Book, cards);
    out.push_back(a);
  }
}

// Each face of the hand onto each combination that takes it; a wild once for each card it could
// stand for there (compose.h).
void add_add_ons(const FaceSet& faces, const Table& table, std::vector<Action>& out) {
  for (Card f : faces)
    for (size_t s = 0; s < table.size(); ++s)
      for (size_t i = 0; i < table[s].size(); ++i)
        for (Action& a : add_on_readings(table, static_cast<int>(s), static_cast<int>(i), f)) out.push_back(a);
}

}  // namespace

void legal_actions_for(const TurnInfo& t, std::span<const Card> hand, const Table& table, std::vector<Action>& out) {
  out.clear();
  if (!t.to_act || t.phase == Phase::GameOver) return;
  if (t.phase == Phase::Swap) {
    out.emplace_back(kSwap);
    out.emplace_back(kKeep);
    return;
  }
  if (t.phase == Phase::Draw) return offer_takes(out, true, t.may_take_discard);
  const FaceSet faces(hand);
  if (!t.completed) {
    const Program* p = program_of(t.program);
    if (auto melds = p ? can_complete(*p, hand) : std::nullopt) {
      Action a(kReveal);
      for (const Meld& m : *melds) a.melds.add(m.kind, m.cards);
      out.push_back(a);
    }
  } else {
    add_books(hand, out);
    add_add_ons(faces, table, out);
  }
  for (Card f : faces) out.emplace_back(ActionKind::Discard).card = f;
}

}  // namespace parlor::jok_r_ummy
