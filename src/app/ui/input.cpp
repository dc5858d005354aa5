#include "app/ui/input.h"

#include <algorithm>
#include <cmath>

namespace parlor::ui {

void Input::begin_frame() {
  pressed = released = false;
  wheel = 0;
  keys.clear();
  std::vector<SDL_Event> queued;
  queued.swap(deferred_);
  for (const SDL_Event& e : queued) handle(e, deferred_dpr_);
}

void Input::handle(const SDL_Event& e, float dpr) {
  const bool pointer = e.type == SDL_MOUSEMOTION || e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP;
  if (pointer && (released || !deferred_.empty())) {
    deferred_.push_back(e);
    deferred_dpr_ = dpr;
    return;
  }
  switch (e.type) {
    case SDL_MOUSEMOTION:
      x = static_cast<float>(e.motion.x) * dpr;
      y = static_cast<float>(e.motion.y) * dpr;
      break;
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button != SDL_BUTTON_LEFT) break;
      x = press_x = static_cast<float>(e.button.x) * dpr;
      y = press_y = static_cast<float>(e.button.y) * dpr;
      down = pressed = true;
      touch = e.button.which == SDL_TOUCH_MOUSEID;
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button != SDL_BUTTON_LEFT) break;
      x = static_cast<float>(e.button.x) * dpr;
      y = static_cast<float>(e.button.y) * dpr;
      // A press and release inside one frame still count as one click.
      if (down) released = true;
      down = false;
      break;
    case SDL_MOUSEWHEEL: wheel -= static_cast<float>(e.wheel.y); break;
    case SDL_KEYDOWN: keys.push_back(e.key.keysym.sym); break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE && !down) x = y = -1;
      break;
    default: break;
  }
}

bool Input::key(SDL_Keycode k) const { return std::find(keys.begin(), keys.end(), k) != keys.end(); }

bool Input::dragging(float dpr) const { return std::hypot(x - press_x, y - press_y) > (touch ? 12.0f : 6.0f) * dpr; }

}  // namespace parlor::ui
