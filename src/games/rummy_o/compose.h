#pragma once
// A person's tap turned into a move: the tiles selected in the rack, tapped onto a meld on the
// table, add to it; with the tile a joker in that meld stands for, they claim the joker (the rest
// of the selection, or the solver's choice when there is none, makes the new meld for it). The
// table asks, the rules answer, and a refusal says why. And which tiles a joker may stand for,
// so the table asks the person when there is a choice.
#include <optional>
#include <span>
#include <vector>

#include "engine/result.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o {

// DECISIONS.md: a claim may be part of going on board, the joker in one of the new melds that
// make the 50; so the melds the person `composed` this turn go down with the claim and count.
Result<Action> tap_meld_action(const RummyOView& v, int seat, int index, std::vector<Card> selected,
                               const MeldList& composed = {});

// What each joker among `tiles` (a meld as the person composed it, or tiles joining the table meld
// `onto` of kind `kind`) could stand for: one list per tile, empty for a natural tile and for a
// meld no value makes legal, one tile when there is no choice, more when the person should
// choose (then declared as JK=<tile>). The kind is the meld's if given, else a run or a group
// (a joker's tile says which: a run's share the naturals' colour, a group's their number). A
// joker's own declared value is set aside; the other jokers' are kept, so asking joker by joker
// narrows the later choices. Rank 14 is a 1 played after the 13.
std::vector<std::vector<Card>> joker_choices(std::span<const PlacedCard> tiles,
                                             std::optional<MeldKind> kind = std::nullopt,
                                             std::span<const PlacedCard> onto = {});

// DECISIONS.md: whoever places a joker declares its tile, whenever it reaches the table. The
// first joker of move `a` (seat `seat`'s add-on, claim, lay-down or go-out on view `v`) left
// undeclared that could stand for more than one tile, with those tiles; none when every joker
// is declared or has one tile only (the engine then records that one).
struct JokerQuestion {
  int meld = 0, tile = 0;  // a.melds.cards(meld)[tile]
  std::vector<Card> choices;
};
std::optional<JokerQuestion> next_joker_question(const RummyOView& v, int seat, const Action& a);

// Whether seat `seat`, not on board, discarding `discard` with `melds` composed goes out at once:
// a Hand (the melds hold every other tile) or a Foot (the tiles left join melds on the table as it
// will be). The table's Discard becomes Go out only then; else it stays a discard.
bool goes_out_with(const RummyOView& v, int seat, const MeldList& melds, Card discard);

}  // namespace parlor::rummy_o
