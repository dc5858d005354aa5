// Five Crowns' Strong bot: the search (bots/strong/search.h) over hands dealt consistently with
// the seat's view, the Good bot playing every seat to the end of the hand, each hand's points
// (or, at a cut-off, each hand's least points after laying down) deciding.
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "bots/strong/candidates.h"
#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "bots/strong/worth.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/state.h"

namespace parlor {

std::unique_ptr<Bot> make_five_crowns_greedy();

namespace {

using five_crowns::EventKind;
using five_crowns::FiveCrownsState;
using five_crowns::FiveCrownsView;

std::unique_ptr<State> sample(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const FiveCrownsView*>(&view);
  if (!v) return nullptr;
  std::vector<Card> deck = make_deck(FiveCrownsState::kFacts.deck, five_crowns::sets_for_players(v->players));
  return FiveCrownsState::from_view(
      *v,
      deal_rummy_view(*v, std::move(deck), v->laid,
                      taken_cards(*v, EventKind::HandStarted, EventKind::TookDiscard, {EventKind::Discarded}), rng));
}

// A hand's points: the least each seat's cards can leave, when the rollout stopped before the
// hand was scored.
double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  std::vector<double> pending;
  const auto* s = dynamic_cast<const FiveCrownsState*>(&state);
  if (s && now.rounds.size() == root.rounds.size())
    for (int i = 0; i < s->num_seats(); ++i) pending.push_back(five_crowns::min_points(s->hand(i), s->wild_rank()));
  return points_worth(now, root, seat, pending, 30.0);
}

}  // namespace

// A wild is never thrown while a natural card could go (before the final turn, when the
// rest of the hand still has turns to meld): it fits any meld, and the next seat may take it.
// A rollout's luck could otherwise crown such a discard.
void five_crowns_candidates(const View& view, std::vector<Action>& moves) {
  const auto* v = dynamic_cast<const FiveCrownsView*>(&view);
  if (!v || v->final_turn) return;
  const bool natural =
      std::any_of(v->hand.begin(), v->hand.end(), [&](Card c) { return !five_crowns::is_wild_card(c, v->wild_rank); });
  if (!natural) return;
  std::erase_if(moves, [&](const Action& a) {
    return a.kind == ActionKind::Discard && five_crowns::is_wild_card(a.card, v->wild_rank);
  });
}

std::unique_ptr<Bot> make_five_crowns_strong(uint64_t seed) {
  SearchGame game{sample, make_five_crowns_greedy, evaluate, five_crowns_candidates};
  SearchBudget budget;
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
