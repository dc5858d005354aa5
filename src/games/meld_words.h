// Melds and the pieces laid in them, named briefly for the move log and for refusals:
// "three 9s", "the 4-5-6 of hearts", "the red 10-11-12", "the mixed 0-1-2-3" (Rummü's runs of several colours).
#pragma once

#include <functional>
#include <span>
#include <string>

#include "engine/meld.h"

namespace parlor {

// How a game names the wilds in its melds, so a line never hides one behind what it stands for
// ("the black 11-12-13, with a joker as the 12"). `piece` names the wild's own face in the game's
// words ("a joker", "a wild 3", "the yellow 4"); `role`, when set, is what every wild stands in
// as (Rummü's yellow jokers: "a joker"), else its place is said ("as the 12", "as one").
struct WildWords {
  std::function<std::string(Card face)> piece;  // empty: "a joker", any other card "the 2 of clubs"
  const char* role = nullptr;                   // with `roles` for two or more ("jokers")
  const char* roles = nullptr;
};

// The meld by its pieces, each wild counted as what it stands for (`as`; a wild that does not say
// counts for nothing), then the wilds named: "three 9s, with a wild 3 as one". Runs of up to four
// pieces name every number ("4-5-6"), longer ones their ends ("the 3 to 9 of stars").
std::string meld_words(MeldKind kind, std::span<const PlacedCard> cards, const WildWords& wilds = {});
// Every meld of the list, as meld_words, joined: "three 9s and the 4-5-6 of hearts"; after a meld
// that names its wilds, the parts are closed by commas ("the red 4-5-6, with a joker as the 5, and three 9s").
std::string melds_words(const MeldList& melds, const WildWords& wilds = {});
// The same, once each wild without a value has the one the rules give it.
std::string melds_words(const MeldList& melds, const MeldRules& rules, const WildWords& wilds = {});
// The melds counted by kind, for a move's short line: "2 runs and a book" (`book_word`: the
// game's word for a book, "book" or "group").
std::string melds_counted(const MeldList& melds, const char* book_word);
// Whether the last meld's words end naming its wilds, so a sentence that goes on after them sets
// them apart with a comma ("goes out with the red 4-5-6, with a joker as the 5, and discards").
// `rules`, when given, fill in the wilds' values first.
bool ends_naming_wilds(const MeldList& melds, const MeldRules* rules = nullptr);
// Whether the piece stands for a card other than its own face (a joker always does).
bool stands_in(const PlacedCard& p);
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
                         const std::string& why, const WildWords& wilds = {});

}  // namespace parlor
