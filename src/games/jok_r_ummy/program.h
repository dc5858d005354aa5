// Jok-R-Ummy's program cards: the combinations a player must hold to complete a program.
//
// jok-r-ummy.txt describes the restrictions but the real deck is not published; DECISIONS.md:
// we ship our own deck as data (programs.json: docs/jok-r-ummy-programs.md, and deck.h). One program in
// JSON, the form the deck file and the judge use:
//
//   {"id":"P12","mult":2,"wilds":true,
//    "parts":[{"kind":"run","count":4,"values":null,"suits":["H","D"]},
//             {"kind":"set","count":3,"values":["7"],"suits":null}]}
//   {"id":"SUN1","sun":true}
//
//   id      1 to 8 letters and digits, unique in the deck
//   mult    1, 2 or 3: the whole list of parts is laid that many times, each time other cards
//   wilds   false: the program is completed without jokers or 2s
//   parts   one or two instructions, each a combination of its own:
//     run   `count` (3..13) cards of one suit in sequence; `values`, when not null, the exact
//           ranks from low to high ("10","J","Q","K","A": an ace last ends a run high;
//           "A","2","3","4": an ace first starts it low); an imposed 2 is a wild's place (a 2 is
//           never natural), so only a program with wilds may impose one; `suits`, when not null,
//           the suits the run may be in
//     set   `count` (3..8) cards of one rank; `values`, when not null, holds that one rank (not
//           a 2); `suits`, when not null, the suits each card may have (repeats allowed: two decks)
//   sun     a SUN card: a free program (no other key)
//   Ranks are A, 2..10, J, Q, K, suits H, C, S, D. Every key is required;
//   anything else is refused. All the parts times mult need 14 cards at most, and the 108 cards
//   must be able to complete it.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/result.h"
#include "engine/sentence.h"  // number_words, as the program cards' reasons say them

namespace parlor::jok_r_ummy {

enum class PartKind : uint8_t { Run, Set };

struct Part {
  PartKind kind = PartKind::Run;
  int count = 3;
  // Run: the imposed places low to high (an ace played high is 14); set: the one imposed rank.
  // Empty: any.
  std::vector<int> values;
  std::vector<Suit> suits;  // allowed suits in the order written; empty: any
  friend bool operator==(const Part&, const Part&) = default;
};

struct Program {
  std::string id;
  bool sun = false;
  int mult = 1;
  bool wilds = true;
  std::vector<Part> parts;
  friend bool operator==(const Program&, const Program&) = default;
};

inline constexpr int kMaxMult = 3, kMaxParts = 2;
inline constexpr int kMinRun = 3, kMaxRun = 13, kMinSet = 3, kMaxSet = 8;

// Suits as a mask: bit (suit code - 1) for hearts, clubs, spades, diamonds; all four when none
// is named.
uint8_t suit_mask(const Part& part);
inline bool suit_allowed(const Part& part, Suit s) {
  const int v = static_cast<int>(s);
  return v >= 1 && v <= 4 && ((suit_mask(part) >> (v - 1)) & 1) != 0;
}

// Cards the whole program needs (parts times mult); 0 for a SUN card.
int program_cards(const Program& p);
// Combinations the program needs (parts times mult).
int program_melds(const Program& p);

// A program from its JSON, checked strictly (every key, type and limit above, and that the deck
// can complete it); a reason naming the program and key otherwise.
Result<Program> program_from_json(const nlohmann::json& j);
nlohmann::json program_to_json(const Program& p);

// In words, for the table and for reasons: "a run of 4 hearts or diamonds", "three 7s",
// "a run 10-J-Q-K-A of one suit", "four of a kind in clubs or spades".
std::string describe_part(const Part& part);
// "7s", "10s", "aces", "queens".
std::string rank_plural(int rank);
// "hearts", "hearts or diamonds", "hearts, clubs or spades"; "any suit" for none.
std::string suits_words(const std::vector<Suit>& suits);
// "a run of 4 hearts or diamonds and three 7s, twice, without wild cards"; "a SUN card".
std::string describe_program(const Program& p);
// The same in the fewest words, a phrase a line, for a program card too small to show its rows
// (one in front of a seat): each instruction counted as often as the card asks ("2 runs of 4",
// "1 set of 3"), then "no wilds" where the card forbids them; {"SUN card"} for a SUN card.
std::vector<std::string> program_short_words(const Program& p);

// The program cards are real card items: program k of the deck is the engine's objective card k
// (engine/card.h), printed "P<k+1>".
inline constexpr int kMaxProgramCardsInDeck = kMaxObjectives;
Card program_card(int index);
std::optional<int> program_index(Card c);  // nothing for a card that is not a program card

// A hand of 14 cards at most that completes the program, wilds only where needed, no face more
// often than the deck holds it (two); nothing when the 108 cards cannot complete the program.
std::optional<std::vector<Card>> witness_hand(const Program& p);

}  // namespace parlor::jok_r_ummy
