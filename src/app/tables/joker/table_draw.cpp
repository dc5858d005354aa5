// Drawing of the Joker table: the badges, the board and its marbles, the choices of a move, the
// buttons and the hand. Only draws and registers what can be clicked; table.cpp handles it.
#include <algorithm>
#include <cmath>

#include "app/kit/table_pieces.h"
#include "app/tables/joker/table.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using joker::Phase;
using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr Color kWood = Color::hex(0x6b4226);
constexpr Color kWoodLight = Color::hex(0x86552f);
constexpr Color kHole = Color::hex(0x2e1b0f);
constexpr Color kBump = Color::hex(0xff5a4a);
constexpr Color kHelp = Color::hex(0x7ee08a);

// Partners share warm or cool colours: red and orange against blue and green.
Color seat_colour(int seat) {
  static constexpr Color kColours[joker::kSeats] = {Color::hex(0xd8483c), Color::hex(0x3f72d8), Color::hex(0xf0a23a),
                                                    Color::hex(0x3fae62)};
  return kColours[seat & 3];
}

Rect circle(Point p, float r) { return {p.x - r, p.y - r, 2 * r, 2 * r}; }

void draw_marble(render::Batch& b, Point p, float r, Color c, float alpha = 1.0f) {
  const auto a = static_cast<std::uint8_t>(255 * alpha);
  b.shadow(circle({p.x, p.y + r * 0.25f}, r), r, r * 0.6f,
           ui::kShadow.with_alpha(static_cast<std::uint8_t>(110 * alpha)));
  b.rect(circle(p, r), r, c.with_alpha(a));
  b.ring(circle(p, r), r, std::max(1.0f, r * 0.12f), Color::hex(0x000000, static_cast<std::uint8_t>(90 * alpha)));
  // A highlight up and to the left makes it read as glass.
  b.rect(circle({p.x - r * 0.32f, p.y - r * 0.34f}, r * 0.32f), r * 0.32f,
         Color::hex(0xffffff, static_cast<std::uint8_t>(150 * alpha)));
}

Point lerp(Point a, Point b, float t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

}  // namespace

void JokerTable::draw_table(Frame& f) const {
  draw_badges(f);
  draw_board(f);
  draw_marbles(f);
  if (!covered()) draw_choices(f);
  draw_buttons(f);
  draw_hand(f);
}

void JokerTable::draw_badges(Frame& f) const {
  const auto& v = view();
  // Left to right: the next seat (on the left of the board), the partner (top), the seat before.
  for (int i = 0; i < 3; ++i) {
    const int seat = (me() + 1 + i) % joker::kSeats;
    const int cards = v.hand_sizes[static_cast<size_t>(seat)];
    draw_seat_badge(f, layout_.badges[static_cast<size_t>(i)], seat,
                    seat_name(seat) + (seat == joker::partner_of(me()) ? "  (partner)" : ""),
                    std::to_string(cards) + (cards == 1 ? " card" : " cards") + "  \u00B7  " +
                        std::to_string(v.board.home_count(seat)) + " home",
                    v.current == seat && v.phase != Phase::GameOver, seat_colour(seat));
  }
}

