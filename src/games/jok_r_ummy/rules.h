// Jok-R-Ummy, as written in shared/rules/jok-r-ummy.txt (Jennick Games, travel edition) with
// the project's rulings in shared/rules/DECISIONS.md (its two Jok-R-Ummy sections).
//
// This header holds what every part of the game shares: the deck, the hand and the meld rules.
// The program cards are in program.h, their deck in deck.h, the solver in solver.h.
#pragma once

#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::jok_r_ummy {

// DECISIONS.md: two 52-card decks and 4 jokers, 13 cards dealt to each player.
inline constexpr DeckKind kDeck = DeckKind::Double52;
inline constexpr int kHandCards = 13;
// A hand holds 14 cards at most (13 and the card just drawn); a program never needs more.
inline constexpr int kMaxProgramCards = 14;

// jok-r-ummy.txt: jokers and all eight 2s are wild, a 2 never stands for itself; an ace runs
// low (A-2-3) or high (Q-K-A), never both; every combination holds a regular card; at least
// three cards. DECISIONS.md: books may repeat a suit (two decks). A wild in a book names its
// suit, as a program may restrict the suits of a book.
MeldRules meld_rules();

}  // namespace parlor::jok_r_ummy
