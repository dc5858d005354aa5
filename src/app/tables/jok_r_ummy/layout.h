#pragma once
// Where everything sits on the Jok-R-Ummy table, in device pixels. One column, from the top: bar,
// the combinations on the table (grouped by owner) with the other seats around them (in rows over
// them on a phone), then the person's program card with what it asks and what is still missing
// beside the stock and discard, banner and log, the combinations being composed, buttons, the hand.
#include "app/kit/card_table.h"

namespace parlor::scenes {

struct JokRUmmyLayout : CardTableLayout {
  render::Rect table;    // the combinations on the table
  render::Rect program;  // the person's program card
  render::Rect words;    // what the program asks, what is missing, programs completed
  float meld_w = 0;      // a combination's card on the table at its largest
  // A phone's rows of combinations name another seat without its programs (its cell over them
  // counts them): a row holds a combination more.
  bool short_names = false;
};

JokRUmmyLayout layout_jok_r_ummy(int width, int height, float dpr, int opponents, int held = 0);

}  // namespace parlor::scenes
