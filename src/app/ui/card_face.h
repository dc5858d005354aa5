#pragma once
// Playing cards drawn by the renderer: no bitmaps, crisp at any size and devicePixelRatio.
#include <string>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "engine/card.h"

namespace parlor::ui {

struct FaceStyle {
  bool wild = false;      // marked with a gold inner ring and a WILD tag
  bool selected = false;  // gold outline
  bool dim = false;       // greyed (not playable now)
  float lift = 0;         // 0..1, deepens the shadow
  // Another card lies over the foot-right corner (a hand's overlap): its turned index is left out,
  // never shown in part.
  bool foot_covered = false;
  float strip = 0;  // the width a covered foot leaves showing, device px (0: not known)
};

render::Color suit_colour(Suit s);
// The colour-blind deck setting: suit colours from a palette safe for colour-blind players.
void set_colour_blind_deck(bool on);
bool colour_blind_deck();
const char* suit_symbol(Suit s);  // UTF-8: ★ ♥ ♣ ♠ ♦

// r in device pixels; `scale` = device pixels per CSS pixel (for hairlines and shadows).
void draw_card_face(render::Batch& b, render::Text& t, render::Rect r, float scale, Card face, FaceStyle style);
void draw_card_back(render::Batch& b, render::Text& t, render::Rect r, float scale, float lift = 0);
// A small chip for melds on the table: rank and suit symbol only. A wild laid in a meld (`as` set)
// shows what it stands for under its rank instead of its suit ("=7♥", or "=7" where the meld
// leaves the suit open), as players say it aloud when they lay it. Returns that mark, or "" for a
// card that stands for no other.
std::string draw_card_chip(render::Batch& b, render::Text& t, render::Rect r, float scale, Card face, bool wild,
                           Card as = Card::none());

}  // namespace parlor::ui
