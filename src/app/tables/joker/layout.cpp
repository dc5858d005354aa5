#include "app/tables/joker/layout.h"

#include <algorithm>
#include <optional>

#include "app/kit/board_seats.h"
#include "app/kit/opponents.h"
#include "games/joker/board.h"

namespace parlor::scenes {

using render::Rect;

namespace {

// A board of `side` CSS px centred on `c`, and every seat's badge (the person's first, then in
// play order), `beside`: each next to its own start.
struct Plan {
  float side = 0;
  Point c;
  std::vector<Rect> seats;
  bool beside = false;
};

// The board's height for its width: a six-sided board's corners are left and right.
float board_h(int seats, float side) { return seats == 6 ? side * 0.8660254f : side; }

// Where each seat's start lies on a board of `side` at `c`, the person's first.
std::vector<Point> starts(int seats, int me, Point c, float side) {
  const ui::BoardShape shape{seats, me, c.x, c.y, ui::board_radius_for(seats, side)};
  const joker::Geometry g(seats);
  std::vector<Point> out;
  for (int k = 0; k < seats; ++k) {
    Point sum{0, 0};
    for (int place = 0; place < 5; ++place) {
      const Point p = ui::board_hole(shape, g.start_hole((me + k) % seats), place);
      sum = {sum.x + p.x / 5, sum.y + p.y / 5};
    }
    out.push_back(sum);
  }
  return out;
}

// The largest board (at most `most` wide) whose seats' badges fit beside it, each by its start:
// in columns either side (`columns`) or in bands over and under.
std::optional<Plan> beside(Rect area, int seats, int me, float most, BadgeSize size, bool columns) {
  const Point c{area.x + area.w * 0.5f, area.y + area.h * 0.5f};
  float side = std::min({most, area.w, area.h / board_h(seats, 1)});
  for (; side >= 120; side *= 0.98f) {
    auto placed = seats_by_homes(area, c, ui::board_outline(seats, c, side), starts(seats, me, c, side), size, columns);
    if (placed) return Plan{side, c, *placed, true};
  }
  return std::nullopt;
}

// Every badge in one row across the top, the board under it.
Plan in_a_row(Rect area, int seats, float most, float badge_h) {
  const SeatPlaces row = seat_opponents(area, seats, badge_h - kSeatBand - 6, 1e9f, 1e9f, 1e9f);
  const Rect mid = row.middle;
  const float side = std::min({most, mid.w, (mid.h - 4) / board_h(seats, 1)});
  return {side, {mid.x + mid.w * 0.5f, mid.y + 4 + (mid.h - 4) * 0.5f}, row.seats, false};
}

}  // namespace

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

  // Every seat's badge (the person's too) beside its own start where the board keeps 90% of its
  // size: in columns either side of it on a wide area, in bands over and under it on a tall one,
  // reaching into the corners the board leaves free; else in one row across the top. A badge has
  // its cards' backs under its name where it is wide; a narrow one stacks its name, its tag
  // ("partner") and its counts (table_draw.cpp). At most 900 px: past that the holes only grow apart.
  const float fan_h = area.w < 620 ? 0 : std::clamp(card_w * 0.4f, 28.0f, 40.0f);
  const float tall = kSeatBand + (fan_h > 0 ? fan_h + 6 : 0), most = 900;
  // Columns or bands, whichever keeps the larger board; on a tall area bands where they are as large.
  std::optional<Plan> plan =
      beside(area, seats_n, me, most, {t.desk ? 200.0f : 150.0f, std::max(tall, 100.0f), 64, 56}, true);
  const std::optional<Plan> bands =
      beside(area, seats_n, me, most, {std::max(tall, 86.0f), 200, kSeatBand - 2, 100}, false);
  if (bands && (!plan || bands->side >= plan->side * (area.h > area.w * 0.9f ? 0.97f : 1.0f))) plan = bands;
  // A narrow badge in a row puts its name, and its tag or marbles home, under its avatar (a
  // smaller one under 72 px: Opponent::stack).
  const float row_w = (area.w - 8 * static_cast<float>(seats_n - 1)) / static_cast<float>(seats_n);
  const Plan row = in_a_row(area, seats_n, most, row_w < 72 ? 63.0f : row_w < 100 ? 70.0f : kSeatBand);
  if (!plan || plan->side < row.side * 0.9f) plan = row;
  L.seats_beside = plan->beside;
  L.my_seat = t.R(plan->seats.front());
  for (size_t k = 1; k < plan->seats.size(); ++k) L.opponents.push_back(t.R(plan->seats[k]));

  const float side = plan->side, bx = plan->c.x - side * 0.5f, by = plan->c.y - side * 0.5f;
  L.board = L.table_piece = L.keep_clear = R(bx, by, side, side);
  const float radius = ui::board_radius_for(seats_n, side);
  L.shape = {seats_n, me, plan->c.x * s, plan->c.y * s, radius * s};
  L.hole_r = ui::board_step(L.shape) * 0.36f;
  const float pw = radius * 0.3f;
  L.pile = R(bx + side * 0.5f - pw * 0.5f, by + side * 0.5f - pw * 0.7f, pw, pw * 1.4f);
  return L;
}

}  // namespace parlor::scenes
