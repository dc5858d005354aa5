// What the registry, the options and the length check need to know of a card game, in one
// constant each game's State class holds (kFacts). Every card game today takes two options:
// the number of players and one seat (who deals, or who plays first). The player counts run
// from min_players to max_players in steps of players_step (Joker: 4 or 6, a board a count).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>

#include "engine/card.h"
#include "engine/result.h"

namespace parlor {

struct CardGameFacts {
  const char* id;    // "five_crowns"
  const char* name;  // "Five Crowns"
  int min_players, max_players, default_players;
  const char* players_label;   // the setup screen's label
  const char* players_range;   // a sentence added to a refused player count
  const char* seat_option;     // "dealer"
  bool seat_defaults_to_last;  // else seat 0
  const char* seat_label;
  DeckKind deck;
  int64_t max_moves;  // not a rule: a bound for the length check
  int players_step = 1;
};

// A seat's zone of cards besides its hand, and who sees it: its owner only (a secret objective
// such as a Jok-R-Ummy program) or everyone (completed objectives). Melds on the table are the
// game's own structures (table_cards). Views, the secret cards, card conservation and the leak
// checks all follow from a game's list of zones (Game::kZones).
enum class Seen : uint8_t { Owner, Everyone };
struct ZoneKind {
  const char* name;  // the view's JSON key: "program"
  Seen seen;
  int max_cards;  // the most a seat's zone can hold (views read from JSON are held to it)
};
using ZoneKinds = std::span<const ZoneKind>;

// Fills defaults and checks ranges; a reason for anything else.
Result<nlohmann::json> normalise_options(const CardGameFacts& facts, const nlohmann::json& options);
// [{"name":..., "type":..., "min":..., "max":..., "default":..., "label":...}] (games/registry.h)
nlohmann::json option_schema(const CardGameFacts& facts);

}  // namespace parlor
