#include "app/ui/tile_face.h"

#include <algorithm>
#include <string>

#include "app/ui/card_art.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"

namespace parlor::ui {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

constexpr float kLeastMarkPx = 9;  // CSS px: the smallest colour shape drawn on a tile

Color tile_colour(Suit s) {
  // The colour-blind setting swaps in Okabe-Ito colours; the shapes tell the colours apart anyway.
  const bool cb = colour_blind_deck();
  switch (s) {
    case Suit::Red: return cb ? Color::hex(0xc0461c) : Color::hex(0xc8232f);
    case Suit::Blue: return cb ? Color::hex(0x0062a0) : Color::hex(0x1f5fbf);
    case Suit::Orange: return cb ? Color::hex(0xb87800) : Color::hex(0xd66a00);
    case Suit::Black: return Color::hex(0x1f1f24);
    // Rummü's yellow and green, dark enough to read on ivory.
    case Suit::Yellow: return cb ? Color::hex(0x9a6a00) : Color::hex(0xa87a00);
    case Suit::Green: return cb ? Color::hex(0x007a5a) : Color::hex(0x1e7d34);
    case Suit::Joker: return cb ? Color::hex(0xa8457a) : Color::hex(0x7a3fb0);
    default: return kInk;
  }
}

const char* tile_shape(Suit s) {
  switch (s) {
    case Suit::Red: return "\u25CF";
    case Suit::Blue: return "\u25A0";
    case Suit::Orange: return "\u25B2";
    case Suit::Black: return "\u25C6";
    case Suit::Green: return "\u25B2";
    // Rummü's yellow cards may be jokers: they bear the joker's sign.
    case Suit::Yellow: return suit_symbol(Suit::Joker);
    default: return suit_symbol(Suit::Joker);  // a joker tile bears a joker card's sign
  }
}

namespace {

// A colour's shape drawn as geometry, `size` device px tall, centred on (cx, cy): where a tile is
// too small for the shape's glyph to read (under kLeastMarkPx), the same shape, so a colour-blind
// player tells the colours apart on the table as on the rack.
void draw_shape(render::Batch& b, Suit s, float cx, float cy, float size, Color ink) {
  const float h = size * 0.5f;
  // A square of side `side` turned a quarter about the middle, stretched by (sx, sy): a diamond.
  auto diamond = [&](float sx, float sy) {
    const float side = size / 1.4142f;
    b.push(render::Affine::rotate_about(cx, cy, 0.785398f).then({sx, 0, 0, sy, cx * (1 - sx), cy * (1 - sy)}));
    b.rect({cx - side * 0.5f, cy - side * 0.5f, side, side}, 0, ink);
    b.pop();
  };
  switch (s) {
    case Suit::Red: b.rect({cx - h, cy - h, size, size}, h, ink); break;
    case Suit::Blue: b.rect({cx - h * 0.85f, cy - h * 0.85f, size * 0.85f, size * 0.85f}, 0, ink); break;
    case Suit::Orange:
    case Suit::Green: {
      // A triangle pointing up, in strips one device px or so tall.
      const int strips = std::clamp(static_cast<int>(size), 4, 24);
      const float sh = size / static_cast<float>(strips);
      for (int k = 0; k < strips; ++k) {
        const float w = size * (static_cast<float>(k) + 0.5f) / static_cast<float>(strips);
        b.rect({cx - w * 0.5f, cy - h + sh * static_cast<float>(k), w, sh + 0.5f}, 0, ink);
      }
      break;
    }
    case Suit::Black: diamond(0.8f, 1.0f); break;
    default:  // the joker's sign, a four-pointed star
      diamond(0.32f, 1.0f);
      diamond(1.0f, 0.32f);
      break;
  }
}

}  // namespace

void draw_tile(render::Batch& b, render::Text& t, Rect r, float scale, Card face, TileStyle style) {
  const render::ArtText art(t);
  const float radius = r.w * 0.16f;
  draw_card_body(b, r, scale, {radius, style.lift});
  const Color ink = tile_colour(face.suit());
  const std::string number = face.is_joker() ? "JK" : std::to_string(face.rank());
  // The number fills the upper part; the shape sits below it, as on a real tile.
  t.draw_fit(b, number, Face::Bold, r.w * 0.56f, r.w * 0.86f, r.x + r.w * 0.5f, r.y + r.h * 0.12f, ink, Align::Center);
  // A tile under 30 CSS px wide (a staged or table piece on a phone) would draw its shape's glyph
  // under 9 px, too small to tell its colour by: it draws the shape as geometry instead, larger
  // for its size, and a stand-in's "=5" alone, in the colour it stands for.
  const bool small = r.w * 0.3f < kLeastMarkPx * scale;
  if (!style.stands_for.is_none()) {
    // In the shape's place (drawn over it, the two crowded each other on a small tile). A joker
    // standing for a coloured card (Rummü's yellow one) names the colour's shape too.
    const Card as = style.stands_for;
    std::string stand_in = "=" + std::to_string(as.rank() == 14 ? 1 : as.rank());
    if (!face.is_joker() && !small) stand_in += tile_shape(as.suit());
    t.draw_fit(b, stand_in, Face::Bold, r.w * 0.34f, r.w * 0.9f, r.x + r.w * 0.5f, r.y + r.h * 0.58f,
               tile_colour(as.suit()), Align::Center);
  } else if (small) {
    draw_shape(b, face.suit(), r.x + r.w * 0.5f, r.y + r.h * 0.76f, r.h * 0.27f, ink);
  } else {
    t.draw(b, tile_shape(face.suit()), Face::Regular, r.w * 0.3f, r.x + r.w * 0.5f, r.y + r.h * 0.6f, ink,
           Align::Center);
  }
  if (style.selected)
    draw_card_ring(b, r, scale, radius, 3 * scale, kSelected);
  else if (style.hint)
    draw_card_ring(b, r, scale, radius, 2 * scale, kCream.with_alpha(220));
}

void draw_tile_back(render::Batch& b, Rect r, float scale) {
  const float radius = r.w * 0.16f;
  draw_card_body(b, r, scale, {radius, 0});
  const float inset = r.w * 0.12f;
  b.rect({r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset}, radius * 0.6f, Color::hex(0x2f6b8c));
}

}  // namespace parlor::ui
