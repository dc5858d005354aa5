#include "app/tables/joker/layout.h"

#include <algorithm>

#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

JokerLayout layout_joker(int width, int height, float dpr, int me, int seats_n) {
  JokerLayout L;
  TableColumn t = lay_out_column(L, width, height, dpr, false, 1100);
  const float s = L.s = dpr, H = t.H;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // Six cards side by side at most (five and the one drawn); a desktop's smaller beside the
  // prompt, so the board keeps the height.
  const float card_w = std::clamp(std::min(t.hand_room() / 6.3f, H / (t.desk ? 12.0f : 8.0f)), 50.0f, 104.0f);
  L.card_w = card_w * s;
  L.card_h = card_w * 1.4f * s;
  const float hand_h = card_w * 1.4f + 18;
  // A move that bumps marbles takes a clause for each: three lines on a phone.
  const Foot foot = lay_out_foot(L, t, {card_w * 6.3f, hand_h, 2, 0, 3});  // 2: the buttons (table.cpp)
  L.hand = foot.hand;
  // A card dropped over the hand (or a little above it) takes the slot under the pointer; dropped
  // anywhere else it goes back.
  L.hand_row = {L.hand,   {L.hand.x, L.hand.y - L.card_h * 0.5f, L.hand.w, L.hand.h + L.card_h * 0.5f},
                L.card_w, L.card_h,
                1.06f,    s};
  const Rect area = foot.play;

  // The other seats around the board where it keeps most of its size, else in rows over it; each
  // with its cards' backs under its name where there is room. The board takes the square left.
  const float fan_h = area.w < 620 ? 0 : std::clamp(card_w * 0.4f, 28.0f, 40.0f),
              least = std::min(area.h * 0.78f, t.desk || t.low ? 900.0f : 420.0f);
  // In rows, a name with "(partner)" and "5 cards · 2 home" need 160 px a seat.
  // A desktop's seats sit in columns either side of the board, which keeps the height.
  const SeatPlaces seats = seat_opponents(area, seats_n - 1, fan_h, least, least, 160, 0, t.desk ? 170.0f : 0.0f);
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
