#include "app/ui/marble_board.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/ui/palette.h"
#include "games/joker/board.h"

namespace parlor::ui {

using render::Color;
using render::lerp;
using render::Point;
using render::Rect;

namespace {

constexpr float kPi = 3.14159265f;
constexpr Color kWood = Color::hex(0x6b4226);
constexpr Color kWoodLight = Color::hex(0x86552f);
constexpr Color kHole = Color::hex(0x2e1b0f);
// How round the track is: 1 a circle (four seats), 0 a plain polygon. Six sides bow out a little,
// so the board reads as a hexagon while its corners stay soft.
constexpr float kRoundSix = 0.25f;
// The rim outside the outermost holes, in hole radii; a hole's radius in track steps.
constexpr float kRim = 3, kHoleOfStep = 0.36f;

Point mid(Point a, Point b) { return {(a.x + b.x) * 0.5f, (a.y + b.y) * 0.5f}; }

float roundness(int seats) { return seats == 6 ? kRoundSix : 1.0f; }

// Screen angle (y down, so growing angles turn clockwise) of side k's first corner, counted
// from the bottom side: the bottom side runs right to left, so its corners sit either side of
// straight down.
float corner_angle(int seats, float k) {
  const float n = static_cast<float>(seats);
  return kPi * 0.5f - kPi / n + 2 * kPi * k / n;
}

// The track `along` holes into side k (counted from the bottom side): between the straight side
// and the circle through its corners, as round as the board is.
Point track_point(const BoardShape& b, int k, float along) {
  const float t = along / static_cast<float>(joker::kSide);
  const float a0 = corner_angle(b.seats, static_cast<float>(k)), a1 = corner_angle(b.seats, static_cast<float>(k + 1));
  const Point straight = lerp({std::cos(a0), std::sin(a0)}, {std::cos(a1), std::sin(a1)}, t);
  const float at = a0 + (a1 - a0) * t;
  const Point round = lerp(straight, {std::cos(at), std::sin(at)}, roundness(b.seats));
  return {b.cx + round.x * b.radius, b.cy + round.y * b.radius};
}

// How far past the straight sides the track bows at a side's middle, as a share of the radius.
float bulge(int seats) { return roundness(seats) * (1 - std::cos(kPi / static_cast<float>(seats))); }

// Three bands turned a third of a half-turn apart make a regular hexagon with corners left
// and right (r: centre to corner); their rounded ends round its corners.
void hexagon(render::Batch& b, Point c, float r, float corner, Color col, bool shadow, float blur) {
  const Rect band{c.x - r * 0.5f, c.y - r * 0.8660254f, r, r * 1.7320508f};
  for (int i = 0; i < 3; ++i) {
    b.push(render::Affine::rotate_about(c.x, c.y, static_cast<float>(i) * kPi / 3));
    if (shadow)
      b.shadow(band, corner, blur, col);
    else
      b.rect(band, corner, col);
    b.pop();
  }
}

}  // namespace

Color seat_colour(int seat, int seats) {
  // Four: warm against cool. Six: red and orange, blue and purple, green and yellow.
  static constexpr Color kFour[4] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                     Color::hex(0x3fae62)};
  static constexpr Color kSix[6] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0x3fae62),
                                    Color::hex(0xf0a23a), Color::hex(0xa36be0), Color::hex(0xe8cf3a)};
  return seats == 6 ? kSix[std::clamp(seat, 0, 5)] : kFour[seat & 3];
}

Color seat_colour(int seat) { return seat_colour(seat, 4); }

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

void draw_mark(render::Batch& b, render::Text& t, Point p, float r, Color c, std::string_view mark) {
  const render::ArtText art(t);
  const float size = r * 1.5f;
  const bool light = 0.299f * c.r + 0.587f * c.g + 0.114f * c.b > 140;
  t.draw(b, mark, render::Face::Bold, size, p.x, p.y - t.line_height(render::Face::Bold, size) * 0.5f,
         light ? kInk : Color::hex(0xffffff), render::Align::Center);
}

float board_step(const BoardShape& b) {
  const float n = static_cast<float>(b.seats), side = static_cast<float>(joker::kSide), round = roundness(b.seats);
  const float straight = 2 * std::sin(kPi / n) / side, arc = 2 * kPi / (n * side);
  return b.radius * (straight + (arc - straight) * round);
}

float board_radius_for(int seats, float side) {
  // The rim is kRim hole radii past the track; on six sides it is measured across a side, where
  // the track bows out, so the corners reach further.
  const float rim = board_step({seats, 0, 0, 0, 1}) * kHoleOfStep * kRim;
  const float reach = seats == 6 ? 1 + (bulge(seats) + rim) / std::cos(kPi / 6) : 1 + rim;
  return side * 0.5f / reach;
}

std::vector<Point> board_outline(int seats, Point c, float side) {
  std::vector<Point> out;
  const float r = side * 0.5f;
  if (seats != 6) {
    for (int i = 0; i < 96; ++i) {
      const float a = 2 * kPi * static_cast<float>(i) / 96;
      out.push_back({c.x + r * std::cos(a), c.y + r * std::sin(a)});
    }
    return out;
  }
  for (int k = 0; k < 6; ++k) {
    const float a = kPi / 3 * static_cast<float>(k), b = kPi / 3 * static_cast<float>(k + 1);
    const Point p{c.x + r * std::cos(a), c.y + r * std::sin(a)}, q{c.x + r * std::cos(b), c.y + r * std::sin(b)};
    for (int i = 0; i < 16; ++i) out.push_back(lerp(p, q, static_cast<float>(i) / 16));
  }
  return out;
}

