#include "app/tables/rummy_o/layout.h"

#include <algorithm>
#include <cmath>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"
#include "app/kit/seat_corner.h"

namespace parlor::scenes {

using render::Rect;

namespace {
constexpr int kRackMax = 16;       // a rack holds at most 15 tiles; one spare slot keeps rows even
constexpr float kLeastTileW = 44;  // a thumb's target
}  // namespace

RummyOLayout layout_rummy_o(int width, int height, float dpr, int opponents, int held) {
  RummyOLayout L;
  TableColumn t = lay_out_column(L, width, height, dpr, true, 1100);
  t.held = held;
  const float s = L.s = dpr, colw = t.colw;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // The rack at the bottom: tiles as big as the width allows for 15, 8 a row (a desktop's 80 CSS
  // px wide, a tablet's 84 for a thumb); one row on a phone held sideways.
  // Tiles are 44 px targets: on a phone 8 a row need the gaps narrow. A small phone's width
  // holds 7 with gaps, whose fullest rack took three rows while the melds scrolled: there 8 a row
  // touch, each tile drawn inside its 44 px (the gap then inside the targets, tile_inset), the
  // rows running into the column's margins, 4 px from its edges at least.
  float tgap = colw < 640 ? 2 : 4;
  L.rack_rows = colw < 640 || !t.low ? 2 : 1;
  int per_row = kRackMax / L.rack_rows;
  const float most = t.desk ? 72.0f : t.roomy() ? 84.0f : 64.0f;
  auto width_for = [&](int n) {
    return std::clamp((t.hand_room() - tgap * static_cast<float>(n - 1)) / static_cast<float>(n), 30.0f, most);
  };
  // The size of 8 a row, which the table's tiles follow.
  const float row_of_8 = width_for(per_row);
  bool touching = false;
  if (L.rack_rows > 1 && !t.roomy()) {
    per_row = std::min(per_row, static_cast<int>((t.hand_room() + tgap) / (kLeastTileW + tgap)));
    if (per_row < kRackMax / 2 && kLeastTileW * kRackMax / 2 <= colw - 8)
      per_row = kRackMax / 2, tgap = 0, touching = true;
    L.rack_rows = (kRackMax + per_row - 1) / per_row;
  }
  L.rack_cap = per_row;
  L.tile_gap = tgap * s;
  L.tile_inset = touching ? 1 * s : 0;
  // Fewer a row than 8, the tiles keep the least target's size: the rack's rows stay low.
  const float tile_w = (per_row < kRackMax / 2 && !t.low) || touching ? kLeastTileW : width_for(per_row);
  const float tile_h = tile_w * 1.3f;
  L.tile_w = tile_w * s;
  L.tile_h = tile_h * s;
  // A phone's rack keeps the rows its tiles need at that size (a rack of 8 or fewer, one): the
  // table gets the room left.
  const int room_rows = (std::max(t.hand_for(kRackMax), 1) + per_row - 1) / per_row;
  // 8 px a row and a margin over them: a selected tile rises 6 (a phone's margin is 4 px less,
  // for its table's rows).
  const float rack_h = static_cast<float>(room_rows) * (tile_h + 8) + (t.roomy() ? 10 : 6);
  // As wide as the tiles held need (TableColumn::held): a phone held sideways puts a short rack
  // in the column beside the table (lay_out_foot), which keeps the whole height.
  const float rack_w = static_cast<float>(std::min(per_row, std::max(t.hand_for(kRackMax), 1))) * (tile_w + tgap);
  // The table's tiles grow with the table's area (a desktop's up to 52 px).
  L.chip_w = std::clamp(std::max(std::min(tile_w, row_of_8) * 0.6f, t.hand_room() / 15.0f), 20.0f,
                        t.roomy() ? 52.0f
                        : t.low   ? 32.0f
                                  : 40.0f) *
             s;
  L.chip_h = L.chip_w * 1.3f;
  const Foot foot = lay_out_foot(L, t, {rack_w, rack_h, 6, L.chip_h / s + 12, 2, true});  // 6: the buttons (table.cpp)
  L.rack = foot.hand;
  L.staged = foot.staged;
  const Rect area = foot.play;
  // The other seats around the melds on the table (in rows over them on a narrow screen, with
  // small fans while they fit in one row); the piles and the opening counter under the melds.
  const float fan_h = area.w >= 620 ? std::clamp(tile_w * 0.7f, 30.0f, 44.0f) : opponents <= 3 ? 26 : 0;
  // 46 px wide at least: a thumb's target; as large as a table tile and a half (a desktop's: a
  // rack tile, as its table tiles grow).
  float pile_h = t.desk ? std::clamp(tile_h, 60.0f, 130.0f) : std::clamp(L.chip_h / s * 1.5f, 60.0f, 100.0f);
  // A desktop's or a tablet's piles in the corner beside a row of seats, as tall as the seats
  // (under them their count's line), where the row leaves room: the melds get the whole width.
  constexpr float kCaptionH = 18, kPileGap = 12;
  const float corner_w = t.roomy() ? 2 * pile_h / 1.3f + kPileGap : 0;
  // Rows leave room for the piles and a row of melds (a small phone).
  // A phone held sideways: the seats and the piles in a column at the left, the melds the rest at
  // its whole height (seat_in_side_column).
  SeatsAndCorner placed;
  const bool side = t.low && seat_in_side_column(area, opponents, pile_h + kCaptionH, placed);
  if (!side)
    placed = seat_beside_corner(area, opponents, fan_h, 560, 300, 0, t.melds_middle_h(area.h, 130), corner_w,
                                60 + kCaptionH);
  for (const Rect& r : placed.seats.seats) L.opponents.push_back(t.R(r));
  const Rect mid = placed.seats.middle;
  constexpr float kLeastTableH = 100, kCounterLineH = 22;
  if (side) {
    const Rect c = placed.corner;
    const float pile_w = pile_h / 1.3f, py = c.y + c.h - kCaptionH - pile_h;
    L.stock = R(c.x, py, pile_w, pile_h);
    L.discard = R(c.x + pile_w + kPileGap, py, pile_w, pile_h);
    L.counter = R(mid.x, mid.y + mid.h - kCounterLineH, mid.w, kCounterLineH);
    L.table = R(mid.x, mid.y, mid.w, mid.h - kCounterLineH - 4);
  } else if (placed.corner.w > 0) {
    const Rect c = placed.corner;
    pile_h = std::min(pile_h, c.h - kCaptionH);
    L.stock = R(c.x, c.y, pile_h / 1.3f, pile_h);
    L.discard = R(c.x + pile_h / 1.3f + kPileGap, c.y, pile_h / 1.3f, pile_h);
    L.counter = R(mid.x, mid.y + mid.h - kCounterLineH, mid.w, kCounterLineH);
    L.table = R(mid.x, mid.y, mid.w, mid.h - kCounterLineH - 4);
  } else {
    const float pile_w = pile_h / 1.3f;
    const float piles_y = mid.y + mid.h - pile_h - 16;
    L.stock = R(mid.x, piles_y, pile_w, pile_h);
    L.discard = R(mid.x + pile_w + kPileGap, piles_y, pile_w, pile_h);
    const float wx = mid.x + 2 * pile_w + 28;
    // A desktop's or a tablet's melds take the middle's height beside the piles (rows of melds
    // are short and many), over a line for the opening counter; so do a short middle's (a phone
    // held sideways), which has no room for rows of melds over the piles.
    if (t.roomy() || piles_y - mid.y - 6 < kLeastTableH) {
      L.counter = R(wx, mid.y + mid.h - kCounterLineH, mid.x + mid.w - wx, kCounterLineH);
      L.table = R(wx - 12, mid.y, mid.x + mid.w - wx + 12, mid.h - kCounterLineH - 4);
    } else {
      L.counter = R(wx, piles_y, mid.w - 2 * pile_w - 28, pile_h);
      L.table = R(mid.x, mid.y, mid.w, piles_y - mid.y - 6);
    }
  }
  L.meld_w = meld_piece_w(t.roomy(), L.table, 1.3f, L.chip_w, L.tile_w, s);
  L.table_piece = {0, 0, L.meld_w, L.meld_w * 1.3f};
  return L;
}

// A rack that fits one row (of `cap` tiles) uses one; a fuller one splits evenly over the rows
// it needs.
namespace {
int rack_per_row(int n, int cap) {
  n = std::max(n, 1);
  const int rows = (n + cap - 1) / cap;
  return (n + rows - 1) / rows;
}

// The top of the rack's first row of tiles: a rack of fewer rows than it has room for lies along
// the bottom edge.
float rack_top(const RummyOLayout& l, int n) {
  const int per_row = rack_per_row(n, l.rack_cap), rows = (std::max(n, 1) + per_row - 1) / per_row;
  return l.rack.y + l.rack.h - 2 * l.s - static_cast<float>(rows) * (l.tile_h + 8 * l.s);
}
}  // namespace

Rect RummyOLayout::rack_tile(int i, int n, bool raised) const {
  const int per_row = rack_per_row(n, rack_cap);
  const int row = i / per_row, col = i % per_row;
  const int in_row = std::min(per_row, n - row * per_row);
  const float gap = tile_gap, row_w = tile_w * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
  const float x = rack.x + (rack.w - row_w) * 0.5f + static_cast<float>(col) * (tile_w + gap);
  const float y = rack_top(*this, n) + static_cast<float>(row) * (tile_h + 8 * s) - (raised ? 6 * s : 0);
  return {x, y, tile_w, tile_h};
}

int RummyOLayout::rack_slot(float x, float y, int n) const {
  if (n <= 1) return 0;
  const int per_row = rack_per_row(n, rack_cap);
  const int rows = (n + per_row - 1) / per_row;
  const int row = std::clamp(static_cast<int>((y - rack_top(*this, n) + 8 * s) / (tile_h + 8 * s)), 0, rows - 1);
  const Rect first = rack_tile(row * per_row, n, false);
  const int col = static_cast<int>(std::lround((x - first.x - tile_w * 0.5f) / (tile_w + tile_gap)));
  return std::clamp(row * per_row + std::clamp(col, 0, per_row - 1), 0, n - 1);
}

}  // namespace parlor::scenes
