#include "app/tables/rummu/layout.h"

#include <algorithm>

#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

RummuLayout layout_rummu(int width, int height, float dpr, int opponents) {
  RummuLayout L;
  // Combinations with their points lie side by side: a large screen's width goes to them.
  const TableColumn t = lay_out_column(L, width, height, dpr, true, 1500);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad, bar_h = t.bar_h;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };
  const bool narrow = colw < 640;

  // 12 cards dealt to three players, and a few more taken from the discard pile.
  const float card_w = std::clamp(std::min(colw / 5.0f, H / 9.5f), 54.0f, 112.0f);
  lay_out_cards(L, t, card_w, 16, 6);  // 6: the buttons (table.cpp)

  const float fan_h = narrow ? (opponents <= 3 ? 26.0f : 0.0f) : std::clamp(card_w * 0.45f, 30.0f, 48.0f);
  const float top = bar_h + 6;
  const SeatPlaces seats =
      seat_opponents({x0 + pad, top, colw - 2 * pad, L.banner.y / s - 6 - top}, opponents, fan_h, 600, 330);
  for (const Rect& r : seats.seats) L.opponents.push_back(t.R(r));
  const Rect mid = seats.middle;

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
