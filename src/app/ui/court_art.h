#pragma once
// The picture on a jack, queen or king: a crowned (or capped) bust in the suit's colour inside a
// frame, drawn twice, the lower one turned over, as court cards are. Only rounded rectangles, so
// it costs a few dozen quads and stays sharp at any size.
#include "app/render/batch.h"
#include "app/render/text.h"
#include "engine/card.h"

namespace parlor::ui {

constexpr bool is_court(Card c) { return is_card_suit(c.suit()) && c.rank() >= 11 && c.rank() <= 13; }

// `r` is the whole card (device px); the picture keeps clear of the corner indices.
void draw_court_art(render::Batch& b, render::Text& t, render::Rect r, float scale, Card face);
// The king's crown alone, centred in `box` (the results mark their winners with it).
void draw_crown(render::Batch& b, render::Rect box, render::Color jewel);

}  // namespace parlor::ui
