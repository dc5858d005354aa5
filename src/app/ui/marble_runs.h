#pragma once
// Marbles running across the Joker board. The game moves at once; the board shown lags behind
// while each moved marble runs hole by hole to where it went, one at a time, and each marble it
// bumped jumps after it.
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "games/joker/view.h"

namespace parlor::ui {

class MarbleRuns {
 public:
  // Where a hole is drawn (engine ids); a start needs which of its places (0..4).
  using HoleAt = std::function<render::Point(int id, int place)>;

  // Shows the view's board at once, nothing running (another person's board, or the first).
  void reset(const joker::JokerView& v);
  // Queues the marbles the view's new events moved; with no time to run, shows the board at once.
  void follow(const joker::JokerView& v, float flight_time);
  void tick(double dt, float flight_time, const joker::Board& now);
  bool busy() const { return run_.has_value() || !queue_.empty(); }
  const joker::Board& shown() const { return shown_; }

  // Where a marble of the shown board sits.
  render::Point marble_point(int marble, const HoleAt& hole) const;
  // Every marble of the shown board, the running one on its way; once none runs, the marbles the
  // last card moved are ringed, so a glance tells what just happened.
  // Each marble carries its seat's mark (`marks`, by seat: draw_mark).
  void draw(render::Batch& b, render::Text& text, const HoleAt& hole, float r,
            const std::vector<std::string>& marks) const;
  const std::vector<int>& last_moved() const { return last_moved_; }

 private:
  struct Run {
    joker::Shift shift;
    std::vector<int> path;  // holes after `from`, ending at `to`
    float t = 0, duration = 0;
  };
  joker::Board shown_;
  std::deque<joker::Shift> queue_;
  std::optional<Run> run_;
  int seen_events_ = 0;          // the view's event count last followed
  std::vector<int> last_moved_;  // marbles the last card played moved (not those it bumped)
  void note_last_moved(const joker::JokerView& v);
};

}  // namespace parlor::ui
