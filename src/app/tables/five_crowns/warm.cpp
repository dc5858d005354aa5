// What the lobby warms for the Five Crowns table: its faces at this screen's sizes, and bot moves.
#include "app/kit/warmup_jobs.h"
#include "app/tables/five_crowns/layout.h"
#include "app/tables/five_crowns/table.h"

namespace parlor::scenes {

void warm_five_crowns(WarmupQueue& w, int width, int height, float dpr) {
  // Four players: the usual table.
  warm_card_table(w, DeckKind::FiveCrowns, layout_five_crowns(width, height, dpr, 3));
  bot_moves_of(w, "five_crowns");
}

}  // namespace parlor::scenes
