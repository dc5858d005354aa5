// Rules questions without a game in progress, for `parlor judge` and the app's rules screen:
// is this meld legal, what does this hand score, can this hand go out.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::five_crowns {

// Request: {"op": "meld"|"score"|"go_out", "wild": "5" (or "hand_number": 3), ...}
//   meld:   {"cards": ["3H","4H","JK"], "kind": "run"|"book" (optional)}
//   score:  {"hand": [...]}  -> fewest points left after laying down books and runs
//   go_out: {"hand": [...]}  -> whether all but one card can be laid down, and how
// Answer: {"ok": true, ...} or {"ok": false, "error": "..."}. Never throws.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::five_crowns
