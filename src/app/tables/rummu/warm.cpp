// What the lobby warms for the Rummü table: its cards at this screen's sizes, and bot moves.
#include "app/kit/warmup_jobs.h"
#include "app/tables/rummu/layout.h"
#include "app/tables/rummu/table.h"

namespace parlor::scenes {

void warm_rummu(WarmupQueue& w, int width, int height, float dpr) {
  // Three players: the smallest table.
  const RummuLayout l = layout_rummu(width, height, dpr, 2);
  tiles_at(w, DeckKind::Rummu, l.card_w, l.card_h, l.s);                        // the hand
  tiles_at(w, DeckKind::Rummu, l.chip_w, l.chip_h, l.s);                        // the composed row
  tiles_at(w, DeckKind::Rummu, l.meld_w, l.meld_w * l.chip_h / l.chip_w, l.s);  // combinations
  tiles_at(w, DeckKind::Rummu, l.pile_w, l.pile_h, l.s);                        // the discard pile
  bot_moves_of(w, "rummu");
}

}  // namespace parlor::scenes
