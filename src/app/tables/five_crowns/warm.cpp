// What the lobby warms for the Five Crowns table: its faces at this screen's sizes, and bot moves.
#include "app/kit/opponents.h"
#include "app/scenes/warmup.h"
#include "app/tables/five_crowns/layout.h"
#include "app/tables/five_crowns/table.h"

namespace parlor::scenes {

void warm_five_crowns(WarmupQueue& w, int width, int height, float dpr) {
  // Four players: the usual table.
  const FiveCrownsLayout fc = layout_five_crowns(width, height, dpr, 3);
  cards_at(w, DeckKind::FiveCrowns, fc.card_w, fc.card_h, fc.s);
  cards_at(w, DeckKind::FiveCrowns, fc.pile_w, fc.pile_h, fc.s);
  chips_at(w, DeckKind::FiveCrowns, fc.chip_w, fc.chip_h, fc.s);
  // Backs: the stock, a card in flight, and the opponents' small fans.
  back_at(w, fc.stock, fc.s);
  back_at(w, {0, 0, fc.card_w, fc.card_h}, fc.s);
  if (!fc.opponents.empty()) back_at(w, seat_back(fc.opponents.front(), fc.s), fc.s * 0.5f);
  bot_moves_of(w, "five_crowns");
}

}  // namespace parlor::scenes
