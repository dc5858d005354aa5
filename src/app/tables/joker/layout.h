#pragma once
// Where everything sits at the Joker table, in device pixels. One column, from the top: bar,
// the three other players' badges, the round board, banner and log, the discard button, the
// hand. The board turns so the person's own side is at the bottom; play runs clockwise, so the
// next seat's side is on the left, the partner's at the top.
#include <array>
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"

namespace parlor::scenes {

using render::Point;

struct JokerLayout : TableChrome {
  float s = 1;                         // device px per CSS px
  std::array<render::Rect, 3> badges;  // the seats after the person's: left, partner (top), right
  render::Rect board;                  // the board's square
  float cx = 0, cy = 0, radius = 0;    // the track's circle
  float hole_r = 0;                    // a hole's radius (a marble is a little larger)
  render::Rect pile;                   // the last card played, in the middle of the board
  render::Rect hand;
  float card_w = 0, card_h = 0;
  int me = 0;  // the seat at the bottom

  // The centre of a hole (engine ids, games/joker/board.h); a start id needs which of its five
  // places (0..4).
  Point hole(int id, int start_place = 0) const;
};

JokerLayout layout_joker(int width, int height, float dpr, int me);

}  // namespace parlor::scenes
