// The moves offered to a seat: every draw and discard, the reveal the exact solver finds, and,
// once the seat completed its program this round, a book per rank it can lay and every single
// card it can add to a combination, a wild once for each card it could stand for there (validate
// accepts any legal play, listed or not).
#include <algorithm>
#include <array>

#include "games/jok_r_ummy/compose.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::jok_r_ummy {
namespace {

std::vector<Card> faces_of(std::span<const Card> hand) {
  std::vector<Card> faces;
  for (Card c : hand) faces.push_back(c.face());
  std::sort(faces.begin(), faces.end());
  faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
  return faces;
}

// For each rank held, the book of every natural card of it, with wilds added (the fewest) to
// make three.
void add_books(std::span<const Card> hand, std::vector<Action>& out) {
  const MeldRules rules = meld_rules();
  std::array<std::vector<Card>, 14> by_rank;
  std::vector<Card> wilds;
  for (Card c : hand) {
    if (is_wild(rules, c))
      wilds.push_back(c.face());
    else if (c.rank() >= 1 && c.rank() <= 13)
      by_rank[static_cast<size_t>(c.rank())].push_back(c.face());
  }
  for (auto& naturals : by_rank) {
    if (naturals.empty() || naturals.size() + wilds.size() < 3) continue;
    std::vector<PlacedCard> cards;
    for (Card c : naturals) cards.push_back({c, Card::none()});
    for (size_t w = 0; cards.size() < 3; ++w) cards.push_back({wilds[w], Card::none()});
    if (check_meld(rules, MeldKind::Book, cards)) continue;
    Action a(kLayDown);
    a.melds.add(MeldKind::Book, cards);
    out.push_back(a);
  }
}

// Each face of the hand onto each combination that takes it; a wild once for each card it could
// stand for there (compose.h).
void add_add_ons(std::span<const Card> faces, const Table& table, std::vector<Action>& out) {
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
  const std::vector<Card> faces = faces_of(hand);
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
