#include "engine/state.h"

#include "engine/json_util.h"

namespace parlor {

std::vector<double> Scores::shares() const {
  std::vector<double> s(totals.size(), 0.0);
  if (winners.empty()) return s;
  for (int w : winners) s[static_cast<size_t>(w)] = 1.0 / static_cast<double>(winners.size());
  return s;
}

std::vector<Action> State::legal_actions() const {
  std::vector<Action> out;
  legal_actions(out);
  return out;
}

std::optional<std::string> State::validate(int seat, const Action& action) const {
  if (is_terminal()) return std::string("The game is over.");
  if (seat < 0 || seat >= num_seats()) return std::string("There is no such seat at this table.");
  if (seat != current_seat()) return std::string("It is not your turn.");
  return validate_move(seat, action);
}

void State::apply(int seat, const Action& action) {
  if (!log_) {
    log_ = std::make_shared<std::vector<LoggedAction>>();
    owns_log_ = true;
  } else if (!owns_log_ || log_->size() != log_length_) {
    log_ = std::make_shared<std::vector<LoggedAction>>(log_->begin(),
                                                       log_->begin() + static_cast<std::ptrdiff_t>(log_length_));
    owns_log_ = true;
  }
  log_->push_back(LoggedAction{seat, action});
  ++log_length_;
  apply_move(seat, action);
}

std::optional<std::string> State::try_apply(int seat, const Action& action) {
  if (auto reason = validate(seat, action)) return reason;
  apply(seat, action);
  return std::nullopt;
}

json View::legal_actions_json() const {
  std::vector<Action> acts;
  legal_actions(acts);
  json legal = json::array();
  for (const auto& a : acts) legal.push_back(action_to_json(a, move_kinds()));
  return legal;
}

json State::view_json(int seat) const { return view(seat)->to_json(); }

json State::to_json() const {
  json j;
  j["format"] = kSaveFormatVersion;
  j["game"] = std::string(game_id());
  j["options"] = options();
  j["seed"] = seed_to_json(seed_);
  json actions = json::array();
  for (const auto& la : history()) {
    json a = json::object();
    a["seat"] = la.seat;
    action_to_json(la.action, move_kinds(), a);
    actions.push_back(std::move(a));
  }
  j["actions"] = std::move(actions);
  return j;
}

}  // namespace parlor
