#pragma once
// Where everything sits on the Five Crowns table, in device pixels. One column, from the top:
// bar, the piles with the other seats around them (in rows over them on a phone), banner/log,
// staged melds, buttons, the hand. It scales from a 390x844 phone to a desktop, where the cards
// grow and, with one or two others (across the top), the melds lie beside the piles.
#include "app/kit/card_table.h"

namespace parlor::scenes {

struct FiveCrownsLayout : CardTableLayout {
  bool melds_beside = false;  // `staged` lies beside the piles (a desktop), rows of melds in a panel
};

FiveCrownsLayout layout_five_crowns(int width, int height, float dpr, int opponents, int held = 0);

}  // namespace parlor::scenes
