#include "bots/strong/search.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace parlor {

Search::Search(SearchGame game, SearchBudget budget, uint64_t seed)
    : game_(std::move(game)),
      budget_(budget),
      rng_(seed),
      policy_(game_.policy()),
      lead_(game_.lead ? game_.lead() : nullptr) {}

void Search::start(const View& view, double millis) {
  view_ = &view;
  millis_ = millis > 0 ? millis : budget_.millis;
  spent_ms_ = 0;
  seat_ = view.seat();
  iterations_ = 0;
  failed_samples_ = 0;
  arms_.clear();
  view.legal_actions(legal_);
  if (legal_.empty()) return;
  // The lead's move first: it is searched first and is what a thin search falls back on.
  const Action preferred = (lead_ ? lead_ : policy_)->choose(view);
  arms_.push_back({preferred});
  std::vector<Action> rest;
  for (const Action& a : legal_)
    if (!(a == preferred)) rest.push_back(a);
  if (game_.prune) game_.prune(view, rest);
  if (game_.order)
    game_.order(view, rest);
  else
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
  return millis_ > 0 && spent_ms_ >= millis_;
}

bool Search::resume(const View& view) {
  if (view.seat() != seat_) return false;
  std::vector<Action> legal;
  view.legal_actions(legal);
  if (legal != legal_) return false;
  view_ = &view;
  return true;
}

namespace {
double millis_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}
}  // namespace

void Search::step(int n) {
  const auto t = std::chrono::steady_clock::now();
  const double before = spent_ms_;
  for (int i = 0; i < n && !done(); ++i) {
    iterate();
    if (millis_ > 0) spent_ms_ = before + millis_since(t);
  }
}

void Search::think_for(double ms) {
  const auto t = std::chrono::steady_clock::now();
  const double before = spent_ms_;
  while (!done()) {
    iterate();
    const double now = millis_since(t);
    spent_ms_ = before + now;
    if (now >= ms) break;
  }
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
  if (budget_.paired) return iterate_paired();
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

void Search::iterate_paired() {
  const size_t arm = static_cast<size_t>(iterations_) % arms_.size();
  ++iterations_;
  if (arm == 0) world_seed_ = rng_.next_u64(), world_base_ = -1;
  if (arm > 0 && world_base_ < 0) return;  // the policy's move could not be played there
  Rng world(world_seed_);
  std::unique_ptr<State> state = game_.sample(*view_, world);
  if (!state || state->validate(seat_, arms_[arm].action)) {
    ++failed_samples_;
    return;
  }
  if (root_scores_.totals.empty()) root_scores_ = state->scores();
  state->apply(seat_, arms_[arm].action);
  const double value = rollout(*state);
  Arm& a = arms_[arm];
  a.visits++;
  a.total += value;
  if (arm == 0) {
    world_base_ = value;
    return;
  }
  a.lead += value - world_base_;
  a.lead_squares += (value - world_base_) * (value - world_base_);
}

Action Search::best_paired() const {
  size_t best = 0;
  double best_lead = 0;
  for (size_t i = 1; i < arms_.size(); ++i) {
    const Arm& a = arms_[i];
    if (a.visits < 2) continue;
    const double n = a.visits, mean = a.lead / n;
    const double var = std::max(0.0, a.lead_squares / n - mean * mean) / (n - 1);
    if (mean > best_lead && mean > budget_.policy_margin && mean > budget_.margin * std::sqrt(var))
      best_lead = mean, best = i;
  }
  return arms_[best].action;
}

double Search::rollout(State& state) {
  const size_t rounds = root_scores_.rounds.size();
  const int cut = budget_.rollout_steps + budget_.rollout_steps_per_seat * state.num_seats();
  for (int steps = 0; steps < cut && !state.is_terminal(); ++steps) {
    const int seat = state.current_seat();
    const Action a = policy_->choose(*state.view(seat));
    if (state.try_apply(seat, a)) break;  // a policy that errs ends the rollout where it stands
    if (state.scores().rounds.size() > rounds) break;
  }
  return game_.evaluate(state, seat_, root_scores_);
}

Action Search::best() const {
  if (arms_.empty()) return legal_.empty() ? Action{} : legal_.front();
  if (budget_.paired) return best_paired();
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
  thinking_ = false;
  while (!search_.done()) search_.step(16);
  return search_.best();
}

std::optional<Action> StrongBot::think(const View& view, double slice_ms) {
  // A move begun earlier goes on where it stopped, unless the position is another one.
  if (!thinking_ || !search_.resume(view)) search_.start(view, think_millis_);
  thinking_ = true;
  search_.think_for(slice_ms);
  if (!search_.done()) return std::nullopt;
  thinking_ = false;
  return search_.best();
}

}  // namespace parlor
