#include "app/ui/scroll.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "app/ui/palette.h"

namespace parlor::ui {

render::Rect intersect(render::Rect a, render::Rect b) {
  float x0 = std::max(a.x, b.x), y0 = std::max(a.y, b.y);
  float x1 = std::min(a.x + a.w, b.x + b.w), y1 = std::min(a.y + a.h, b.y + b.h);
  if (x1 <= x0 || y1 <= y0) return {x0, y0, 0, 0};
  return {x0, y0, x1 - x0, y1 - y0};
}

ClipScope::ClipScope(render::Batch& batch, render::Rect r) : batch_(batch), outer_(batch.clip()) {
  if (outer_.w > 0) r = intersect(r, outer_);
  batch_.scissor(r);
  batch_.set_clip({r.x, r.y, std::max(r.w, 0.5f), std::max(r.h, 0.5f)});
}

ClipScope::~ClipScope() {
  if (outer_.w > 0)
    batch_.scissor(outer_);
  else
    batch_.no_scissor();
  batch_.set_clip(outer_);
}

void ScrollArea::begin(Ui& ui, render::Rect viewport) {
  viewport_ = viewport;
  Input& in = ui.input();
  const float dpr = ui.dpr();
  const Uint64 now = SDL_GetTicks64();
  const float dt = last_ms_ ? std::clamp(static_cast<float>(now - last_ms_), 1.0f, 100.0f) : 16.0f;
  last_ms_ = now;
  // The wheel is the page's, down: one sideways leaves it to the lines' area round it.
  if (in.wheel != 0 && !across_ && viewport_.contains(in.x, in.y)) offset_ += in.wheel * 48.0f * dpr, fling_ = 0;
  if (in.pressed) {
    candidate_ = viewport_.contains(in.press_x, in.press_y);
    dragging_ = false;
    drag_from_ = offset_;
    fling_ = 0;
  }
  if (in.down && candidate_ && !dragging_ && in.dragging(dpr)) {
    // From here on the press moves the list; the button it started on must not fire.
    dragging_ = true;
    ui.cancel_press();
  }
  if (dragging_) {
    const float before = offset_;
    offset_ = across_ ? drag_from_ + (in.x - in.press_x) : drag_from_ - (in.y - in.press_y);
    // A smoothed speed, so a flick keeps the list gliding after the finger lifts.
    fling_ = fling_ * 0.6f + (offset_ - before) / dt * 0.4f;
  } else if (fling_ != 0) {
    offset_ += fling_ * dt;
    fling_ *= std::exp(-dt / 325.0f);
    if (std::abs(fling_) < 0.02f * dpr) fling_ = 0;
  }
  if (!in.down) candidate_ = dragging_ = false;
  clamp();
}

void ScrollArea::set_content_height(float h) {
  content_h_ = h;
  clamp();
}

void ScrollArea::clamp() {
  const float top = std::max(0.0f, content_h_ - (across_ ? viewport_.w : viewport_.h));
  if (offset_ < 0 || offset_ > top) fling_ = 0;
  offset_ = std::clamp(offset_, 0.0f, top);
}

void ScrollArea::reveal(render::Rect r) {
  const float margin = std::min(12.0f, viewport_.h * 0.05f);
  if (r.y < viewport_.y)
    offset_ -= viewport_.y - r.y + margin;
  else if (r.y + r.h > viewport_.y + viewport_.h)
    offset_ += r.y + r.h - (viewport_.y + viewport_.h) + margin;
  clamp();
}

void ScrollArea::draw_bar(render::Batch& batch, float dpr) const {
  if (across_) {
    // Under the area, its thumb at the right while the content's end is in view.
    if (content_h_ <= viewport_.w + 1) return;
    const float thumb = std::max(28 * dpr, viewport_.w * viewport_.w / content_h_);
    const float t = 1 - offset_ / (content_h_ - viewport_.w);
    batch.rect({viewport_.x + (viewport_.w - thumb) * t, viewport_.y + viewport_.h + 2 * dpr, thumb, 3 * dpr},
               1.5f * dpr, kCream.with_alpha(110));
    return;
  }
  if (content_h_ <= viewport_.h + 1) return;
  const float track = viewport_.h - 8 * dpr;
  const float thumb = std::max(28 * dpr, track * viewport_.h / content_h_);
  const float t = offset_ / (content_h_ - viewport_.h);
  batch.rect({viewport_.x + viewport_.w - 6 * dpr, viewport_.y + 4 * dpr + (track - thumb) * t, 3 * dpr, thumb},
             1.5f * dpr, kCream.with_alpha(110));
}

}  // namespace parlor::ui
