#pragma once
// Where everything sits on the Five Crowns table, in device pixels. One column, from the top:
// bar, opponents, piles, banner/log, staged melds, buttons, the hand. It scales from a
// 390x844 phone to a desktop, where the column is centred and cards grow.
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"

namespace parlor::scenes {

struct FiveCrownsLayout : TableChrome {
  float s = 1;                          // device px per CSS px
  std::vector<render::Rect> opponents;  // one badge per other seat, in seat order after the person
  float chip_w = 0, chip_h = 0;         // cards of laid melds
  render::Rect stock, discard;
  render::Rect staged;           // staged melds / the person's laid melds
  render::Rect hand;             // the fan's box
  float card_w = 0, card_h = 0;  // hand cards
  float pile_w = 0, pile_h = 0;

  // Left edge of hand card i of n (the fan overlaps as much as the width needs).
  float hand_x(int i, int n) const;
  float hand_step(int n) const;
  render::Rect hand_card(int i, int n, float lift) const;
  // Where the k-th seat after the person's takes cards from and gives them to (its badge).
  render::Rect seat_anchor(int k) const;
  // Which slot a pointer at x falls in, for reordering by drag.
  int hand_slot(float x, int n) const;
};

FiveCrownsLayout layout_five_crowns(int width, int height, float dpr, int opponents);

}  // namespace parlor::scenes
