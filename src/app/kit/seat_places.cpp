#include "app/kit/seat_places.h"

#include <algorithm>
#include <cmath>

namespace parlor::scenes {

using render::Rect;

namespace {

constexpr float kBand = kSeatBand;
constexpr float kGap = 10;
// A small seat (a phone at a full table): its avatar and count over its score, at least this wide.
// Each cell is a thumb's 44 px target (a tap tells the seat in words); opponents.cpp draws its
// panel kCompactInset inside it, so neighbouring panels lie apart while their targets touch.
constexpr float kCompactH = kSmallSeatH, kCompactLeastW = kSmallSeatLeastW, kCompactGap = 0;
// A small seat this wide shows its name over a count of up to two digits and a score of three
// (compact_named; no game's count reaches three): the grid takes such cells where they leave the
// middle its room (at 72, a 360 px phone held four a row, and Five Crowns' 14 seats had no room
// for the fourth row their names needed: initials, blind test).
constexpr float kCompactNamedW = 68;

// Rows across the top of a narrow table: up to three a row, else two or three rows; fewer a row
// when each would be narrower than `least_w`.
SeatPlaces in_rows(Rect area, int n, float pod_h, float least_w) {
  SeatPlaces p;
  const float gap = 8;
  auto width = [&](int per_row) {
    return std::min(220.0f, (area.w - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row));
  };
  int per_row = n <= 3 ? n : n <= 8 ? (n + 1) / 2 : (n + 2) / 3;
  // A desktop's width takes seats 132 px wide (a name, "4 cards · 243 pts" and its melds), so
  // thirteen others need two rows, not three, and keep their fans.
  if (area.w >= 900) per_row = std::max(per_row, std::min(n, static_cast<int>(area.w / 132)));
  if (least_w > 1e8f) per_row = n;  // one row, however narrow
  while (per_row > 1 && width(per_row) < least_w && least_w < 1e8f) --per_row;
  const float w = width(per_row);
  for (int i = 0; i < n; ++i) {
    const int row = i / per_row, col = i % per_row, in_row = std::min(per_row, n - row * per_row);
    const float row_w = w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
    p.seats.push_back({area.x + (area.w - row_w) * 0.5f + static_cast<float>(col) * (w + gap),
                       area.y + static_cast<float>(row) * (pod_h + gap), w, pod_h});
  }
  const int rows = (n + per_row - 1) / per_row;
  const float top = area.y + static_cast<float>(rows) * (pod_h + gap);
  p.middle = {area.x, top, area.w, area.y + area.h - top};
  return p;
}

// Rows across the top of a wide table whose seats need `least_w` each (a full table's melds, two
// to a row): as few rows as give that, as many seats in each, and the last row's seats either side
// of the middle, which runs from that row's top to the foot at least `middle_w` x `middle_h`
// (thirteen others in two rows left each 128 px and their melds 20 px cards, three whole rows
// left the piles no room). False when no count of rows does.
bool in_rows_around(Rect area, int n, float pod_h, float least_w, float middle_w, float middle_h, SeatPlaces& p) {
  const float gap = 8;
  for (int rows = 2; rows <= 4 && rows <= n; ++rows) {
    const int last = n / rows, left = (last + 1) / 2, right = last - left;
    const int most = (n - last + rows - 2) / (rows - 1);  // in each of the rows above the last
    const float w = std::min({280.0f, (area.w - gap * static_cast<float>(most - 1)) / static_cast<float>(most),
                              (area.w - middle_w) * 0.5f / static_cast<float>(left) - gap});
    const float last_y = area.y + static_cast<float>(rows - 1) * (pod_h + gap);
    if (w < least_w || last_y + std::max(pod_h, middle_h) > area.y + area.h) continue;
    p = {{}, {}, false};
    auto row_at = [&](int count, float y) {
      const float row_w = w * static_cast<float>(count) + gap * static_cast<float>(count - 1);
      for (int c = 0; c < count; ++c)
        p.seats.push_back({area.x + (area.w - row_w) * 0.5f + static_cast<float>(c) * (w + gap), y, w, pod_h});
    };
    // In play order: the last row's left seats outwards from the person, the rows above, then the
    // right seats inwards.
    const float side_w = static_cast<float>(left) * (w + gap);
    for (int k = left - 1; k >= 0; --k)
      p.seats.push_back({area.x + static_cast<float>(k) * (w + gap), last_y, w, pod_h});
    for (int r = 0, placed = 0; r < rows - 1; ++r) {
      const int count = std::min(most, n - last - placed);
      row_at(count, area.y + static_cast<float>(r) * (pod_h + gap));
      placed += count;
    }
    for (int k = 0; k < right; ++k)
      p.seats.push_back({area.x + area.w - w - static_cast<float>(k) * (w + gap), last_y, w, pod_h});
    p.middle = {area.x + side_w, last_y, area.w - 2 * side_w, area.y + area.h - last_y};
    return true;
  }
  return false;
}

// `side` seats up each side, the rest across the top; false when they do not fit or leave the
// middle too small.
bool around(Rect area, int n, int side, float pod_h, float middle_w, float middle_h, SeatPlaces& p) {
  const int top = n - 2 * side;
  // 200: the avatar and the dealer's button beside a line such as "0 of 5 programs", whole.
  // Wider on a wide table, never so wide that the side columns squeeze the middle.
  const float room = side > 0 ? (area.w - middle_w) * 0.5f - kGap : area.w;
  const float pod_w = std::clamp(std::min(area.w * 0.3f, room), 200.0f, 280.0f);
  const float inner = area.w - (side > 0 ? 2 * (pod_w + kGap) : 0);
  // The top row sits between the side columns when it fits there, the side seats then starting
  // half a seat lower (an arc); else it spans the width and the sides start under it.
  const bool top_inside = side > 0 && static_cast<float>(top) * (pod_w + kGap) - kGap <= inner;
  const float span = top_inside || side == 0 ? inner : area.w;
  const float top_w =
      top > 0 ? std::min(pod_w, (span - kGap * static_cast<float>(top - 1)) / static_cast<float>(top)) : pod_w;
  const float sides_y = top == 0 ? area.y : top_inside ? area.y + (pod_h + kGap) * 0.5f : area.y + pod_h + kGap;
  const float sides_h = area.y + area.h - sides_y;
  const float mid_y = top > 0 ? area.y + pod_h + kGap : area.y;
  const Rect middle{area.x + area.w * 0.5f - inner * 0.5f, mid_y, inner, area.y + area.h - mid_y};
  if (top_w < 120 || static_cast<float>(side) * (pod_h + kGap) - kGap > sides_h || middle.w < middle_w ||
      middle.h < middle_h)
    return false;
  p = {{}, middle, true};
  // A side's seats spread over its height, centred; the left side runs upwards, the right down.
  const float step = side > 0 ? std::min(pod_h + 2 * kGap, sides_h / static_cast<float>(side)) : 0;
  const float first_y = sides_y + (sides_h - step * static_cast<float>(side)) * 0.5f + (step - pod_h) * 0.5f;
  auto side_y = [&](int k) { return first_y + step * static_cast<float>(k); };
  for (int k = side - 1; k >= 0; --k) p.seats.push_back({area.x, side_y(k), pod_w, pod_h});
  const float row_w = static_cast<float>(top) * (top_w + kGap) - kGap;
  for (int k = 0; k < top; ++k)
    p.seats.push_back(
        {area.x + (area.w - row_w) * 0.5f + static_cast<float>(k) * (top_w + kGap), area.y, top_w, pod_h});
  for (int k = 0; k < side; ++k) p.seats.push_back({area.x + area.w - pod_w, side_y(k), pod_w, pod_h});
  return true;
}

// Small seats in a grid (a phone at a full table), cells at least `cell_w` wide: each its name or
// avatar, its count and its score in kCompactH px. Whole rows across the top, the rest in rows either side of a middle
// at least `least_w` x `least_h` px (0 wide: the middle keeps the whole width, under the rows); the fewest whole rows
// that leave the middle its room. False when none does.
bool in_grid(Rect area, int n, float least_w, float least_h, SeatPlaces& p, float cell_w = kCompactLeastW) {
  const float g = kCompactGap, step = kCompactH + g;
  const int per = std::max(1, static_cast<int>((area.w + g) / (cell_w + g)));
  auto width = [&](int k) {
    return std::min(120.0f, (area.w - g * static_cast<float>(k - 1)) / static_cast<float>(k));
  };
  float w = width(per);
  // Seats a row on each side of the middle.
  const int side = least_w > 0 ? std::max(0, static_cast<int>(((area.w - least_w) * 0.5f) / (w + g))) : 0;
  for (int full = 0; full <= (n + per - 1) / per; ++full) {
    const int rest = std::max(0, n - full * per), left = (rest + 1) / 2, right = rest - left;
    if (rest > 0 && side == 0) continue;
    const int split = rest > 0 ? (left + side - 1) / side : 0;
    const float top_h = static_cast<float>(full) * step, mid_h = area.h - top_h;
    if (mid_h < least_h || static_cast<float>(split) * step - g > mid_h) continue;
    const int rows_top = std::min(full, (n + per - 1) / per);
    // Rows alone share the width out: fewer seats a row, wider (their words whole).
    const int in_full = rows_top > 0 ? (n - rest + rows_top - 1) / rows_top : per;
    if (rest == 0) w = width(in_full);
    p = {{}, {area.x, area.y + top_h, area.w, mid_h}, false};
    const float side_w = static_cast<float>(side) * (w + g);
    if (rest > 0) p.middle = {area.x + side_w, area.y + top_h, area.w - 2 * side_w, mid_h};
    // In play order: up the left side, across the top rows, down the right side.
    auto cell = [&](float x, float y) { p.seats.push_back({x, y, w, kCompactH}); };
    const float sy = area.y + top_h + (mid_h - static_cast<float>(split) * step + g) * 0.5f;
    for (int k = left - 1; k >= 0; --k)
      cell(area.x + static_cast<float>(k % side) * (w + g), sy + static_cast<float>(k / side) * step);
    for (int r = 0, i = 0; r < rows_top; ++r) {
      const int in_row = std::min(in_full, n - rest - r * in_full);
      const float row_w = static_cast<float>(in_row) * (w + g) - g;
      for (int c = 0; c < in_row; ++c, ++i)
        cell(area.x + (area.w - row_w) * 0.5f + static_cast<float>(c) * (w + g), area.y + static_cast<float>(r) * step);
    }
    for (int k = 0; k < right; ++k)
      cell(area.x + area.w - side_w + static_cast<float>(k % side) * (w + g), sy + static_cast<float>(k / side) * step);
    return true;
  }
  return false;
}

}  // namespace

SeatPlaces seat_opponents(Rect area, int n, float fan_h, float middle_w, float middle_h, float row_least_w,
                          float row_middle_h, float least_middle_w) {
  const float pod_h = kBand + (fan_h > 0 ? fan_h + 6 : 0);
  if (n <= 0) return {{}, area, true};
  // A third of the seats up each side, the rest across the top, so the table reads as an oval;
  // fewer up the sides when they are too short for them.
  SeatPlaces p;
  for (int side = std::min(static_cast<int>(std::lround(static_cast<float>(n) / 3.0f)), n / 2); side >= 0; --side)
    if (around(area, n, side, pod_h, middle_w, middle_h, p)) return p;
  // A wide table's seats that need their width (a full table's melds): rows round the middle, their
  // melds lower before the seats narrower.
  if (row_least_w > 0 && row_least_w < 1e8f)
    for (float fh = fan_h; fh >= 24; fh *= 0.98f)
      if (SeatPlaces split; in_rows_around(area, n, kBand + fh + 6, row_least_w, middle_w, row_middle_h, split))
        return split;
  SeatPlaces rows = in_rows(area, n, pod_h, row_least_w);
  if (rows.middle.h >= row_middle_h) return rows;
  // Lower fans (or rows of melds laid) before none: a table made shorter for a while (a notice's
  // strip under it, Five Crowns' 14 seats at 1920x1080) kept only the seats' names, and their melds
  // went out of sight.
  for (float fh = fan_h * 0.8f; fh >= 24; fh *= 0.8f)
    if (rows = in_rows(area, n, kBand + fh + 6, row_least_w); rows.middle.h >= row_middle_h) return rows;
  rows = in_rows(area, n, kBand, row_least_w);
  if (rows.middle.h >= row_middle_h) return rows;
  // Still too short (a small phone at a full table): small seats in a grid, then one row of them.
  // Cells wide enough for names where they cost the middle a row at most, else the least: names
  // matter more than the avatars' initials (a 360 px phone's 14 seats showed "C" for Chloé, blind test).
  // A row of the middle's area: a tall middle between columns of seats held smaller piles than a
  // wider one under rows of named seats, a row shorter.
  auto room = [](const SeatPlaces& p) { return p.middle.w * p.middle.h; };
  if (SeatPlaces grid; in_grid(area, n, least_middle_w, row_middle_h, grid)) {
    if (SeatPlaces named; in_grid(area, n, least_middle_w, row_middle_h, named, kCompactNamedW) &&
                          room(named) >= room(grid) - kCompactH * grid.middle.w - 0.5f)
      return named;
    return grid;
  }
  if (n <= 3 || (area.w - 8 * static_cast<float>(n - 1)) / static_cast<float>(n) < 56) return rows;
  return in_rows(area, n, kBand, 1e9f);
}

}  // namespace parlor::scenes
