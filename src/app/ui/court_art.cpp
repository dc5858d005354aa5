#include "app/ui/court_art.h"

#include <algorithm>
#include <cmath>

#include "app/ui/card_face.h"
#include "app/ui/palette.h"

namespace parlor::ui {

using render::Affine;
using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr float kPi = 3.14159265f;
constexpr Color kSkin = Color::hex(0xf2cfa8);
constexpr Color kSkinShade = Color::hex(0xd9a57c);
constexpr Color kGoldDeep = Color::hex(0xa9781f);
constexpr Color kSteel = Color::hex(0x9aa3ad);

Color mix(Color a, Color b, float t) {
  auto ch = [t](std::uint8_t x, std::uint8_t y) {
    return static_cast<std::uint8_t>(std::lround(static_cast<float>(x) + (static_cast<float>(y) - x) * t));
  };
  return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), 255};
}

// One half of the picture is drawn in units of `k` from the frame's centre line, y going up, so
// the same numbers draw the upper bust and, under a half turn, the lower one.
struct Pen {
  render::Batch& b;
  float cx, mid, k;

  Rect box(float x0, float y0, float x1, float y1) const {
    return {cx + x0 * k, mid - y1 * k, (x1 - x0) * k, (y1 - y0) * k};
  }
  void fill(float x0, float y0, float x1, float y1, float radius, Color c) const {
    b.rect(box(x0, y0, x1, y1), radius * k, c);
  }
  void dot(float x, float y, float radius, Color c) const {
    fill(x - radius, y - radius, x + radius, y + radius, radius, c);
  }
  // A square turned on its corner: half hidden under a band, it is a crown's point.
  void diamond(float x, float y, float half, Color c) const {
    b.push(Affine::rotate_about(cx + x * k, mid - y * k, kPi * 0.25f));
    const float side = half * 1.41421356f;
    fill(x - side * 0.5f, y - side * 0.5f, x + side * 0.5f, y + side * 0.5f, 0.01f, c);
    b.pop();
  }
  // A straight stroke from (x0, y0) to (x1, y1) with round ends.
  void stroke(float x0, float y0, float x1, float y1, float width, Color c) const {
    const float dx = x1 - x0, dy = y1 - y0, len = std::sqrt(dx * dx + dy * dy);
    const float mx = (x0 + x1) * 0.5f, my = (y0 + y1) * 0.5f;
    b.push(Affine::rotate_about(cx + mx * k, mid - my * k, -std::atan2(dy, dx)));
    fill(mx - len * 0.5f, my - width * 0.5f, mx + len * 0.5f, my + width * 0.5f, width * 0.5f, c);
    b.pop();
  }
};

// The robe first for both halves, so each half's details lie over the other's robe where they meet.
void draw_robe(const Pen& p, Color suit) {
  p.fill(-0.42f, -0.2f, 0.42f, 0.42f, 0.16f, kGold);
  p.fill(-0.37f, -0.2f, 0.37f, 0.37f, 0.13f, suit);
  // A darker panel down the front gives the robe a fold.
  p.fill(-0.1f, -0.2f, 0.1f, 0.37f, 0.02f, mix(suit, Color::hex(0x000000), 0.28f));
}

// Three points behind a band, a jewel in it; the band's foot at 0.75.
void draw_crown(const Pen& p, Color jewel) {
  p.diamond(-0.13f, 0.84f, 0.07f, kGold);
  p.diamond(0.13f, 0.84f, 0.07f, kGold);
  p.diamond(0.0f, 0.88f, 0.09f, kGold);
  p.fill(-0.19f, 0.75f, 0.19f, 0.85f, 0.02f, kGoldDeep);
  p.fill(-0.17f, 0.765f, 0.17f, 0.835f, 0.015f, kGold);
  p.dot(0.0f, 0.8f, 0.03f, jewel);
}

struct Look {
  Color hair;
  float hair_top, hair_low, hair_w;  // the hair behind the head: its top, its lowest point, half width
};

Look look_of(int rank) {
  switch (rank) {
    case 13: return {Color::hex(0xc9c2b6), 0.8f, 0.5f, 0.21f};    // a king, grey-haired
    case 12: return {Color::hex(0x8a4b22), 0.84f, 0.22f, 0.25f};  // a queen, long auburn hair
    default: return {Color::hex(0x3d2a1c), 0.8f, 0.54f, 0.2f};    // a jack, short dark hair
  }
}

void draw_headwear(const Pen& p, int rank, Color suit) {
  if (rank == 13) {
    draw_crown(p, suit);
  } else if (rank == 12) {
    // A thin tiara with a jewel raised in the middle.
    p.fill(-0.17f, 0.77f, 0.17f, 0.815f, 0.02f, kGold);
    p.diamond(0.0f, 0.84f, 0.06f, kGold);
    p.dot(0.0f, 0.84f, 0.025f, suit);
    p.dot(-0.11f, 0.82f, 0.025f, kCardFace);
    p.dot(0.11f, 0.82f, 0.025f, kCardFace);
  } else {
    // A cap of the suit's colour with a gold band and a feather.
    p.stroke(0.12f, 0.84f, 0.27f, 0.93f, 0.05f, kCardFace);
    p.fill(-0.2f, 0.74f, 0.2f, 0.9f, 0.08f, suit);
    p.fill(-0.21f, 0.73f, 0.21f, 0.78f, 0.02f, kGold);
  }
}

