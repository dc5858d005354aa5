#pragma once
// Where everything sits on the Five Crowns table, in device pixels. One column, from the top:
// bar, the piles with the other seats around them (in rows over them on a phone), banner/log,
// staged melds, buttons, the hand. It scales from a 390x844 phone to a desktop, where the column
// is centred and cards grow.
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"

namespace parlor::scenes {

struct FiveCrownsLayout : TableChrome {
  float s = 1;                   // device px per CSS px
  float chip_w = 0, chip_h = 0;  // cards of laid melds
  render::Rect staged;           // staged melds / the person's laid melds
  render::Rect hand;             // the fan's box
  float card_w = 0, card_h = 0;  // hand cards
  float pile_w = 0, pile_h = 0;
};

FiveCrownsLayout layout_five_crowns(int width, int height, float dpr, int opponents);

}  // namespace parlor::scenes
