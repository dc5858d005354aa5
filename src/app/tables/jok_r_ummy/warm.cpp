// What the lobby warms for the Jok-R-Ummy table: its faces at this screen's sizes, and bot moves.
#include "app/kit/opponents.h"
#include "app/scenes/warmup.h"
#include "app/tables/jok_r_ummy/layout.h"
#include "app/tables/jok_r_ummy/table.h"

namespace parlor::scenes {

void warm_jok_r_ummy(WarmupQueue& w, int width, int height, float dpr) {
  // Four players: the usual table.
  const JokRUmmyLayout l = layout_jok_r_ummy(width, height, dpr, 3);
  cards_at(w, DeckKind::Double52, l.card_w, l.card_h, l.s);
  cards_at(w, DeckKind::Double52, l.pile_w, l.pile_h, l.s);
  chips_at(w, DeckKind::Double52, l.chip_w, l.chip_h, l.s);
  back_at(w, l.stock, l.s);
  back_at(w, {0, 0, l.card_w, l.card_h}, l.s);
  if (!l.opponents.empty()) back_at(w, seat_back(l.opponents.front(), l.s), l.s * 0.5f);
  bot_moves_of(w, "jok_r_ummy");
}

}  // namespace parlor::scenes
