#include "app/kit/opponents.h"

#include <algorithm>

#include "app/kit/table_pieces.h"

namespace parlor::scenes {

using render::Rect;

namespace {

void draw_under(const Rect& b, const Opponent& o, const OpponentPieces& p, float s) {
  const float pad = 8 * s, y = b.y + 46 * s;
  float x = b.x + pad;
  if (!o.laid.empty()) {
    const float cw = std::min(p.chip_w * 0.8f, (b.w - 2 * pad) / 8.0f);
    for (const Meld& m : o.laid) {
      if (x + cw * static_cast<float>(m.cards.size()) > b.x + b.w - pad) break;
      for (const PlacedCard& c : m.cards) p.chip({x, y, cw, cw * 1.3f}, c), x += cw * 0.9f;
      x += cw * 0.4f;
    }
    return;
  }
  const float cw = p.chip_w * 0.7f, step = std::min(cw * 0.35f, (b.w - 2 * pad - cw) / std::max(1, o.held));
  for (int i = 0; i < std::min(o.held, 14); ++i) p.back({x + step * static_cast<float>(i), y, cw, cw * 1.4f});
}

}  // namespace

void draw_opponents(Frame& f, const std::vector<Rect>& boxes, const std::vector<Opponent>& seats,
                    const OpponentPieces& pieces) {
  const float s = f.dpr;
  for (size_t k = 0; k < std::min(boxes.size(), seats.size()); ++k) {
    const Rect b = boxes[k];
    const Opponent& o = seats[k];
    draw_seat_badge(f, b, o.seat, o.name, o.line, o.turn);
    if (b.h >= 46 * s + pieces.chip_w * 0.7f) draw_under(b, o, pieces, s);
  }
}

}  // namespace parlor::scenes
