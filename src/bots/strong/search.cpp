#include "bots/strong/search.h"

#include <cmath>
#include <utility>

namespace parlor {

Search::Search(SearchGame game, SearchBudget budget, uint64_t seed)
    : game_(std::move(game)), budget_(budget), rng_(seed), policy_(game_.policy()) {}

void Search::start(const View& view) {
  view_ = &view;
  seat_ = view.seat();
  iterations_ = 0;
  failed_samples_ = 0;
  arms_.clear();
  started_ = std::chrono::steady_clock::now();
  view.legal_actions(legal_);
  if (legal_.empty()) return;
  // The policy's move first: it is searched first and is what a thin search falls back on.
  const Action preferred = policy_->choose(view);
  arms_.push_back({preferred});
  std::vector<Action> rest;
  for (const Action& a : legal_)
    if (!(a == preferred)) rest.push_back(a);
  rng_.shuffle(rest);
  for (const Action& a : rest) {
    if (static_cast<int>(arms_.size()) >= budget_.max_candidates) break;
    arms_.push_back({a});
  }
  root_scores_ = {};
}

bool Search::done() const {
  if (arms_.size() <= 1) return true;
  if (iterations_ >= budget_.iterations) return true;
  // A game the sampler cannot rebuild: the policy's move stands.
  if (failed_samples_ > 8 && failed_samples_ * 2 > iterations_) return true;
  if (budget_.millis > 0) {
    const auto spent = std::chrono::steady_clock::now() - started_;
    if (std::chrono::duration<double, std::milli>(spent).count() >= budget_.millis) return true;
  }
  return false;
}

void Search::step(int n) {
  for (int i = 0; i < n && !done(); ++i) iterate();
}

size_t Search::select() const {
  double log_n = std::log(static_cast<double>(iterations_ + 1));
  size_t best = 0;
  double best_score = -1;
  for (size_t i = 0; i < arms_.size(); ++i) {
    const Arm& a = arms_[i];
    if (a.visits == 0) return i;
    const double score = a.total / a.visits + budget_.exploration * std::sqrt(log_n / a.visits);
    if (score > best_score) best_score = score, best = i;
  }
  return best;
}

void Search::iterate() {
  ++iterations_;
  std::unique_ptr<State> state = game_.sample(*view_, rng_);
  if (!state) {
    ++failed_samples_;
    return;
  }
  if (iterations_ == 1 || root_scores_.totals.empty()) root_scores_ = state->scores();
  const size_t arm = select();
  if (state->validate(seat_, arms_[arm].action)) {
    ++failed_samples_;
    return;
  }
  state->apply(seat_, arms_[arm].action);
  const double value = rollout(*state);
  arms_[arm].visits++;
  arms_[arm].total += value;
}

double Search::rollout(State& state) {
  const size_t rounds = root_scores_.rounds.size();
  for (int steps = 0; steps < budget_.rollout_steps && !state.is_terminal(); ++steps) {
    const int seat = state.current_seat();
    const Action a = policy_->choose(*state.view(seat));
    if (state.try_apply(seat, a)) break;  // a policy that errs ends the rollout where it stands
    if (state.scores().rounds.size() > rounds) break;
  }
  return game_.evaluate(state, seat_, root_scores_);
}

Action Search::best() const {
  if (arms_.empty()) return legal_.empty() ? Action{} : legal_.front();
  size_t best = 0;
  double best_visits = -1;
  for (size_t i = 0; i < arms_.size(); ++i) {
    const double v = arms_[i].visits + (i == 0 ? budget_.policy_prior : 0);
    if (v > best_visits) best_visits = v, best = i;
  }
  return arms_[best].action;
}

Action StrongBot::choose(const View& view) {
  search_.start(view);
  while (!search_.done()) search_.step(16);
  return search_.best();
}

}  // namespace parlor
