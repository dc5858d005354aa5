// What the registry, the options and the length check need to know of a card game, in one
// constant each game's State class holds (kFacts). The options: the number of players, one seat
// (who deals, or who plays first) unless the rules pick it, and the game's on/off choices.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/result.h"

namespace parlor {

// How many may play: min to max in steps of `step` (Joker: 4 or 6, a board a count).
struct PlayerCounts {
  int min, max, fallback;  // fallback: when the options say nothing
  const char* label;       // the setup screen's label
  int step = 1;
  // The sentence added to a refused count; null: "<name> is for <min> to <max> players."
  const char* range = nullptr;
};

// The seat option most card games take: who deals the first hand, or who plays first. A game
// whose rules pick that seat themselves (Jok-R-Ummy deals for a spade) leaves the name null.
struct SeatOption {
  const char* name = nullptr;  // "dealer"
  const char* label = nullptr;
  bool defaults_to_last = false;  // else seat 0
};

// An on/off choice of the rules (Jok-R-Ummy's swap after three rounds, Rummü's partnerships).
struct FlagOption {
  const char* name;   // "swap"
  const char* label;  // the setup screen's label
  bool fallback;      // when the options say nothing
  // Player counts at which the choice may be on (bit n: n players); 0: any. At another count it
  // is off by default and refused when asked, with `refusal`.
  uint32_t only_with = 0;
  const char* refusal = nullptr;  // "Partnerships need 4 or 6 players."
};

// A choice among a few numbers, each with its label (Rummü's game length: 0 plays to the sheet's
// score, n plays n rounds). Its default depends on the number of players.
// Where a value is offered: at `players`, and when `flag` is named, only with that flag `flag_on`.
struct OfferedWhen {
  int players;
  const char* flag = nullptr;
  bool flag_on = true;
};
struct ChoiceValue {
  int value;
  const char* label;  // the set-up screen's words: "To 200 points", "9 rounds"
  // Where it is offered (any of these); empty: everywhere. Asked elsewhere, it is refused with
  // the option's `refusal`.
  std::span<const OfferedWhen> offered = {};
};
struct ChoiceOption {
  const char* name;   // "rounds"
  const char* label;  // "Game length"
  std::span<const ChoiceValue> values;
  int (*fallback)(int players);  // the value when the options say nothing
  const char* refusal = nullptr;
};

// Partners sit opposite each other and score as one: seat s is in team s % (players / 2).
// Joker always; Rummü when its option `flag` is on.
struct Partners {
  bool always = false;
  const char* flag = nullptr;  // a FlagOption's name
};

struct CardGameFacts {
  const char* id;    // "five_crowns"
  const char* name;  // "Five Crowns"
  MoveKinds moves;   // the game's own move kinds (rules.h), which name its moves in JSON
  DeckKind deck;
  int64_t max_moves;  // not a rule: a bound for the length check
  PlayerCounts players;
  SeatOption seat;
  std::span<const FlagOption> flags = {};
  bool low_wins = false;  // for a game scored round by round (RoundPoints): the lowest total wins
  Partners partners = {};
  std::span<const ChoiceOption> choices = {};
};

// Each seat's team under `options` (normalised), or empty when each seat plays alone.
std::vector<int> seat_teams(const CardGameFacts& facts, const nlohmann::json& options);

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