void JokerTable::draw_board(Frame& f) const {
  using namespace joker;
  const JokerLayout& L = layout_;
  const float s = L.s, hr = L.hole_r, R = L.radius;
  const Rect disc{L.cx - R - hr * 3, L.cy - R - hr * 3, 2 * (R + hr * 3), 2 * (R + hr * 3)};
  f.batch.shadow(disc, disc.w * 0.5f, 14 * s, ui::kShadow);
  f.batch.rect(disc, disc.w * 0.5f, kWood);
  const Rect inner{disc.x + hr * 5, disc.y + hr * 5, disc.w - hr * 10, disc.h - hr * 10};
  f.batch.rect(inner, inner.w * 0.5f, kWoodLight);
  for (int seat = 0; seat < kSeats; ++seat) {
    const Color c = seat_colour(seat);
    // Each side's colour runs under its holes, its home lane and its start.
    for (int j = 0; j < kSide; ++j)
      f.batch.rect(circle(L.hole(seat * kSide + j), hr * 1.75f), hr * 1.75f, c.with_alpha(150));
    for (int k = 1; k <= kHomeHoles; ++k)
      f.batch.rect(circle(L.hole(home_hole(seat, k)), hr * 1.7f), hr * 1.7f, c.with_alpha(200));
    const int st = start_hole(seat);
    const Point a = L.hole(st, 0), b = L.hole(st, 2), mid = lerp(a, lerp(b, L.hole(st, 3), 0.5f), 0.5f);
    const float pad_r = std::hypot(a.x - b.x, a.y - b.y) * 0.95f + hr;
    f.batch.rect(circle(mid, pad_r), pad_r, c.with_alpha(110));
    f.batch.ring(circle(mid, pad_r), pad_r, 1.5f * s, c);
  }
  for (int h = 0; h < kTrack; ++h) f.batch.rect(circle(L.hole(h), hr), hr, kHole);
  for (int h = kHomeBase; h < kHomeBase + kSeats * kHomeHoles; ++h) f.batch.rect(circle(L.hole(h), hr), hr, kHole);
  for (int seat = 0; seat < kSeats; ++seat) {
    for (int i = 0; i < kMarbles; ++i) f.batch.rect(circle(L.hole(start_hole(seat), i), hr), hr, kHole);
    // The come-out hole and the home entrance carry a ring of their side's colour.
    f.batch.ring(circle(L.hole(come_out_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, ui::kCream);
    f.batch.ring(circle(L.hole(entrance_hole(seat)), hr * 1.6f), hr * 1.6f, 2 * s, seat_colour(seat));
  }
  // The last card played lies in the middle.
  const Rect p = L.pile;
  if (!view().discard_top.is_none())
    ui::draw_card_face(f.batch, f.text, p, s, view().discard_top, {});
  else
    f.batch.ring(p, p.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  f.text.draw(f.batch, std::to_string(view().stock_count) + " left", Face::Regular, 11 * s, p.x + p.w * 0.5f,
              p.y + p.h + 3 * s, ui::kCream.with_alpha(200), render::Align::Center);
}

Point JokerTable::marble_point(int marble) const {
  const int hole = shown_.pos(marble);
  int place = 0;
  if (joker::is_start(hole))
    for (int m = joker::colour_of(marble) * joker::kMarbles; m < marble; ++m) place += shown_.pos(m) == hole ? 1 : 0;
  return layout_.hole(hole, place);
}

void JokerTable::draw_marbles(Frame& f) const {
  const float r = layout_.hole_r * 1.25f;
  for (int m = 0; m < joker::kSeats * joker::kMarbles; ++m) {
    if (run_ && run_->shift.marble == m) continue;
    draw_marble(f.batch, marble_point(m), r, seat_colour(joker::colour_of(m)));
  }
  if (!run_) return;
  // Hole by hole along its way; a bumped marble flies straight.
  const float t = std::clamp(run_->t / std::max(run_->duration, 0.001f), 0.0f, 1.0f);
  const Point from = marble_point(run_->shift.marble);
  Point at = from;
  if (!run_->path.empty()) {
    const float along = t * static_cast<float>(run_->path.size());
    const int i = std::min(static_cast<int>(along), static_cast<int>(run_->path.size()) - 1);
    const Point a = i == 0 ? from : layout_.hole(run_->path[static_cast<size_t>(i - 1)]);
    const int to = run_->path[static_cast<size_t>(i)];
    const Point b = layout_.hole(to, joker::is_start(to) ? shown_.start_count(joker::start_owner(to)) : 0);
    at = lerp(a, b, along - static_cast<float>(i));
  }
  draw_marble(f.batch, at, r * 1.15f, seat_colour(joker::colour_of(run_->shift.marble)));
}

// The marbles the chosen card can move glow; the chosen marble's holes take a ghost of it, their
// ring saying whether the move bumps an opponent or sends the partner on.
void JokerTable::draw_choices(Frame& f) const {
  if (!person_to_act() || card() < 0 || busy()) return;
  const auto& board = view().board;
  const float s = layout_.s, hr = layout_.hole_r, pulse = 0.5f + 0.5f * std::sin(static_cast<float>(time()) * 5.0f);
  const int mover = board.mover_colour(me());
  auto target_colour = [&](int hole) {
    const int there = board.occupant(hole);
    if (there < 0) return ui::kTurnGlow;
    return joker::same_team(joker::colour_of(there), me()) ? kHelp : kBump;
  };
  auto marble_box = [&](int hole) {
    if (!joker::is_start(hole)) return circle(layout_.hole(hole), hr * 1.6f);
    const Point a = layout_.hole(hole, 0), c = lerp(a, lerp(layout_.hole(hole, 2), layout_.hole(hole, 3), 0.5f), 0.5f);
    return circle(c, std::hypot(a.x - c.x, a.y - c.y) + hr * 1.6f);
  };
  // The first part of a 7, shown where it will stop.
  if (split_from_ >= 0) draw_marble(f.batch, layout_.hole(split_to_), hr * 1.2f, seat_colour(mover), 0.55f);
  for (int from : movable()) {
    const Rect box = marble_box(from);
    const bool chosen = from == marble_;
    f.batch.ring(box, box.w * 0.5f, (chosen ? 3.0f : 2.0f + pulse) * s, chosen ? ui::kCream : ui::kTurnGlow);
    const std::vector<int> to = targets(from);
    // Where a marble with one way to go would land, before it is chosen.
    if (to.size() == 1 && !chosen)
      f.batch.ring(circle(layout_.hole(to.front()), hr * 1.3f), hr * 1.3f, 1.5f * s,
                   target_colour(to.front()).with_alpha(170));
    const int marble = joker::is_start(from) ? board.marble_at(joker::start_owner(from), from) : board.occupant(from);
    const std::string colour = marble >= 0 ? joker::colour_name(joker::colour_of(marble)) : "a";
    f.ui.clickable("marble:" + std::to_string(from), box,
                   "Move the " + colour + " marble " +
                       (joker::is_start(from) ? "in the start" : "at hole " + std::to_string(from)));
  }
  if (marble_ < 0) return;
  for (int to : targets(marble_)) {
    const Rect box = circle(layout_.hole(to), hr * 1.7f);
    draw_marble(f.batch, layout_.hole(to), hr * 1.1f, seat_colour(mover), 0.45f);
    f.batch.ring(box, box.w * 0.5f, (2.0f + pulse) * s, target_colour(to));
    const int there = board.occupant(to);
    std::string label = "Go to hole " + std::to_string(to);
    if (there >= 0)
      label += joker::same_team(joker::colour_of(there), me()) ? " (sends the partner's marble to its home entrance)"
                                                               : " (bumps the opponent to its start)";
    f.ui.clickable("hole:" + std::to_string(to), box, label);
  }
}

void JokerTable::draw_buttons(Frame& f) const {
  const Rect r = layout_.buttons;
  const float s = layout_.s, gap = 8 * s, w = std::min((r.w - gap) * 0.5f, 180 * s);
  const bool mine = person_to_act() && !covered() && !busy() && card() >= 0;
  f.ui.button("cancel", {r.x + r.w * 0.5f - w - gap * 0.5f, r.y, w, r.h}, "Cancel", ui::ButtonKind::Secondary, mine);
  f.ui.button("discard-button", {r.x + r.w * 0.5f + gap * 0.5f, r.y, w, r.h}, "Discard", ui::ButtonKind::Primary,
              mine && stuck());
}

void JokerTable::draw_hand(Frame& f) const {
  const float s = layout_.s;
  // On the person's turn, cards that move nothing are greyed.
  const bool grey = person_to_act() && !legal_.empty() && !stuck();
  fan_.draw(f, hand(), fan(), !covered() && !busy(), [&](const HandItem& it) {
    const Rect r = it.box;
    ui::FaceStyle st;
    st.selected = it.selected && !it.floating;
    st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
    st.dim = grey && std::none_of(legal_.begin(), legal_.end(), [&](const Action& a) { return a.card == it.card; });
    ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
    if (it.focused && !covered())
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, r.w * 0.1f, 2 * s, ui::kCream.with_alpha(200));
  });
}

}  // namespace parlor::scenes
