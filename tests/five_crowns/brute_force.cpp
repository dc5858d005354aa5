#include "brute_force.h"

#include <algorithm>
#include <climits>
#include <unordered_map>

#include "engine/meld.h"
#include "games/five_crowns/rules.h"

namespace parlor::five_crowns::testing {
namespace {

// Is there a legal meld made of exactly these naturals and `k` wilds? Each candidate layout
// (a book of the naturals' rank, or a run window of the right length) is written out with
// every wild's value and handed to check_meld.
bool meld_exists(const std::vector<Card>& nat, int k, int wild_rank) {
  const int size = static_cast<int>(nat.size()) + k;
  if (size < 3) return false;
  const MeldRules rules = meld_rules(wild_rank);
  const Card wild = Card::joker();
  static std::vector<PlacedCard> cards;  // reused: the reference runs millions of times under ASan
  cards.clear();
  const int book_rank = nat.empty() ? kHighRank : nat[0].rank();
  for (Card c : nat) cards.push_back({c, Card::none()});
  for (int i = 0; i < k; ++i) cards.push_back({wild, Card(Suit::Any, book_rank)});
  if (!check_meld(rules, MeldKind::Book, cards)) return true;

  for (int s = 0; s <= 4; ++s) {
    if (!nat.empty() && static_cast<int>(nat[0].suit()) != s) continue;
    for (int lo = kLowRank; lo + size - 1 <= kHighRank; ++lo) {
      const int hi = lo + size - 1;
      bool used[16] = {};
      bool fits = true;
      for (Card c : nat) {
        int r = c.rank();
        if (r < lo || r > hi || used[r]) {
          fits = false;
          break;
        }
        used[r] = true;
      }
      if (!fits) continue;
      cards.clear();
      for (Card c : nat) cards.push_back({c, Card::none()});
      for (int q = lo; q <= hi; ++q)
        if (!used[q]) cards.push_back({wild, Card(static_cast<Suit>(s), q)});
      if (!check_meld(rules, MeldKind::Run, cards)) return true;
    }
  }
  return false;
}

// All melds of the hand's naturals (with how many wilds each can take), then the cheapest
// partition by memoised recursion over (naturals left, jokers left, wild-rank cards left).
// Discarding a card is the same recursion started without it.
class Brute {
 public:
  Brute(const std::vector<Card>& hand, int wild_rank) : wild_rank_(wild_rank) {
    for (Card c : hand) {
      if (c.is_joker())
        ++jokers_;
      else if (c.rank() == wild_rank)
        ++wilds_;
      else
        nat_.push_back(c);
    }
    const int n = static_cast<int>(nat_.size());
    cores_.resize(static_cast<size_t>(n));
    unsigned same_rank[16] = {}, same_suit[16] = {};
    for (int i = 0; i < n; ++i) {
      same_rank[nat_[static_cast<size_t>(i)].rank()] |= 1u << i;
      same_suit[static_cast<int>(nat_[static_cast<size_t>(i)].suit())] |= 1u << i;
    }
    std::vector<Card> cs;
    for (unsigned sub = 1; sub < (1u << n); ++sub) {
      int low = 0;
      while (!(sub >> low & 1u)) ++low;
      const Card first = nat_[static_cast<size_t>(low)];
      // A meld has one rank or one suit: other subsets need no layout.
      if ((sub & same_rank[first.rank()]) != sub && (sub & same_suit[static_cast<int>(first.suit())]) != sub) continue;
      cs.clear();
      for (int i = 0; i < n; ++i)
        if (sub >> i & 1u) cs.push_back(nat_[static_cast<size_t>(i)]);
      std::vector<int> ks;
      for (int k = 0; k <= jokers_ + wilds_; ++k)
        if (meld_exists(cs, k, wild_rank_)) ks.push_back(k);
      if (!ks.empty()) cores_[static_cast<size_t>(low)].push_back({sub, std::move(ks)});
    }
    for (int w = 3; w <= jokers_ + wilds_; ++w) wild_meld_[w] = meld_exists({}, w, wild_rank_);
  }

  unsigned all() const { return nat_.empty() ? 0u : ((1u << nat_.size()) - 1); }
  int jokers() const { return jokers_; }
  int wilds() const { return wilds_; }
  size_t naturals() const { return nat_.size(); }

  int solve(unsigned mask, int jokers, int wilds) {
    if (mask == 0) {
      if (jokers + wilds >= 3 && wild_meld_[jokers + wilds]) return 0;
      return jokers * kJokerPoints + wilds * kWildPoints;
    }
    const uint64_t key =
        static_cast<uint64_t>(mask) << 16 | static_cast<uint64_t>(jokers) << 8 | static_cast<uint64_t>(wilds);
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    int low = 0;
    while (!(mask >> low & 1u)) ++low;
    int best = card_points(nat_[static_cast<size_t>(low)], wild_rank_) + solve(mask & ~(1u << low), jokers, wilds);
    for (const auto& core : cores_[static_cast<size_t>(low)]) {
      if ((core.first & mask) != core.first) continue;
      for (int k : core.second)
        for (int kj = 0; kj <= std::min(k, jokers); ++kj) {
          int kw = k - kj;
          if (kw > wilds) continue;
          best = std::min(best, solve(mask & ~core.first, jokers - kj, wilds - kw));
        }
    }
    memo_[key] = best;
    return best;
  }

  // Fewest points after discarding one card.
  int best_discard() {
    int best = INT_MAX;
    for (size_t i = 0; i < nat_.size(); ++i) best = std::min(best, solve(all() & ~(1u << i), jokers_, wilds_));
    if (jokers_ > 0) best = std::min(best, solve(all(), jokers_ - 1, wilds_));
    if (wilds_ > 0) best = std::min(best, solve(all(), jokers_, wilds_ - 1));
    return best;
  }

 private:
  int wild_rank_;
  int jokers_ = 0;
  int wilds_ = 0;
  std::vector<Card> nat_;
  std::vector<std::vector<std::pair<unsigned, std::vector<int>>>> cores_;
  bool wild_meld_[64] = {};
  std::unordered_map<uint64_t, int> memo_;
};

}  // namespace

BruteAnswer brute_force(const std::vector<Card>& hand, int wild_rank) {
  Brute b(hand, wild_rank);
  BruteAnswer a;
  a.min_points = b.solve(b.all(), b.jokers(), b.wilds());
  a.best_discard_points = hand.empty() ? 0 : b.best_discard();
  a.can_go_out = hand.size() >= 4 && a.best_discard_points == 0;
  return a;
}

int brute_min_points(const std::vector<Card>& hand, int wild_rank) {
  Brute b(hand, wild_rank);
  return b.solve(b.all(), b.jokers(), b.wilds());
}

}  // namespace parlor::five_crowns::testing
