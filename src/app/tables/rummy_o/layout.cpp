#include "app/tables/rummy_o/layout.h"

#include <algorithm>
#include <cmath>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

namespace {
constexpr int kRackMax = 16;  // a rack holds at most 15 tiles; one spare slot keeps rows even
}  // namespace

RummyOLayout layout_rummy_o(int width, int height, float dpr, int opponents) {
  RummyOLayout L;
  // A split screen's dock takes half the width: 16 tiles in two rows of 44 px targets, and the
  // six buttons in one row on a desktop, their labels at full size.
  const TableColumn t = lay_out_column(L, width, height, dpr, true, 1100, 0.5f);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // The rack at the bottom: tiles as big as the width allows for 15 (8 a row on narrow screens).
  L.rack_rows = colw < 640 || t.split ? 2 : 1;
  const int per_row = kRackMax / L.rack_rows;
  // Tiles are 44 px targets: on a phone 8 a row need the gaps narrow.
  const float tgap = colw < 640 ? 2 : 4;
  L.tile_gap = tgap * s;
  const float tile_w =
      std::clamp((colw - 2 * pad - tgap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row), 30.0f,
                 t.split ? 80.0f : 64.0f);
  const float tile_h = tile_w * 1.3f;
  L.tile_w = tile_w * s;
  L.tile_h = tile_h * s;
  const float rack_h = static_cast<float>(L.rack_rows) * (tile_h + 8) + 10;
  const float rack_y = H - rack_h - 6;
  L.rack = R(x0 + pad, rack_y, colw - 2 * pad, rack_h);
  const float btn_h = t.buttons_h(6);  // the table's buttons (table.cpp)
  L.buttons = R(x0 + pad, rack_y - btn_h - 6, colw - 2 * pad, btn_h);
  // The table's tiles grow with the table's part (a split screen's left, up to 52 px).
  L.chip_w = std::clamp(std::max(tile_w * 0.6f, (t.play_w - 2 * pad) / 15.0f), 20.0f, t.split ? 52.0f : 40.0f) * s;
  L.chip_h = L.chip_w * 1.3f;
  const float staged_h = L.chip_h / s + 12;
  L.staged = R(x0 + pad, L.buttons.y / s - staged_h - 4, colw - 2 * pad, staged_h);
  const Rect area = lay_out_banner(L, t, L.staged.y / s);
  // The other seats around the melds on the table (in rows over them on a narrow screen, with
  // small fans while they fit in one row); the piles and the opening counter under the melds.
  const float fan_h = area.w >= 620 ? std::clamp(tile_w * 0.7f, 30.0f, 44.0f) : opponents <= 3 ? 26 : 0;
  // Rows leave room for the piles and a row of melds (a small phone).
  const SeatPlaces seats = seat_opponents(area, opponents, fan_h, 560, 300, 0, 130);
  for (const Rect& r : seats.seats) L.opponents.push_back(t.R(r));
  const Rect mid = seats.middle;
  // 46 px wide at least: a thumb's target; as large as a table tile and a half (a split desktop's:
  // a rack tile and a quarter, as its table tiles grow).
  const float pile_h =
      t.tall_split() ? std::clamp(tile_h * 1.25f, 60.0f, 130.0f) : std::clamp(L.chip_h / s * 1.5f, 60.0f, 100.0f);
  const float pile_w = pile_h / 1.3f;
  const float piles_y = mid.y + mid.h - pile_h - 16;
  L.stock = R(mid.x, piles_y, pile_w, pile_h);
  L.discard = R(mid.x + pile_w + 12, piles_y, pile_w, pile_h);
  L.counter = R(mid.x + 2 * pile_w + 28, piles_y, mid.w - 2 * pile_w - 28, pile_h);
  L.table = R(mid.x, mid.y, mid.w, piles_y - mid.y - 6);
  L.meld_w = meld_piece_w(t.split, L.table, 1.3f, L.chip_w, L.tile_w, s);
  L.table_piece = {0, 0, L.meld_w, L.meld_w * 1.3f};
  return L;
}

// A rack that fits one row uses one; a fuller one splits evenly over the rows.
namespace {
int rack_per_row(int n, int rows) {
  n = std::max(n, 1);
  return n <= kRackMax / rows ? n : (n + rows - 1) / rows;
}
}  // namespace

Rect RummyOLayout::rack_tile(int i, int n, bool raised) const {
  const int per_row = rack_per_row(n, rack_rows);
  const int row = i / per_row, col = i % per_row;
  const int in_row = std::min(per_row, n - row * per_row);
  const float gap = tile_gap, row_w = tile_w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
  const float x = rack.x + (rack.w - row_w) * 0.5f + static_cast<float>(col) * (tile_w + gap);
  const float y = rack.y + 8 * s + static_cast<float>(row) * (tile_h + 8 * s) - (raised ? 6 * s : 0);
  return {x, y, tile_w, tile_h};
}

int RummyOLayout::rack_slot(float x, float y, int n) const {
  if (n <= 1) return 0;
  const int per_row = rack_per_row(n, rack_rows);
  const int rows = (n + per_row - 1) / per_row;
  const int row = std::clamp(static_cast<int>((y - rack.y) / (tile_h + 8 * s)), 0, rows - 1);
  const Rect first = rack_tile(row * per_row, n, false);
  const int col = static_cast<int>(std::lround((x - first.x - tile_w * 0.5f) / (tile_w + tile_gap)));
  return std::clamp(row * per_row + std::clamp(col, 0, per_row - 1), 0, n - 1);
}

}  // namespace parlor::scenes
