#pragma once
// Where the other seats sit: seat_opponents() places them in play order, clockwise from the
// person's left, around the middle of a wide table (up the left side, across the top, down the
// right) or in compact rows across the top of a narrow one. (How each looks: opponents.h.)
#include <vector>

#include "app/render/batch.h"

namespace parlor::scenes {

// A seat's avatar, name and line (CSS px tall); its fan or melds go under it.
inline constexpr float kSeatBand = 56;
// A small seat (a phone at a full table): a thumb's 44 px target, its avatar and count over its
// score, at least this wide.
inline constexpr float kSmallSeatH = 44, kSmallSeatLeastW = 52;

// Where the other seats sit, in CSS px.
struct SeatPlaces {
  std::vector<render::Rect> seats;  // in play order after the person's
  render::Rect middle;              // what is left between them for the piles or the board
  bool around = false;              // false: rows across the top (a narrow screen)
};
// Seats `n` opponents in `area`, each with `fan_h` px under its name for its fan or melds (0:
// none). They go around the middle when it keeps at least `middle_w` x `middle_h` px, else in
// rows across the top, each at least `row_least_w` px wide where it can be. Rows that would leave
// the middle under `row_middle_h` px tall (a small phone) give up their fans, then their names:
// small seats (an avatar, the count and the score) in a grid, whole rows across the top and the
// rest either side of a middle `least_middle_w` px wide (0: rows only, the middle keeping the
// whole width). (A board's seats sit beside their homes instead: board_seats.h.)
SeatPlaces seat_opponents(render::Rect area, int n, float fan_h, float middle_w, float middle_h, float row_least_w = 0,
                          float row_middle_h = 0, float least_middle_w = 0);

}  // namespace parlor::scenes
