// What the lobby warms for the Jok-R-Ummy table: its faces at this screen's sizes, and bot moves.
#include "app/kit/warmup_jobs.h"
#include "app/tables/jok_r_ummy/layout.h"
#include "app/tables/jok_r_ummy/table.h"

namespace parlor::scenes {

void warm_jok_r_ummy(WarmupQueue& w, int width, int height, float dpr) {
  // Four players: the usual table.
  warm_card_table(w, DeckKind::Double52, layout_jok_r_ummy(width, height, dpr, 3));
  bot_moves_of(w, "jok_r_ummy");
}

}  // namespace parlor::scenes
