#include "app/tables/five_crowns/layout.h"

#include <algorithm>
#include <cmath>

namespace parlor::scenes {

using render::Rect;

FiveCrownsLayout layout_five_crowns(int width, int height, float dpr, int opponents) {
  FiveCrownsLayout L;
  const TableColumn t = lay_out_column(L, width, height, dpr);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad, bar_h = t.bar_h;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // Cards: as wide as the width and height allow; 14 cards must fit the fan overlapped.
  const float card_w = std::clamp(std::min(colw / 5.0f, H / 8.5f), 54.0f, 110.0f);
  L.card_w = card_w * s;
  L.card_h = card_w * 1.4f * s;
  L.chip_w = std::clamp(card_w * 0.42f, 22.0f, 34.0f) * s;
  L.chip_h = L.chip_w * 1.3f;

  // Opponent badges wrap into rows; each leaves room under it for one row of laid-meld chips.
  const int n = std::max(opponents, 1);
  const int cols = std::min(n, colw < 500 ? 3 : (colw < 900 ? 4 : 6));
  const int rows = (n + cols - 1) / cols;
  const float gap = 8, badge_w = (colw - 2 * pad - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const float badge_h = 52 + L.chip_h / s + 8;
  float y = bar_h + 6;
  for (int i = 0; i < opponents; ++i) {
    int r = i / cols, c = i % cols;
    int in_row = std::min(cols, opponents - r * cols);
    float row_w = badge_w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
    float bx = x0 + (colw - row_w) * 0.5f + static_cast<float>(c) * (badge_w + gap);
    L.opponents.push_back(R(bx, y + static_cast<float>(r) * (badge_h + gap), badge_w, badge_h));
  }
  y += static_cast<float>(rows) * (badge_h + gap) + 4;

  // The bottom block, from the bottom edge up: hand, buttons, staged melds.
  const float hand_h = card_w * 1.4f + 22;  // room for a selected card to rise
  const float hand_y = H - hand_h - 8;
  L.hand = R(x0 + pad, hand_y, colw - 2 * pad, hand_h);
  // Dropping anywhere but on the pile reorders, so the whole screen is the fan's area less the pile.
  L.hand_row = {L.hand, {}, L.card_w, L.card_h, 0.72f, s};
  const float btn_h = t.buttons_h(5);  // the table's buttons (table.cpp)
  L.buttons = R(x0 + pad, hand_y - btn_h - 6, colw - 2 * pad, btn_h);
  const float staged_h = L.chip_h / s + 12;
  L.staged = R(x0 + pad, hand_y - btn_h - 12 - staged_h, colw - 2 * pad, staged_h);
  L.log = t.log_over(L.staged.y / s);
  L.banner = t.banner_over(L.log.y / s);

  // The piles take the middle that is left.
  const float room = L.banner.y / s - y - 8;
  const float pile_w = std::clamp(std::min(room / 1.45f, card_w * 1.5f), 40.0f, 150.0f);
  const float pile_h = pile_w * 1.4f, py = y + std::max(0.0f, (room - pile_h) * 0.5f);
  L.pile_w = pile_w * s;
  L.pile_h = pile_h * s;
  L.stock = R(t.mid() - pile_w - 14, py, pile_w, pile_h);
  L.discard = R(t.mid() + 14, py, pile_w, pile_h);
  return L;
}

}  // namespace parlor::scenes
