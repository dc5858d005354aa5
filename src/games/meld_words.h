// Melds and the pieces laid in them, named briefly for the move log and for refusals:
// "three 9s", "the 4-5-6 of hearts", "the red 10-11-12", "the mixed 0-1-2-3" (Rummü's runs of several colours).
#pragma once

#include <span>
#include <string>

#include "engine/meld.h"

namespace parlor {

// The meld by its pieces, each wild counted as what it stands for (`as`; a wild that does not say
// counts for nothing). Runs of up to four pieces name every number ("4-5-6"), longer ones their
// ends ("the 3 to 9 of stars").
std::string meld_words(MeldKind kind, std::span<const PlacedCard> cards);
// Every meld of the list, as meld_words, joined: "three 9s and the 4-5-6 of hearts".
std::string melds_words(const MeldList& melds);
// The same, once each wild without a value has the one the rules give it.
std::string melds_words(const MeldList& melds, const MeldRules& rules);
// "the red 7", "a joker as the red 7", "the 2 of clubs as the 7 of hearts".
std::string piece_words(const PlacedCard& p);
// The pieces joined: "the red 7 and the red 8".
std::string pieces_words(std::span<const PlacedCard> cards);
// "run", or the game's word for a book ("book", "group").
std::string meld_kind_word(MeldKind kind, const char* book_word);
// The refusal of pieces that do not join a meld, to the player adding them, with the rules' reason
// `why` (a sentence): "The red 3 does not fit your run of the green 10-11-12: a run needs tiles of
// one colour." `own`: the meld is the player's (else "the run of ...").
std::string misfit_words(std::span<const PlacedCard> pieces, const Meld& meld, bool own, const char* book_word,
                         const std::string& why);

}  // namespace parlor
