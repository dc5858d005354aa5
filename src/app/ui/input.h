#pragma once
// One pointer (mouse, or a finger through SDL's touch-to-mouse events) and the keys of a frame.
// Events set these fields; scenes read them while drawing, immediate-mode style.
#include <SDL.h>

#include <vector>

namespace parlor::ui {

struct Input {
  float x = -1, y = -1;            // device pixels; -1 when the pointer left
  bool down = false;               // held now
  bool pressed = false;            // went down during this frame
  bool released = false;           // went up during this frame
  float press_x = 0, press_y = 0;  // where the current or last press began
  bool touch = false;              // the last press came from a finger
  float wheel = 0;                 // lines scrolled this frame, down positive
  std::vector<SDL_Keycode> keys;   // keys pressed this frame

  void begin_frame();
  void handle(const SDL_Event& e, float dpr);
  bool key(SDL_Keycode k) const;
  // Moved far enough from the press point to count as a drag, not a tap (in device pixels).
  bool dragging(float dpr) const;

 private:
  // Pointer events after a completed click wait for the next frame, so two quick clicks that
  // land in one frame still count as two.
  std::vector<SDL_Event> deferred_;
  float deferred_dpr_ = 1;
};

}  // namespace parlor::ui
