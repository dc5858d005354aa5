// Rules questions without a game in progress, for `parlor judge`: is this meld legal and what is
// it worth towards going on board, and what is the best opening a rack holds.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::rummy_o {

// Request: {"game": "rummy_o", "op": "meld"|"opening", ...}
//   meld:    {"cards": ["R12","R13","R1"], "kind": "run"|"group" (optional)}; a joker may say
//            what it stands for ("JK=R7") -> legal, kind, points as for the opening (joker 15)
//   opening: {"rack": [...]} -> the opening worth the most points, or none
// Answer: {"ok": true, ...} or {"ok": false, "error": "..."}. Never throws.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::rummy_o
