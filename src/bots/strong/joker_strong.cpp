// Joker's Strong bot: the search (bots/strong/search.h) over hands and stocks dealt consistently
// with the seat's view, the Good bot playing every seat for two turns, the team's progress on the
// board (bots/joker_worth.h: marbles out, holes travelled, marbles home, marbles at risk) since
// the search began deciding. The board is public; only the cards are dealt. Good's best moves
// are the candidates, each played in the same worlds, and one replaces Good's own only when it
// leads it clearly there (the search's paired mode).
#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>
#include <vector>

#include "bots/joker_worth.h"
#include "bots/strong/joker_sampler.h"
#include "bots/strong/sample_cards.h"
#include "bots/strong/search.h"
#include "games/joker/state.h"

namespace parlor {

std::unique_ptr<Bot> make_joker_greedy();

namespace joker {

// The discard pile as far as the view's recent events show it, bottom to top: every card played
// or discarded since the last reshuffle (or the deal). `whole` when those events reach back to it.
std::vector<Card> seen_pile(const JokerView& v, bool& whole) {
  std::vector<Card> pile;
  whole = false;
  for (const Event& e : v.events) {
    if (e.kind == EventKind::Dealt || e.kind == EventKind::Reshuffled) {
      pile.clear();
      whole = true;
    } else if (e.kind == EventKind::Played || e.kind == EventKind::Discarded) {
      pile.push_back(e.card);
    }
  }
  return pile;
}

// The cards the seat has not seen (the deck less its hand and the pile it saw) dealt out: the
// other hands to their sizes, the rest of the pile, the stock.
std::unique_ptr<State> sample_joker(const View& view, Rng& rng) {
  const auto* v = dynamic_cast<const JokerView*>(&view);
  if (!v || v->phase == Phase::GameOver) return nullptr;
  std::vector<Card> unseen = make_deck(JokerState::kFacts.deck, 1);
  for (Card c : v->hand) take_face(unseen, c);
  bool whole = false;
  std::vector<Card> pile = seen_pile(*v, whole);
  // Only the top of the pile can be trusted where the events do not agree with the counts.
  if (pile.empty() || !(pile.back() == v->discard_top) || std::ssize(pile) > v->discard_count) pile.clear();
  if (!v->discard_top.is_none()) take_face(unseen, v->discard_top);
  std::vector<Card> under;
  for (size_t i = 0; i + 1 < pile.size(); ++i)
    if (take_face(unseen, pile[i])) under.push_back(pile[i]);
  DealPlan plan{.viewer = v->seat(),
                .hand_sizes = v->hand_sizes,
                .own = v->hand,
                .known = {},
                .stock_count = v->stock_count,
                .discard_count = v->discard_count - static_cast<int>(under.size()),
                .discard_top = v->discard_top};
  Dealing d = deal_unseen(plan, std::move(unseen), rng);
  if (!d.discards.empty()) d.discards.insert(d.discards.end() - 1, under.begin(), under.end());
  return JokerState::from_view(*v, std::move(d));
}

}  // namespace joker

namespace {

using joker::JokerState;
using joker::JokerView;

// Holes of progress that make a rollout worth about 0.88 (tanh(1)) to the team ahead by them.
constexpr double kScale = 40;

// The board at the search's root, for the progress made since: every iteration deals from the
// same view, so the root is the last view dealt from.
struct Root {
  joker::Board board;
  int team = -1;
  double worth = 0;
};

}  // namespace

std::unique_ptr<Bot> make_joker_strong(uint64_t seed) {
  auto root = std::make_shared<Root>();
  auto sample = [root](const View& view, Rng& rng) -> std::unique_ptr<State> {
    const auto* v = dynamic_cast<const JokerView*>(&view);
    if (!v) return nullptr;
    const int team = v->board.team_of(v->seat());
    if (root->team != team || !(root->board == v->board)) {
      root->board = v->board;
      root->team = team;
      root->worth = joker::team_worth(v->board, team);
    }
    return joker::sample_joker(view, rng);
  };
  // A finished race is won or lost; else the team's progress since the root against the others'.
  auto evaluate = [root](const State& state, int seat, const Scores&) {
    const auto* s = dynamic_cast<const JokerState*>(&state);
    if (!s) return 0.5;
    const int team = s->board().team_of(seat);
    if (s->is_terminal()) return s->winner_team() == team ? 1.0 : s->winner_team() < 0 ? 0.5 : 0.0;
    return 0.5 + 0.5 * std::tanh((joker::team_worth(s->board(), team) - root->worth) / kScale);
  };
  SearchBudget budget;
  // A card's luck outweighs the difference between two moves, so every candidate is played in
  // the same dealt worlds (paired): 20 worlds of 16 candidates, each rollout two turns a seat.
  budget.paired = true;
  budget.iterations = 320;
  budget.rollout_steps = 8;
  // The candidates beside Good's own move: the ones Good likes best (a hand with a 7 has dozens
  // of splits, most of them poor).
  auto prune = [keep = budget.max_candidates - 1](const View& view, std::vector<Action>& moves) {
    const auto* v = dynamic_cast<const JokerView*>(&view);
    if (!v || std::ssize(moves) <= keep) return;
    std::vector<std::pair<double, size_t>> ranked;
    for (size_t i = 0; i < moves.size(); ++i) ranked.emplace_back(-joker::move_score(v->board, v->seat(), moves[i]), i);
    std::partial_sort(ranked.begin(), ranked.begin() + keep, ranked.end());
    std::vector<Action> kept;
    for (int i = 0; i < keep; ++i) kept.push_back(moves[ranked[static_cast<size_t>(i)].second]);
    moves = std::move(kept);
  };
  SearchGame game{sample, make_joker_greedy, evaluate, prune};
  return std::make_unique<StrongBot>(std::move(game), budget, seed);
}

}  // namespace parlor
