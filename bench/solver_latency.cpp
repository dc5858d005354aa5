// Latency of the Five Crowns arrangement solver on 13-card hands with wilds (the last hand:
// kings wild), native and in wasm: median and p99 over many hands, per call kind.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "engine/card.h"
#include "engine/rng.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

using namespace parlor;
using namespace parlor::five_crowns;

namespace {

struct Hand {
  std::vector<Card> cards;
  int wild_rank;
};

// 13 cards dealt from a shuffled 116-card set, redealt until it holds at least `min_wilds`
// wilds (jokers or kings): the hand a player holds in hand 11.
std::vector<Hand> deal_hands(int count, int min_wilds, int max_wilds, uint64_t seed) {
  std::vector<Hand> out;
  Rng rng(seed);
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns, 1);
  while (static_cast<int>(out.size()) < count) {
    rng.shuffle(deck);
    Hand h{std::vector<Card>(deck.begin(), deck.begin() + 13), 13};
    int wilds = 0;
    for (Card c : h.cards) wilds += is_wild_card(c, 13);
    if (wilds >= min_wilds && wilds <= max_wilds) out.push_back(std::move(h));
  }
  return out;
}

template <class F>
void measure(const char* label, const std::vector<Hand>& hands, F&& call) {
  std::vector<double> us;
  us.reserve(hands.size());
  volatile int sink = 0;
  for (int warm = 0; warm < 200; ++warm) sink = sink + call(hands[static_cast<size_t>(warm) % hands.size()]);
  for (const Hand& h : hands) {
    auto t0 = std::chrono::steady_clock::now();
    sink = sink + call(h);
    auto t1 = std::chrono::steady_clock::now();
    us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
  }
  std::sort(us.begin(), us.end());
  auto at = [&](double q) { return us[static_cast<size_t>(q * static_cast<double>(us.size() - 1))]; };
  std::printf("  %-34s median %7.2f us   p90 %7.2f us   p99 %8.2f us   max %8.2f us\n", label, at(0.5), at(0.9),
              at(0.99), us.back());
}

}  // namespace

int main() {
  const int n = 20000;
  struct Mix {
    const char* name;
    int lo, hi;
  };
  for (Mix m : {Mix{"13-card hands as dealt (0..13 wilds)", 0, 13}, Mix{"13-card hands with 1..3 wilds", 1, 3},
                Mix{"13-card hands with 4..6 wilds", 4, 6}}) {
    auto hands = deal_hands(n, m.lo, m.hi, 2026);
    std::printf("%s, %d hands, kings wild:\n", m.name, n);
    measure("min_points (fewest points left)", hands, [](const Hand& h) { return min_points(h.cards, h.wild_rank); });
    measure("arrange (points + the melds)", hands, [](const Hand& h) { return arrange(h.cards, h.wild_rank).points; });
    measure("can_go_out (14 cards: +1 drawn)", hands, [&](const Hand& h) {
      std::vector<Card> c = h.cards;
      c.push_back(Card(Suit::Spades, 7, 1));
      return static_cast<int>(can_go_out(c, h.wild_rank));
    });
    measure("best_discard (14 cards)", hands, [&](const Hand& h) {
      std::vector<Card> c = h.cards;
      c.push_back(Card(Suit::Spades, 7, 1));
      return best_discard(c, h.wild_rank).rest.points;
    });
  }
  // Same seed, same deal on every platform: compare this line between native and wasm.
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns, 1);
  Rng r(1);
  r.shuffle(deck);
  std::printf("deal check (seed 1, top 5):");
  for (int i = 0; i < 5; ++i) std::printf(" %s", to_text(deck[deck.size() - 1 - static_cast<size_t>(i)], true).c_str());
  std::printf("\n");
  return 0;
}
