// What the lobby warms for the Joker table: its faces at this screen's sizes, and bot moves.
#include "app/kit/warmup_jobs.h"
#include "app/tables/joker/layout.h"
#include "app/tables/joker/table.h"

namespace parlor::scenes {

void warm_joker(WarmupQueue& w, int width, int height, float dpr) {
  const JokerLayout jk = layout_joker(width, height, dpr, 0, 4);
  cards_at(w, DeckKind::Double52, jk.card_w, jk.card_h, jk.s);
  cards_at(w, DeckKind::Double52, jk.pile.w, jk.pile.h, jk.s);
  bot_moves_of(w, "joker");
}

}  // namespace parlor::scenes
