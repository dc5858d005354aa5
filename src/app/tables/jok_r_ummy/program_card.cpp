#include "app/tables/jok_r_ummy/program_card.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/render/text_layout.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using jok_r_ummy::Part;
using jok_r_ummy::PartKind;
using jok_r_ummy::Program;
using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {

// jok-r-ummy.txt: the program cards are the yellow deck.
constexpr Color kYellow = Color::hex(0xf6de7e);
constexpr Color kYellowEdge = Color::hex(0xb8962e);
constexpr Color kArrow = Color::hex(0x1f4f9a);
constexpr Color kNo = Color::hex(0xc0392b);
constexpr Color kTick = Color::hex(0x2e8b57);

// A straight line `w` thick from a to b, as a rectangle turned about its middle.
void line(render::Batch& b, render::Point a, render::Point c, float w, Color col) {
  const float dx = c.x - a.x, dy = c.y - a.y, len = std::sqrt(dx * dx + dy * dy);
  const float mx = (a.x + c.x) * 0.5f, my = (a.y + c.y) * 0.5f;
  b.push(render::Affine::rotate_about(mx, my, std::atan2(dy, dx)));
  b.rect({mx - len * 0.5f, my - w * 0.5f, len, w}, w * 0.5f, col);
  b.pop();
}

// An arrow from a to its head at c.
void arrow(render::Batch& b, render::Point a, render::Point c, float w, Color col) {
  line(b, a, c, w, col);
  const float ang = std::atan2(c.y - a.y, c.x - a.x), head = w * 3.2f;
  for (const float side : {-0.5f, 0.5f}) {
    const float back = ang + 3.14159265f + side * 1.2f;
    line(b, c, {c.x + std::cos(back) * head, c.y + std::sin(back) * head}, w, col);
  }
}

std::string value_text(int v) { return rank_text(v == 14 ? 1 : v, false); }

// One instruction: its cards in a row, crossed by its arrow, the suits allowed under them.
void draw_part(render::Batch& b, render::Text& t, Rect row, float s, const Part& part, bool detail) {
  const int n = part.count;
  const bool suits = detail && !part.suits.empty();
  const float suit_h = suits ? std::min(row.h * 0.3f, 16 * s) : 0.0f;
  const float ch_max = row.h - suit_h, cw_max = ch_max / 1.4f;
  const float step = std::min(cw_max * 1.08f, row.w / static_cast<float>(n));
  const float cw = std::min(cw_max, step * 0.92f), ch = cw * 1.4f;
  const float x0 = row.x + (row.w - step * static_cast<float>(n - 1) - cw) * 0.5f, y0 = row.y + (ch_max - ch) * 0.5f;
  const float radius = cw * 0.15f;
  for (int i = 0; i < n; ++i) {
    const Rect c{x0 + step * static_cast<float>(i), y0, cw, ch};
    b.rect(c, radius, ui::kCardFace);
    b.ring(c, radius, std::max(0.6f * s, cw * 0.04f), ui::kCardEdge);
    // Imposed values: a straight's each in its place, a set's one value on every card.
    const size_t vi = part.kind == PartKind::Run ? static_cast<size_t>(i) : 0;
    if (detail && vi < part.values.size() && cw >= 9 * s)
      t.draw_fit(b, value_text(part.values[vi]), Face::Bold, ch * 0.42f, cw * 0.92f, c.x + cw * 0.5f, c.y + ch * 0.06f,
                 ui::kInk, Align::Center);
  }
  const float w = std::max(1.2f * s, std::min(cw * 0.1f, 2.6f * s));
  if (part.kind == PartKind::Run) {
    // A straight: one arrow crossing the whole series from low to high.
    arrow(b, {x0 + cw * 0.2f, y0 + ch * 0.85f}, {x0 + step * static_cast<float>(n - 1) + cw * 0.8f, y0 + ch * 0.2f}, w,
          kArrow);
  } else {
    // A set: an arrow down through each card.
    for (int i = 0; i < n; ++i) {
      const float cx = x0 + step * static_cast<float>(i) + cw * 0.5f;
      arrow(b, {cx, y0 + ch * 0.1f}, {cx, y0 + ch * 0.92f}, w, kArrow);
    }
  }
  if (suits) {
    std::string icons;
    for (Suit su : part.suits) icons += ui::suit_symbol(su);
    float x = row.x + row.w * 0.5f - t.measure(icons, Face::Regular, suit_h * 0.95f) * 0.5f;
    for (Suit su : part.suits)
      x += t.draw(b, ui::suit_symbol(su), Face::Regular, suit_h * 0.95f, x, row.y + ch_max, ui::suit_colour(su));
  }
}

// The no-wild sign: a joker's star struck through in a red ring.
void draw_no_wild(render::Batch& b, render::Text& t, Rect r, float s) {
  const float d = std::min(r.w, r.h), w = std::max(1.2f * s, d * 0.1f);
  const Rect c{r.x + (r.w - d) * 0.5f, r.y + (r.h - d) * 0.5f, d, d};
  b.rect(c, d * 0.5f, ui::kCardFace);
  t.draw(b, "2", Face::Bold, d * 0.62f, c.x + d * 0.5f, c.y + d * 0.12f, ui::kInk, Align::Center);
  b.ring(c, d * 0.5f, w, kNo);
  line(b, {c.x + d * 0.18f, c.y + d * 0.18f}, {c.x + d * 0.82f, c.y + d * 0.82f}, w, kNo);
}

void draw_sun(render::Batch& b, render::Text& t, Rect r, float s) {
  const float cx = r.x + r.w * 0.5f, cy = r.y + r.h * 0.45f, d = std::min(r.w, r.h) * 0.42f;
  for (int i = 0; i < 12; ++i) {
    const float a = static_cast<float>(i) * 3.14159265f / 6.0f;
    line(b, {cx + std::cos(a) * d * 0.55f, cy + std::sin(a) * d * 0.55f},
         {cx + std::cos(a) * d * 0.95f, cy + std::sin(a) * d * 0.95f}, std::max(1.2f * s, d * 0.09f),
         Color::hex(0xe67e22));
  }
  b.rect({cx - d * 0.45f, cy - d * 0.45f, d * 0.9f, d * 0.9f}, d * 0.45f, Color::hex(0xf39c12));
  t.draw_fit(b, "SUN", Face::Bold, r.h * 0.14f, r.w * 0.9f, cx, r.y + r.h * 0.78f, ui::kInk, Align::Center);
}

// A card too small for its rows says them in words, each phrase on its own lines, as large as
// the card holds them.
void draw_words(render::Batch& b, render::Text& t, Rect r, float s, const std::vector<std::string>& words) {
  const float pad = std::max(2 * s, r.w * 0.06f), w = r.w - 2 * pad, h = r.h - 2 * pad;
  std::vector<std::string> lines;
  float px = std::min(r.w * 0.3f, 16 * s);
  for (; px > 5 * s; px -= 0.5f * s) {
    lines.clear();
    for (const std::string& phrase : words)
      for (std::string& l : render::wrap_text(t, phrase, Face::Bold, px, w)) lines.push_back(std::move(l));
    bool fits = static_cast<float>(lines.size()) * t.line_height(Face::Bold, px) <= h;
    for (const std::string& l : lines) fits = fits && t.measure(l, Face::Bold, px) <= w;
    if (fits) break;
  }
  const float lh = t.line_height(Face::Bold, px);
  float y = r.y + (r.h - lh * static_cast<float>(lines.size())) * 0.5f;
  for (const std::string& l : lines) {
    t.draw_fit(b, l, Face::Bold, px, w, r.x + r.w * 0.5f, y, ui::kInk, Align::Center);
    y += lh;
  }
}

// The yellow card itself, under what it shows.
void draw_blank(render::Batch& b, Rect r, float s) {
  const float radius = std::min(r.w, r.h) * 0.09f;
  b.shadow({r.x, r.y + 1.5f * s, r.w, r.h}, radius, 3 * s, ui::kShadow.with_alpha(90));
  b.rect(r, radius, kYellow);
  b.ring(r, radius, std::max(1.0f * s, r.w * 0.02f), kYellowEdge);
}

}  // namespace

