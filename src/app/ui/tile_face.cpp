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

void draw_tile(render::Batch& b, render::Text& t, Rect r, float scale, Card face, TileStyle style) {
  const render::ArtText art(t);
  const float radius = r.w * 0.16f;
  draw_card_body(b, r, scale, {radius, style.lift});
  const Color ink = tile_colour(face.suit());
  const std::string number = face.is_joker() ? "JK" : std::to_string(face.rank());
  // The number fills the upper part; the shape sits below it, as on a real tile.
  t.draw_fit(b, number, Face::Bold, r.w * 0.56f, r.w * 0.86f, r.x + r.w * 0.5f, r.y + r.h * 0.12f, ink, Align::Center);
  // A tile under 30 CSS px wide (a staged or table piece on a phone) would draw its shape under
  // 9 px, too small to tell its colour by: it shows the colour as a band across its foot instead,
  // and a stand-in's "=5" alone, in the colour it stands for.
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
    const float inset = r.w * 0.16f;
    b.rect({r.x + inset, r.y + r.h * 0.7f, r.w - 2 * inset, r.h * 0.15f}, r.h * 0.05f, ink);
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
