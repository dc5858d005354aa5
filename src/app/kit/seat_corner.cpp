#include "app/kit/seat_corner.h"

namespace parlor::scenes {

using render::Rect;

SeatsAndCorner seat_beside_corner(Rect area, int n, float fan_h, float middle_w, float middle_h, float row_least_w,
                                  float row_middle_h, float corner_w, float corner_h) {
  constexpr float kGap = 10;
  if (n > 0 && corner_w > 0) {
    const Rect rest{area.x + corner_w + kGap, area.y, area.w - corner_w - kGap, area.h};
    SeatPlaces p = seat_opponents(rest, n, fan_h, rest.w + 1, middle_h, row_least_w, row_middle_h);
    const float band = p.middle.y - area.y;
    // Rows across the top only (a middle as wide as what was left), as tall as the corner.
    if (p.middle.w >= rest.w - 1 && band - kGap >= corner_h && band <= 2.2f * corner_h) {
      p.middle = {area.x, p.middle.y, area.w, area.y + area.h - p.middle.y};
      return {p, {area.x, area.y, corner_w, band - kGap}};
    }
  }
  return {seat_opponents(area, n, fan_h, middle_w, middle_h, row_least_w, row_middle_h), {}};
}

}  // namespace parlor::scenes
