// Rules questions without a game in progress, for `parlor judge`: does this hand complete this
// program, and is this combination legal.
#pragma once

#include <nlohmann/json.hpp>

namespace parlor::jok_r_ummy {

// Request: {"game": "jok_r_ummy", "op": "program"|"meld", ...}
//   program: {"program": {...} (program.h's form) or "P12" (an id of our deck),
//             "hand": ["7H", "2S", "JK", ...] (14 cards at most)}
//            -> {"can_complete": true, "melds": [{"kind":"run","cards":["5H","2S=6H","7H"]}, ...]}
//               (a run whose ace is played high: "cards":["QH","KH","AH"],"high":true)
//               or {"can_complete": false, "lacking": 2, "missing": ["the 9 of hearts", ...]}
//   meld:    {"cards": [...], "kind": "run"|"book" (optional), "high": true (optional: the run's
//            ace, natural or a wild's "JK=AH", is played high)}; a wild may say what it stands for
//            ("2S=7H"); "AH=14H" and "JK=14H" are still read for an ace played high
//            -> {"legal": true, "kind", "cards" (stand-ins filled; an ace shown as an ace), "high":
//               true when the run's ace is played high} or {"legal": false, "reason"};
//               however long the list, an illegal combination is an answer, not an error
// Answer: {"ok": true, ...} or {"ok": false, "error": "..."}. Never throws.
nlohmann::json judge(const nlohmann::json& request);

}  // namespace parlor::jok_r_ummy