void draw_program_in_words(render::Batch& b, render::Text& t, Rect r, float s, const Program& p) {
  const render::ArtText art(t);
  draw_blank(b, r, s);
  if (p.sun) return draw_sun(b, t, r, s);
  draw_words(b, t, r, s, jok_r_ummy::program_short_words(p));
}

void draw_program_card(render::Batch& b, render::Text& t, Rect r, float s, const Program& p,
                       const ProgramMarks& marks) {
  const render::ArtText art(t);
  draw_blank(b, r, s);
  if (p.sun) return draw_sun(b, t, r, s);
  const bool detail = r.w >= 50 * s;
  // A small card with nothing marked on it (one in front of a seat): its program in words.
  if (!detail && marks.next < 0 && marks.filled.empty())
    return draw_words(b, t, r, s, jok_r_ummy::program_short_words(p));
  const float pad = r.w * 0.07f, head = r.h * (detail ? 0.17f : 0.3f);
  // The multiplier at the top; the no-wild sign beside it.
  const std::string mult = std::to_string(p.mult) + "x";
  t.draw_fit(b, mult, Face::Bold, head * 0.8f, r.w * 0.5f, r.x + pad, r.y + head * 0.12f, p.mult > 1 ? kNo : ui::kInk);
  if (!p.wilds) draw_no_wild(b, t, {r.x + r.w - pad - head * 0.85f, r.y + head * 0.1f, head * 0.85f, head * 0.85f}, s);
  const Rect body{r.x + pad, r.y + head, r.w - 2 * pad, r.h - head - pad};
  const float row_h = body.h / static_cast<float>(std::max<size_t>(p.parts.size(), 1));
  for (size_t i = 0; i < p.parts.size(); ++i) {
    const Rect row{body.x, body.y + row_h * static_cast<float>(i), body.w, row_h * 0.94f};
    draw_part(b, t, row, s, p.parts[i], detail);
    const Rect ring{row.x - pad * 0.6f, row.y - 1 * s, row.w + pad * 1.2f, row.h + 2 * s};
    if (static_cast<int>(i) == marks.next) b.ring(ring, 4 * s, 2.5f * s, ui::kGold);
    if (i < marks.filled.size() && marks.filled[i] >= p.mult) {
      // Filled as often as the card asks: veiled, with a tick.
      b.rect(ring, 4 * s, kYellow.with_alpha(150));
      const float d = std::min(ring.h, ring.w) * 0.5f, cx = ring.x + ring.w * 0.5f, cy = ring.y + ring.h * 0.5f;
      line(b, {cx - d * 0.45f, cy}, {cx - d * 0.1f, cy + d * 0.35f}, 3 * s, kTick);
      line(b, {cx - d * 0.1f, cy + d * 0.35f}, {cx + d * 0.5f, cy - d * 0.4f}, 3 * s, kTick);
    }
  }
}

void draw_program_back(render::Batch& b, render::Text& t, Rect r, float s) {
  const render::ArtText art(t);
  const float radius = std::min(r.w, r.h) * 0.09f;
  b.rect(r, radius, kYellowEdge);
  b.ring({r.x + 3 * s, r.y + 3 * s, r.w - 6 * s, r.h - 6 * s}, radius, 1.2f * s, kYellow);
  t.draw_fit(b, "\u2605", Face::Bold, r.h * 0.3f, r.w, r.x + r.w * 0.5f, r.y + r.h * 0.32f, kYellow, Align::Center);
}

}  // namespace parlor::scenes
