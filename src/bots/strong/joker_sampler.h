// Joker's sampler (bots/strong/joker_strong.cpp), for its tests: a whole game consistent with a
// seat's view, the cards it has not seen dealt from `rng`; null when the view is not Joker's or
// the race is over.
#pragma once

#include <memory>

#include "engine/rng.h"
#include "engine/state.h"

namespace parlor::joker {

std::unique_ptr<State> sample_joker(const View& view, Rng& rng);

}  // namespace parlor::joker
