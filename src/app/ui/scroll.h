#pragma once
// A vertically scrolling region: the wheel, a finger or a mouse drag move it (a flick glides on),
// and what lies outside it is clipped (GL scissor) and kept out of the published items, so a long
// list never puts a button off screen or under the header. Boxes in device pixels.
#include "app/render/batch.h"
#include "app/ui/input.h"
#include "app/ui/ui.h"

namespace parlor::ui {

render::Rect intersect(render::Rect a, render::Rect b);  // w or h 0 when they do not meet

// Everything drawn while it lives is clipped to `r` (inside a clip already set, to both; the outer
// one comes back after it). The batch is flushed at both ends, which costs one draw call each.
class ClipScope {
 public:
  ClipScope(render::Batch& batch, render::Rect r);
  ~ClipScope();
  ClipScope(const ClipScope&) = delete;
  ClipScope& operator=(const ClipScope&) = delete;

 private:
  render::Batch& batch_;
  render::Rect outer_;
};

class ScrollArea {
 public:
  // One that scrolls sideways, its content's end in view first (a score sheet's latest rounds): a
  // drag to the right, or offset(), brings earlier content in. Sizes are then widths.
  static ScrollArea across() {
    ScrollArea a;
    a.across_ = true;
    return a;
  }
  // Call once a frame before drawing the content: takes the wheel and drags inside `viewport`.
  void begin(Ui& ui, render::Rect viewport);
  // Moves the area without taking input (clamping the offset to it).
  void set_viewport(render::Rect viewport) {
    viewport_ = viewport;
    clamp();
  }
  // The content's full height (device px; across, its width) as laid out this frame; clamps the offset.
  void set_content_height(float h);
  float offset() const { return offset_; }
  const render::Rect& viewport() const { return viewport_; }
  // The part of a content box (already shifted by offset()) that can be seen and clicked.
  render::Rect visible(render::Rect r) const { return intersect(r, viewport_); }
  // Scrolls the least needed so that r (shifted box) is in view; for keyboard focus.
  void reveal(render::Rect r);
  void scroll_by(float device_px) {
    offset_ += device_px;
    clamp();
  }
  bool dragging() const { return dragging_; }
  void draw_bar(render::Batch& batch, float dpr) const;

 private:
  void clamp();

  render::Rect viewport_;
  float offset_ = 0, content_h_ = 0, drag_from_ = 0;
  float fling_ = 0;  // device px per ms, after a flick
  unsigned long long last_ms_ = 0;
  bool candidate_ = false, dragging_ = false, across_ = false;
};

}  // namespace parlor::ui
