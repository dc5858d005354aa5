// Rummü's Strong bot: the search (bots/strong/search.h) over hands dealt consistently with the
// seat's view, the Good bot playing every seat to the end of the round; with partners the
// team's points count (worth.h). At a cut-off each seat's combinations on the table count, and
// its hand for what the exact solver can still lay from it, less the cards it would leave.
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "bots/strong/sample_cards.h"
#include "bots/strong/samplers.h"
#include "bots/strong/search.h"
#include "bots/strong/worth.h"
#include "games/rummu/scoring.h"
#include "games/rummu/solver.h"
#include "games/rummu/state.h"

namespace parlor {

std::unique_ptr<Bot> make_rummu_greedy();
void order_rummu_discards(const View& view, std::vector<Action>& moves);

namespace {

using rummu::EventKind;
using rummu::RummuState;
using rummu::RummuView;

// What the seat saw of the pile and of what each seat took from it: every discard is named,
// and a take of several takes the pile's top cards, seen or not (none: a card not seen go down).
struct PileMemory {
  std::vector<std::vector<Card>> known;  // per seat: cards it took and has not let go of
};

PileMemory remember(const RummuView& v) {
  PileMemory m;
  m.known.assign(v.seat_count(), {});
  std::vector<Card> pile;  // bottom to top; none where the card is not known
  for (const auto& e : v.events) {
    auto& mine = m.known[static_cast<size_t>(std::max<int>(0, e.seat))];
    switch (e.kind) {
      case EventKind::RoundStarted:
        for (auto& k : m.known) k.clear();
        pile.assign(1, e.card);
        break;
      case EventKind::Discarded:
        take_face(mine, e.card);
        pile.push_back(e.card);
        break;
      case EventKind::TookDiscards:
        for (int k = 0; k < std::max<int>(1, e.value); ++k) {
          if (pile.empty()) break;
          if (!pile.back().is_none()) mine.push_back(pile.back());
          pile.pop_back();
        }
        break;
      case EventKind::AddedOn: take_face(mine, e.card); break;
      case EventKind::ExchangedJoker:
        // The card given leaves the hand; the yellow card of its number comes in.
        take_face(mine, e.card);
        mine.push_back(Card(rummu::kJokerColour, e.card.rank()));
        break;
      default: break;
    }
  }
  return m;
}

}  // namespace

std::unique_ptr<State> sample_rummu(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const RummuView*>(&view);
  if (!v) return nullptr;
  std::vector<Card> deck = make_deck(rummu::kDeck, 1);
  for (Card c : v->hand) take_face(deck, c);
  for (const auto& melds : v->table)
    for (const auto& m : melds)
      for (const auto& p : m.cards) take_face(deck, p.card);
  // The pile's top cards as the seat saw them go down; the cards under them are dealt.
  std::vector<Card> pile = v->remembered_pile();
  for (Card c : pile) take_face(deck, c);
  DealPlan plan{.viewer = v->seat(),
                .hand_sizes = v->hand_sizes,
                .own = v->hand,
                .known = remember(*v).known,
                .stock_count = v->stock_count,
                .discard_count = v->discard_count - static_cast<int>(pile.size()) + 1,
                .discard_top = Card::none()};
  Dealing d = deal_unseen(plan, std::move(deck), rng);
  d.discards.insert(d.discards.end(), pile.begin(), pile.end());
  return RummuState::from_view(*v, std::move(d));
}

namespace {

// A round cut short: each seat's combinations laid, and what its hand can still lay less what
// it would leave, the exact solver judging (before coming out, only a set that makes the minimum).
double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  std::vector<double> pending;
  const auto* s = dynamic_cast<const RummuState*>(&state);
  if (s && now.rounds.size() == root.rounds.size() && !state.is_terminal())
    for (int i = 0; i < s->num_seats(); ++i) {
      const auto hand = s->hand(i);
      const int least = s->came_out(i) ? 0 : s->come_out_min(i);
      double p = rummu::laid_points(s->table()[static_cast<size_t>(i)]);
      p += rummu::best_laying(hand, 0, least).value;
      pending.push_back(p);
    }
  // Points count about linearly over a round's usual spread (a scale of 30 made a round won
  // narrowly nearly as good as one won widely: 65.0% against 50.0% of 40 four-seat games).
  // At three seats, the other player ahead weighs three times the one behind: that is whom the
  // game is won against.
  return points_worth(now, root, seat, pending, 80.0, 0.5);
}

}  // namespace

std::unique_ptr<Bot> make_rummu_strong(uint64_t seed) {
  // Takes in the legal order (the stock, then ever deeper into the pile); in play, the discards
  // first, in the order Good would give the cards up (the choice every turn ends with; and a
  // discard instead of Good's lay-down holds its combinations back), then the other plays.
  SearchGame game{sample_rummu, make_rummu_greedy, evaluate, nullptr, order_rummu_discards};
  SearchBudget budget;
  // A round's result swings with the deal more than with one move: every candidate plays the
  // same dealings (paired), and a move other than Good's must beat it clearly. Rounds are short
  // (a rollout of 60 moves nearly always reaches the round's end). Six candidates share 160
  // rollouts, so each is played in about 27 dealings.
  budget.paired = true;
  budget.margin = 2.0;
  budget.policy_margin = 0.01;
  budget.iterations = 160;
  budget.rollout_steps = 60;
  budget.max_candidates = 6;
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
