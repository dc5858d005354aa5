#include "app/ui/card_face.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/ui/card_art.h"
#include "app/ui/court_art.h"
#include "app/ui/palette.h"

namespace parlor::ui {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr Color kJokerInk = Color::hex(0x7a3fb0);

// Rank 14 is an ace played high (a Jok-R-Ummy wild standing for the ace that ends a run: "JK=14H").
std::string rank_label(Card c) { return c.is_joker() ? "JK" : rank_text(c.rank() == 14 ? 1 : c.rank(), false); }

void draw_joker(render::Batch& b, render::Text& t, Rect r, float corner_px) {
  // Five dots in the five suit colours say "any card"; the word says joker in plain letters.
  const Suit suits[] = {Suit::Stars, Suit::Hearts, Suit::Clubs, Suit::Spades, Suit::Diamonds};
  const float d = r.w * 0.11f, gap = r.w * 0.035f, row = 5 * d + 4 * gap;
  for (int i = 0; i < 5; ++i)
    b.rect({r.x + (r.w - row) * 0.5f + static_cast<float>(i) * (d + gap), r.y + r.h * 0.36f, d, d}, d * 0.5f,
           suit_colour(suits[i]));
  t.draw_fit(b, "JOKER", Face::Bold, r.w * 0.2f, r.w * 0.84f, r.x + r.w * 0.5f, r.y + r.h * 0.5f, kJokerInk,
             Align::Center);
  t.draw(b, suit_symbol(Suit::Joker), Face::Regular, corner_px, r.x + r.w * 0.08f, r.y + r.h * 0.05f + corner_px,
         kJokerInk);
}

}  // namespace

namespace {
// The size (at most `px`) at which a chip's stand-in mark ("=10") fits `room` whole.
float stand_in_px(render::Text& t, std::string_view text, float px, float room) {
  while (px > 1 && t.measure(text, Face::Bold, px) > room)
    px = std::max(1.0f, std::min(px - 1, std::floor(px * room / t.measure(text, Face::Bold, px))));
  return px;
}

bool g_colour_blind = false;
}  // namespace

void set_colour_blind_deck(bool on) { g_colour_blind = on; }
bool colour_blind_deck() { return g_colour_blind; }

Color suit_colour(Suit s) {
  // The colour-blind deck takes the Okabe-Ito colours, which stay apart for the common kinds of
  // colour blindness (red and green never both carry meaning); shapes already differ per suit.
  if (g_colour_blind) {
    switch (s) {
      case Suit::Stars: return Color::hex(0xb87800);     // orange
      case Suit::Hearts: return Color::hex(0xc0461c);    // vermilion
      case Suit::Clubs: return Color::hex(0x007a5a);     // bluish green
      case Suit::Spades: return Color::hex(0x1f1f24);    // black
      case Suit::Diamonds: return Color::hex(0x0062a0);  // blue
      case Suit::Joker: return Color::hex(0xa8457a);     // reddish purple
      default: return kInk;
    }
  }
  switch (s) {
    case Suit::Stars: return Color::hex(0xc98a00);     // gold-yellow
    case Suit::Hearts: return Color::hex(0xcc2936);    // red
    case Suit::Clubs: return Color::hex(0x1d8a4a);     // green
    case Suit::Spades: return Color::hex(0x1f1f24);    // black
    case Suit::Diamonds: return Color::hex(0x1f5fbf);  // blue
    case Suit::Joker: return kJokerInk;
    default: return kInk;
  }
}

const char* suit_symbol(Suit s) {
  switch (s) {
    case Suit::Stars: return "\u2605";
    case Suit::Hearts: return "\u2665";
    case Suit::Clubs: return "\u2663";
    case Suit::Spades: return "\u2660";
    case Suit::Diamonds: return "\u2666";
    case Suit::Joker: return "\u2726";
    default: return "?";
  }
}

