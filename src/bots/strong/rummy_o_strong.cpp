// Rummy-O's Strong bot: the search (bots/strong/search.h) over racks, stock and discards dealt
// consistently with the seat's view, the Good bot playing every seat; rollouts stop short (the
// Good bot's solver calls make each step costly) and the exact solver judges where they stop:
// on board, the points a rack could not place now count against it; before the opening, the
// 100-point penalty counts for how far the rack is from its 50.
#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "bots/strong/worth.h"
#include "games/rummy_o/solver.h"
#include "games/rummy_o/state.h"

namespace parlor {

std::unique_ptr<Bot> make_rummy_o_greedy();

namespace {

using rummy_o::EventKind;
using rummy_o::RummyOState;
using rummy_o::RummyOView;

// Tiles each seat took from the discard pile and still holds: a taken tile that seat has since
// laid lies on the table as placed by it.
std::vector<std::vector<Card>> held_taken(const RummyOView& v) {
  auto known = taken_cards(v, EventKind::RoundStarted, EventKind::TookDiscard, {EventKind::Discarded});
  for (const auto& melds : v.table)
    for (const auto& m : melds)
      for (size_t i = 0; i < m.meld.cards.size(); ++i) {
        const auto placer = static_cast<size_t>(m.placed_by[i]);
        if (placer < known.size()) take_face(known[placer], m.meld.cards[i].card);
      }
  return known;
}

std::unique_ptr<State> sample(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const RummyOView*>(&view);
  if (!v || v->table.size() != v->seat_count()) return nullptr;
  std::vector<std::vector<Meld>> table;
  for (const auto& melds : v->table) {
    table.emplace_back();
    for (const auto& m : melds) table.back().push_back(m.meld);
  }
  Dealing d = deal_rummy_view(*v, v->rack, v->rack_sizes, make_deck(RummyOState::kFacts.deck), table, held_taken(*v), rng);
  return RummyOState::from_view(*v, std::move(d));
}

int points_of(const std::vector<Card>& tiles) {
  int n = 0;
  for (Card c : tiles) n += rummy_o::tile_points(c);
  return n;
}

// What a round cut short still owes a seat: on board, the rack's points its best placement now
// leaves; before the opening, the 100 lost by a rack that never goes on board, less a part for
// the points of an opening (melds with a run) it could already lay towards the 50.
double owed(const RummyOState& s, int seat, const rummy_o::FlatTable& flat) {
  const std::vector<Card>& rack = s.rack(seat);
  rummy_o::SolveOptions o;
  if (s.on_board(seat)) {
    for (size_t i = 0; i < flat.melds.size(); ++i) o.extendable.push_back(static_cast<int>(i));
    const auto p = rummy_o::solve(rack, flat.melds, o);
    return -(points_of(rack) - (p ? p->points : 0));
  }
  o.need_run = true;
  const auto p = rummy_o::solve(rack, {}, o);
  const double towards = std::min(1.0, (p ? p->points : 0) / double(rummy_o::kOpeningPoints));
  return -rummy_o::kNeverOnBoardPenalty * (1.0 - 0.7 * towards * towards);
}

double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  std::vector<double> pending;
  const auto* s = dynamic_cast<const RummyOState*>(&state);
  if (s && now.rounds.size() == root.rounds.size() && !state.is_terminal()) {
    const rummy_o::FlatTable flat = rummy_o::flatten(s->table());
    for (int i = 0; i < s->num_seats(); ++i) pending.push_back(owed(*s, i, flat));
  }
  return points_worth(now, root, seat, pending, 60.0);
}

}  // namespace

std::unique_ptr<Bot> make_rummy_o_strong(uint64_t seed) {
  SearchGame game{sample, make_rummy_o_greedy, evaluate};
  SearchBudget budget;
  budget.iterations = 100;
  budget.rollout_steps = 16;
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
