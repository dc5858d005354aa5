#pragma once
// A rummy table's piles in the corner of the other seats' band: on a desktop or a tablet a row of
// a few seats across the top leaves felt beside it, and the piles there give the melds under the
// band the table's whole width. A desktop's many others sit up the two sides instead, the piles
// under the shorter side's seats, and the melds between them take the whole height.
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

// Seats `n` others (4 or more, a desktop's) in two columns up the sides of `area`, in play order
// up the left and down the right (the left holding the odd one), each seat `pod_w` x `pod_h`,
// the middle between them as tall as the area; with `corner_w` > 0, the piles' corner under the
// right column's seats, `corner_w` wide and as tall as what they leave (at least `corner_h`).
// False where the seats or the corner do not fit the height, or the middle is under `middle_w`.
bool seat_at_sides(render::Rect area, int n, float pod_w, float pod_h, float middle_w, float corner_w, float corner_h,
                   SeatsAndCorner& placed);

// A phone held sideways (TableColumn::low): the other seats in a column kSideColumnW wide at the
// left of `area`, the piles' corner at its foot (at least `corner_h` tall, the column's width),
// and the middle the rest of the area at its whole height: a row of seats across the top cost a
// sideways phone's melds a fifth of their height, beside felt under the seats. The seats take
// their panels (kSeatBand tall) where the column has the height, else small seats in as many
// columns of cells as fit (two, each kSmallSeatLeastW wide at least). False where even those leave no
// room for the corner.
inline constexpr float kSideColumnW = 128;
bool seat_in_side_column(render::Rect area, int n, float corner_h, SeatsAndCorner& placed);

}  // namespace parlor::scenes
