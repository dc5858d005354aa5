// Rules questions without a game in progress, for `parlor judge`: does this hand complete this
// program, and is this combination legal.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::jok_r_ummy {

// Request: {"game": "jok_r_ummy", "op": "program"|"meld", ...}
//   program: {"program": {...} (program.h's form) or "P12" (an id of our deck),
//             "hand": ["7H", "2S", "JK", ...] (14 cards at most)}
//            -> {"can_complete": true, "melds": [{"kind":"run","cards":["5H","2S=6H","7H"]}, ...]}
//               or {"can_complete": false, "lacking": 2, "missing": ["the 9 of hearts", ...]}
//   meld:    {"cards": [...], "kind": "run"|"book" (optional)}; a wild may say what it stands
//            for ("2S=7H", "JK=14H" for an ace ending a run high)
//            -> {"legal": true, "kind", "cards" (stand-ins filled)} or {"legal": false, "reason"};
//               however long the list, an illegal combination is an answer, not an error
// Answer: {"ok": true, ...} or {"ok": false, "error": "..."}. Never throws.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::jok_r_ummy
