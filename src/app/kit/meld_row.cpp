#include "app/kit/meld_row.h"

#include <string>

#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Rect;

void draw_meld_row(Frame& f, Rect area, const std::vector<Meld>& melds, const MeldRowLook& look, bool tappable,
                   std::string_view empty_text, const std::function<void(const PlacedCard&, Rect)>& draw_face) {
  const float s = f.dpr;
  if (melds.empty() && !empty_text.empty())
    f.text.draw_fit(f.batch, empty_text, render::Face::Regular, 12 * s, area.w, area.x + area.w * 0.5f,
                    area.y + (area.h - 16 * s) * 0.5f, ui::kCream.with_alpha(170), render::Align::Center);
  float x = area.x;
  for (size_t m = 0; m < melds.size(); ++m) {
    const std::vector<PlacedCard>& cards = melds[m].cards;
    const float w = look.step * static_cast<float>(cards.size() - 1) + look.face_w;
    if (x + w > area.x + area.w) break;
    const Rect box{x - 3 * s, area.y + 2 * s, w + 6 * s, look.face_h + 8 * s};
    f.batch.rect(box, 6 * s, ui::kPanel);
    for (size_t c = 0; c < cards.size(); ++c)
      draw_face(cards[c], {x + look.step * static_cast<float>(c), area.y + 6 * s, look.face_w, look.face_h});
    if (tappable)
      f.ui.clickable("staged:" + std::to_string(m), box,
                     std::string(look.verb) + " " + meld_to_text(melds[m]) + " (tap to take back)");
    x += w + 12 * s;
  }
}

}  // namespace parlor::scenes
