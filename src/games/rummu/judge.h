// Rules questions without a game in progress, for `parlor judge`: is this combination legal and
// what does it score, and how many cards must a player's first play of a round hold.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::rummu {

// Request: {"game": "rummu", "op": "meld"|"come_out", ...}
//   meld:     {"cards": ["R3", "Y4=R4", "R5"], "kind": "run"|"book" (optional)}: colours R Y G B K,
//             numbers 0 to 9; a yellow card is ordinary unless it says what it stands for
//             -> {"legal": true, "kind", "cards", "pure", "points" (what it scores at the round's
//                end)} or {"legal": false, "reason"}; however long the list, an illegal
//                combination is an answer, not an error
//   come_out: {"round": 2, "score": 120 (needed after round 1), "team": false (optional)}
//             -> {"cards": 5}
// Answer: {"ok": true, ...} or {"ok": false, "error": "..."}. Never throws.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::rummu
