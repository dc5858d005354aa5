#include "bots/strong/sample_cards.h"

#include <algorithm>

namespace parlor {

bool take_face(std::vector<Card>& pool, Card face) {
  auto it = std::find_if(pool.begin(), pool.end(), [&](Card c) { return c.face() == face.face(); });
  if (it == pool.end()) return false;
  *it = pool.back();
  pool.pop_back();
  return true;
}

Dealing deal_unseen(const DealPlan& plan, std::vector<Card> unseen, Rng& rng) {
  Dealing d;
  const size_t seats = plan.hand_sizes.size();
  d.hands.resize(seats);
  d.hands[static_cast<size_t>(plan.viewer)] = plan.own;
  for (size_t s = 0; s < seats && s < plan.known.size(); ++s) {
    if (static_cast<int>(s) == plan.viewer) continue;
    for (Card c : plan.known[s])
      if (static_cast<int>(d.hands[s].size()) < plan.hand_sizes[s] && take_face(unseen, c)) d.hands[s].push_back(c);
  }
  rng.shuffle(unseen);
  for (size_t s = 0; s < seats; ++s) {
    if (static_cast<int>(s) == plan.viewer) continue;
    while (static_cast<int>(d.hands[s].size()) < plan.hand_sizes[s] && !unseen.empty()) {
      d.hands[s].push_back(unseen.back());
      unseen.pop_back();
    }
  }
  for (int i = 1; i < plan.discard_count && !unseen.empty(); ++i) {
    d.discards.push_back(unseen.back());
    unseen.pop_back();
  }
  if (!plan.discard_top.is_none()) d.discards.push_back(plan.discard_top);
  d.stock = std::move(unseen);
  if (static_cast<int>(d.stock.size()) > plan.stock_count) d.stock.resize(static_cast<size_t>(plan.stock_count));
  d.seed = rng.next_u64();
  return d;
}

}  // namespace parlor
