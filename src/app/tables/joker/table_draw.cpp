// Drawing of the Joker table: the other seats, the board and its marbles, the choices of a move, the
// buttons and the hand. Only draws and registers what can be clicked; table.cpp handles it.
#include <algorithm>
#include <cmath>
#include <cstdint>

#include "app/kit/opponents.h"
#include "app/kit/seat_lines.h"
#include "app/tables/joker/table.h"
#include "app/ui/card_face.h"
#include "app/ui/marble_board.h"
#include "app/ui/palette.h"
#include "engine/sentence.h"

namespace parlor::scenes {

using render::Face;
using render::lerp;
using render::Rect;
using ui::circle;
using ui::draw_marble;
using ui::seat_colour;

void JokerTable::draw_table(Frame& f) const {
  draw_opponents(f);
  draw_board(f);
  draw_glow(f);
  runs_.draw(
      f.batch, f.text, [this](int id, int place) { return layout_.hole(id, place); }, layout_.hole_r * 1.3f, marks());
  // A question about crowded holes leaves the board in view, its choices lit over its dim
  // (draw_over_question) to tap.
  if (!covered()) draw_choices(f);
  draw_hand(f);
}

std::vector<std::string> JokerTable::marks() const {
  std::vector<std::string> out;
  for (int k = 0; k < view().board.seats(); ++k) out.push_back(initial(who(k)));
  for (size_t k = 0; k < out.size(); ++k)
    if (std::count(out.begin(), out.end(), out[k]) > 1) {
      for (size_t i = 0; i < out.size(); ++i) out[i] = std::to_string(i + 1);
      break;
    }
  return out;
}

void JokerTable::draw_opponents(Frame& f) const {
  const joker::Board& b = view().board;
  const std::vector<std::string> mark = marks();
  // Every badge says its cards and its marbles home, the cards last: a narrow one keeps them.
  auto fill = [&](Opponent& o) {
    if (o.seat == b.partner_of(me())) o.tag = "partner";
    o.line = std::to_string(b.home_count(o.seat)) + " home" + kDot + held_text(o.held);
    o.colour = seat_colour(o.seat, b.seats());
    o.mark = mark[static_cast<size_t>(o.seat)];
    o.stack = true;
    o.first_as_piece = true;  // "3 home" as a marble and 3 where a badge is narrow
  };
  // In turn order from the next seat (whose side is on the left of the board).
  const std::vector<Opponent> seats = opponent_seats(view().hand_sizes, fill);
  const OpponentPieces backs{0, [&](Rect r) { ui::draw_card_back(f.batch, f.text, r, layout_.s * 0.5f); }, {}};
  scenes::draw_opponents(f, layout_.opponents, seats, backs, seats_drawn());
  // The person's own badge, by their start: "You" (a reader never reads their own name), their
  // cards and marbles home.
  Opponent mine;
  mine.seat = me();
  mine.name = "You";
  mine.held = static_cast<int>(view().hand.size());
  mine.turn = person_to_act();
  fill(mine);
  scenes::draw_opponents(f, {layout_.my_seat}, {mine}, backs, seats_drawn());
}

void JokerTable::draw_board(Frame& f) const {
  const JokerLayout& L = layout_;
  const float s = L.s;
  ui::draw_marble_board(f.batch, {L.shape.cx, L.shape.cy, L.shape.radius, L.hole_r, s,
                                  [&L](int id, int place) { return L.hole(id, place); }, L.shape.seats});
  // The last card played lies in the middle.
  const Rect p = L.pile;
  if (!view().discard_top.is_none())
    ui::draw_card_face(f.batch, f.text, p, s, view().discard_top, {});
  else
    f.batch.ring(p, p.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  f.text.draw(f.batch, std::to_string(view().stock_count) + " left", Face::Regular, 13 * s, p.x + p.w * 0.5f,
              p.y + p.h + 3 * s, ui::kCream.with_alpha(200), render::Align::Center);
}

// A marble's target: its hole's, or a start's round all its places.
Rect JokerTable::marble_box(int hole) const {
  const float hr = layout_.hole_r;
  if (!view().board.is_start(hole)) return circle(layout_.hole(hole), hr * 1.6f);
  const Point a = layout_.hole(hole, 0), c = lerp(a, lerp(layout_.hole(hole, 2), layout_.hole(hole, 3), 0.5f), 0.5f);
  return circle(c, std::hypot(a.x - c.x, a.y - c.y) + hr * 1.6f);
}

// While a marble is to be chosen ("Choose a glowing marble."), those that can go glow under
// them, the brightest light on the board.
void JokerTable::draw_glow(Frame& f) const {
  if (covered() || !person_to_act() || busy() || picker_.depth() == 0 || marble() >= 0) return;
  const float pulse = 0.5f + 0.5f * std::sin(static_cast<float>(time()) * 5.0f);
  for (int from : picker_.options_at(picker_.depth())) {
    const Rect box = marble_box(from);
    f.batch.shadow(box, box.w * 0.5f, layout_.hole_r * (0.8f + 0.6f * pulse), ui::kTurnGlow.with_alpha(235));
  }
}

// A hole a marble may go to: a glow, then a dark ring and a bright one, which stand out on the
// wood, on every side's colour and on a marble there; `strength` 1 for the chosen marble's
// holes, less for where the others would land.
void JokerTable::draw_destination(Frame& f, Point at, render::Color c, float strength) const {
  const float s = layout_.s, hr = layout_.hole_r, pulse = 0.5f + 0.5f * std::sin(static_cast<float>(time()) * 5.0f);
  const auto a = [&](float alpha) { return static_cast<std::uint8_t>(std::clamp(alpha * strength, 0.0f, 255.0f)); };
  // At least 3.5 px bright and clear of the hole's own rim at every size, its glow pulsing.
  const float bright = std::max(3.5f * s, hr * 0.45f) * (0.6f + 0.4f * strength), dark = std::max(1.5f * s, hr * 0.25f);
  const float r = std::max(hr * 1.55f, hr + 2.5f * s), outer = r + bright * 0.5f + dark * 0.5f;
  f.batch.shadow(circle(at, outer), outer, hr * (1.0f + 0.5f * pulse), c.with_alpha(a(170)));
  f.batch.ring(circle(at, outer), outer, dark, render::Color::hex(0x000000, a(210)));
  f.batch.ring(circle(at, r), r, bright, c.with_alpha(a(255)));
}

// The marbles the chosen card can move glow; the chosen marble's holes take a ghost of it, their
// ring saying whether the move bumps an opponent or sends the partner on.
void JokerTable::draw_choices(Frame& f) const {
  if (!person_to_act() || picker_.depth() == 0 || busy()) return;
  const auto& board = view().board;
  const float s = layout_.s, hr = layout_.hole_r, pulse = 0.5f + 0.5f * std::sin(static_cast<float>(time()) * 5.0f);
  const int mover = board.mover_colour(me()), seats = board.seats();
  // An empty hole shows cyan (the board's own white rings mark where marbles come out), a
  // partner's marble sent on green, an opponent's bumped red.
  auto target_colour = [&](int hole) {
    const int there = board.occupant(hole);
    if (there < 0) return render::Color::hex(0x5ef0ff);
    return render::Color::hex(board.same_team(joker::colour_of(there), me()) ? 0x7ee08a : 0xff5a4a);
  };
  // The first part of a 7, shown where it will stop.
  if (second_part()) draw_marble(f.batch, layout_.hole(picker_.at(2)), hr * 1.2f, seat_colour(mover, seats), 0.55f);
  // The marbles that can go (while one is chosen, they stay lit to switch to), and faintly where
  // each would land when it has one way to go: while a marble is to be chosen the marbles glow
  // brightest on the board, as the prompt says.
  const int chosen = marble(), level = chosen >= 0 ? picker_.depth() - 1 : picker_.depth();
  const std::vector<int> movable = picker_.options_at(level);
  for (int from : movable) {
    const Rect box = marble_box(from);
    const float ring = from == chosen ? 3.0f : chosen < 0 ? 3.5f + 1.5f * pulse : 2.0f + pulse;
    f.batch.ring(box, box.w * 0.5f, ring * s, from == chosen ? ui::kCream : ui::kTurnGlow);
    const std::vector<int> to = picker_.options_at(level, from);
    if (to.size() == 1 && from != chosen)
      draw_destination(f, layout_.hole(to.front()), target_colour(to.front()), 0.3f);
    const int marble = board.is_start(from) ? board.marble_at(board.start_owner(from), from) : board.occupant(from);
    const std::string colour = marble >= 0 ? joker::colour_name(board, joker::colour_of(marble)) : "a";
    f.ui.target("marble:" + std::to_string(from), box,
                "Move the " + colour + " marble " +
                    (board.is_start(from) ? "in the start" : "at hole " + std::to_string(from)));
  }
  // Every other marble answers a tap with why it cannot go (table.cpp's refusal).
  if (chosen < 0) {
    for (int hole = 0; hole < board.places() && !second_part() && !covered(); ++hole)
      if (board.occupant(hole) >= 0 && std::find(movable.begin(), movable.end(), hole) == movable.end())
        f.ui.target("still:" + std::to_string(hole), circle(layout_.hole(hole), hr * 1.6f),
                    joker::colour_of(board.occupant(hole)) == me()
                        ? std::string("Your marble, which cannot move now")
                        : say("{whose} marble, which cannot move now", {{"whose", whose_marble(hole)}}));
    return;
  }
  for (int to : picker_.options()) {
    const Point at = layout_.hole(to);
    const Rect box = circle(at, hr * 1.7f);
    draw_destination(f, at, target_colour(to), 1.0f);
    draw_marble(f.batch, at, hr * 1.1f, seat_colour(mover, seats), 0.6f);
    const int there = board.occupant(to);
    std::string label = "Go to hole " + std::to_string(to);
    if (there >= 0)
      label += board.same_team(joker::colour_of(there), me()) ? " (sends the partner's marble to its home entrance)"
                                                              : " (bumps the opponent to its start)";
    f.ui.target("hole:" + std::to_string(to), box, label);
  }
}

// On the person's turn, cards that move nothing are greyed.
void JokerTable::draw_hand_item(Frame& f, const HandItem& it) const {
  const float s = layout_.s;
  const Rect r = it.box;
  const auto& legal = picker_.legal();
  const bool grey = person_to_act() && !legal.empty() && !stuck();
  ui::FaceStyle st;
  st.selected = it.selected && !it.floating;
  st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
  st.foot_covered = it.foot_covered;
  st.dim = grey && std::none_of(legal.begin(), legal.end(), [&](const Action& a) { return a.card == it.card; });
  ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
}

}  // namespace parlor::scenes
