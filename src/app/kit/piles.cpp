#include "app/kit/piles.h"

#include <algorithm>

#include "app/kit/table_pieces.h"
#include "app/ui/palette.h"
#include "engine/enum_names.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

void draw_piles(Frame& f, const Piles& p, const std::function<void(Rect)>& draw_back,
                const std::function<void(Rect, Card)>& draw_face) {
  const float s = f.dpr;
  const Rect st = p.stock, d = p.discard;
  for (int i = std::clamp(p.stock_count / 12, 1, 4) - 1; i >= 0; --i)
    draw_back({st.x - static_cast<float>(i) * 2 * s, st.y - static_cast<float>(i) * 2 * s, st.w, st.h});
  // The hint's pile glows gold, the other not at all: the hint says one of them.
  const auto hint_glow = [&](Rect r) {
    f.batch.ring({r.x - 5 * s, r.y - 5 * s, r.w + 10 * s, r.h + 10 * s}, r.w * 0.1f, 4 * s, ui::kGold);
  };
  if (p.hinted == "stock")
    hint_glow(st);
  else if (p.stock_open && p.hinted.empty())
    draw_glow(f, st, st.w * 0.1f);
  const std::string count = std::to_string(p.stock_count);
  if (p.words_under) {
    f.text.draw(f.batch, count, Face::Bold, 13 * s, st.x + st.w * 0.5f, st.y + st.h + 4 * s, ui::kCream, Align::Center);
  } else {
    // On a dark pill at the back's foot, clear of its emblem in the middle.
    const float cw = f.text.measure(count, Face::Bold, 13 * s) + 10 * s, ch = 18 * s;
    const Rect pill{st.x + (st.w - cw) * 0.5f, st.y + st.h - ch - 4 * s, cw, ch};
    f.batch.rect(pill, ch * 0.5f, Color::hex(0x000000, 170));
    f.text.draw(f.batch, count, Face::Bold, 13 * s, st.x + st.w * 0.5f, pill.y + 1 * s, ui::kCream, Align::Center);
  }
  f.ui.target("stock", st, "Stock (" + std::to_string(p.stock_count) + " left): take a " + p.piece, p.stock_open);

  // The cards under the top, as the edges of a stack (thicker when deeper).
  for (int i = std::clamp((p.discard_count + 1) / 3, 0, 4); i >= 1; --i)
    draw_back({d.x - static_cast<float>(i) * 2 * s, d.y - static_cast<float>(i) * 2 * s, d.w, d.h});
  if (!p.top.is_none())
    draw_face(d, p.top);
  else
    f.batch.ring(d, d.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  if (p.hinted == "discard")
    hint_glow(d);
  else if (p.discard_lit && p.hinted.empty())
    draw_glow(f, d, d.w * 0.1f);
  const std::string word = p.discard_count < 0 ? "Discard" : "Discard \u00B7 " + std::to_string(p.discard_count);
  if (p.words_under)
    f.text.draw(f.batch, word, Face::Regular, 13 * s, d.x + d.w * 0.5f, d.y + d.h + 4 * s, ui::kCream, Align::Center);
  const std::string under =
      p.discard_count > 1 ? ", " + plural(p.discard_count - 1, p.piece.c_str()) + " under it" : "";
  f.ui.target("discard", d, p.top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(p.top) + under,
              p.discard_open);
}

}  // namespace parlor::scenes
