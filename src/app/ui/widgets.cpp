#include "app/ui/widgets.h"

#include <algorithm>

#include "app/ui/palette.h"

namespace parlor::ui {

using render::Align;
using render::Face;

bool Widgets::press(std::string_view id, render::Rect box, std::string_view label, bool enabled) {
  render::Rect on_screen = shown(box);
  bool clicked = false;
  if (on_screen.w > 0 && on_screen.h > 0) clicked = ui.clickable(id, on_screen, label, enabled);
  // A disabled control keeps its place in the focus order, so the ring does not jump away
  // from "+" when the last seat is added.
  bool keyed = focus.add(id, box, on_screen, scroll != nullptr) && enabled;
  return clicked || keyed;
}

bool button(Widgets& w, std::string_view id, render::Rect box, std::string_view label, ButtonKind kind) {
  const bool clicked = w.ui.button(id, box, label, kind);
  const bool keyed = w.focus.add(id, box);
  return clicked || keyed;
}

namespace {
float chip_px(float h, float s) { return std::max(14 * s, std::min(h * 0.4f, 17 * s)); }
}  // namespace

bool chip(Widgets& w, std::string_view id, render::Rect box, std::string_view label, bool selected, bool enabled,
          float label_px) {
  bool pressed = w.press(id, box, label, enabled);
  const float s = w.dpr(), radius = std::min(box.h * 0.5f, 10 * s);
  render::Color fill = selected ? kGold : render::Color::hex(0x000000, 60);
  render::Color ink = selected ? kInk : kCream;
  if (!enabled) fill = fill.with_alpha(40), ink = ink.with_alpha(110);
  render::Rect body = box;
  if (w.ui.held(id)) body.y += 1 * s;
  w.batch().rect(body, radius, fill);
  if (!selected) w.batch().ring(body, radius, 1 * s, kCream.with_alpha(enabled ? 70 : 30));
  if (enabled && w.hover(id)) w.batch().rect(body, radius, render::Color::hex(0xffffff, 30));
  const float px = label_px > 0 ? label_px : chip_px(box.h, s);
  const Face face = selected ? Face::Bold : Face::Regular;
  const render::LabelText label_size(w.text());
  w.text().draw_fit(w.batch(), label, face, px, box.w - 10 * s, box.x + box.w * 0.5f,
                    body.y + (box.h - w.text().line_height(face, px)) * 0.5f, ink, Align::Center);
  return pressed;
}

int stepper(Widgets& w, std::string_view id, render::Rect box, std::string_view value, bool can_lower, bool can_raise,
            bool arrows) {
  const float s = w.dpr(), side = std::min(box.h, box.w / 3);
  render::Rect lower{box.x, box.y, side, box.h}, raise{box.x + box.w - side, box.y, side, box.h};
  render::Rect middle{box.x + side, box.y, box.w - 2 * side, box.h};
  w.batch().rect({middle.x - 6 * s, middle.y + 4 * s, middle.w + 12 * s, middle.h - 8 * s}, 6 * s,
                 render::Color::hex(0x000000, 45));
  const float px = std::min(box.h * 0.42f, 19 * s);
  w.text().draw_fit(w.batch(), value, Face::Bold, px, middle.w - 4 * s, middle.x + middle.w * 0.5f,
                    middle.y + (middle.h - w.text().line_height(Face::Bold, px)) * 0.5f, kCream, Align::Center);
  const std::string base(id);
  // The value is published too (an item that cannot be pressed), so the tests can read it.
  render::Rect value_shown = w.shown(middle);
  if (value_shown.w > 0 && value_shown.h > 0) w.ui.clickable(base + ":value", value_shown, value, false);
  int result = 0;
  // U+2212 is a true minus, as wide as the plus.
  if (chip(w, base + ":-", lower, arrows ? "\u2190" : "\u2212", false, can_lower)) result = -1;
  if (chip(w, base + ":+", raise, arrows ? "\u2192" : "+", false, can_raise)) result = 1;
  return result;
}

float segment_need(render::Text& text, float dpr, std::string_view label) {
  return text.measure(label, Face::Bold, 14 * dpr) / dpr + 12;  // a chip's label has 10 px of margins
}

int segmented(Widgets& w, std::string_view id, render::Rect box, const std::vector<Segment>& segments, int selected,
              bool by_label) {
  if (segments.empty()) return -1;
  const float gap = 4 * w.dpr();
  const auto n = static_cast<float>(segments.size());
  std::vector<float> need(segments.size(), 0.0f);
  if (by_label)
    for (std::size_t i = 0; i < segments.size(); ++i)
      need[i] = segment_need(w.text(), w.dpr(), segments[i].label) * w.dpr();
  float spare = box.w - gap * (n - 1);
  for (const float x : need) spare -= x;
  // One size for the row, the largest at which every label fits bold (as when chosen): choosing
  // one never sets it smaller than the others.
  const float s = w.dpr();
  float px = chip_px(box.h, s);
  {
    const render::LabelText label_size(w.text());
    for (std::size_t i = 0; i < segments.size(); ++i)
      px = std::min(px, w.text().fit_px(segments[i].label, Face::Bold, px, need[i] + spare / n - 10 * s));
  }
  int result = -1;
  float x = box.x;
  for (std::size_t i = 0; i < segments.size(); ++i) {
    const render::Rect r{x, box.y, need[i] + spare / n, box.h};
    x += r.w + gap;
    const bool on = static_cast<int>(i) == selected;
    if (chip(w, std::string(id) + ":" + segments[i].key, r, segments[i].label, on, true, px))
      result = static_cast<int>(i);
  }
  return result;
}

}  // namespace parlor::ui
