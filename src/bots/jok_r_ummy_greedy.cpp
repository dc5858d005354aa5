// Jok-R-Ummy, one move deep with the exact solver: at the deal swaps a program the hand lacks
// three cards or more for; takes the top discard when it brings the program closer (once the
// program is completed: when the card joins a combination on the table or a pair in hand);
// reveals as soon as it can; then sheds by books and add-ons, naturals before wilds (a wild
// joins a book rather than its natural card go onto the pile); discards
// the card whose loss leaves the hand nearest its program, never one the next player visibly
// collects when another will do, a wild only when no natural card can go (and, after its
// program, none that the table takes). The keen variant (Strong's first choice) breaks the ties
// among equal discards by what the cards kept can still become (bots/jok_r_ummy_spare.h).
#include <algorithm>
#include <memory>
#include <optional>
#include <tuple>

#include "bots/greedy.h"
#include "bots/jok_r_ummy_spare.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/view.h"

namespace parlor {
namespace {

using jok_r_ummy::JokRUmmyView;

constexpr int kSwapWhenMissing = 3;

template <bool Keen>
struct JokRUmmyGreedy {
  using GameView = JokRUmmyView;
  static Action choose(const JokRUmmyView& view, const std::vector<Action>& legal);
};

const Action* find(const std::vector<Action>& legal, ActionKind kind) {
  for (const auto& a : legal)
    if (a.kind == kind) return &a;
  return nullptr;
}

bool wild(Card c) { return is_wild(jok_r_ummy::meld_rules(), c); }

// Whether the card joins a combination on the table.
bool fits_table(const JokRUmmyView& v, Card c) {
  const MeldRules rules = jok_r_ummy::meld_rules();
  for (const auto& melds : v.table)
    for (const Meld& m : melds) {
      std::vector<PlacedCard> cards = m.cards;
      cards.push_back({c, Card::none()});
      if (!check_meld(rules, m.kind, cards)) return true;
    }
  return false;
}

// Ranks the next player took from the discard pile this round: they collect those.
std::vector<int> collected_by_next(const JokRUmmyView& v) {
  const int next = (v.seat() + 1) % v.players;
  std::vector<int> ranks;
  for (auto it = v.events.rbegin(); it != v.events.rend(); ++it) {
    if (it->kind == jok_r_ummy::EventKind::RoundStarted) break;
    if (it->kind == jok_r_ummy::EventKind::TookDiscard && it->seat == next) ranks.push_back(it->card.rank());
  }
  return ranks;
}

// The fewest cards the hand lacks once `drop` (an index) leaves it.
int missing_without(const jok_r_ummy::Program& p, const std::vector<Card>& hand, size_t drop) {
  std::vector<Card> rest = hand;
  rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(drop));
  return jok_r_ummy::cards_missing(p, rest);
}

// Among the hand's cards costing the same as `best` by Good's measure (`equal`), the one whose
// loss leaves most: before the program, the most outs towards it; after, the least wish to keep.
template <class Equal>
size_t keen_discard(const JokRUmmyView& v, bool completed, int missing, size_t best, Equal equal) {
  const jok_r_ummy::Program* p = v.program();
  if (!completed && (!p || missing == 0)) return best;
  const std::vector<int> unseen = jok_r_ummy::unseen_faces(v);
  int best_score = 0;
  bool found = false;
  for (size_t i = 0; i < v.hand.size(); ++i) {
    if (wild(v.hand[i]) || !equal(i)) continue;
    int score = 0;
    if (completed) {
      score = -jok_r_ummy::shed_keep(v.hand[i], v.hand, unseen);
    } else {
      std::vector<Card> rest = v.hand;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      score = jok_r_ummy::program_outs(*p, std::move(rest), missing, unseen);
    }
    if (!found || score > best_score) best = i, best_score = score, found = true;
  }
  return best;
}

template <bool Keen>
Action choose_discard(const JokRUmmyView& v, const std::vector<Action>& legal) {
  const jok_r_ummy::Program* p = v.program();
  const bool completed = v.completed[static_cast<size_t>(v.seat())];
  const std::vector<int> collected = collected_by_next(v);
  const bool next_completed = v.completed[static_cast<size_t>((v.seat() + 1) % v.players)];
  // Only the cards the solver's plan uses can leave the hand lacking more: the others cost it
  // nothing, and the solver is asked about a card only when it could beat the best so far.
  uint32_t uses = 0;
  const int now = !completed && p ? jok_r_ummy::cards_missing(*p, v.hand, uses) : 0;
  // Lower is better: a wild only when no natural card can go (jok-r-ummy.txt: it replaces any
  // card, and the next player may take it from the pile), then cards lacking after, then a
  // card the next player wants.
  using Cost = std::tuple<bool, int, bool>;
  auto helps_next = [&](Card c) {
    return std::find(collected.begin(), collected.end(), c.rank()) != collected.end() ||
           (next_completed && fits_table(v, c));
  };
  size_t best = 0;
  std::optional<Cost> best_cost;
  for (size_t i = 0; i < v.hand.size(); ++i) {
    const Card c = v.hand[i];
    Cost cost{wild(c), now, helps_next(c)};
    if (best_cost && !(cost < *best_cost)) continue;
    if ((uses >> i) & 1) std::get<1>(cost) = missing_without(*p, v.hand, i);
    if (!best_cost || cost < *best_cost) best = i, best_cost = cost;
  }
  if (Keen && best_cost && !std::get<0>(*best_cost)) {
    auto equal = [&](size_t i) {
      if (helps_next(v.hand[i]) != std::get<2>(*best_cost)) return false;
      return !((uses >> i) & 1) ? now == std::get<1>(*best_cost)
                                : missing_without(*p, v.hand, i) == std::get<1>(*best_cost);
    };
    best = keen_discard(v, completed, std::get<1>(*best_cost), best, equal);
  }
  for (const auto& a : legal)
    if (a.kind == ActionKind::Discard && a.card == v.hand[best].face()) return a;
  return legal.back();
}

template <bool Keen>
Action JokRUmmyGreedy<Keen>::choose(const JokRUmmyView& v, const std::vector<Action>& legal) {
  const jok_r_ummy::Program* p = v.program();
  const bool completed = v.completed[static_cast<size_t>(v.seat())];
  if (v.phase == jok_r_ummy::Phase::Swap) {
    const bool swap = p && jok_r_ummy::cards_missing(*p, v.hand) >= kSwapWhenMissing;
    return *find(legal, swap ? jok_r_ummy::kSwap : jok_r_ummy::kKeep);
  }
  if (v.phase == jok_r_ummy::Phase::Draw) {
    const Action* take = find(legal, ActionKind::TakeDiscard);
    const Action* draw = find(legal, ActionKind::DrawStock);
    if (!take) return *draw;
    const Card top = v.discard_top;
    bool worth = false;
    if (completed) {
      const auto same = std::count_if(v.hand.begin(), v.hand.end(), [&](Card c) { return c.rank() == top.rank(); });
      worth = wild(top) || fits_table(v, top) || same >= 2;
    } else if (p) {
      std::vector<Card> with = v.hand;
      with.push_back(top);
      const int now = jok_r_ummy::cards_missing(*p, v.hand);
      // Taking is worth it only if some discard afterwards (not the card taken) leaves fewer
      // lacking: a card outside the plan with the card taken, else one the solver finds.
      uint32_t uses = 0;
      if (jok_r_ummy::cards_missing(*p, with, uses) < now)
        for (size_t i = 0; i + 1 < with.size() && !worth; ++i)
          worth = !((uses >> i) & 1) || missing_without(*p, with, i) < now;
    }
    return worth ? *take : *draw;
  }
  if (const Action* reveal = find(legal, jok_r_ummy::kReveal)) return *reveal;
  if (completed) {
    // Books first (the fewest wilds), then add-ons, a natural card before a wild.
    const Action* best = nullptr;
    auto wilds_in = [](const Action& a) {
      int n = 0;
      for (int i = 0; i < a.melds.size(); ++i)
        for (const PlacedCard& pc : a.melds.cards(i)) n += wild(pc.card) ? 1 : 0;
      return n;
    };
    for (const auto& a : legal) {
      if (a.kind != jok_r_ummy::kLayDown && a.kind != jok_r_ummy::kAddOn) continue;
      auto rank = [&](const Action& x) { return (x.kind == jok_r_ummy::kLayDown ? 0 : 10) + wilds_in(x); };
      if (!best || rank(a) < rank(*best)) best = &a;
    }
    // Wilds wait for the last cards: each one can go anywhere later.
    if (best && (wilds_in(*best) <= (best->kind == jok_r_ummy::kLayDown ? 1 : 0) || v.hand.size() <= 2)) return *best;
    // ...but never onto the discard pile while the table can take them: there the next player
    // may take one for their own program. Nor does a natural card go onto the pile where the
    // book laid with the wilds holds it: the book sheds three cards for the discard's one.
    const Action discard = choose_discard<Keen>(v, legal);
    auto holds = [](const Action& a, Card c) {
      for (int i = 0; i < a.melds.size(); ++i)
        for (const PlacedCard& pc : a.melds.cards(i))
          if (pc.card.face() == c.face()) return true;
      return false;
    };
    if (best && best->kind == jok_r_ummy::kLayDown && holds(*best, discard.card)) return *best;
    return best && wild(discard.card) ? *best : discard;
  }
  return choose_discard<Keen>(v, legal);
}

}  // namespace

std::unique_ptr<Bot> make_jok_r_ummy_greedy() { return std::make_unique<GreedyBot<JokRUmmyGreedy<false>>>(); }
std::unique_ptr<Bot> make_jok_r_ummy_keen() { return std::make_unique<GreedyBot<JokRUmmyGreedy<true>>>(); }

}  // namespace parlor
