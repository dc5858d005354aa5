// Rummy-O's Strong bot: the search (bots/strong/search.h) over racks, stock and discards dealt
// consistently with the seat's view, the Good bot playing every seat; rollouts stop short (the
// Good bot's solver calls make each step costly) and the exact solver judges where they stop:
// each seat's share of going out first, from how many tiles its rack is short of it, weighs
// what going out would pay against what staying stuck would cost.
#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "bots/rummy_o_greedy.h"
#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "bots/strong/standing.h"
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
  Dealing d =
      deal_rummy_view(*v, v->rack, v->rack_sizes, make_deck(RummyOState::kFacts.deck), table, held_taken(*v), rng);
  return RummyOState::from_view(*v, std::move(d));
}

// How far a round moves a seat's total, give or take: a round out pays 100 and more, a
// rack stuck before the opening costs 100.
constexpr double kRoundSpread = 150;

int points_of(const std::vector<Card>& tiles) {
  int n = 0;
  for (Card c : tiles) n += rummy_o::tile_points(c);
  return n;
}

// How far a seat is from going out, in tiles, and what the round pays it either way. On board:
// the tiles its best placement now (the most tiles first) leaves beside the discard; going out
// pays what it placed this round, what it still would and the least bonus, and not going out
// costs the points left over. Before the opening: the tiles an opening (melds with a run) leaves,
// two more while that opening is short of the 50; not going on board costs the flat 100.
struct Outlook {
  double tiles_short = 0;
  double out_pays = 0;
  double stuck_costs = 0;
  double placeable = 0;  // points of stuck_costs' rack it could still place before the round ends
};

// Tiles short of going out, from the tiles a placement leaves: a tile one step from a meld
// with another left (a pair or two of a run) counts half, and the worst one left is the discard.
double short_of(const std::vector<Card>& rack, const std::optional<rummy_o::Placement>& p, bool near) {
  const std::vector<Card>& left = p ? p->left : rack;
  if (!near) return std::max<double>(0, double(left.size()) - 1);
  std::vector<double> weights;
  for (size_t i = 0; i < left.size(); ++i) {
    std::vector<Card> rest = left;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    weights.push_back(left[i].is_joker() || rummy_o_partners(rest, left[i]) > 0 ? 0.5 : 1.0);
  }
  if (weights.empty()) return 0;
  std::sort(weights.begin(), weights.end());
  weights.pop_back();
  double n = 0;
  for (double w : weights) n += w;
  return n;
}

Outlook outlook(const RummyOState& s, int seat, const rummy_o::FlatTable& flat) {
  // Measured at four seats only (docs/benchmarks.md): two seats keep whole tiles.
  const bool near = s.num_seats() > 2;
  const std::vector<Card>& rack = s.rack(seat);
  int placed = 0;
  for (const auto& melds : s.table())
    for (const auto& m : melds)
      for (size_t i = 0; i < m.meld.cards.size(); ++i)
        if (m.placed_by[i] == seat) placed += rummy_o::tile_points(m.meld.cards[i].card);
  rummy_o::SolveOptions o;
  o.tiles_first = true;
  if (s.on_board(seat)) {
    for (size_t i = 0; i < flat.melds.size(); ++i) o.extendable.push_back(static_cast<int>(i));
    const auto p = rummy_o::solve(rack, flat.melds, o);
    const int points = p ? p->points : 0;
    return {short_of(rack, p, near), double(placed + points + rummy_o::kOpenRummyBonus),
            double(points_of(rack) - points), double(points)};
  }
  o.need_run = true;
  const auto p = rummy_o::solve(rack, {}, o);
  const int points = p ? p->points : 0;
  const int short_of_50 = points >= rummy_o::kOpeningPoints ? 0 : 2;
  return {short_of(rack, p, near) + short_of_50, double(points + rummy_o::kOpenRummyBonus),
          double(rummy_o::kNeverOnBoardPenalty)};
}

