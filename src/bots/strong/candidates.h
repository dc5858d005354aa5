// The moves each game's Strong search tries (SearchGame::prune): what it drops from a seat's
// legal moves (the policy's own move aside) before any rollout, from the view alone.
#pragma once

#include <vector>

#include "engine/action.h"
#include "engine/state.h"

namespace parlor {

// Five Crowns: no wild discarded while a natural card could go, but on the final turn.
void five_crowns_candidates(const View& view, std::vector<Action>& moves);
// Jok-R-Ummy: no wild discarded while a natural card could go; before the program is completed,
// only the discards that leave the hand no further from it, and nothing beside a reveal.
void jok_r_ummy_candidates(const View& view, std::vector<Action>& moves);

}  // namespace parlor
