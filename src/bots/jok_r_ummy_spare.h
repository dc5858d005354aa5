// Which of a Jok-R-Ummy hand's spare cards to give up, for the bots that look further than Good
// (Strong's first choice): among cards whose loss costs the program nothing, keep the ones most
// unseen cards would build on; once the program is completed, keep the ranks that can still
// make a book.
#pragma once

#include <vector>

#include "engine/card.h"
#include "games/jok_r_ummy/program.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::jok_r_ummy {

// Copies of each face the seat has not seen (its hand, the table, the discard top), by
// spare_face(): two of each natural card, twelve wilds counted as one face.
std::vector<int> unseen_faces(const JokRUmmyView& v);
int spare_face(Card c);

// How many of the unseen cards would leave `hand`, now lacking `missing`, lacking fewer: the
// hand's outs towards its program.
int program_outs(const Program& p, std::vector<Card> hand, int missing, const std::vector<int>& unseen);

// A completed seat's wish to keep `card` (higher: keep): the cards of its rank in `hand`
// (a pair waits for its book), then the unseen cards of that rank.
int shed_keep(Card card, const std::vector<Card>& hand, const std::vector<int>& unseen);

}  // namespace parlor::jok_r_ummy
