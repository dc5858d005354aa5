#include "app/kit/opponents.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr float kBand = kSeatBand;
constexpr float kGap = 10;
// A small seat (a phone at a full table): its avatar and count over its score, at least this wide.
constexpr float kCompactH = 40, kCompactLeastW = 48, kCompactGap = 4;
constexpr const char* kDot = "  \u00B7  ";  // what separates the counts in a seat's line

// The first character of a name, whole (a name may start with a letter of several bytes).
std::string initial(const std::string& name) {
  if (name.empty()) return "?";
  const auto lead = static_cast<unsigned char>(name[0]);
  const size_t len = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  return name.substr(0, std::min(len, name.size()));
}

Color kit_colour(int seat) {
  static constexpr Color kColours[7] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                        Color::hex(0x3fae62), Color::hex(0xa36be0), Color::hex(0x2fb5b0),
                                        Color::hex(0xe07bb0)};
  return kColours[static_cast<size_t>(std::max(seat, 0)) % 7];
}

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

// Small seats in a grid (a phone at a full table): each its avatar, its count and its score in
// kCompactH px. Whole rows across the top, the rest in rows either side of a middle at least
// `least_w` x `least_h` px (0 wide: the middle keeps the whole width, under the rows); the fewest
// whole rows that leave the middle its room. False when none does.
bool in_grid(Rect area, int n, float least_w, float least_h, SeatPlaces& p) {
  const float g = kCompactGap, step = kCompactH + g;
  const int per = std::max(1, static_cast<int>((area.w + g) / (kCompactLeastW + g)));
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
  SeatPlaces rows = in_rows(area, n, pod_h, row_least_w);
  if (rows.middle.h >= row_middle_h) return rows;
  rows = in_rows(area, n, kBand, row_least_w);
  if (rows.middle.h >= row_middle_h) return rows;
  // Still too short (a small phone at a full table): small seats in a grid, then one row of them.
  if (SeatPlaces grid; in_grid(area, n, least_middle_w, row_middle_h, grid)) return grid;
  if (n <= 3 || (area.w - 8 * static_cast<float>(n - 1)) / static_cast<float>(n) < 56) return rows;
  return in_rows(area, n, kBand, 1e9f);
}

