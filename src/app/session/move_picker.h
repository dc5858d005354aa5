#pragma once
// A move chosen tap by tap. Each legal move is a path of choices (Joker: the card, the marble,
// the hole it goes to, and for a 7 split the second marble and its hole); each tap narrows the
// moves to those whose path goes on from what was chosen, until one is left.
#include <functional>
#include <optional>
#include <vector>

#include "engine/action.h"

namespace parlor::session {

class MovePicker {
 public:
  // A move's path; empty for a move not made by taps (a discard).
  using PathOf = std::function<std::vector<int>(const Action&)>;

  // `play_from`: a move is played only once this many choices are made, so the first tap (a
  // card) only shows what it can do.
  MovePicker(PathOf path_of, int play_from) : path_of_(std::move(path_of)), play_from_(play_from) {}

  // New legal moves (the person's, or none): nothing is chosen.
  void reset(std::vector<Action> legal);
  void clear() { chosen_.clear(); }
  // Back to the first `depth` choices.
  void back_to(int depth);

  const std::vector<Action>& legal() const { return legal_; }
  const std::vector<int>& chosen() const { return chosen_; }
  int depth() const { return static_cast<int>(chosen_.size()); }
  // The choice at `depth`, or -1 when not made.
  int at(int depth) const;
  // The distinct next choices, in the order of the legal moves; after `extra` too, when given.
  std::vector<int> options(std::optional<int> extra = std::nullopt) const { return options_at(depth(), extra); }
  // The same after only the first `depth` choices.
  std::vector<int> options_at(int depth, std::optional<int> extra = std::nullopt) const;
  bool can(int choice) const;
  // Takes a choice the options hold; returns the move it completes, when it leaves one (or one
  // whose path ends here) and enough choices are made.
  std::optional<Action> choose(int choice);

 private:
  std::vector<const Action*> matching(const std::vector<int>& prefix) const;

  PathOf path_of_;
  int play_from_;
  std::vector<Action> legal_;
  std::vector<std::vector<int>> paths_;
  std::vector<int> chosen_;
};

}  // namespace parlor::session
