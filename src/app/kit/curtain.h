#pragma once
// Pass-and-play, as every table shows it: the curtain that hides the table until the next person
// taps (with their PIN if they set one), and then the summary of what happened since their last
// turn. Tables call draw() first and draw nothing of their own while it returns true.
#include <string>
#include <vector>

#include "app/scenes/scene.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

class Curtain {
 public:
  // Draws the curtain when the session needs it and handles its buttons and keys; true while it
  // covers the table. Share opens the share screen, for passing the game to another device.
  bool draw(Frame& f, session::TableSession& session, Director& director);
  // The summary after the curtain lifted, over the table until dismissed; true while shown.
  bool draw_summary(Frame& f);
  bool summary_open() const { return !summary_.empty(); }
  const std::vector<std::string>& summary() const { return summary_; }
  // "curtain", "pin", "choose-pin" or "" for the tests' hook.
  const char* mode_name() const;

 private:
  enum class Mode { Ask, EnterPin, ChoosePin };
  void draw_ask(Frame& f, session::TableSession& session, Director& director, render::Rect panel);
  // The keypad; returns true once four digits are typed.
  bool draw_keypad(Frame& f, render::Rect panel, float y);
  void lifted(session::TableSession& session);

  Mode mode_ = Mode::Ask;
  bool up_ = false;
  std::string digits_;
  std::string error_;
  std::vector<std::string> summary_;
};

}  // namespace parlor::scenes