void draw_card_face(render::Batch& b, render::Text& t, Rect r, float scale, Card face, FaceStyle style) {
  const render::ArtText art(t);
  const float radius = r.w * 0.08f;
  draw_card_body(b, r, scale, {radius, style.lift});
  const Color ink = suit_colour(face.suit());
  const float corner_px = r.w * 0.27f, pad = r.w * 0.07f;
  // Corner index top-left, and the same turned over bottom-right, as on a real card.
  auto corner = [&](bool with_suit) {
    const float w = t.draw(b, rank_label(face), Face::Bold, corner_px, r.x + pad, r.y + pad * 0.6f, ink);
    // A 6 and a 9 are underlined, as on real decks, so the turned index never reads as the other.
    if (face.rank() == 6 || face.rank() == 9)
      b.rect({r.x + pad, r.y + pad * 0.6f + corner_px * 0.86f, w, std::max(1.0f, corner_px * 0.08f)}, 0, ink);
    if (with_suit)
      t.draw(b, suit_symbol(face.suit()), Face::Regular, corner_px * 0.8f, r.x + pad,
             r.y + pad * 0.6f + corner_px * 0.95f, ink);
  };
  const bool court = is_court(face);
  if (face.is_joker()) {
    t.draw(b, "JK", Face::Bold, corner_px * 0.8f, r.x + pad, r.y + pad * 0.6f, kJokerInk);
    draw_joker(b, t, r, corner_px * 0.7f);
  } else if (court) {
    draw_court_art(b, t, r, scale, face);
    corner(true);
  } else {
    corner(true);
    // The big pip sits a little low so the corner index stays readable when cards overlap.
    const float big = r.w * 0.62f;
    t.draw(b, suit_symbol(face.suit()), Face::Regular, big, r.x + r.w * 0.56f, r.y + r.h * 0.38f, ink, Align::Center);
  }
  if (!style.foot_covered) {
    b.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, 3.14159265f));
    if (face.is_joker())
      t.draw(b, "JK", Face::Bold, corner_px * 0.8f, r.x + pad, r.y + pad * 0.6f, kJokerInk);
    else
      corner(court);  // a pip card's big pip leaves no room for a second suit sign
    b.pop();
  }
  if (style.wild) {
    const float inset = r.w * 0.05f;
    b.ring({r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset}, radius * 0.7f,
           std::max(1.5f * scale, r.w * 0.025f), kGold);
    // Centred where later cards cover the foot; else it ends before the turned index, which it
    // never covers (a tablet's last card showed its wild 9's index under the badge).
    float left = r.x + inset * 1.6f, right = r.x + r.w - inset * 1.6f;
    if (!style.foot_covered) {
      const float index_w =
          face.is_joker()
              ? t.measure("JK", Face::Bold, corner_px * 0.8f)
              : std::max(t.measure(rank_label(face), Face::Bold, corner_px),
                         court ? t.measure(suit_symbol(face.suit()), Face::Regular, corner_px * 0.8f) : 0.0f);
      right = std::min(right, r.x + r.w - pad - index_w - r.w * 0.04f);
    }
    // Under a card in the same row, in the strip left showing (a desktop's 14 overlapping cards
    // cut it to "WIL").
    if (style.foot_covered && style.strip > 0) right = std::min(right, r.x + style.strip - inset * 1.6f);
    const float tag_h = r.h * 0.13f, tag_w = std::min(r.w * 0.56f, right - left);
    Rect tag{style.foot_covered ? (left + right - tag_w) * 0.5f : right - tag_w, r.y + r.h - tag_h - inset * 1.6f,
             tag_w, tag_h};
    b.rect(tag, tag_h * 0.5f, kGold);
    t.draw_fit(b, "WILD", Face::Bold, tag_h * 0.72f, tag_w * 0.9f, tag.x + tag_w * 0.5f, tag.y + tag_h * 0.06f, kInk,
               Align::Center);
    // In a hand, overlapping cards show only their left strip: a "W" under the index says it too.
    if (!face.is_joker()) {
      const float d = corner_px * 0.62f;
      const Rect dot{r.x + pad, r.y + pad * 0.6f + corner_px * 1.85f, d, d};
      b.rect(dot, d * 0.5f, kGold);
      t.draw(b, "W", Face::Bold, d * 0.72f, dot.x + d * 0.5f, dot.y + d * 0.1f, kInk, Align::Center);
    }
  }
  if (style.selected) draw_card_ring(b, r, scale, radius, 3 * scale, kSelected);
  if (style.dim) b.rect(r, radius, Color::hex(0x1d2a22, 110));
}

void draw_card_back(render::Batch& b, render::Text& t, Rect r, float scale, float lift) {
  const render::ArtText art(t);
  const float radius = r.w * 0.08f;
  draw_card_body(b, r, scale, {radius, lift});
  const float inset = r.w * 0.07f;
  Rect in{r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset};
  b.rect(in, radius * 0.6f, Color::hex(0x8c2f39));
  b.ring({in.x + inset * 0.5f, in.y + inset * 0.5f, in.w - inset, in.h - inset}, radius * 0.4f, std::max(1.0f, scale),
         kGold.with_alpha(160));
  t.draw(b, "\u2605", Face::Regular, r.w * 0.42f, r.x + r.w * 0.5f, r.y + r.h * 0.5f - r.w * 0.3f,
         kGold.with_alpha(200), Align::Center);
}

std::string draw_card_chip(render::Batch& b, render::Text& t, Rect r, float scale, Card face, bool wild, Card as) {
  const render::ArtText art(t);
  const float radius = std::min(r.w, r.h) * 0.15f;
  b.shadow({r.x, r.y + scale, r.w, r.h}, radius, 2 * scale, kShadow.with_alpha(70));
  b.rect(r, radius, kCardFace);
  if (wild) b.ring(r, radius, std::max(1.5f * scale, r.w * 0.06f), kGold);
  const Color ink = suit_colour(face.suit());
  const float px = r.h * 0.42f;
  t.draw_fit(b, rank_label(face), Face::Bold, px, r.w * 0.9f, r.x + r.w * 0.5f, r.y + r.h * 0.04f, ink, Align::Center);
  // Only a wild stands for another card: a natural ace played high keeps its own face (its `as`
  // only fixes its place in the run).
  if (wild && !as.is_none()) {
    // Whole, its suit too where the meld fixes one (a run's "=2\u2665"; a book's "=7" leaves it
    // open): the mark shrinks until it fits rather than lose its suit (a narrow chip's "=2" under
    // a wild 2 read as a 2 standing for itself) or its "=" ("10" beside a joker read as "JK 10").
    const std::string stands = "=" + rank_label(as) + (as.suit() == Suit::Any ? "" : suit_symbol(as.suit()));
    const float room = r.w * 0.94f;
    const float fit = stand_in_px(t, stands, px * 0.8f, room);
    t.draw(b, stands, Face::Bold, fit, r.x + r.w * 0.5f,
           r.y + r.h * 0.52f + (t.line_height(Face::Bold, px * 0.8f) - t.line_height(Face::Bold, fit)) * 0.5f,
           as.suit() == Suit::Any ? ink : suit_colour(as.suit()), Align::Center);
    return stands;
  }
  t.draw(b, suit_symbol(face.suit()), Face::Regular, px, r.x + r.w * 0.5f, r.y + r.h * 0.48f, ink, Align::Center);
  return {};
}

}  // namespace parlor::ui
