#include "app/kit/board_seats.h"

#include <algorithm>
#include <numeric>

namespace parlor::scenes {

using render::Point;
using render::Rect;

namespace {

constexpr float kGap = 6;  // between two badges, and between a badge and the board's edge

Point flip(Point p) { return {p.y, p.x}; }
Rect flip(Rect r) { return {r.y, r.x, r.h, r.w}; }

bool clear_of(Rect r, const std::vector<Point>& outline) {
  return std::none_of(outline.begin(), outline.end(), [&](Point p) {
    return p.x > r.x - kGap && p.x < r.x + r.w + kGap && p.y > r.y - kGap && p.y < r.y + r.h + kGap;
  });
}

// The columns case (the bands are the same with x and y swapped): `left` and `right` list the
// seats on each side.
std::optional<std::vector<Rect>> in_columns(Rect area, const std::vector<Point>& outline,
                                            const std::vector<Point>& homes, BadgeSize size,
                                            const std::vector<std::vector<size_t>>& sides) {
  std::vector<Rect> out(homes.size());
  for (size_t side = 0; side < sides.size(); ++side) {
    std::vector<size_t> seats = sides[side];
    if (seats.empty()) continue;
    std::sort(seats.begin(), seats.end(), [&](size_t a, size_t b) { return homes[a].y < homes[b].y; });
    const float k = static_cast<float>(seats.size());
    const float h = std::min(size.along, (area.h - kGap * (k - 1)) / k);
    if (h < size.least_along) return std::nullopt;
    // Each centred on its home, then pushed apart: down from the top, then up from the bottom.
    std::vector<float> y(seats.size());
    for (size_t i = 0; i < seats.size(); ++i)
      y[i] = std::clamp(homes[seats[i]].y - h * 0.5f, area.y, area.y + area.h - h);
    for (size_t i = 1; i < y.size(); ++i) y[i] = std::max(y[i], y[i - 1] + h + kGap);
    y.back() = std::min(y.back(), area.y + area.h - h);
    for (size_t i = y.size() - 1; i-- > 0;) y[i] = std::min(y[i], y[i + 1] - h - kGap);
    // Each as wide as the board's edge lets it be; where none is much wider than the narrowest,
    // all as the narrowest, so the side's badges line up.
    std::vector<float> widths;
    for (size_t i = 0; i < seats.size(); ++i) {
      float w = size.across;
      auto box = [&] { return side == 0 ? Rect{area.x, y[i], w, h} : Rect{area.x + area.w - w, y[i], w, h}; };
      while (w >= size.least_across && !clear_of(box(), outline)) w -= 2;
      if (w < size.least_across) return std::nullopt;
      widths.push_back(w);
    }
    const float narrowest = *std::min_element(widths.begin(), widths.end());
    const float widest = *std::max_element(widths.begin(), widths.end());
    for (size_t i = 0; i < seats.size(); ++i) {
      const float w = widest <= narrowest * 1.35f ? narrowest : widths[i];
      out[seats[i]] = side == 0 ? Rect{area.x, y[i], w, h} : Rect{area.x + area.w - w, y[i], w, h};
    }
  }
  return out;
}

}  // namespace

std::optional<std::vector<Rect>> seats_by_homes(Rect area, Point centre, const std::vector<Point>& outline,
                                                const std::vector<Point>& homes, BadgeSize size, bool columns) {
  if (!columns) {
    std::vector<Point> o, h;
    for (Point p : outline) o.push_back(flip(p));
    for (Point p : homes) h.push_back(flip(p));
    auto placed = seats_by_homes(flip(area), flip(centre), o, h, size, true);
    if (placed)
      for (Rect& r : *placed) r = flip(r);
    return placed;
  }
  // Each seat on its home's side; a side with more than half gives its seats nearest the middle
  // to the other.
  std::vector<size_t> order(homes.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return homes[a].x < homes[b].x; });
  const size_t half = (homes.size() + 1) / 2;
  size_t left = static_cast<size_t>(std::count_if(homes.begin(), homes.end(), [&](Point p) { return p.x < centre.x; }));
  left = std::clamp(left, homes.size() - half, half);
  std::vector<std::vector<size_t>> sides(2);
  for (size_t i = 0; i < order.size(); ++i) sides[i < left ? 0 : 1].push_back(order[i]);
  return in_columns(area, outline, homes, size, sides);
}

}  // namespace parlor::scenes
