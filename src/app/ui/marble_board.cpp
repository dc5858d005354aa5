#include "app/ui/marble_board.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/ui/palette.h"
#include "games/joker/board.h"

namespace parlor::ui {

using render::Color;
using render::Point;
using render::Rect;

namespace {

constexpr Color kWood = Color::hex(0x6b4226);
constexpr Color kWoodLight = Color::hex(0x86552f);
constexpr Color kHole = Color::hex(0x2e1b0f);

Point mid(Point a, Point b) { return {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f}; }

}  // namespace

Color seat_colour(int seat) {
  static constexpr Color kColours[joker::kSeats] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                                    Color::hex(0x3fae62)};
  return kColours[seat & 3];
}

Rect circle(Point p, float r) { return {p.x - r, p.y - r, 2 * r, 2 * r}; }

void draw_marble(render::Batch& b, Point p, float r, Color c, float alpha) {
  const auto a = static_cast<std::uint8_t>(255 * alpha);
  b.shadow(circle({p.x, p.y + r * 0.25f}, r), r, r * 0.6f, kShadow.with_alpha(static_cast<std::uint8_t>(110 * alpha)));
  b.rect(circle(p, r), r, c.with_alpha(a));
  b.ring(circle(p, r), r, std::max(1.0f, r * 0.12f), Color::hex(0x000000, static_cast<std::uint8_t>(90 * alpha)));
  // A highlight up and to the left makes it read as glass.
  b.rect(circle({p.x - r * 0.32f, p.y - r * 0.34f}, r * 0.32f), r * 0.32f,
         Color::hex(0xffffff, static_cast<std::uint8_t>(150 * alpha)));
}

void draw_marble_board(render::Batch& b, const BoardArt& art) {
  using namespace joker;
  const float s = art.s, hr = art.hole_r, R = art.radius;
  auto hole = [&](int id, int place = 0) { return art.hole(id, place); };
  const Rect disc{art.cx - R - hr * 3, art.cy - R - hr * 3, 2 * (R + hr * 3), 2 * (R + hr * 3)};
  b.shadow(disc, disc.w * 0.5f, 14 * s, kShadow);
  b.rect(disc, disc.w * 0.5f, kWood);
  const Rect inner{disc.x + hr * 5, disc.y + hr * 5, disc.w - hr * 10, disc.h - hr * 10};
  b.rect(inner, inner.w * 0.5f, kWoodLight);
  for (int seat = 0; seat < kSeats; ++seat) {
    const Color c = seat_colour(seat);
    // Each side's colour runs under its holes, its home lane and its start.
    for (int j = 0; j < kSide; ++j) b.rect(circle(hole(seat * kSide + j), hr * 1.75f), hr * 1.75f, c.with_alpha(150));
    for (int k = 1; k <= kHomeHoles; ++k)
      b.rect(circle(hole(home_hole(seat, k)), hr * 1.7f), hr * 1.7f, c.with_alpha(200));
    const int st = start_hole(seat);
    const Point a = hole(st, 0), bb = hole(st, 2), centre = mid(a, mid(bb, hole(st, 3)));
    const float pad_r = std::hypot(a.x - bb.x, a.y - bb.y) * 0.95f + hr;
    b.rect(circle(centre, pad_r), pad_r, c.with_alpha(110));
    b.ring(circle(centre, pad_r), pad_r, 1.5f * s, c);
  }
  for (int h = 0; h < kTrack; ++h) b.rect(circle(hole(h), hr), hr, kHole);
  for (int h = kHomeBase; h < kHomeBase + kSeats * kHomeHoles; ++h) b.rect(circle(hole(h), hr), hr, kHole);
  for (int seat = 0; seat < kSeats; ++seat) {
    for (int i = 0; i < kMarbles; ++i) b.rect(circle(hole(start_hole(seat), i), hr), hr, kHole);
    // The come-out hole and the home entrance carry a ring of their side's colour.
    b.ring(circle(hole(come_out_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, kCream);
    b.ring(circle(hole(entrance_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, seat_colour(seat));
  }
}

}  // namespace parlor::ui
