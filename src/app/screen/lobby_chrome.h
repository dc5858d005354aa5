#pragma once
// What the lobby's screens share: the bar at the top (Back, a title, an optional button on the
// right) and their sizes. Layout in CSS pixels, drawing in device pixels.
#include <string_view>

#include "app/screen/scene.h"
#include "app/ui/focus.h"

namespace parlor::scenes {

inline constexpr float kTopBarH = 60;   // CSS px
inline constexpr float kTapH = 44;      // CSS px: comfortable for a finger
inline constexpr float kColumnW = 680;  // CSS px: the widest a column of text or controls gets

struct TopBarResult {
  bool back = false, right = false;
};

// Draws the bar and its buttons ("back" and, when right_label is not empty, right_id).
TopBarResult top_bar(Frame& f, ui::FocusRing& focus, std::string_view title, std::string_view right_id = {},
                     std::string_view right_label = {});

// A screen of the lobby's kind: the felt, the bar (as top_bar draws it) and the column under it,
// centred, at most `widest` CSS px wide and 16 px in from each side: its width and left edge in
// CSS px, its centre in device px (where its paragraphs are centred).
struct Page {
  TopBarResult bar;
  float col, x0, cx;
};
Page page(Frame& f, ui::FocusRing& focus, std::string_view title, std::string_view right_id = {},
          std::string_view right_label = {}, float widest = 560);

// The device-pixel rectangle of a CSS-pixel one.
inline render::Rect device(const Frame& f, float x, float y, float w, float h) {
  return {x * f.dpr, y * f.dpr, w * f.dpr, h * f.dpr};
}

}  // namespace parlor::scenes
