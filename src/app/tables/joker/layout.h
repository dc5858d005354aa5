#pragma once
// Where everything sits at the Joker table, in device pixels. One column, from the top: bar,
// the board with every seat's badge beside its own start (in a row over it where that leaves the
// board too small), banner and log, the discard button, the hand. The board turns so the person's own side is at the
// bottom; play runs clockwise, so the next seat's side is on the left, the partner's opposite.
#include <vector>

#include "app/kit/table_chrome.h"
#include "app/render/batch.h"
#include "app/ui/marble_board.h"

namespace parlor::scenes {

using render::Point;

struct JokerLayout : TableChrome {
  float s = 1;           // device px per CSS px
  render::Rect board;    // the board's square
  ui::BoardShape shape;  // the track's centre and radius, the seats, who is at the bottom
  float hole_r = 0;      // a hole's radius (a marble is a little larger)
  render::Rect pile;     // the last card played, in the middle of the board
  render::Rect hand;
  render::Rect my_seat;       // the person's own badge; the others' are the chrome's opponents
  bool seats_beside = false;  // each badge beside its own start (else in a row across the top)
  float card_w = 0, card_h = 0;

  // The centre of a hole (engine ids, games/joker/board.h); a start id needs which of its five
  // places (0..4).
  Point hole(int id, int start_place = 0) const { return ui::board_hole(shape, id, start_place); }
};

JokerLayout layout_joker(int width, int height, float dpr, int me, int seats);

}  // namespace parlor::scenes
