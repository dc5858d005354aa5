#include "app/tables/rummu/layout.h"

#include <algorithm>

#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

RummuLayout layout_rummu(int width, int height, float dpr, int opponents) {
  RummuLayout L;
  // Combinations with their points lie side by side: a large screen's width goes to them.
  const TableColumn t = lay_out_column(L, width, height, dpr, true, 1500);
  const float s = L.s = dpr;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };
  const bool narrow = t.colw < 640;
  // 12 cards dealt to three players, and a few more taken from the discard pile.
  const Rect mid = lay_out_card_middle(L, t, opponents, 112, 16, 6);  // 6: the buttons (table.cpp)

  // The piles at the foot of the middle, the words about coming out beside them.
  const float pile_w = narrow ? 48.0f : std::clamp(mid.h * 0.2f, 60.0f, 90.0f), pile_h = pile_w * 1.4f;
  const float strip_y = mid.y + mid.h - pile_h;
  L.pile_w = pile_w * s;
  L.pile_h = pile_h * s;
  const float gap = narrow ? 8.0f : 14.0f;
  L.stock = R(mid.x, strip_y, pile_w, pile_h);
  L.discard = R(mid.x + pile_w + gap, strip_y, pile_w, pile_h);
  const float wx = mid.x + 2 * pile_w + gap + 12;
  L.words = R(wx, strip_y, mid.x + mid.w - wx, pile_h);
  L.table = R(mid.x, mid.y, mid.w, strip_y - mid.y - 6);
  return L;
}

}  // namespace parlor::scenes
