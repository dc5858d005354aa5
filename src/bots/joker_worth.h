// What a Joker board is worth to a team, in holes of progress: the Good bot's one-move judgement
// (bots/joker_greedy.cpp) and the Strong bot's evaluation where a rollout stops
// (bots/strong/joker_strong.cpp) share it.
#pragma once

#include "engine/action.h"
#include "engine/card.h"
#include "games/joker/board.h"

namespace parlor::joker {

// The progress of the team's marbles (coming out, holes travelled, reaching home) less the
// opponents', less the risk of the team's marbles being hit next turn (an opponent a card's
// count behind, or an opponent's come-out hole), plus the opponents' risk. On the six-sided
// board both other teams count against it alike.
double team_worth(const Board& b, int team);

// What holding the card is worth to a seat moving `colour`: jokers and the cards that bring
// marbles out are scarce.
double keep_value(Card c, const Board& b, int colour);

// Good's judgement of one legal move (or discard) of `seat`: the board's worth to its team after
// it, less a part of what the card spent was worth keeping. -1e18 for a move the board refuses.
double move_score(const Board& b, int seat, const Action& a);

}  // namespace parlor::joker