Point board_hole(const BoardShape& b, int id, int place) {
  const joker::Geometry g(b.seats);
  auto side_of = [&](int seat) { return (seat - b.me + b.seats) % b.seats; };
  if (g.is_track(id)) return track_point(b, side_of(id / joker::kSide), static_cast<float>(id % joker::kSide) + 0.5f);
  const float step = board_step(b);
  const float round = roundness(b.seats);
  if (g.is_home(id)) {
    // Into the board from the entrance: square to its side, or towards the middle on a round board.
    const int k = side_of(g.home_owner(id));
    const Point entrance = track_point(b, k, joker::kEntranceOffset + 0.5f);
    const float normal = corner_angle(b.seats, static_cast<float>(k) + 0.5f) + kPi;
    Point in{std::cos(normal), std::sin(normal)};
    const float to_mid = std::hypot(b.cx - entrance.x, b.cy - entrance.y);
    if (to_mid > 0) in = lerp(in, {(b.cx - entrance.x) / to_mid, (b.cy - entrance.y) / to_mid}, round);
    const float len = std::max(std::hypot(in.x, in.y), 1e-6f);
    const float d = step * 1.15f * static_cast<float>(g.home_index(id));
    return {entrance.x + in.x / len * d, entrance.y + in.y / len * d};
  }
  // The start: five places round a point inside the side, a little past the come-out hole.
  const int k = side_of(g.start_owner(id));
  const Point c = lerp({b.cx, b.cy}, track_point(b, k, joker::kComeOutOffset + 4.5f), 0.72f);
  const float a = corner_angle(b.seats, static_cast<float>(k) + 0.5f) - kPi +
                  2 * kPi * static_cast<float>(place) / static_cast<float>(joker::kMarbles);
  return {c.x + std::cos(a) * step * 1.1f, c.y + std::sin(a) * step * 1.1f};
}

void draw_marble_board(render::Batch& b, const BoardArt& art) {
  const joker::Geometry g(art.seats);
  const float s = art.s, hr = art.hole_r, R = art.radius;
  auto hole = [&](int id, int place = 0) { return art.hole(id, place); };
  const Point centre{art.cx, art.cy};
  if (g.seats() == 6) {
    // The rim runs kRim hole radii outside the track across each side, where it bows out most.
    const float reach = R + (bulge(6) * R + hr * kRim) / std::cos(kPi / 6);
    hexagon(b, centre, reach, hr * 4, kShadow, true, 14 * s);
    hexagon(b, centre, reach, hr * 4, kWood, false, 0);
    hexagon(b, centre, reach - hr * 5 / std::cos(kPi / 6), hr * 3, kWoodLight, false, 0);
  } else {
    const Rect disc{art.cx - R - hr * kRim, art.cy - R - hr * kRim, 2 * (R + hr * kRim), 2 * (R + hr * kRim)};
    b.shadow(disc, disc.w * 0.5f, 14 * s, kShadow);
    b.rect(disc, disc.w * 0.5f, kWood);
    const Rect inner{disc.x + hr * 5, disc.y + hr * 5, disc.w - hr * 10, disc.h - hr * 10};
    b.rect(inner, inner.w * 0.5f, kWoodLight);
  }
  for (int seat = 0; seat < g.seats(); ++seat) {
    const Color c = seat_colour(seat, g.seats());
    // Each side's colour runs under its holes, its home lane and its start.
    for (int j = 0; j < joker::kSide; ++j)
      b.rect(circle(hole(seat * joker::kSide + j), hr * 1.75f), hr * 1.75f, c.with_alpha(150));
    for (int k = 1; k <= joker::kHomeHoles; ++k)
      b.rect(circle(hole(g.home_hole(seat, k)), hr * 1.7f), hr * 1.7f, c.with_alpha(200));
    const int st = g.start_hole(seat);
    const Point a = hole(st, 0), bb = hole(st, 2), pad = mid(a, mid(bb, hole(st, 3)));
    const float pad_r = std::hypot(a.x - bb.x, a.y - bb.y) * 0.95f + hr;
    b.rect(circle(pad, pad_r), pad_r, c.with_alpha(110));
    b.ring(circle(pad, pad_r), pad_r, 1.5f * s, c);
  }
  for (int h = 0; h < g.places(); ++h) b.rect(circle(hole(h), hr), hr, kHole);
  for (int seat = 0; seat < g.seats(); ++seat) {
    for (int i = 0; i < joker::kMarbles; ++i) b.rect(circle(hole(g.start_hole(seat), i), hr), hr, kHole);
    // The come-out hole carries a cream ring, the home entrance a ring of its side's colour.
    b.ring(circle(hole(g.come_out_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, kCream);
    b.ring(circle(hole(g.entrance_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, seat_colour(seat, g.seats()));
  }
}

}  // namespace parlor::ui
