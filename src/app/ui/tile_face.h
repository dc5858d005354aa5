#pragma once
// Rummy-O tiles drawn by the renderer: a rounded ivory tile, the number in the tile's colour and
// a small shape per colour (red ●, blue ■, orange ▲, black ◆) so colour is never the only cue.
#include "app/render/batch.h"
#include "app/render/text.h"
#include "engine/card.h"

namespace parlor::ui {

struct TileStyle {
  bool selected = false;  // gold outline
  bool hint = false;      // pale outline: suggested
  float lift = 0;         // 0..1, deepens the shadow
  Card stands_for;        // a placed joker's tile: "=7" in its colour where the ✦ would be
};

render::Color tile_colour(Suit s);
const char* tile_shape(Suit s);  // UTF-8 shape of a colour; a joker's is ✦

// r in device pixels; `scale` = device pixels per CSS pixel.
void draw_tile(render::Batch& b, render::Text& t, render::Rect r, float scale, Card face, TileStyle style = {});
void draw_tile_back(render::Batch& b, render::Rect r, float scale);

}  // namespace parlor::ui
