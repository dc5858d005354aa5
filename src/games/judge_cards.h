// Reading the cards of a judge request (`parlor judge`), for every game's judge: notation text,
// a wild's value allowed ("JK=7H"), and no more copies of a card than the game's deck holds.
// The rest a judge shares: games/judge_kit.h.
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
  int sets = 1;          // the most sets any table of the game plays with
  const char* name;      // "Five Crowns"
  const char* noun;      // "card" or "tile"
  size_t max_count = 0;  // how many read_judge_cards lets a request name at once
};

// The list under `key`, refused with a sentence when it is not a list of the deck's faces, names a
// physical copy ("7H#2"), or holds more of a face than the deck has.
Result<std::vector<PlacedCard>> read_judge_cards(const nlohmann::json& request, const char* key, const JudgeDeck& deck);

// The pieces of a hand or rack under `key`, read as read_judge_cards reads them; refused too when one
// says what a wild stands for ("A rack holds tiles alone: ...").
Result<std::vector<Card>> read_judge_hand(const nlohmann::json& request, const char* key, const JudgeDeck& deck);

// The pieces of a meld asked about (games/judge_kit.h), read as read_judge_cards reads them but
// however many they are (deck.max_count is not used). A list longer than the whole deck is read for
// each piece's spelling alone and comes with `over_deck`, the reason no meld holds it.
struct JudgeMeldCards {
  std::vector<PlacedCard> cards;
  std::string over_deck;  // empty when the deck could hold the list
};
Result<JudgeMeldCards> read_judge_meld_cards(const nlohmann::json& request, const char* key, const JudgeDeck& deck);

}  // namespace parlor
