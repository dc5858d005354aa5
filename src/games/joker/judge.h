// Rules questions without a game in progress, for `parlor judge`: which moves a card gives in a
// position.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::joker {

// Request: {"game": "joker", "op": "moves", "card": "7H",
//           "position": {"marbles": [[holes of seat 0], ..., [holes of seat 3]], "seat": 0}}
// A position lists where each seat's marbles stand, with the hole ids of board.h and of the
// views' "marbles" (four seats: 0..71 track, 72..91 home, 100 + seat its start; six rows are the
// six-sided board: 0..107 track, 108..137 home, 140 + seat its start); marbles not listed are
// in their start. "seat" is the seat to play.
// Answer: {"ok": true, "moves": [{"type": "move", "card", "from", "to"[, "from2", "to2"], "text"}]}
// (empty, with a reason, when the card moves nothing), or {"ok": false, "error": "..."}.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::joker
