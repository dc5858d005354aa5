#include "app/tables/joker/layout.h"

#include <algorithm>

namespace parlor::scenes {

using render::Rect;

JokerLayout layout_joker(int width, int height, float dpr, int me, int seats) {
  JokerLayout L;
  const TableColumn t = lay_out_column(L, width, height, dpr, false);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad, bar_h = t.bar_h;
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
  L.log = t.log_over(L.buttons.y / s, 3);
  L.banner = t.banner_over(L.log.y / s);

  // The other seats' badges, three to a row where each gets 160 px, else two: a name, "partner"
  // and "5 cards · 2 home" must fit at reading size.
  const float badge_h = 44, badge_y = bar_h + 6, gap = 6;
  const int others = seats - 1, per_row = std::min(others, colw - 2 * pad >= 3 * 160 + 2 * gap ? 3 : 2);
  const float badge_w = (colw - 2 * pad - static_cast<float>(per_row - 1) * gap) / static_cast<float>(per_row);
  for (int i = 0; i < others; ++i)
    L.badges.push_back(R(x0 + pad + static_cast<float>(i % per_row) * (badge_w + gap),
                         badge_y + static_cast<float>(i / per_row) * (badge_h + gap), badge_w, badge_h));
  const float badges_bottom = L.badges.back().y / s + badge_h;

  // The board takes the square that is left between the badges and the banner.
  const float top = badges_bottom + 6, bottom = L.banner.y / s - 6;
  const float side = std::max(120.0f, std::min(colw - 2 * pad, bottom - top));
  const float bx = t.mid() - side * 0.5f, by = top + std::max(0.0f, (bottom - top - side) * 0.5f);
  L.board = R(bx, by, side, side);
  const float radius = ui::board_radius_for(seats, side);
  L.shape = {seats, me, (bx + side * 0.5f) * s, (by + side * 0.5f) * s, radius * s};
  L.hole_r = ui::board_step(L.shape) * 0.36f;
  const float pw = radius * 0.3f;
  L.pile = R(bx + side * 0.5f - pw * 0.5f, by + side * 0.5f - pw * 0.7f, pw, pw * 1.4f);
  return L;
}

}  // namespace parlor::scenes
