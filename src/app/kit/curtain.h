#pragma once
// Pass-and-play, as every table shows it: the curtain that hides the table until the next person
// taps (with their PIN if they set one), and then the summary of what happened since their last
// turn. Tables call draw() first and draw nothing of their own while it returns true; input()
// acts, draw() only draws.
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

class Curtain {
 public:
  // Follows the session: a curtain newly up starts with nothing typed (called every update).
  void follow(const session::TableSession& session);
  // The curtain's buttons and keys, or the summary's, judged on the last frame's items: a
  // person lifting the curtain (with their PIN, or choosing one), Share (the share screen, for
  // passing the game to another device), OK under the summary.
  void input(Frame& f, session::TableSession& session, Director& director);
  // Draws the curtain when the session needs it; true while it covers the table.
  bool draw(Frame& f, const session::TableSession& session) const;
  // The summary after the curtain lifted, over the table until dismissed; true while shown.
  bool draw_summary(Frame& f) const;
  bool summary_open() const { return !summary_.empty(); }
  bool up() const { return up_; }  // as follow() last saw it
  const std::vector<std::string>& summary() const { return summary_; }
  // "curtain", "pin", "choose-pin" or "" for the tests' hook.
  const char* mode_name() const;

 private:
  enum class Mode { Ask, EnterPin, ChoosePin };
  void input_ask(Frame& f, session::TableSession& session, Director& director);
  void input_keypad(Frame& f, session::TableSession& session);
  void draw_ask(Frame& f, const session::TableSession& session, render::Rect panel) const;
  void draw_keypad(Frame& f, render::Rect panel, float y) const;
  void lifted(session::TableSession& session);

  Mode mode_ = Mode::Ask;
  bool up_ = false;
  std::string digits_;
  std::string error_;
  std::vector<std::string> summary_;
};

}  // namespace parlor::scenes
