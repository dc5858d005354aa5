#pragma once
// Immediate-mode widgets: a scene calls button()/clickable() while it draws, and the call returns
// true on the frame the item is clicked. Clicks go to the topmost item under the pointer at the
// press, judged from the previous frame's items, so overlapping cards behave.
// Every item is also published (id, label, CSS box: a target()'s hit area, with `target` set) for
// the browser tests' hook.
#include <string>
#include <string_view>
#include <vector>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "app/ui/input.h"

namespace parlor::ui {

enum class ButtonKind { Primary, Secondary, Quiet, Danger };

struct Item {
  std::string id, label;
  render::Rect box;  // device pixels
  bool enabled = true;
  bool nearest = false;  // a target(): where such targets overlap, the nearest centre takes the tap
};

class Ui {
 public:
  Ui(render::Batch& batch, render::Text& text) : batch_(batch), text_(text) {}
  // `screen`: the canvas in device px (targets stay inside it).
  // `dpr`: device px per layout px (Frame::dpr); `css`: device px per CSS px of the page, for what
  // is published.
  void begin(Input& input, float dpr, render::Rect screen, float css = 0);
  void end();

  // A clickable region that draws nothing. `label` is for the tests' hook and accessibility: every
  // item has one (readable.test checks).
  bool clickable(std::string_view id, render::Rect r, std::string_view label, bool enabled = true);
  // A small thing to tap (a marble, a hole, a meld): its hit area grows to 44 CSS px around
  // `r`'s centre, inside the screen; among overlapping targets the one whose centre is nearest
  // the finger takes the tap.
  bool target(std::string_view id, render::Rect r, std::string_view label, bool enabled = true);
  // `label_px`: the row's one type size (row_label_px), else 0: the label's own.
  bool button(std::string_view id, render::Rect r, std::string_view label, ButtonKind kind = ButtonKind::Primary,
              bool enabled = true, float label_px = 0);
  // The one label size for a row of buttons `w` x `h` (device px): the largest that fits every
  // label, so none is set smaller than its neighbours.
  float row_label_px(const std::vector<std::string_view>& labels, float w, float h);
  // Whether the pointer is over this item and it is the topmost (last frame's layout).
  bool hovered(std::string_view id) const { return id == hot_; }
  // Whether the pointer is over any enabled item (a desktop shows a pointing hand there).
  bool hovering() const { return !hot_.empty(); }
  bool held(std::string_view id) const { return id == active_ && input_->down; }
  std::string_view active() const { return active_; }
  // The item clicked this frame (judged at begin() from the last frame's items), or "".
  std::string_view clicked() const { return clicked_; }
  // A disabled item pressed and released on this frame, or "": the scene may say why it cannot
  // be used now (a disabled table button answers a tap as its key does).
  std::string_view tapped_disabled() const { return tapped_disabled_; }
  // What the clicked item says of itself (its label).
  std::string_view clicked_label() const { return clicked_label_; }
  // Drop an active press (a scene took it over as a drag).
  void cancel_press() { active_.clear(); }

  // The items registered so far this frame (device px).
  const std::vector<Item>& items() const { return items_; }
  // A piece drawn this frame that a notice must leave uncovered (Joker's board), device px.
  void keep_clear(render::Rect r) { kept_clear_.push_back(r); }
  const std::vector<render::Rect>& kept_clear() const { return kept_clear_; }
  float dpr() const { return dpr_; }
  float css_dpr() const { return css_dpr_; }
  Input& input() { return *input_; }
  render::Batch& batch() { return batch_; }
  render::Text& text() { return text_; }

 private:
  const Item* topmost(float x, float y) const;
  std::vector<render::Rect> kept_clear_;

  render::Batch& batch_;
  render::Text& text_;
  Input* input_ = nullptr;
  float dpr_ = 1, css_dpr_ = 1;
  render::Rect screen_;
  std::vector<Item> items_, prev_items_;
  std::string hot_, active_, clicked_, clicked_label_, published_, pressed_disabled_, tapped_disabled_;
};

}  // namespace parlor::ui
