#include "app/ui/card_art.h"

#include "app/ui/palette.h"

namespace parlor::ui {

void draw_card_body(render::Batch& batch, render::Rect r, float scale, CardStyle style) {
  float drop = (2.0f + 6.0f * style.lift) * scale;
  float blur = (5.0f + 10.0f * style.lift) * scale;
  batch.shadow({r.x, r.y + drop, r.w, r.h}, style.radius, blur, kShadow);
  batch.rect(r, style.radius, kCardFace);
  batch.ring(r, style.radius, 1.0f * scale, kCardEdge);
}

void draw_card_ring(render::Batch& batch, render::Rect r, float scale, float radius, float width,
                    render::Color colour) {
  batch.ring({r.x - 2 * scale, r.y - 2 * scale, r.w + 4 * scale, r.h + 4 * scale}, radius + 2 * scale, width, colour);
}

}  // namespace parlor::ui
