#pragma once
// The table kit's small pieces (table_scene.h puts them together): the pace at each speed, the
// menu button, the message banner, the other seats' badges, a row of buttons, a refusal's timed
// reason, and the state published for the browser tests (written only when it changes).
#include <functional>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json_fwd.hpp>

#include "app/kit/curtain.h"
#include "app/scenes/scene.h"
#include "app/session/setup.h"
#include "app/session/table_session.h"

namespace parlor::scenes {

// Seconds a bot waits before its move, and a card's or marble's time in flight, at each speed.
float bot_delay(session::Speed speed);
float flight_time(session::Speed speed);

// Runs `move` (one bot move) once; at instant speed again while it returns true, for as long as
// fits in 1.5 ms of the frame, so drawing keeps its share.
void repeat_bot_moves(session::Speed speed, const std::function<bool()>& move);

// The bar's menu button (id "menu"), its three bars drawn rather than taken from the font.
void draw_menu_button(Frame& f, render::Rect r);
// The message pill over the hand: the last refused move's reason in red while `error` is set,
// else `message`, in gold when it asks the person to act.
void draw_banner(Frame& f, render::Rect r, const std::string& message, bool strong, const std::string& error);
// Another seat's badge: its name (with `mark` after it, say the dealer's sign) over a gold line
// of counts, glowing while the seat is to act; an item "seat:<seat>" for screen readers and the
// tests, labelled "<name>, <line>".
void draw_seat_badge(Frame& f, render::Rect b, int seat, bool turn, const std::string& name, std::string_view mark,
                     const std::string& line);
// A log line said to the person, whose seat the lobby names "You": the verb after a leading
// "You" agrees with it ("You draws" becomes "You draw", "You goes" "You go").
std::string said_to_you(std::string line);
// Slot i of a row of `count` equal buttons across `row`, `gap` apart.
render::Rect row_slot(render::Rect row, int count, int i, float gap);

// The last refused move's reason, shown for a few seconds.
class TimedError {
 public:
  void show(std::string reason, float seconds = 5.0f) {
    text_ = std::move(reason);
    left_ = seconds;
  }
  void clear() { text_.clear(); }
  void tick(double dt) { left_ = left_ > static_cast<float>(dt) ? left_ - static_cast<float>(dt) : 0.0f; }
  // Empty once its time is up.
  const std::string& text() const { return left_ > 0 ? text_ : none_; }

 private:
  std::string text_;
  float left_ = 0;  // seconds
  inline static const std::string none_;
};

// Module.parlorState for the browser tests.
class StatePublisher {
 public:
  void publish(const nlohmann::json& j);
  // While the curtain hides the table: who it waits for and in what mode.
  void publish_curtain(const Curtain& curtain, const session::TableSession& session);

 private:
  std::string published_;
};

}  // namespace parlor::scenes
