// Strong bots' search over hidden cards: determinized Monte Carlo search with UCB over the
// seat's own moves (the flat form of Cowling, Powley & Whitehouse's information-set MCTS, whose
// root statistics every determinization shares). Each iteration deals the cards the seat cannot
// see at random, consistently with its view (the game's sampler), plays one of the seat's moves,
// lets the Good bot play every seat to the end of the round (or a cut-off), and scores the
// result through the game's evaluation. Game-agnostic: the game supplies a SearchGame.
//
// Sliced: start(view), then step(n) or think_for(ms) until done(), then best(); the app spreads
// the steps over frames (Bot::think). The budget is iterations (reproducible by seed) or, when
// set, milliseconds of thinking: the time spent inside step()/think_for(), not the frames between.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "bots/bot.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace parlor {

struct SearchGame {
  // A whole game consistent with `view`, the cards its seat cannot see dealt from `rng`; null
  // when the view cannot be rebuilt (the search then plays the policy's move).
  std::function<std::unique_ptr<State>(const View& view, Rng& rng)> sample;
  // The rollout and move-ordering policy: the game's Good bot.
  std::function<std::unique_ptr<Bot>()> policy;
  // The worth of `state` to `seat`, in [0, 1], where a rollout stopped: the end of a round, the
  // end of the game or the cut-off. `root` is the score when the search began.
  std::function<double(const State& state, int seat, const Scores& root)> evaluate;
  // Optional: drops from `moves` (the seat's legal moves but the policy's) those not worth a
  // rollout, from what the view shows; the search's candidates come from what is left, shuffled.
  std::function<void(const View& view, std::vector<Action>& moves)> prune = nullptr;
  // Optional: puts the moves left in the order they are worth searching instead of shuffling
  // them (the first max_candidates - 1 are searched).
  std::function<void(const View& view, std::vector<Action>& moves)> order = nullptr;
  // Optional: the move searched first and played unless another clearly beats it (the
  // fallback of a thin search); the policy's move when null. A lead that looks further than the
  // policy costs more a move, so the rollouts keep the policy.
  std::function<std::unique_ptr<Bot>()> lead = nullptr;
};

struct SearchBudget {
  int iterations = 300;
  double millis = 0;               // > 0: also stop once this much thinking time is spent (not reproducible)
  double think_millis = 100;       // the app's budget a move (Bot::think, sliced across frames)
  int rollout_steps = 400;         // a rollout's cut-off, in moves
  int rollout_steps_per_seat = 0;  // and this many more for each seat at the table
  double exploration = 0.5;        // UCB's constant, in units of the [0, 1] evaluation
  int policy_prior = 8;            // visits credited to the policy's own move when choosing
  int max_candidates = 16;         // moves searched at the root: the policy's first, then the rest
  // Paired: every candidate is played in the same dealt worlds, in turn, and one replaces the
  // policy's move only when its mean lead over it exceeds both `policy_margin` of worth and
  // `margin` standard errors (the worlds' luck cancels out of a lead, so few worlds tell moves
  // apart); the move with the largest such lead is played.
  // Else UCB, each iteration in a world of its own.
  bool paired = false;
  double margin = 1.0;
  double policy_margin = 0;
};

class Search {
 public:
  Search(SearchGame game, SearchBudget budget, uint64_t seed);

  // `millis` > 0 caps this move's thinking time instead of the budget's `millis`.
  void start(const View& view, double millis = 0);
  // Whether `view` is still the position being searched (the same seat and legal moves); then
  // the search goes on reading it: a frame's View is made anew each time it is asked.
  bool resume(const View& view);
  // Up to `n` more iterations (fewer once the budget is spent).
  void step(int n);
  // Iterations until the budget is spent or `ms` of thinking have passed in this call.
  void think_for(double ms);
  bool done() const;
  // The move to play: the most visited, the policy's move credited with its prior.
  Action best() const;
  int iterations() const { return iterations_; }

 private:
  struct Arm {
    Action action;
    int visits = 0;
    double total = 0;
    double lead = 0, lead_squares = 0;  // paired: over the policy's move in the same worlds
  };
  void iterate();
  void iterate_paired();
  Action best_paired() const;
  size_t select() const;
  double rollout(State& state);

  SearchGame game_;
  SearchBudget budget_;
  Rng rng_;
  std::unique_ptr<Bot> policy_;
  std::unique_ptr<Bot> lead_;   // null: the policy leads
  const View* view_ = nullptr;  // valid from start() until best()
  int seat_ = 0;
  Scores root_scores_;
  std::vector<Arm> arms_;
  int iterations_ = 0;
  int failed_samples_ = 0;
  double millis_ = 0;    // this move's cap on thinking time; 0: iterations alone
  double spent_ms_ = 0;  // thinking time spent on this move, summed over the calls
  std::vector<Action> legal_;
  uint64_t world_seed_ = 0;  // paired: the world the candidates are played in now
  double world_base_ = -1;   // paired: the policy's move's worth there (< 0: no such world)
};

// A Bot that searches each move to its whole budget at once (the CLI, tests and benches).
class StrongBot final : public Bot {
 public:
  StrongBot(SearchGame game, SearchBudget budget, uint64_t seed)
      : search_(std::move(game), budget, seed), think_millis_(budget.think_millis) {}
  std::string_view kind() const override { return "strong"; }
  Action choose(const View& view) override;
  // The app's move: the search runs to the budget's think_millis of thinking, `slice_ms` at a call.
  std::optional<Action> think(const View& view, double slice_ms) override;

 private:
  Search search_;
  double think_millis_;
  bool thinking_ = false;
};

}  // namespace parlor
