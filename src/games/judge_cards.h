// Reading the cards of a judge request (`parlor judge`), for every game's judge: notation text,
// a wild's value allowed ("JK=7H"), and no more copies of a card than the game's deck holds.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"

namespace parlor {

struct JudgeDeck {
  DeckKind kind;
  int sets = 1;      // the most sets any table of the game plays with
  const char* name;  // "Five Crowns"
  const char* noun;  // "card" or "tile"
  size_t max_count;  // how many a request may name at once
};

// The list under `key`, refused with a sentence when it is not a list of the deck's faces, names a
// physical copy ("7H#2"), or holds more of a face than the deck has.
Result<std::vector<PlacedCard>> read_judge_cards(const nlohmann::json& request, const char* key, const JudgeDeck& deck);

}  // namespace parlor
