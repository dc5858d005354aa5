// Rummü's combinations: whether three or more cards make one, and what it is (a book or a run,
// pure or mixed), for the game, its judge and its scoring (rules.h has the sources and rulings).
//
// Not the engine's check_meld: a yellow joker always stands for the card of its own number, so
// every card's place is fixed and nothing is left to fill in, while runs may mix colours, which
// the engine's runs never do. A combination's cards are PlacedCards: an ordinary card (a yellow
// one too) has `as` none, a yellow joker `as` the card it stands for ("Y4=R4").
#pragma once

#include <optional>
#include <span>

#include "engine/meld.h"
#include "engine/result.h"
#include "games/meld_words.h"

namespace parlor::rummu {

// yellow-joker-rummy.txt: a yellow card may be used as a joker for its own number, so a line says
// which yellow card is one, not the place it takes ("the red 3-4-5, with the yellow 4 as a joker").
inline const WildWords kYellowJokers{.piece = {}, .role = "a joker", .roles = "jokers"};

struct Combination {
  MeldKind kind = MeldKind::Run;  // a book: cards of one number
  int cards = 0;
  int number = 0;  // a book's number, a run's lowest
  int jokers = 0;
  bool one_colour = false;  // every card one colour, each joker counted as what it stands for
  // yellow-joker-rummy.txt: a book, or a run of one colour, with no joker is pure.
  // DECISIONS.md: a one-colour run with a joker is not pure; it scores as mixed.
  bool pure() const { return jokers == 0 && (kind == MeldKind::Book || one_colour); }
};

// Whether the card stands for another: a yellow card said to stand for one.
inline bool is_joker(const PlacedCard& p) { return !p.as.is_none(); }
// The card it counts as: a joker's stand-in, else itself.
inline Card counts_as(const PlacedCard& p) { return is_joker(p) ? p.as : p.card.face(); }

// What the cards make, or the player-facing reason they make no combination.
Result<Combination> read_combination(std::span<const PlacedCard> cards);
// The same without the reason, for move generation.
std::optional<Combination> combination_of(std::span<const PlacedCard> cards);

}  // namespace parlor::rummu
