#include "app/kit/seat_corner.h"

#include <algorithm>

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

bool seat_at_sides(Rect area, int n, float pod_w, float pod_h, float middle_w, float corner_w, float corner_h,
                   SeatsAndCorner& placed) {
  constexpr float kGap = 10;
  const int left = (n + 1) / 2, right = n - left;
  const Rect middle{area.x + pod_w + kGap, area.y, area.w - 2 * (pod_w + kGap), area.h};
  if (n < 2 || static_cast<float>(left) * (pod_h + kGap) - kGap > area.h || middle.w < middle_w || corner_w > pod_w)
    return false;
  // The seats a column spread over the height, centred, as far apart as a gap either side.
  const float step = std::min(pod_h + 2 * kGap, (area.h + kGap) / static_cast<float>(left));
  auto first_y = [&](int k) { return area.y + (area.h - step * static_cast<float>(k) + step - pod_h) * 0.5f; };
  // With a corner the right column's seats start at the top, the corner under them.
  const float right_y = corner_w > 0 ? area.y : first_y(right);
  const float corner_y = right_y + step * static_cast<float>(right - 1) + pod_h + kGap;
  if (corner_w > 0 && area.y + area.h - corner_y < corner_h) return false;
  placed = {{{}, middle, true}, {}};
  // In play order: up the left side from the person's left, then down the right.
  for (int k = left - 1; k >= 0; --k)
    placed.seats.seats.push_back({area.x, first_y(left) + step * static_cast<float>(k), pod_w, pod_h});
  const float right_x = area.x + area.w - pod_w;
  for (int k = 0; k < right; ++k)
    placed.seats.seats.push_back({right_x, right_y + step * static_cast<float>(k), pod_w, pod_h});
  if (corner_w > 0)
    placed.corner = {right_x + (pod_w - corner_w) * 0.5f, corner_y, corner_w, area.y + area.h - corner_y};
  return true;
}

bool seat_in_side_column(Rect area, int n, float corner_h, SeatsAndCorner& placed) {
  constexpr float kGap = 8;
  const float w = kSideColumnW, room = area.h - corner_h - kGap;
  // The seats' panels one under another, else small seats in rows of one or two cells.
  float cell_h = kSeatBand, gap = kGap;
  int cols = 1;
  if (static_cast<float>(n) * (kSeatBand + kGap) - kGap > room) {
    cell_h = kSmallSeatH, gap = 0;
    while (static_cast<float>((n + cols - 1) / cols) * kSmallSeatH > room &&
           w / static_cast<float>(cols + 1) >= kSmallSeatLeastW)
      ++cols;
    if (static_cast<float>((n + cols - 1) / cols) * kSmallSeatH > room) return false;
  }
  placed = {{{}, {area.x + w + kGap, area.y, area.w - w - kGap, area.h}, false}, {}};
  const float cw = w / static_cast<float>(cols);
  for (int i = 0; i < n; ++i)
    placed.seats.seats.push_back({area.x + static_cast<float>(i % cols) * cw,
                                  area.y + static_cast<float>(i / cols) * (cell_h + gap), cw, cell_h});
  const int rows = (n + cols - 1) / cols;
  const float seats_h = n > 0 ? static_cast<float>(rows) * (cell_h + gap) - gap + kGap : 0;
  placed.corner = {area.x, area.y + seats_h, w, area.h - seats_h};
  return true;
}

}  // namespace parlor::scenes
