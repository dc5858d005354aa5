#pragma once
// A person's tap turned into a move: the tiles selected in the rack, tapped onto a meld on the
// table, add to it; with the tile a joker in that meld stands for, they claim the joker (the rest
// of the selection, or the solver's choice when there is none, makes the new meld for it). The
// table asks, the rules answer, and a refusal says why.
#include <vector>

#include "engine/result.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o {

Result<Action> tap_meld_action(const RummyOView& v, int seat, int index, std::vector<Card> selected);

}  // namespace parlor::rummy_o
