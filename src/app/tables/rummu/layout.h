#pragma once
// Where everything sits on the Rummü table, in device pixels. One column, from the top: bar, the
// combinations on the table (grouped by owner, each with its points) with the other seats around
// them (in rows over them on a phone), then the stock and the discard pile beside what coming out
// takes, banner and log, the combinations being composed, buttons, the hand (on a tablet in two
// rows of whole cards). On a desktop or a tablet the piles sit beside a row of seats where it
// leaves room, the combinations under them, over the words. A tap on the discard
// pile fans it out over the combinations' area (`table`), to choose how deep to take.
#include "app/kit/card_table.h"

namespace parlor::scenes {

struct RummuLayout : CardTableLayout {
  render::Rect table;  // the combinations on the table (and the fanned discard pile)
  render::Rect words;  // beside the piles: coming out, the composed cards' count and points
  float meld_w = 0;    // the largest a combination's card is drawn (smaller while they do not fit)
};

RummuLayout layout_rummu(int width, int height, float dpr, int opponents, int held = 0);

}  // namespace parlor::scenes
