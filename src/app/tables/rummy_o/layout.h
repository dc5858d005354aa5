#pragma once
// Where everything sits on the Rummy-O table, in device pixels. One column, from the top: bar,
// the melds on the table (grouped by owner) with the other seats around them (in rows over them
// on a phone), stock and discard with the opening counter, banner and log, the melds being
// composed, buttons, and the rack (in two rows but on a phone held sideways). On a desktop or a
// tablet the piles sit beside a row of seats where it leaves room, the melds under them.
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"

namespace parlor::scenes {

struct RummyOLayout : TableChrome {
  float s = 1;
  render::Rect table;            // the melds on the table
  float chip_w = 0, chip_h = 0;  // tiles of melds being composed (and of table melds on a phone)
  float meld_w = 0;              // the largest a table meld's tile is drawn (smaller while they do not fit)
  render::Rect counter;
  render::Rect staged;
  render::Rect rack;
  int rack_rows = 1;             // the rows its tiles are sized for (the rack's box holds the rows its tiles need)
  int rack_cap = 8;              // tiles a row holds
  float tile_w = 0, tile_h = 0;  // rack tiles
  float tile_gap = 0;            // between rack tiles
  float tile_inset = 0;          // each side of a tile inside its box, where the boxes touch (the gap)

  // Rack tile i of n, raised when selected.
  render::Rect rack_tile(int i, int n, bool raised) const;
  // The slot under a pointer, for reordering by drag.
  int rack_slot(float x, float y, int n) const;
};

RummyOLayout layout_rummy_o(int width, int height, float dpr, int opponents, int held = 0);

}  // namespace parlor::scenes
