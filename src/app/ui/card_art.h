#pragma once
// The card body every card-like thing shares: soft shadow, face, hairline edge. Sizes in device px.
#include "app/render/batch.h"

namespace parlor::ui {

struct CardStyle {
  float radius;  // corner radius
  float lift;    // 0 resting .. 1 raised (hover, selection): deeper, wider shadow
};

void draw_card_body(render::Batch& batch, render::Rect r, float scale, CardStyle style);
// A ring `width` thick just outside a card of corner `radius` (2 CSS px out, following its
// corners): the mark of a selected or hinted card.
void draw_card_ring(render::Batch& batch, render::Rect r, float scale, float radius, float width, render::Color colour);

}  // namespace parlor::ui
