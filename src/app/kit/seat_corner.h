#pragma once
// A rummy table's piles in the corner of the other seats' band: on a desktop or a tablet a row of
// a few seats across the top leaves felt beside it, and the piles there give the melds under the
// band the table's whole width.
#include "app/kit/opponents.h"

namespace parlor::scenes {

struct SeatsAndCorner {
  SeatPlaces seats;
  render::Rect corner;  // where the piles go (CSS px); empty: beside the melds, as before
};

// Seats `n` others (seat_opponents' arguments) in `area` less a corner `corner_w` wide at its top
// left, where they then sit in one row across the top leaving the corner at least `corner_h`
// tall (the corner is then as tall as the row allows); the middle then runs under the row across
// the whole width. Else (corner_w 0, or two rows) as seat_opponents places them in the whole
// area, with no corner.
SeatsAndCorner seat_beside_corner(render::Rect area, int n, float fan_h, float middle_w, float middle_h,
                                  float row_least_w, float row_middle_h, float corner_w, float corner_h);

}  // namespace parlor::scenes