double evaluate(const State& state, int seat, const Scores& root) {
  const Scores now = state.scores();
  std::vector<double> pending;
  const auto* s = dynamic_cast<const RummyOState*>(&state);
  if (s && now.rounds.size() == root.rounds.size() && !state.is_terminal()) {
    // Each seat's share of going out first halves with each tile it is short.
    const rummy_o::FlatTable flat = rummy_o::flatten(s->table());
    std::vector<Outlook> seats;
    double total = 0;
    for (int i = 0; i < s->num_seats(); ++i) {
      seats.push_back(outlook(*s, i, flat));
      total += std::exp2(-seats.back().tiles_short);
    }
    const int n = s->num_seats();
    for (int i = 0; i < n; ++i) {
      const Outlook& o = seats[static_cast<size_t>(i)];
      const double out = std::exp2(-o.tiles_short) / total;
      // Tiles the rack could place still cost their points if a rival goes out before this
      // seat's next turn: each seat between the one to move and it may, one short of nothing
      // surely (the more seats, the likelier the round ends before tiles held back are laid).
      double clear = 1;
      for (int j = s->current_seat(); n > 2 && j != i; j = (j + 1) % n)
        clear *= 1 - std::exp2(-seats[static_cast<size_t>(j)].tiles_short);
      pending.push_back(out * o.out_pays - (1 - out) * (o.stuck_costs + (1 - clear) * o.placeable));
    }
  }
  // Four rounds make a game won on the highest total: at three or four seats the worth is the
  // chance to end on top, each seat standing at its total and what this round would pay it
  // (taking points from the leader counts, not from the mean of the others); each round still
  // to play after this one spreads a total by about kRoundSpread points, half a round for this
  // one. At two seats the leader is the other seat, and the round's lead alone measured well.
  if (now.totals.size() <= 2) return points_worth(now, root, seat, pending, 100.0);
  if (!now.winners.empty()) return now.shares()[static_cast<size_t>(seat)];
  std::vector<double> stand;
  for (size_t i = 0; i < now.totals.size(); ++i) stand.push_back(now.totals[i] + (i < pending.size() ? pending[i] : 0));
  const double left = std::max(0, rummy_o::kRounds - static_cast<int>(now.rounds.size()) - 1) + 0.5;
  return top_chance(stand, seat, now.low_wins, kRoundSpread * std::sqrt(left));
}

// A legal opening is played, never held back. The search looks about two turns ahead, where an
// opening held back costs nothing, yet a round that ends before the rack goes on board costs a
// flat -100 (a blind tester's Hint held 65 points back five turns and lost them). The policy
// (Good) opens, or goes out, whenever it can, so with an opening listed nothing else is searched.
void keep_opening(const View& view, std::vector<Action>& moves) {
  const auto* v = dynamic_cast<const RummyOView*>(&view);
  if (!v || v->phase != rummy_o::Phase::Play || v->turn_info().on_board) return;
  std::vector<Action> legal;
  v->legal_actions(legal);
  if (std::any_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == rummy_o::kLayDown; }))
    moves.clear();
}

}  // namespace

std::unique_ptr<Bot> make_rummy_o_strong(uint64_t seed) {
  // The discards searched are the ones Good gives up first: where Good would lay down or add on,
  // they are the moves that hold its tiles back a turn (rivals add nothing to melds not laid).
  SearchGame game{sample, make_rummy_o_greedy, evaluate, keep_opening, order_rummy_o_discards};
  // Paired dealings: a rack's hidden neighbours swing a rollout's worth far more than one discard
  // does. Short rollouts (about two turns: 6 moves at two seats, 10 at four) measured stronger
  // than 16 moves or 3 (docs/benchmarks.md); the solver judges where they stop.
  const SearchBudget budget{.iterations = 160,
                            .rollout_steps = 2,
                            .rollout_steps_per_seat = 2,
                            .max_candidates = 8,
                            .paired = true,
                            .margin = 0,
                            .policy_margin = 0.02};
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