// What each holds: a king his sceptre, a queen a flower, a jack a spear; in the hand on the
// figure's left, so the turned half holds it on the other side, as on real court cards.
void draw_held(const Pen& p, int rank, Color suit, bool fine) {
  if (rank == 13) {
    p.stroke(-0.25f, -0.05f, -0.25f, 0.66f, 0.05f, kGoldDeep);
    p.dot(-0.25f, 0.68f, 0.06f, kGold);
  } else if (rank == 12) {
    p.stroke(-0.25f, 0.0f, -0.25f, 0.5f, 0.035f, kGoldDeep);
    p.dot(-0.25f, 0.55f, 0.075f, suit);
    if (fine) p.dot(-0.25f, 0.55f, 0.03f, kGold);
  } else {
    p.stroke(-0.25f, -0.1f, -0.25f, 0.7f, 0.04f, Color::hex(0x6b4a2e));
    p.diamond(-0.25f, 0.74f, 0.07f, kSteel);
  }
  p.dot(-0.25f, 0.2f, 0.055f, kSkin);  // the hand holding it
}

void draw_bust(const Pen& p, render::Text& t, Card face, Color suit, bool fine) {
  const int rank = face.rank();
  const Look l = look_of(rank);
  // A queen's hair falls behind the shoulders; the others' sits around the head.
  p.fill(-l.hair_w, l.hair_low, l.hair_w, l.hair_top, l.hair_w, l.hair);
  p.fill(-0.17f, 0.34f, 0.17f, 0.45f, 0.05f, kCardFace);  // the collar
  p.fill(-0.055f, 0.4f, 0.055f, 0.52f, 0.02f, kSkinShade);
  p.dot(0.0f, 0.62f, 0.165f, kSkin);
  if (fine) {
    p.dot(-0.06f, 0.64f, 0.02f, kInk);
    p.dot(0.06f, 0.64f, 0.02f, kInk);
    if (rank != 13) p.fill(-0.035f, 0.535f, 0.035f, 0.555f, 0.01f, Color::hex(0xb5524a));
  }
  if (rank == 13) p.fill(-0.14f, 0.43f, 0.14f, 0.59f, 0.12f, l.hair);  // the beard
  draw_headwear(p, rank, suit);
  draw_held(p, rank, suit, fine);
  // The suit's sign on the chest, so the picture names its suit without its colour.
  // A glyph's ink sits about 0.55 of its size below the top of its line box.
  const float px = 0.26f * p.k;
  t.draw(p.b, suit_symbol(face.suit()), Face::Regular, px, p.cx, p.mid - 0.19f * p.k - 0.55f * px, kCardFace,
         Align::Center);
}

}  // namespace

void draw_crown(render::Batch& b, Rect box, Color jewel) {
  // The crown is 0.4 units wide and 0.22 tall from its foot.
  const float k = std::min(box.w / 0.4f, box.h / 0.22f);
  draw_crown(Pen{b, box.x + box.w * 0.5f, box.y + box.h + 0.75f * k - (box.h - 0.22f * k) * 0.5f, k}, jewel);
}

void draw_court_art(render::Batch& b, render::Text& t, Rect r, float scale, Card face) {
  const Color suit = suit_colour(face.suit());
  const Rect frame{r.x + r.w * 0.2f, r.y + r.h * 0.055f, r.w * 0.6f, r.h * 0.89f};
  b.rect(frame, r.w * 0.04f, mix(kCardFace, suit, 0.12f));
  const float half_h = frame.h * 0.5f;
  const Pen pen{b, frame.x + frame.w * 0.5f, frame.y + half_h, std::min(frame.w, half_h / 1.06f)};
  // Eyes, mouth and the flower's heart are left out where they would be a pixel or less.
  const bool fine = pen.k > 60;
  const Affine turn = Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, kPi);
  draw_robe(pen, suit);
  b.push(turn);
  draw_robe(pen, suit);
  b.pop();
  draw_bust(pen, t, face, suit, fine);
  b.push(turn);
  draw_bust(pen, t, face, suit, fine);
  b.pop();
  b.rect({frame.x, frame.y + half_h - scale * 0.75f, frame.w, scale * 1.5f}, 0, kGoldDeep);
  b.ring(frame, r.w * 0.04f, std::max(1.0f * scale, r.w * 0.012f), suit);
  // The indices lie on plain card, over the frame's corners, so they read as well as a pip card's.
  const Rect patch{r.x + r.w * 0.035f, r.y + r.w * 0.03f, r.w * 0.27f, r.w * 0.53f};
  b.rect(patch, r.w * 0.05f, kCardFace);
  b.push(turn);
  b.rect(patch, r.w * 0.05f, kCardFace);
  b.pop();
}

}  // namespace parlor::ui
