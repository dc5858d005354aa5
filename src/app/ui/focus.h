#pragma once
// Keyboard focus for a screen of widgets: Tab, Shift+Tab and the arrow keys move a ring from one
// control to the next in the order they were drawn; Enter or space activates the one in the ring.
// The ring shows only once the keyboard is used (that first key only shows it), and hides again
// on a pointer press.
#include <string>
#include <string_view>
#include <vector>

#include "app/render/batch.h"
#include "app/ui/input.h"

namespace parlor::ui {

class FocusRing {
 public:
  // Reads this frame's keys. Call before any add(). `keys_free` is false while text is typed.
  void begin(const Input& input, bool keys_free = true);
  // Registers a control (`box` is its whole shape, `shown` the part on screen, `scrolls` whether
  // it lives in a scroll area); true when the keyboard activates it this frame.
  bool add(std::string_view id, render::Rect box, render::Rect shown, bool scrolls = false);
  bool add(std::string_view id, render::Rect box) { return add(id, box, box); }
  void draw(render::Batch& batch, float dpr) const;
  // Applies this frame's move. When focus moved onto a control in a scroll area, returns its
  // box so the area can bring it into view; else nullptr.
  const render::Rect* end();

 private:
  struct Entry {
    std::string id;
    render::Rect box, shown;
    bool scrolls;
  };
  std::vector<Entry> entries_;
  std::string focused_;
  render::Rect moved_box_;
  int move_ = 0;
  bool activate_ = false, visible_ = false;
};

}  // namespace parlor::ui
