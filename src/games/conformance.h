// Invariants every game must keep, checked by the conformance tests and by `parlor simulate`:
// cards conserved, clone equal, JSON round trip identical, validate agreeing with
// legal_actions, a move available until the end, no hidden card in any view, bounded length,
// consistent scores.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/state.h"

namespace parlor {

struct CheckOptions {
  // Cards, scores, validate/legal agreement, a move while unfinished and clone equality are
  // checked at every step. The costlier checks (JSON round trip, which replays the whole log;
  // every seat's view; moving a clone without touching the original) run at every step up to
  // `all_checks_until` and every `sample_every` steps after that, and at the end.
  int64_t all_checks_until = 1000000;
  int64_t sample_every = 1;
};

// The first broken invariant, or nothing.
std::optional<std::string> check_invariants(const State& state, int64_t step, const CheckOptions& options = {});

}  // namespace parlor
