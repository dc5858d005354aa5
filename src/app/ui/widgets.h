#pragma once
// The lobby's controls, drawn in the app's own style: chips, a stepper, segmented choices.
// Each control is clickable on its visible part only (inside a scroll area, if any), joins the
// keyboard focus order, and is published under a stable id for the browser tests.
#include <string>
#include <string_view>
#include <vector>

#include "app/render/text.h"
#include "app/ui/focus.h"
#include "app/ui/scroll.h"
#include "app/ui/ui.h"

namespace parlor::ui {

struct Widgets {
  Ui& ui;
  FocusRing& focus;
  const ScrollArea* scroll = nullptr;  // clips the controls when they are drawn in one

  float dpr() const { return ui.dpr(); }
  float css_dpr() const { return ui.css_dpr(); }
  render::Batch& batch() { return ui.batch(); }
  render::Text& text() { return ui.text(); }
  render::Rect shown(render::Rect box) const { return scroll ? scroll->visible(box) : box; }
  // Hover shading only for a mouse: a finger leaves the pointer where it lifted.
  bool hover(std::string_view id) const { return ui.hovered(id) && !ui.input().touch; }
  // Registers a control; true when it is clicked, tapped or activated from the keyboard.
  bool press(std::string_view id, render::Rect box, std::string_view label, bool enabled = true);
};

// Ui::button that also joins the focus order; for controls that never scroll.
bool button(Widgets& w, std::string_view id, render::Rect box, std::string_view label, ButtonKind kind);

// A rounded face with a centred label; `selected` fills it gold. Returns press().
// `label_px`: its row's one type size (segmented()), else 0: the label's own.
bool chip(Widgets& w, std::string_view id, render::Rect box, std::string_view label, bool selected, bool enabled = true,
          float label_px = 0);

// [−] value [+] (or [←] value [→] to cycle through choices): returns -1 or +1 when a side is
// pressed, else 0. Ids: id + ":-" and id + ":+", and id + ":value" (disabled) for the value.
int stepper(Widgets& w, std::string_view id, render::Rect box, std::string_view value, bool can_lower, bool can_raise,
            bool arrows = false);

struct Segment {
  std::string key;    // id suffix: "person", "greedy"
  std::string label;  // "Person", "Good"
};
// Side-by-side choices, one selected. Ids: id + ":" + key. Returns the index pressed, or -1.
// `by_label`: each as wide as its label needs (segment_need()), the room left shared evenly,
// rather than all alike ("Person" keeps its room beside "Bot").
int segmented(Widgets& w, std::string_view id, render::Rect box, const std::vector<Segment>& segments, int selected,
              bool by_label = false);
// The CSS px a choice's label needs whole at the smallest label size (bold, as when chosen).
float segment_need(render::Text& text, float dpr, std::string_view label);

}  // namespace parlor::ui
