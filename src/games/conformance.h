// Invariants every game must keep at every step, checked by the conformance tests and by
// `parlor simulate`: cards conserved, clone equal, JSON round trip identical, validate agreeing
// with legal_actions, a move available until the end, no hidden card in any view, bounded
// length, consistent scores.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/state.h"

namespace parlor {

struct CheckOptions {
  // The JSON round trip replays the whole log, so long games check it every step up to
  // `roundtrip_all_until` steps and every `roundtrip_every` steps after that (and at the end).
  int64_t roundtrip_all_until = 1000000;
  int64_t roundtrip_every = 1;
  bool check_views = true;
};

// The first broken invariant, or nothing.
std::optional<std::string> check_invariants(const State& state, int64_t step, const CheckOptions& options = {});

}  // namespace parlor
