// Jok-R-Ummy's Strong bot: the search (bots/strong/search.h) over hands and programs dealt
// consistently with the seat's view, the Good bot playing every seat to the end of the round;
// at a cut-off each seat's programs completed this round count, and a program not yet completed
// counts for how near the hand is to it.
#include <algorithm>
#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "bots/strong/candidates.h"
#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "bots/strong/standing.h"
#include "bots/strong/worth.h"
#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/solver.h"
#include "games/jok_r_ummy/state.h"

namespace parlor {

std::unique_ptr<Bot> make_jok_r_ummy_greedy();
std::unique_ptr<Bot> make_jok_r_ummy_keen();

namespace {

using jok_r_ummy::EventKind;
using jok_r_ummy::JokRUmmyState;
using jok_r_ummy::JokRUmmyView;
constexpr size_t kProgram = JokRUmmyView::kProgramZone, kCompleted = JokRUmmyView::kCompletedZone;

// Whether each card a seat took from the discard pile would bring the program closer: the Good
// players take a card only for that, so their programs are mostly ones it fits.
bool wants(Card program_card, const std::vector<Card>& took) {
  const jok_r_ummy::Program* p = jok_r_ummy::program_of(program_card);
  if (!p || p->sun) return true;
  const int none = jok_r_ummy::cards_missing(*p, {});
  return std::all_of(took.begin(), took.end(),
                     [&](Card c) { return jok_r_ummy::cards_missing(*p, std::span<const Card>(&c, 1)) < none; });
}

// A program for a seat whose program is hidden, at random among the unseen ones, a few draws
// seeking one that wants every card the seat took this round.
size_t likely_program(const std::vector<Card>& programs, const std::vector<Card>& took, Rng& rng) {
  size_t pick = rng.below(static_cast<uint32_t>(programs.size()));
  for (int tries = 0; tries < 12 && !took.empty() && !wants(programs[pick], took); ++tries)
    pick = rng.below(static_cast<uint32_t>(programs.size()));
  return pick;
}

std::unique_ptr<State> sample(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const JokRUmmyView*>(&view);
  if (!v || v->zones.size() <= kCompleted) return nullptr;
  std::vector<std::vector<Card>> taken =
      taken_cards(*v, EventKind::RoundStarted, EventKind::TookDiscard, {EventKind::Discarded, EventKind::AddedOn});
  Dealing d = deal_rummy_view(*v, make_deck(jok_r_ummy::kDeck, 1), v->table, taken, rng);
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
      const size_t i = likely_program(programs, taken[s], rng);
      d.zones[s][kProgram].push_back(programs[i]);
      programs.erase(programs.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  d.hidden = std::move(programs);
  return JokRUmmyState::from_view(*v, std::move(d));
}

// At two seats the worth is the chance to win the race to five programs: each seat's chance to
// complete its program this round (certain once it has; a card short, two thirds), the rounds
// after that each completing one with an even chance. A seat that completed its program ends
// the round once its hand is gone, so the fewer cards it holds, the less time the others have.
// With more seats, the programs completed this round and a part of one for how near each hand
// is (a card short: a third), against the others' mean.
constexpr double kRoundChance = 0.5;  // a seat's chance to complete a program in a round
constexpr double kShedTurns = 3;      // a hand of this many cards leaves the others half their time

double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  const auto* s = dynamic_cast<const JokRUmmyState*>(&state);
  const bool same_round = s && now.rounds.size() == root.rounds.size() && !state.is_terminal();
  const bool two = s && s->num_seats() == 2;
  std::vector<double> nearness;  // a seat short of its program this round: 1 / (2 + cards missing)
  if (same_round) {
    size_t shortest = 99;
    for (int i = 0; two && i < s->num_seats(); ++i)
      if (s->completed_this_round(i)) shortest = std::min(shortest, s->hand(i).size());
    const double time_left = shortest < 99 ? shortest / (shortest + kShedTurns) : 1.0;
    for (int i = 0; i < s->num_seats(); ++i) {
      double p = 0;
      if (!s->completed_this_round(i))
        if (const auto* program = s->program(i))
          p = time_left / (2.0 + jok_r_ummy::cards_missing(*program, s->hand(i)));
      nearness.push_back(p);
    }
  }
  if (two) {
    if (!now.winners.empty()) return now.shares()[static_cast<size_t>(seat)];
    const int goal = jok_r_ummy::kProgramsToWin;
    const int a = goal - s->completed_count(seat), b = goal - s->completed_count(1 - seat);
    const double pm = nearness.empty() ? 0 : std::min(1.0, 2 * nearness[static_cast<size_t>(seat)]);
    const double pt = nearness.empty() ? 0 : std::min(1.0, 2 * nearness[static_cast<size_t>(1 - seat)]);
    auto race = [&](int x, int y) { return race_chance(x, y, kRoundChance, goal); };
    return pm * pt * race(a - 1, b - 1) + pm * (1 - pt) * race(a - 1, b) + (1 - pm) * pt * race(a, b - 1) +
           (1 - pm) * (1 - pt) * race(a, b);
  }
  std::vector<double> pending;
  for (size_t i = 0; i < nearness.size(); ++i)
    pending.push_back(s->completed_count(static_cast<int>(i)) - now.totals[i] + nearness[i]);
  return points_worth(now, root, seat, pending, 0.7);
}

}  // namespace

// A wild never goes onto the pile while a natural card could (the next player may take it);
// before its program is completed, a seat searches only the discards that leave its hand no
// further from the program (a natural card the solver's plan can spare), and a reveal is
// always right: the wider choice is noise the rollouts cannot settle.
void jok_r_ummy_candidates(const View& view, std::vector<Action>& moves) {
  const auto* v = dynamic_cast<const JokRUmmyView*>(&view);
  if (!v || v->phase != jok_r_ummy::Phase::Play) return;
  auto wild = [](Card c) { return is_wild(jok_r_ummy::meld_rules(), c); };
  if (!std::all_of(v->hand.begin(), v->hand.end(), wild))
    std::erase_if(moves, [&](const Action& a) { return a.kind == ActionKind::Discard && wild(a.card); });
  if (v->completed[static_cast<size_t>(v->seat())]) return;
  const jok_r_ummy::Program* p = v->program();
  std::vector<Action> legal;
  view.legal_actions(legal);
  if (!p || std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == jok_r_ummy::kReveal; })) {
    moves.clear();
    return;
  }
  uint32_t uses = 0;
  const int now = jok_r_ummy::cards_missing(*p, v->hand, uses);
  auto spared = [&](const Action& a) {
    if (a.kind != ActionKind::Discard) return false;
    for (size_t i = 0; i < v->hand.size(); ++i) {
      if (v->hand[i].face() != a.card.face()) continue;
      if (!((uses >> i) & 1)) return true;
      std::vector<Card> rest = v->hand;
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      return jok_r_ummy::cards_missing(*p, rest) <= now;
    }
    return false;
  };
  std::erase_if(moves, [&](const Action& a) { return !spared(a); });
}

std::unique_ptr<Bot> make_jok_r_ummy_strong(uint64_t seed) {
  SearchGame game{sample, make_jok_r_ummy_greedy, evaluate, jok_r_ummy_candidates};
  game.lead = make_jok_r_ummy_keen;
  // A few candidates played in the same worlds; rollouts of some turns each, the nearness to
  // each program judging where they stop.
  SearchBudget budget;
  budget.iterations = 240;
  budget.rollout_steps = 40;
  budget.max_candidates = 6;
  budget.paired = true;
  budget.margin = 1.5;
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
