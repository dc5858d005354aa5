// Jok-R-Ummy's Strong bot: the search (bots/strong/search.h) over hands and programs dealt
// consistently with the seat's view, the Good bot playing every seat to the end of the round;
// at a cut-off each seat's programs completed this round count, and a program not yet completed
// counts for how near the hand is to it.
#include <memory>
#include <utility>
#include <vector>

#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "bots/strong/worth.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/state.h"

namespace parlor {

std::unique_ptr<Bot> make_jok_r_ummy_greedy();

namespace {

using jok_r_ummy::EventKind;
using jok_r_ummy::JokRUmmyState;
using jok_r_ummy::JokRUmmyView;
constexpr size_t kProgram = JokRUmmyView::kProgramZone, kCompleted = JokRUmmyView::kCompletedZone;

std::unique_ptr<State> sample(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const JokRUmmyView*>(&view);
  if (!v || v->zones.size() <= kCompleted) return nullptr;
  Dealing d = deal_rummy_view(
      *v, make_deck(jok_r_ummy::kDeck, 1), v->table,
      taken_cards(*v, EventKind::RoundStarted, EventKind::TookDiscard, {EventKind::Discarded, EventKind::AddedOn}),
      rng);
  // The programs: the seat's own and everyone's completed ones are seen; the others' and the
  // program deck's are dealt from the rest.
  std::vector<Card> programs;
  for (size_t i = 0; i < jok_r_ummy::program_deck().size(); ++i)
    programs.push_back(jok_r_ummy::program_card(static_cast<int>(i)));
  for (const auto& seat : v->zones[kProgram].cards)
    for (Card c : seat) take_face(programs, c);
  for (const auto& seat : v->zones[kCompleted].cards)
    for (Card c : seat) take_face(programs, c);
  rng.shuffle(programs);
  d.zones.assign(v->seat_count(), std::vector<std::vector<Card>>(JokRUmmyView::kZones.size()));
  for (size_t s = 0; s < v->seat_count(); ++s) {
    d.zones[s][kCompleted] = v->zones[kCompleted].cards[s];
    d.zones[s][kProgram] = v->zones[kProgram].cards[s];
    if (d.zones[s][kProgram].empty() && v->zones[kProgram].sizes[s] > 0 && !programs.empty()) {
      d.zones[s][kProgram].push_back(programs.back());
      programs.pop_back();
    }
  }
  d.hidden = std::move(programs);
  return JokRUmmyState::from_view(*v, std::move(d));
}

// Programs completed this round, and for a seat still short of its program a part of one for
// how near its hand is (a card short: a half).
double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  std::vector<double> pending;
  const auto* s = dynamic_cast<const JokRUmmyState*>(&state);
  if (s && now.rounds.size() == root.rounds.size() && !state.is_terminal())
    for (int i = 0; i < s->num_seats(); ++i) {
      double p = s->completed_count(i) - now.totals[static_cast<size_t>(i)];
      if (!s->completed_this_round(i))
        if (const auto* program = s->program(i)) p += 1.0 / (2.0 + jok_r_ummy::cards_missing(*program, s->hand(i)));
      pending.push_back(p);
    }
  return points_worth(now, root, seat, pending, 0.7);
}

}  // namespace

std::unique_ptr<Bot> make_jok_r_ummy_strong(uint64_t seed) {
  SearchGame game{sample, make_jok_r_ummy_greedy, evaluate};
  // The Good bot's solver calls make a Jok-R-Ummy rollout costly: fewer, shorter rollouts, the
  // nearness to each program judging where they stop.
  SearchBudget budget;
  budget.iterations = 80;
  budget.rollout_steps = 24;
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
