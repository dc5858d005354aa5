// The moves offered to a seat: every take and discard, and the plays worth listing (validate
// accepts any legal play, listed or not).
#include <algorithm>
#include <array>
#include <cstdint>

#include "games/rummu/melds.h"
#include "games/rummu/solver.h"
#include "games/rummu/view.h"

namespace parlor::rummu {
namespace {

// Enough combinations for the list; the bots search every one themselves.
constexpr size_t kListedCombinations = 48, kListedPairs = 24;

// A bit per face (number * 5 + colour's place in kColours).
uint64_t face_bit(Card c) {
  const auto colour = std::find(std::begin(kColours), std::end(kColours), c.suit()) - std::begin(kColours);
  return uint64_t{1} << (c.rank() * 5 + static_cast<int>(colour));
}

// The faces of `m` the hand holds only once: two combinations can lie together unless they share
// one of those (the hand's faces are the combinations' cards, copies told apart by count alone).
uint64_t single_faces(const Meld& m, uint64_t held_twice) {
  uint64_t bits = 0;
  for (const PlacedCard& p : m.cards) bits |= face_bit(p.card);
  return bits & ~held_twice;
}

void add_lay_down(std::vector<Action>& out, std::initializer_list<const Meld*> melds) {
  Action a(kLayDown);
  for (const Meld* m : melds) a.melds.add(m->kind, m->cards);
  out.push_back(std::move(a));
}

// New combinations: each one, and before coming out pairs of them, whose cards make the first
// play's minimum and leave a card to discard.
void add_lay_downs(const TurnInfo& t, std::span<const Card> hand, std::vector<Action>& out) {
  const int held = static_cast<int>(hand.size());
  const int least = t.came_out ? 0 : t.come_out_min;
  const std::span<const Meld> found = combinations_reused(hand, kListedCombinations);
  auto size = [](const Meld& m) { return static_cast<int>(m.cards.size()); };
  for (const Meld& m : found)
    if (size(m) >= least && held - size(m) >= 1) add_lay_down(out, {&m});
  if (t.came_out) return;
  uint64_t seen = 0, twice = 0;
  for (Card c : hand) {
    const uint64_t bit = face_bit(c);
    twice |= seen & bit;
    seen |= bit;
  }
  std::array<uint64_t, kListedCombinations> singles{};
  for (size_t i = 0; i < found.size(); ++i) singles[i] = single_faces(found[i], twice);
  size_t pairs = 0;
  for (size_t i = 0; i < found.size() && pairs < kListedPairs; ++i)
    for (size_t j = i + 1; j < found.size() && pairs < kListedPairs; ++j) {
      const int cards = size(found[i]) + size(found[j]);
      if (cards < least || held - cards < 1 || (singles[i] & singles[j]) != 0) continue;
      add_lay_down(out, {&found[i], &found[j]});
      ++pairs;
    }
}

void add_table_plays(std::span<const Card> hand, const Table& table, std::vector<Action>& out) {
  // A card joins a combination only with another left to discard.
  const bool may_join = hand.size() >= 2;
  HandWays ways;
  thread_local std::vector<PlacedCard> joins;
  joins.clear();
  if (may_join) hand_ways(hand, ways);
  for (size_t s = 0; s < table.size(); ++s)
    for (size_t i = 0; i < table[s].size(); ++i) {
      const Meld& m = table[s][i];
      auto on = [&](ActionKind kind) {
        Action a(kind);
        a.target_seat = static_cast<int8_t>(s);
        a.target = static_cast<int8_t>(i);
        return a;
      };
      if (may_join) additions_to(m, ways, joins);
      for (const PlacedCard& p : joins) {
        Action a = on(kAddOn);
        a.melds.add(m.kind, std::span<const PlacedCard>(&p, 1));
        out.push_back(std::move(a));
      }
      for (const PlacedCard& p : m.cards)
        if (is_joker(p) && std::find(hand.begin(), hand.end(), p.as) != hand.end()) {
          Action a = on(kExchangeJoker);
          a.card = p.as;
          out.push_back(std::move(a));
        }
    }
}

}  // namespace

void legal_actions_for(const TurnInfo& t, std::span<const Card> hand, const Table& table, int pile,
                       std::vector<Action>& out) {
  out.clear();
  if (!t.to_act || t.phase == Phase::GameOver) return;
  if (t.phase == Phase::Draw) {
    out.emplace_back(ActionKind::DrawStock);
    // yellow-joker-rummy.txt: one or more cards from the top of the discard pile down.
    for (int k = 1; k <= pile; ++k)
      out.emplace_back(ActionKind::TakeDiscard).count = k == 1 ? 0 : static_cast<uint8_t>(k);
    return;
  }
  std::vector<Card> faces;
  for (Card c : hand) faces.push_back(c.face());
  if (t.plays < kMaxPlaysPerTurn) {
    add_lay_downs(t, faces, out);
    if (t.came_out) add_table_plays(faces, table, out);
  }
  std::sort(faces.begin(), faces.end());
  faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
  for (Card f : faces) out.emplace_back(ActionKind::Discard).card = f;
}

}  // namespace parlor::rummu
