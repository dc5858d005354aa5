// The evaluation the games' searches share: points scored since the search began, turned into
// a worth in [0, 1] for one seat (its team, with partners).
#pragma once

#include <vector>

#include "engine/state.h"

namespace parlor {

// 0.5 when every team gained alike since `root`; towards 1 the more the seat's team gained on
// the others' mean (lost less, where low totals win): `scale` points ahead gives about 0.88.
// `pending` (per seat, or empty) adds points not scored yet (a cut-off rollout's hands). Once
// the game is over, half the worth is whether the seat's team won. `leader_weight` of the
// others' gain is the leading other team's (by the totals at `root`) instead of their mean: the
// team to beat for the game.
double points_worth(const Scores& now, const Scores& root, int seat, const std::vector<double>& pending, double scale,
                    double leader_weight = 0);

}  // namespace parlor
