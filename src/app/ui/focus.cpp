#include "app/ui/focus.h"

#include <algorithm>

#include "app/ui/palette.h"

namespace parlor::ui {

void FocusRing::begin(const Input& input, bool keys_free) {
  entries_.clear();
  move_ = 0;
  activate_ = false;
  if (input.pressed) visible_ = false;
  if (!keys_free) return;
  for (SDL_Keycode k : input.keys) {
    switch (k) {
      case SDLK_TAB: move_ += (SDL_GetModState() & KMOD_SHIFT) ? -1 : 1; break;
      case SDLK_DOWN:
      case SDLK_RIGHT: move_ += 1; break;
      case SDLK_UP:
      case SDLK_LEFT: move_ -= 1; break;
      case SDLK_RETURN:
      case SDLK_KP_ENTER:
      case SDLK_SPACE:
        // The first key only shows where the ring is; nothing fires unseen.
        if (visible_) activate_ = true;
        visible_ = true;
        break;
      default: break;
    }
  }
  if (move_ != 0 && !visible_) {
    // The first key shows the ring where it is (the first control, at the start).
    move_ = 0;
    visible_ = true;
  }
}

bool FocusRing::add(std::string_view id, render::Rect box, render::Rect shown, bool scrolls) {
  entries_.push_back({std::string(id), box, shown, scrolls});
  return activate_ && move_ == 0 && id == focused_;
}

void FocusRing::draw(render::Batch& batch, float dpr) const {
  if (!visible_) return;
  for (const Entry& e : entries_)
    if (e.id == focused_ && e.shown.w > 0 && e.shown.h > 0) {
      const float pad = 3 * dpr;
      render::Rect r{e.shown.x - pad, e.shown.y - pad, e.shown.w + 2 * pad, e.shown.h + 2 * pad};
      batch.ring(r, 10 * dpr, 2.5f * dpr, kGold);
    }
}

const render::Rect* FocusRing::end() {
  if (entries_.empty()) return nullptr;
  auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.id == focused_; });
  if (it == entries_.end()) {
    // Nothing focused yet, or the control went away (a row was removed): the first one.
    focused_ = entries_.front().id;
    it = entries_.begin();
  }
  if (move_ == 0) return nullptr;
  const auto n = static_cast<long>(entries_.size());
  long i = ((it - entries_.begin()) + move_) % n;
  if (i < 0) i += n;
  const Entry& now = entries_[static_cast<std::size_t>(i)];
  focused_ = now.id;
  moved_box_ = now.box;
  return now.scrolls ? &moved_box_ : nullptr;
}

}  // namespace parlor::ui
