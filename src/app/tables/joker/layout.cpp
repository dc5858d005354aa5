#include "app/tables/joker/layout.h"

#include <algorithm>
#include <cmath>

#include "games/joker/board.h"

namespace parlor::scenes {

using render::Rect;

namespace {

constexpr float kPi = 3.14159265f;

// Screen angle (y down, so growing angles turn clockwise) of a point `along` holes into side k
// counted from the person's side: side 0 runs along the bottom from the bottom-right corner.
float side_angle(int k, float along) {
  return kPi * 0.25f + kPi * 0.5f * (static_cast<float>(k) + along / static_cast<float>(joker::kSide));
}

}  // namespace

JokerLayout layout_joker(int width, int height, float dpr, int me) {
  JokerLayout L;
  const TableColumn t = lay_out_column(L, width, height, dpr, false);
  const float s = L.s = dpr, H = t.H, colw = t.colw, x0 = t.x0, pad = t.pad, bar_h = t.bar_h;
  L.me = me;
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
  const float btn_h = 36;
  L.buttons = R(x0 + pad, hand_y - btn_h - 4, colw - 2 * pad, btn_h);
  const float text_h = 20;
  L.log = R(x0 + pad, L.buttons.y / s - text_h - 2, colw - 2 * pad, text_h);
  L.banner = R(x0 + pad, L.log.y / s - 34, colw - 2 * pad, 32);

  const float badge_h = 44, badge_y = bar_h + 6;
  const float gap = 6, badge_w = (colw - 2 * pad - 2 * gap) / 3.0f;
  for (int i = 0; i < 3; ++i)
    L.badges[static_cast<size_t>(i)] = R(x0 + pad + static_cast<float>(i) * (badge_w + gap), badge_y, badge_w, badge_h);

  // The board takes the square that is left between the badges and the banner.
  const float top = badge_y + badge_h + 6, bottom = L.banner.y / s - 6;
  const float side = std::max(120.0f, std::min(colw - 2 * pad, bottom - top));
  const float bx = t.mid() - side * 0.5f, by = top + std::max(0.0f, (bottom - top - side) * 0.5f);
  L.board = R(bx, by, side, side);
  L.cx = (bx + side * 0.5f) * s;
  L.cy = (by + side * 0.5f) * s;
  // Room for the holes' own size round the outside.
  const float gap_holes = 2 * kPi / static_cast<float>(joker::kTrack);
  const float radius = side * 0.5f / (1.0f + gap_holes * 0.75f);
  L.radius = radius * s;
  L.hole_r = radius * gap_holes * 0.36f * s;
  const float pw = radius * 0.3f;
  L.pile = R(bx + side * 0.5f - pw * 0.5f, by + side * 0.5f - pw * 0.7f, pw, pw * 1.4f);
  return L;
}

Point JokerLayout::hole(int id, int start_place) const {
  using namespace joker;
  auto polar = [&](float angle, float r) { return Point{cx + std::cos(angle) * r, cy + std::sin(angle) * r}; };
  if (is_track(id)) {
    const int k = (id / kSide - me + kSeats) % kSeats;
    return polar(side_angle(k, static_cast<float>(id % kSide) + 0.5f), radius);
  }
  const float step = radius * 2 * 3.14159265f / static_cast<float>(kTrack);
  if (is_home(id)) {
    // Straight in from the entrance, towards the middle.
    const int k = (home_owner(id) - me + kSeats) % kSeats;
    return polar(side_angle(k, kEntranceOffset + 0.5f), radius - step * 1.15f * static_cast<float>(home_index(id)));
  }
  // The start: five places round a point inside the side, a little past the come-out hole.
  const int k = (start_owner(id) - me + kSeats) % kSeats;
  const Point c = polar(side_angle(k, kComeOutOffset + 4.5f), radius * 0.72f);
  const float a = -kPi * 0.5f + 2 * kPi * static_cast<float>(start_place) / 5.0f + side_angle(k, 9) - kPi * 0.5f;
  return {c.x + std::cos(a) * step * 1.1f, c.y + std::sin(a) * step * 1.1f};
}

}  // namespace parlor::scenes
