// Invariants every game must keep, checked by the conformance tests and by `parlor simulate`:
// cards conserved, clone equal, JSON round trip identical, validate agreeing with
// legal_actions, a move available until the end, no hidden card in any view
// (games/conformance_views.h), bounded length, consistent scores.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/state.h"
#include "games/conformance_views.h"

namespace parlor {

struct CheckOptions {
  // Cards, scores, validate/legal agreement, a move while unfinished and clone equality are
  // checked at every step. The costlier checks (the JSON round trip; every seat's view; moving
  // a clone without touching the original) run at every step up to `all_checks_until` and
  // every `sample_every` steps after that, and at the end.
  int64_t all_checks_until = 1000000;
  int64_t sample_every = 1;
};

// Checks one game position after position, remembering what it needs so that no step costs
// more as the game grows: the JSON round trip keeps a copy of the game loaded from the saved
// form at the start and moves it on by each new action read back from its own JSON, instead of
// saving and replaying the whole log every time (the whole log is saved and loaded once more
// at the end); and it keeps which cards each seat has seen, for the history in views.
class InvariantChecker {
 public:
  explicit InvariantChecker(CheckOptions options = {}) : options_(options) {}
  // The first broken invariant at this step (0 before the first move), or nothing.
  std::optional<std::string> check(const State& state, int64_t step);

 private:
  std::optional<std::string> catch_up(const State& state);
  CheckOptions options_;
  std::unique_ptr<State> loaded_;  // the game as loaded from its JSON, moved on alongside
  CardKnowledge known_;
};

// The same for callers that pass one game's positions in order without keeping a checker:
// a checker per thread follows the game while it is the same state object moving on, and
// starts afresh (one full replay) otherwise.
std::optional<std::string> check_invariants(const State& state, int64_t step, const CheckOptions& options = {});

}  // namespace parlor
