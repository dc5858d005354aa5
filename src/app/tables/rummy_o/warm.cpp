// What the lobby warms for the Rummy-O table: its tiles at this screen's sizes, and bot moves.
#include "app/kit/warmup_jobs.h"
#include "app/tables/rummy_o/layout.h"
#include "app/tables/rummy_o/table.h"

namespace parlor::scenes {

void warm_rummy_o(WarmupQueue& w, int width, int height, float dpr) {
  // Two players: the lobby's default.
  const RummyOLayout ro = layout_rummy_o(width, height, dpr, 1);
  tiles_at(w, DeckKind::RummyOTiles, ro.tile_w, ro.tile_h, ro.s);         // the rack
  tiles_at(w, DeckKind::RummyOTiles, ro.chip_w, ro.chip_h, ro.s);         // melds composed
  tiles_at(w, DeckKind::RummyOTiles, ro.meld_w, ro.meld_w * 1.3f, ro.s);  // melds on the table
  tiles_at(w, DeckKind::RummyOTiles, ro.discard.w, ro.discard.h, ro.s);
  bot_moves_of(w, "rummy_o");
}

}  // namespace parlor::scenes