namespace {

// The room under a seat's name for its fan or melds, device px; too low to draw in when under 16 px.
Rect under_name(Rect b, float s) {
  const float band = std::min(b.h, kBand * s), pad = 7 * s;
  return {b.x + pad, b.y + band, b.w - 2 * pad, std::max(0.0f, b.h - 5 * s - band)};
}

Rect fan_back(Rect a) { return {0, 0, a.h * 0.86f / 1.4f, a.h * 0.86f}; }

// The backs held like a hand: turned about a point under the fan, spread more the more it holds.
void draw_fan(Frame& f, Rect a, int held, const OpponentPieces& p) {
  const int k = std::min(held, 14);
  if (k <= 0) return;
  const float bh = fan_back(a).h, bw = fan_back(a).w, pivot_r = bh * 2.2f;
  const float cx = a.x + a.w * 0.5f, pivot_y = a.y + bh + pivot_r;
  float turn = std::min(0.1f * static_cast<float>(k - 1) * 0.5f, 0.6f);
  // The outer cards' top corners swing out as they turn, and their bottom corners dip: the fan
  // stays inside its area (a narrow seat's, a tablet's top row, turns its cards less).
  const float spare = a.h - bh + 4 * f.dpr;
  auto spills = [&](float t) {
    return bw * 0.5f * std::cos(t) + (pivot_r + bh) * std::sin(t) > a.w * 0.5f ||
           pivot_r * (1 - std::cos(t)) + bw * 0.5f * std::sin(t) > spare;
  };
  while (turn > 0 && spills(turn)) turn = std::max(0.0f, turn - 0.02f);
  for (int i = 0; i < k; ++i) {
    const float u = k == 1 ? 0.0f : static_cast<float>(i) / static_cast<float>(k - 1) * 2 - 1;
    f.batch.push(render::Affine::rotate_about(cx, pivot_y, u * turn));
    p.back({cx - bw * 0.5f, a.y, bw, bh});
    f.batch.pop();
  }
}

// The melds a seat has laid, melds `from` to `to` in a row at `y`, `cw` wide: overlapped to 55%
// where the row is narrow, spread apart as far as its width allows, so a stand-in's whole index
// ("JK") shows.
// Lays out (and, with `p`, draws) the melds [from, to) in one row; returns how many fit. The row
// is filled to its end, so its last meld's edge may pass the box by a rounding: half a pixel is
// allowed, else a meld that fits to the pixel was dropped.
size_t draw_laid_row(Rect a, float y, const std::vector<Meld>& laid, size_t from, size_t to, float cw,
                     const OpponentPieces* p) {
  float steps = 0;
  for (size_t i = from; i < to; ++i) steps += static_cast<float>(laid[i].cards.size() - 1);
  const float n = static_cast<float>(to - from), whole = n * cw + (n - 1) * cw * 0.3f;
  const float step = steps > 0 ? std::clamp((a.w - whole) / steps, cw * 0.55f, cw * 1.04f) : cw;
  float x = a.x;
  size_t shown = 0;
  for (size_t i = from; i < to; ++i) {
    const Meld& m = laid[i];
    const float w = step * static_cast<float>(m.cards.size() - 1) + cw;
    if (x + w > a.x + a.w + 0.5f) break;
    for (const PlacedCard& c : m.cards) {
      if (p) p->chip({x, y, cw, cw * 1.3f}, c);
      x += step;
    }
    x += cw - step + cw * 0.3f, ++shown;
  }
  return shown;
}

size_t draw_laid(Frame& f, Rect a, const std::vector<Meld>& laid, const OpponentPieces& p, float s) {
  // In as many rows (up to three) as give the largest chips, larger than the table's chips
  // where the seat has the room (a desktop's), so a stand-in's "=10" grows with it. Chips that
  // would overlap past a fifth of their width (a stand-in's "JK" cut) count as 30% smaller:
  // smaller chips that show their faces win over larger ones cut.
  const size_t n = laid.size();
  const float row_gap = 4 * s;
  size_t best_rows = 1;
  float best = 0, best_score = 0;
  for (size_t rows = 1; rows <= std::min<size_t>(3, n); ++rows) {
    const size_t per = (n + rows - 1) / rows;
    // The widest row, in chips, its melds' cards showing `strip` of their width, 0.3 between melds.
    auto widest = [&](float strip) {
      float most = 0;
      for (size_t from = 0; from < n; from += per) {
        float units = -0.3f;
        for (size_t i = from; i < std::min(n, from + per); ++i)
          units += strip * static_cast<float>(laid[i].cards.size() - 1) + 1.3f;
        most = std::max(most, units);
      }
      return most;
    };
    const float r = static_cast<float>(rows), tall = (a.h - (r - 1) * row_gap) / r / 1.3f;
    // As large as the row holds them overlapped to 55%, or smaller so each shows 80% of its face.
    const float tight = std::min({a.w / widest(0.55f), tall, 56 * s});
    const float clear = std::min({a.w / widest(0.8f), tall, 56 * s});
    const bool cut = clear < tight * 0.7f;
    const float cw = cut ? tight : clear, score = cut ? tight * 0.7f : clear;
    if (score > best_score * 1.05f) best_score = score, best = cw, best_rows = rows;
  }
  // Where every meld would be too small to read: one row at the table's chip size. A meld that
  // does not fit is never left out silently: a "+N" after the last row counts those left out
  // (the reveal shows them all).
  if (best < 16 * s) best = std::min(p.chip_w, a.h / 1.3f), best_rows = 1;
  const float cw = best;
  const size_t per = (n + best_rows - 1) / best_rows;
  auto lay = [&](Rect box, const OpponentPieces* draw) {
    size_t shown = 0;
    float y = a.y;
    for (size_t from = 0; from < n; from += per, y += cw * 1.3f + row_gap)
      shown += draw_laid_row(box, y, laid, from, std::min(n, from + per), cw, draw);
    return shown;
  };
  if (lay(a, nullptr) == n) return lay(a, &p);
  // Room at the right for the marker, then the melds that fit before it.
  const float px = std::clamp(cw * 0.8f, 11 * s, 15 * s), mark_w = f.text.measure("+99", Face::Bold, px) + 4 * s;
  const size_t shown = lay({a.x, a.y, std::max(0.f, a.w - mark_w), a.h}, &p);
  const float last_y = a.y + static_cast<float>(best_rows - 1) * (cw * 1.3f + row_gap);
  f.text.draw_fit(f.batch, "+" + std::to_string(n - shown), Face::Bold, px, mark_w, a.x + a.w,
                  last_y + (cw * 1.3f - f.text.line_height(Face::Bold, px)) * 0.5f, ui::kGold, render::Align::Right);
  return shown;
}

// The parts of a seat's line: "4 cards", "241 pts".
std::vector<std::string> line_parts(const std::string& line) {
  std::vector<std::string> parts;
  for (size_t from = 0;;) {
    const size_t at = line.find(kDot, from);
    parts.push_back(line.substr(from, at == std::string::npos ? std::string::npos : at - from));
    if (at == std::string::npos) return parts;
    from = at + std::string_view(kDot).size();
  }
}

// A part of a seat's line for a width: whole, else without the words after its last number
// ("241 pts" as "241", "4 cards" as "4", "0 of 5 programs" as "0 of 5"; `bare` then says so),
// else "0/5": its numbers are never cut.
std::string fitted_part(render::Text& text, const std::string& part, float w, float px, bool& bare) {
  bare = false;
  if (text.measure(part, Face::Regular, px) <= w) return part;
  const size_t last = part.find_last_of("0123456789");
  if (last == std::string::npos) return part;
  bare = true;
  const std::string numbers = part.substr(0, last + 1);
  if (const size_t of = numbers.find(" of "); of != std::string::npos && text.measure(numbers, Face::Regular, px) > w)
    return numbers.substr(0, of) + "/" + numbers.substr(of + 4);
  return numbers;
}

// The dealer's button: a "D" in a white disc `dd` px across at (x, y).
void draw_dealer_chip(Frame& f, float x, float y, float dd) {
  const float s = f.dpr;
  const Rect chip{x, y, dd, dd};
  f.batch.rect(chip, dd * 0.5f, ui::kCardFace);
  f.batch.ring(chip, dd * 0.5f, 1.2f * s, ui::kInk);
  f.text.draw_fit(f.batch, "D", Face::Bold, 13 * s, dd, chip.x + dd * 0.5f,
                  chip.y + (dd - f.text.line_height(Face::Bold, 13 * s)) * 0.5f, ui::kInk, render::Align::Center);
}

// A small card's outline before a bare count: the number counts cards (or tiles).
constexpr float kGlyphW = 8, kGlyphGap = 2;
void draw_count_glyph(Frame& f, float x, float y, float lh) {
  const float s = f.dpr;
  const Rect g{x, y + (lh - 13 * s) * 0.5f, kGlyphW * s, 13 * s};
  f.batch.rect(g, 2 * s, ui::kCream.with_alpha(70));
  f.batch.ring(g, 2 * s, 1.2f * s, ui::kCream);
}

// The parts of a narrow seat's line, as it draws them.
struct NarrowLine {
  std::vector<std::string> parts;
  std::string rest, whole, with_glyph;  // after the count; all of it; the count's number and the rest
  bool bare = false;                    // the count has a number to stand after a card's outline
};
NarrowLine narrow_line(render::Text& text, const std::string& line, float px) {
  NarrowLine n;
  n.parts = line_parts(line);
  for (size_t i = 1; i < n.parts.size(); ++i) n.rest += (n.rest.empty() ? "" : " \u00B7 ") + n.parts[i];
  n.whole = n.parts.size() > 1 ? n.parts[0] + " \u00B7 " + n.rest : n.parts[0];
  if (n.parts.size() > 1) n.with_glyph = fitted_part(text, n.parts[0], 0, px, n.bare) + " \u00B7 " + n.rest;
  return n;
}

// Whether a narrow seat `b` (its avatar `d` across) shows its name over its whole line: where the
// name has room for a letter and the line fits under it, whole or with its count as an outline.
bool narrow_named(Frame& f, Rect b, const Opponent& o, float d, float pad) {
  const float s = f.dpr, px = 13 * s, w2 = b.w - 2 * pad;
  const NarrowLine n = narrow_line(f.text, o.line, px);
  if (n.parts.size() == 1) return true;
  const float name_w = b.w - 2 * pad - d - 8 * s - (o.dealer ? 21 * s : 0);
  return name_w >= f.text.measure(initial(o.name) + "\u2026", Face::Bold, 14 * s) &&
         (f.text.measure(n.whole, Face::Regular, px) <= w2 ||
          (n.bare && (kGlyphW + kGlyphGap) * s + f.text.measure(n.with_glyph, Face::Regular, px) <= w2));
}

// A narrow seat's two lines beside and under its avatar (`av`): where `named`, its name, and
// under it its whole line (or its count as a card's outline and a number, then the rest); else
// its count beside the avatar and its score under it. A count or a score is never left out.
void draw_narrow_lines(Frame& f, Rect b, Rect av, const Opponent& o, float pad, bool named) {
  const float s = f.dpr, px = 13 * s, lh = 16 * s, d = av.w;
  const bool compact = b.h < kBand * s;
  const float dd = (compact ? 17 : 19) * s, glyph = (kGlyphW + kGlyphGap) * s;
  const float tx = av.x + d + 8 * s, right = b.x + b.w - pad, w2 = b.w - 2 * pad;
  const float y1 = av.y + (d - lh) * 0.5f, y2 = av.y + d + 1 * s;
  const NarrowLine n = narrow_line(f.text, o.line, px);
  const std::vector<std::string>& parts = n.parts;
  const std::string& rest = n.rest;
  bool bare = false;
  if (named) {
    const float name_w = right - tx - (o.dealer ? dd + 2 * s : 0);
    if (o.dealer) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
    if (name_w >= f.text.measure(initial(o.name) + "\u2026", Face::Bold, 14 * s))
      f.text.draw_fit(f.batch, o.name, Face::Bold, 14 * s, name_w, tx, av.y + d * 0.5f - 9 * s, ui::kCream);
    if (f.text.measure(n.whole, Face::Regular, px) > w2 && n.bare) {
      draw_count_glyph(f, b.x + pad, y2, lh);
      f.text.draw_fit(f.batch, n.with_glyph, Face::Regular, px, w2 - glyph, b.x + pad + glyph, y2, ui::kGold);
      return;
    }
    f.text.draw_fit(f.batch, fitted_part(f.text, n.whole, w2, px, bare), Face::Regular, px, w2, b.x + pad, y2,
                    ui::kGold);
    return;
  }
  // The count beside the avatar.
  const float tx4 = av.x + d + 3 * s, w1 = right - tx4;
  const std::string count = fitted_part(f.text, parts[0], w1, px, bare);
  const float count_w = f.text.measure(count, Face::Regular, px);
  float x = tx4;
  if (bare && count_w + glyph <= w1) {
    draw_count_glyph(f, x, y1, lh);
    x += glyph;
  }
  f.text.draw_fit(f.batch, count, Face::Regular, px, right - x, x, y1, ui::kCream);
  // The score under it; the dealer's button at the end of the score's line where the score keeps
  // its numbers beside it, else of the count's, else left out (the seat's label says it).
  const float chip_room = dd + 3 * s;
  bool chip_under = false;
  std::string score = fitted_part(f.text, rest, w2, px, bare);
  if (o.dealer) {
    const std::string beside = fitted_part(f.text, rest, w2 - chip_room, px, bare);
    if (f.text.measure(beside, Face::Regular, px) <= w2 - chip_room) score = beside, chip_under = true;
  }
  f.text.draw_fit(f.batch, score, Face::Regular, px, w2, b.x + pad, y2, ui::kGold);
  if (chip_under)
    draw_dealer_chip(f, right - dd, y2 + (lh - dd) * 0.5f, dd);
  else if (o.dealer && x + count_w + chip_room <= right)
    draw_dealer_chip(f, right - dd, y1 + (lh - dd) * 0.5f, dd);
}

// The room a seat's tag takes at the end of the name's line, its gap included (0: none).
float tag_room(Frame& f, const Opponent& o) {
  return o.tag.empty() ? 0 : f.text.measure(o.tag, Face::Regular, 13 * f.dpr) + 6 * f.dpr;
}

// The tag, whole, ending at `right`.
void draw_tag(Frame& f, const Opponent& o, float right, float y) {
  if (o.tag.empty()) return;
  f.text.draw(f.batch, o.tag, Face::Regular, 13 * f.dpr, right, y, ui::kCream, render::Align::Right);
}

// A stacked badge (beside a board), from the top: the avatar with the name beside it (or on a
// row of its own under it, where beside it would leave no more than its initial), the tag beside
// the name or on its own row, then the line whole, else a part a row while the badge has the rows
// (a count never cut). Returns where the text ends.
float draw_stacked(Frame& f, Rect b, const Opponent& o, Rect av, float tx, float name_w) {
  const float s = f.dpr, pad = (b.w < 72 * s ? 4 : 7) * s, row = 16 * s, inner = b.w - 2 * pad;
  const float bottom = b.y + b.h - 2 * s;
  const float least = f.text.measure(initial(o.name) + "\u2026", Face::Bold, 14 * s);
  const float tag_w = tag_room(f, o);
  float y = av.y + av.h + 1 * s;
  auto fits = [&](int rows) { return y + static_cast<float>(rows) * row <= bottom; };
  const bool name_under = name_w < least * 2 && fits(1);
  const float name_px = f.text.measure(o.name, Face::Bold, 14 * s);
  // Beside the name where that leaves the name whole or two letters of it; else on its own row.
  const bool tag_beside = !o.tag.empty() && (name_under ? inner : name_w) - tag_w >= std::min(least * 1.6f, name_px);
  if (name_under) {
    // What it holds beside the avatar, as a small card and its number: its line may not show.
    const Rect card{av.x + av.w + 3 * s, av.y + av.h * 0.5f - 7 * s, 9 * s, 14 * s};
    f.batch.rect(card, 2 * s, Color::hex(0xa8322d));
    f.batch.ring(card, 2 * s, 1 * s, ui::kCream);
    f.text.draw(f.batch, std::to_string(o.held), Face::Bold, 14 * s, card.x + card.w + 2 * s,
                av.y + av.h * 0.5f - 9 * s, ui::kCream);
    f.text.draw_fit(f.batch, o.name, Face::Bold, 14 * s, inner - (tag_beside ? tag_w : 0), b.x + pad, y, ui::kCream);
    if (tag_beside) draw_tag(f, o, b.x + b.w - pad, y + 1 * s);
    y += row + 1 * s;
  } else {
    if (name_w - (tag_beside ? tag_w : 0) >= least)
      f.text.draw_fit(f.batch, o.name, Face::Bold, 14 * s, name_w - (tag_beside ? tag_w : 0), tx,
                      av.y + av.h * 0.5f - 9 * s, ui::kCream);
    if (tag_beside) draw_tag(f, o, tx + name_w, av.y + av.h * 0.5f - 8 * s);
  }
  if (!o.tag.empty() && !tag_beside && fits(1)) {
    f.text.draw(f.batch, o.tag, Face::Regular, 13 * s, b.x + pad, y, ui::kCream);
    y += row;
  }
  std::vector<std::string> parts = line_parts(o.line);
  // Whole on a row where it fits, else a part a row while there are rows; what it holds, its
  // line's last part, shows beside the avatar when the name is under it. The last parts are kept
  // where there are fewer rows than parts: a count of what it holds comes last.
  if (name_under && parts.size() > 1) parts.pop_back();
  std::string joined = parts.front();
  for (size_t i = 1; i < parts.size(); ++i) joined += kDot + parts[i];
  if (f.text.measure(joined, Face::Regular, 13 * s) <= inner) parts = {joined};
  while (parts.size() > 1 && !fits(static_cast<int>(parts.size()))) parts.erase(parts.begin());
  const std::string first = line_parts(o.line).front();
  for (const std::string& part : parts) {
    if (!fits(1)) break;
    bool bare = false;
    const std::string number = fitted_part(f.text, part, inner, 13 * s, bare);
    if (o.first_as_piece && bare && part == first) {
      const float d = 10 * s;
      const render::Point at{b.x + pad + d * 0.5f, y + row * 0.5f};
      f.batch.rect({at.x - d * 0.5f, at.y - d * 0.5f, d, d}, d * 0.5f, o.colour.value_or(ui::kGold));
      f.batch.ring({at.x - d * 0.5f, at.y - d * 0.5f, d, d}, d * 0.5f, 1 * s, ui::kCream);
      f.text.draw_fit(f.batch, number, Face::Regular, 13 * s, inner - d - 3 * s, b.x + pad + d + 3 * s, y, ui::kGold);
    } else {
      f.text.draw_fit(f.batch, part, Face::Regular, 13 * s, inner, b.x + pad, y, ui::kGold);
    }
    y += row;
  }
  return y;
}

void draw_seat(Frame& f, Rect b, const Opponent& o, const OpponentPieces& p) {
  const float s = f.dpr, band = std::min(b.h, kBand * s);
  const bool compact = b.h < kBand * s;
  if (o.turn) f.batch.shadow(b, 12 * s, 10 * s, ui::kTurnGlow.with_alpha(150));
  f.batch.rect(b, (compact ? 8 : 12) * s, o.turn ? Color::hex(0x000000, 95) : ui::kPanel);
  if (o.turn) f.batch.ring(b, (compact ? 8 : 12) * s, 2 * s, ui::kTurnGlow);
  // Wide: the avatar beside both lines; narrow: a smaller one beside the name, the line under;
  // compact (a phone at a full table): smaller still, beside the count, the score under.
  const bool wide = b.w >= 150 * s;
  const float dd = 19 * s;
  // A wide seat's line too long beside the avatar breaks after its last " · " that fits, onto a
  // second line; a second line that does not fit there either runs under a smaller avatar, the
  // seat's whole width ("1 of 5 programs" whole on a tablet's seat 150 px wide).
  std::string first = o.line, second;
  bool below = false;
  if (wide) {
    const float beside = b.w - 7 * s - 36 * s - 8 * s - 7 * s - (o.dealer ? dd : 0);
    for (size_t at = o.line.rfind(kDot);
         at != std::string::npos && at > 0 && f.text.measure(first, Face::Regular, 13 * s) > beside;
         at = o.line.rfind(kDot, at - 1)) {
      first = o.line.substr(0, at);
      second = o.line.substr(at + std::string_view(kDot).size());
    }
    below = !second.empty() && f.text.measure(second, Face::Regular, 13 * s) > beside;
  }
  // A stacked badge (beside a board) lays its parts out itself (draw_stacked); a tiny one takes a
  // smaller avatar.
  const bool tiny = o.stack && b.w < 72 * s;
  const float pad = (compact || tiny ? 4 : 7) * s;
  // A narrow seat that shows its count beside the avatar takes a smaller one, so a card's outline
  // fits before the count.
  const bool named = !wide && !compact && !o.stack && narrow_named(f, b, o, 26 * s, pad);
  const float d = (wide ? below ? 30 : 36 : o.stack ? tiny ? 22 : 26 : compact ? 18 : named ? 26 : 22) * s;
  const Rect av{b.x + pad, b.y + (below ? 5 * s : wide ? (band - d) * 0.5f : compact ? 3 * s : pad), d, d};
  const Color colour = o.colour.value_or(kit_colour(o.seat));
  if (o.turn) f.batch.shadow(av, d * 0.5f, 6 * s, ui::kTurnGlow.with_alpha(200));
  f.batch.rect(av, d * 0.5f, colour);
  f.batch.ring(av, d * 0.5f, 1.5f * s, o.turn ? ui::kTurnGlow : Color::hex(0x000000, 90));
  const float ip = (wide ? 18 : compact ? 13 : 15) * s;
  f.text.draw_fit(f.batch, initial(o.name), Face::Bold, ip, d, av.x + d * 0.5f,
                  av.y + (d - f.text.line_height(Face::Bold, ip)) * 0.5f, ui::kInk, render::Align::Center);
  float text_end = b.y;
  if (wide) {
    if (o.dealer) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
    const float tx = av.x + d + 8 * s, name_w = b.x + b.w - pad - tx - (o.dealer ? dd : 0);
    const float y = b.y + band * 0.5f - (second.empty() ? 19 : 25) * s;
    f.text.draw_fit(f.batch, o.name, Face::Bold, 14 * s, name_w - tag_room(f, o), tx, y, ui::kCream);
    draw_tag(f, o, b.x + b.w - pad - (o.dealer ? dd : 0), y + 1 * s);
    f.text.draw_fit(f.batch, first, Face::Regular, 13 * s, name_w, tx, y + 19 * s, ui::kGold);
    if (!second.empty())
      f.text.draw_fit(f.batch, second, Face::Regular, 13 * s, below ? b.w - 2 * pad : name_w, below ? b.x + pad : tx,
                      y + 34 * s, ui::kGold);
  } else if (o.stack) {
    if (o.dealer) draw_dealer_chip(f, b.x + b.w - dd - 5 * s, b.y + 5 * s, dd);
    const float tx = av.x + d + 8 * s;
    text_end = draw_stacked(f, b, o, av, tx, b.x + b.w - pad - tx - (o.dealer ? dd : 0));
  } else {
    draw_narrow_lines(f, b, av, o, pad, named);
  }
  const Rect under = under_name(b, s);
  // Melds drawn under the name; the label says how many, and how many of them show (the tests'
  // check that a seat never shows fewer silently).
  std::string melds;
  if (under.h >= 16 * s && under.y >= text_end) {
    if (!o.laid.empty() && p.chip) {
      const size_t shown = draw_laid(f, under, o.laid, p, s), n = o.laid.size();
      melds = ". " + std::to_string(n) + (n == 1 ? " meld laid" : " melds laid") +
              (shown < n ? ", " + std::to_string(shown) + " shown here" : "");
    } else if (p.back) {
      draw_fan(f, under, o.held, p);
    }
  }
  // A tap on the seat tells it in words (the kit shows the label), the dealer's D explained.
  f.ui.clickable("seat:" + std::to_string(o.seat), b,
                 o.name + (o.tag.empty() ? "" : " (" + o.tag + ")") + ": " + o.line + melds +
                     (o.dealer ? ". The D: " + o.name + " dealt this hand" : ""),
                 true);
}

}  // namespace

Rect seat_back(Rect box, float dpr) {
  const Rect a = under_name(box, dpr);
  return a.h >= 16 * dpr ? fan_back(a) : Rect{};
}

void draw_opponents(Frame& f, const std::vector<Rect>& boxes, const std::vector<Opponent>& seats,
                    const OpponentPieces& pieces) {
  for (size_t k = 0; k < std::min(boxes.size(), seats.size()); ++k) draw_seat(f, boxes[k], seats[k], pieces);
}

}  // namespace parlor::scenes
