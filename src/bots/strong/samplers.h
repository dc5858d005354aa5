// The games' samplers, for tests that check a dealing against the view it came from: a whole
// game consistent with `view`, the cards its seat cannot see dealt from `rng` (SearchGame::sample).
#pragma once

#include <memory>

#include "engine/rng.h"
#include "engine/state.h"

namespace parlor {

std::unique_ptr<State> sample_rummu(const View& view, Rng& rng);

}  // namespace parlor
