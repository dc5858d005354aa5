#include "net/peer_mirror.h"

#include "games/registry.h"

namespace parlor::net {

MirrorState::MirrorState(int seats, std::shared_ptr<const View> view) : State(0), seats_(seats) {
  options_ = nlohmann::json{{"players", seats}};
  show(std::move(view));
  game_ = view_json_.value("game", std::string());
}

void MirrorState::show(std::shared_ptr<const View> view) {
  view_ = std::move(view);
  view_json_ = view_->to_json();
}

void MirrorState::push(const std::vector<MoveLine>& lines, std::shared_ptr<const View> view) {
  for (const MoveLine& l : lines)
    if (l.action && l.seat >= 0 && l.seat < seats_) queue_.push_back({l, nullptr});
  if (queue_.empty()) return show(std::move(view));
  // The view after the last move comes with it; one that came without any waits behind the
  // moves before it.
  if (queue_.back().view_after)
    queue_.push_back({std::nullopt, std::move(view)});
  else
    queue_.back().view_after = std::move(view);
}

void MirrorState::settle() {
  while (!queue_.empty() && !queue_.front().move) {
    show(queue_.front().view_after);
    queue_.pop_front();
  }
}

std::optional<Action> MirrorState::waiting(int seat) const {
  if (queue_.empty() || !queue_.front().move || queue_.front().move->seat != seat) return std::nullopt;
  return queue_.front().move->action;
}

std::string_view MirrorState::phase() const {
  const auto it = view_json_.find("phase");
  return it != view_json_.end() && it->is_string() ? std::string_view(it->get_ref<const std::string&>()) : "";
}

int MirrorState::current_seat() const {
  if (!queue_.empty() && queue_.front().move) return queue_.front().move->seat;
  return view_json_.value("current", -1);
}

bool MirrorState::is_terminal() const { return queue_.empty() && (current_seat() < 0 || phase() == "game_over"); }

void MirrorState::legal_actions(std::vector<Action>& out) const {
  if (queue_.empty()) view_->legal_actions(out);
}

std::unique_ptr<View> MirrorState::view(int seat) const {
  (void)seat;  // the guest's seat's view is all it has; other seats' are never shown here
  auto v = view_from_json(view_json_);
  return v ? std::move(*v) : nullptr;
}

Scores MirrorState::scores() const {
  Scores s;
  const auto it = view_json_.find("scores");
  if (it == view_json_.end() || !it->is_object()) return s;
  // The JSON is this device's own writing of a view the game's from_json accepted.
  const nlohmann::json& j = *it;
  s.low_wins = j.value("low_wins", true);
  s.rounds = j.value("rounds", std::vector<std::vector<int>>{});
  s.totals = j.value("totals", std::vector<int>{});
  s.teams = j.value("teams", std::vector<int>{});
  s.team_totals = j.value("team_totals", s.totals);
  s.winners = j.value("winners", std::vector<int>{});
  return s;
}

std::string MirrorState::describe_action(int seat, const Action& action) const {
  (void)action;
  if (queue_.empty() || !queue_.front().move || queue_.front().move->seat != seat) return "";
  return queue_.front().move->text;
}

std::optional<std::string> MirrorState::validate_move(int seat, const Action& action) const {
  const auto w = waiting(seat);
  if (!w || !(*w == action)) return "Your move is on its way to the host.";
  return std::nullopt;
}

void MirrorState::apply_move(int seat, const Action& action) {
  (void)seat, (void)action;
  std::shared_ptr<const View> after = std::move(queue_.front().view_after);
  queue_.pop_front();
  if (after) show(std::move(after));
  settle();
}

}  // namespace parlor::net
