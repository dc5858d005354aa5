#pragma once
// Where everything sits on the Jok-R-Ummy table, in device pixels. One column, from the top: bar,
// the combinations on the table (grouped by owner) with the other seats around them (in rows over
// them on a phone), then the person's program card with what it asks and what is still missing
// beside the stock and discard, banner and log, the combinations being composed, buttons, the hand.
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"

namespace parlor::scenes {

struct JokRUmmyLayout : TableChrome {
  float s = 1;
  render::Rect table;            // the combinations on the table
  render::Rect program;          // the person's program card
  render::Rect words;            // what the program asks, what is missing, programs completed
  float chip_w = 0, chip_h = 0;  // cards of combinations
  render::Rect staged;
  render::Rect hand;             // the fan's box
  float card_w = 0, card_h = 0;  // hand cards
  float pile_w = 0, pile_h = 0;
};

JokRUmmyLayout layout_jok_r_ummy(int width, int height, float dpr, int opponents);

}  // namespace parlor::scenes
