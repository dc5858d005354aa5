#include "app/session/move_picker.h"

#include <algorithm>

namespace parlor::session {

namespace {

bool starts_with(const std::vector<int>& path, const std::vector<int>& prefix) {
  return path.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
}

}  // namespace

void MovePicker::reset(std::vector<Action> legal) {
  legal_ = std::move(legal);
  paths_.clear();
  for (const Action& a : legal_) paths_.push_back(path_of_(a));
  chosen_.clear();
}

void MovePicker::back_to(int depth) {
  if (depth >= 0 && depth < this->depth()) chosen_.resize(static_cast<size_t>(depth));
}

int MovePicker::at(int depth) const {
  return depth >= 0 && depth < this->depth() ? chosen_[static_cast<size_t>(depth)] : -1;
}

std::vector<const Action*> MovePicker::matching(const std::vector<int>& prefix) const {
  std::vector<const Action*> out;
  for (size_t i = 0; i < legal_.size(); ++i)
    if (!paths_[i].empty() && starts_with(paths_[i], prefix)) out.push_back(&legal_[i]);
  return out;
}

std::vector<int> MovePicker::options_at(int depth, std::optional<int> extra) const {
  std::vector<int> prefix(chosen_.begin(), chosen_.begin() + std::clamp(depth, 0, this->depth())), out;
  if (extra) prefix.push_back(*extra);
  for (size_t i = 0; i < legal_.size(); ++i) {
    const std::vector<int>& p = paths_[i];
    if (p.size() <= prefix.size() || !starts_with(p, prefix)) continue;
    if (std::find(out.begin(), out.end(), p[prefix.size()]) == out.end()) out.push_back(p[prefix.size()]);
  }
  return out;
}

bool MovePicker::can(int choice) const {
  const std::vector<int> o = options();
  return std::find(o.begin(), o.end(), choice) != o.end();
}

std::optional<Action> MovePicker::choose(int choice) {
  if (!can(choice)) return std::nullopt;
  chosen_.push_back(choice);
  if (depth() < play_from_) return std::nullopt;
  const std::vector<const Action*> left = matching(chosen_);
  for (size_t i = 0; i < legal_.size(); ++i)
    if (paths_[i] == chosen_) return legal_[i];
  if (left.size() == 1) return *left.front();
  return std::nullopt;
}

}  // namespace parlor::session
