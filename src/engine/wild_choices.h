// What each wild of a meld could stand for, for every game with wilds: a table asks the person
// when there is more than one answer (Rummy-O's joker, Jok-R-Ummy's joker or 2), and a game lists
// each answer as its own move.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/meld.h"

namespace parlor {

// For each card of `cards` (a meld as composed, or cards joining the meld `onto`): empty for a
// natural card and for a wild no value makes legal, one card when there is no choice, more when
// the player should choose, in the order suit by suit, rank by rank (rank_hi + 1 is the low rank
// played after the high one, with low_after_high). With `kind` the meld is of that kind, else a
// run or a book. A wild's own declared value is set aside; the other wilds' are kept, so asking
// wild by wild narrows the later choices.
std::vector<std::vector<Card>> wild_choices(const MeldRules& rules, std::span<const PlacedCard> cards,
                                            std::optional<MeldKind> kind = std::nullopt,
                                            std::span<const PlacedCard> onto = {});

}  // namespace parlor
