#include "app/tables/joker/layout.h"

#include <algorithm>

#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

JokerLayout layout_joker(int width, int height, float dpr, int me, int seats_n) {
  JokerLayout L;
  // A split screen's dock needs only six cards' width: the board takes the rest.
  const TableColumn t = lay_out_column(L, width, height, dpr, false, 1100, 0.36f);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // Six cards side by side at most (five and the one drawn).
  const float card_w = std::clamp(std::min((colw - 2 * pad) / 6.3f, H / 8.0f), 50.0f, 104.0f);
  L.card_w = card_w * s;
  L.card_h = card_w * 1.4f * s;
  const float hand_h = card_w * 1.4f + 18;
  const float hand_y = H - hand_h - 6;
  L.hand = R(x0 + pad, hand_y, colw - 2 * pad, hand_h);
  // A card dropped over the hand (or a little above it) takes the slot under the pointer; dropped
  // anywhere else it goes back.
  L.hand_row = {L.hand,   {L.hand.x, L.hand.y - L.card_h * 0.5f, L.hand.w, L.hand.h + L.card_h * 0.5f},
                L.card_w, L.card_h,
                1.06f,    s};
  const float btn_h = t.buttons_h(2);  // the table's buttons (table.cpp)
  L.buttons = R(x0 + pad, hand_y - btn_h - 4, colw - 2 * pad, btn_h);
  // A move that bumps marbles takes a clause for each: three lines on a phone.
  const Rect area = lay_out_banner(L, t, L.buttons.y / s, 3);

  // The other seats around the board where it keeps most of its size, else in rows over it; each
  // with its cards' backs under its name where there is room. The board takes the square left.
  const float fan_h = area.w < 620 ? 0 : std::clamp(card_w * 0.4f, 28.0f, 40.0f),
              least = std::min(area.h * 0.78f, t.split ? 900.0f : 420.0f);
  // In rows, a name with "(partner)" and "5 cards · 2 home" need 160 px a seat.
  const SeatPlaces seats = seat_opponents(area, seats_n - 1, fan_h, least, least, 160);
  for (const Rect& r : seats.seats) L.opponents.push_back(t.R(r));
  const Rect mid = seats.middle;
  // At most 900 px: past that the holes only grow apart.
  const float side = std::clamp(std::min(mid.w, mid.h), 120.0f, 900.0f);
  const float bx = mid.x + (mid.w - side) * 0.5f, by = mid.y + std::max(0.0f, (mid.h - side) * 0.5f);
  L.board = L.table_piece = R(bx, by, side, side);
  const float radius = ui::board_radius_for(seats_n, side);
  L.shape = {seats_n, me, (bx + side * 0.5f) * s, (by + side * 0.5f) * s, radius * s};
  L.hole_r = ui::board_step(L.shape) * 0.36f;
  const float pw = radius * 0.3f;
  L.pile = R(bx + side * 0.5f - pw * 0.5f, by + side * 0.5f - pw * 0.7f, pw, pw * 1.4f);
  return L;
}

}  // namespace parlor::scenes
