#include "app/kit/hand_widget.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "app/ui/scroll.h"

namespace parlor::scenes {

float HandRow::step(int n) const {
  return n <= 1 ? 0 : std::min(card_w * spread, (area.w - card_w) / static_cast<float>(n - 1));
}

int HandRow::rows(int n) const {
  const float least = std::max(min_strip * s, whole * card_w);
  if (n <= 1 || step(n) >= least) return 1;
  // A third row only where two would still leave strips under a thumb's (a small phone's Rummü
  // hand of 16: 41 px in rows of 8); a face read whole (whole > 0) keeps two.
  return whole > 0 || step((n + 1) / 2) >= least ? 2 : 3;
}

int HandRow::in_row(int row, int n) const {
  // The back rows hold the odd ones.
  const int r = rows(n);
  return n / r + (row < n % r ? 1 : 0);
}

int HandRow::first_of_row(int row, int n) const {
  int first = 0;
  for (int k = 0; k < row; ++k) first += in_row(k, n);
  return first;
}

render::Rect HandRow::card(int i, int n, float lift) const {
  // The front row sits where a single row does; each row behind rises over the one before it.
  const int r = rows(n);
  int row = 0;
  while (row + 1 < r && i >= first_of_row(row + 1, n)) ++row;
  const int m = in_row(row, n), col = i - first_of_row(row, n);
  const float total = card_w + step(m) * static_cast<float>(std::max(m - 1, 0));
  const float y = area.y + area.h - card_h - 4 * s - static_cast<float>(r - 1 - row) * rise();
  return {area.x + (area.w - total) * 0.5f + step(m) * static_cast<float>(col), y - lift * card_h * kLift, card_w,
          card_h};
}

int HandRow::slot(float x, float y, int n) const {
  if (n <= 1) return 0;
  // Over a row's top edge the pointer is in the row behind it.
  int row = rows(n) - 1;
  while (row > 0 && y < card(first_of_row(row, n), n, 0).y) --row;
  const int m = in_row(row, n), first_i = first_of_row(row, n);
  const float first = card(first_i, n, 0).x + card_w * 0.5f;
  const int col = static_cast<int>(std::lround((x - first) / std::max(step(m), 1.0f)));
  return std::clamp(first_i + std::clamp(col, 0, m - 1), 0, n - 1);
}

HandGeometry HandRow::geometry() const {
  return {[this](int i, int n, bool raised) { return card(i, n, raised ? 1.0f : 0.0f); },
          [this](float x, float y, int n) { return slot(x, y, n); }, reorder};
}

// The slot under the pointer names the piece it lies over; the dragged piece goes before that
// piece where the pointer is over the left half of the part of it that shows, after it over the
// right half. A piece dropped between two others lands between them whichever way it came (the
// slot alone took a piece dragged right one place past the gap it was dropped in).
int drop_slot(const HandGeometry& g, int from, float x, float y, int n) {
  int to = g.slot(x, y, n);
  if (to < 0 || to >= n) return to;
  const render::Rect b = g.box(to, n, false);
  float shows = b.x + b.w;
  if (to + 1 < n) {
    const render::Rect next = g.box(to + 1, n, false);
    if (std::abs(next.y - b.y) < b.h * 0.5f && next.x > b.x && next.x < shows) shows = next.x;
  }
  const bool after = x > (b.x + shows) * 0.5f;
  if (to > from && !after) --to;
  if (to < from && after) ++to;
  return to;
}

std::optional<HandDrop> HandWidget::handle(Frame& f, session::HandModel& hand, const HandGeometry& g, bool enabled) {
  const ui::Input& in = f.input;
  const int n = static_cast<int>(hand.cards().size());
  std::optional<HandDrop> drop;
  // A press on an item that travels becomes a drag.
  if (drag_ < 0 && enabled && in.down && in.dragging(f.dpr) && f.ui.active().rfind(prefix_, 0) == 0) {
    drag_ = std::atoi(std::string(f.ui.active().substr(prefix_.size())).c_str());
    f.ui.cancel_press();
  }
  if (drag_ >= n) drag_ = -1;
  if (drag_ >= 0) {
    drag_x_ = in.x;
    drag_y_ = in.y;
    if (!in.down) {
      const int i = drag_;
      drag_ = -1;
      if (g.area.contains(in.x, in.y))
        hand.move(i, drop_slot(g, i, in.x, in.y, n));
      else if (enabled)
        drop = HandDrop{i, in.x, in.y};
    }
  }
  if (!enabled) return drop;
  const std::string_view clicked = f.ui.clicked();
  if (clicked.rfind(prefix_, 0) == 0) {
    const int i = std::atoi(std::string(clicked.substr(prefix_.size())).c_str());
    if (single_ && !hand.selected(i))
      hand.select_only(i);
    else
      hand.toggle(i);
    focus_ = i;
  }
  // The focus ring shows once the keyboard is used, and hides again at the next tap or click.
  if (in.pressed) keyboard_ = false;
  if (!in.keys.empty()) keyboard_ = true;
  for (SDL_Keycode k : in.keys) {
    if (k == SDLK_LEFT) focus_ = std::max(0, focus_ - 1);
    if (k == SDLK_RIGHT) focus_ = std::min(std::max(0, n - 1), focus_ + 1);
    if (k == SDLK_SPACE && focus_ < n) single_ ? hand.select_only(focus_) : hand.toggle(focus_);
    // 1 to 9 pick the first nine by place, as they are shown.
    const int d = static_cast<int>(k) - static_cast<int>(SDLK_1);
    if (k >= SDLK_1 && k <= SDLK_9 && d < n) {
      single_ && !hand.selected(d) ? hand.select_only(d) : hand.toggle(d);
      focus_ = d;
    }
  }
  focus_ = std::clamp(focus_, 0, std::max(0, n - 1));
  return drop;
}

void HandWidget::draw(Frame& f, const session::HandModel& hand, const HandGeometry& g, bool enabled,
                      const std::function<void(const HandItem&)>& draw_item) const {
  const auto& cards = hand.cards();
  const int n = static_cast<int>(cards.size());
  std::vector<render::Rect> boxes;
  for (int i = 0; i < n; ++i) boxes.push_back(g.box(i, n, hand.selected(i)));
  for (int i = 0; i < n; ++i) {
    HandItem it;
    it.index = i;
    it.count = n;
    it.selected = hand.selected(i);
    it.box = boxes[static_cast<size_t>(i)];
    it.card = cards[static_cast<size_t>(i)];
    it.focused = keyboard_ && i == focus_;
    // The foot-right corner, as a face draws its turned index there; later cards lie over it.
    const render::Rect foot{it.box.x + it.box.w * 0.55f, it.box.y + it.box.h * 0.6f, it.box.w * 0.45f, it.box.h * 0.4f};
    for (int j = i + 1; j < n && !it.foot_covered; ++j) {
      const render::Rect over = ui::intersect(boxes[static_cast<size_t>(j)], foot);
      it.foot_covered = j != drag_ && over.w > 0.5f && over.h > 0.5f;
      const render::Rect b = boxes[static_cast<size_t>(j)];
      if (it.foot_covered && std::abs(b.y - it.box.y) < it.box.h * 0.5f) it.strip = b.x - it.box.x;
    }
    f.ui.clickable(prefix_ + std::to_string(i), it.box, card_name(it.card), enabled);
    if (i != drag_) draw_item(it);
  }
  if (drag_ < 0 || drag_ >= n) return;
  HandItem it;
  it.index = drag_;
  it.count = n;
  const render::Rect home = g.box(drag_, n, false);
  it.box = {drag_x_ - home.w * 0.5f, drag_y_ - home.h * 0.6f, home.w, home.h};
  it.card = cards[static_cast<size_t>(drag_)];
  it.floating = true;
  draw_item(it);
}

}  // namespace parlor::scenes
