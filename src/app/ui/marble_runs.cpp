#include "app/ui/marble_runs.h"

#include <algorithm>

#include "app/ui/marble_board.h"
#include "app/ui/palette.h"

namespace parlor::ui {

using render::Point;

void MarbleRuns::reset(const joker::JokerView& v) {
  queue_.clear();
  run_.reset();
  shown_ = v.board;
  seen_events_ = v.event_count;
  note_last_moved(v);
}

void MarbleRuns::note_last_moved(const joker::JokerView& v) {
  last_moved_.clear();
  // The shifts after the last card played are its own; the draws and deals since do not count,
  // and a discard since means the last turn moved nothing.
  for (auto it = v.events.rbegin(); it != v.events.rend(); ++it) {
    if (it->kind == joker::EventKind::Played || it->kind == joker::EventKind::Discarded) break;
    if (it->kind == joker::EventKind::Shifted && it->shift.played) last_moved_.push_back(it->shift.marble);
  }
}

void MarbleRuns::follow(const joker::JokerView& v, float flight_time) {
  const int fresh = v.event_count - seen_events_;
  for (size_t i = static_cast<size_t>(std::max(0, static_cast<int>(v.events.size()) - fresh)); i < v.events.size(); ++i)
    if (v.events[i].kind == joker::EventKind::Shifted) queue_.push_back(v.events[i].shift);
  seen_events_ = v.event_count;
  note_last_moved(v);
  if (flight_time <= 0) reset(v);
}

void MarbleRuns::tick(double dt, float flight_time, const joker::Board& now) {
  const float per_hole = flight_time * 0.18f;
  if (!run_ && !queue_.empty()) {
    Run r;
    r.shift = queue_.front();
    queue_.pop_front();
    r.path = joker::shift_path(shown_, r.shift);
    // A bumped marble jumps in the time of four holes.
    r.duration = r.shift.played ? per_hole * static_cast<float>(r.path.size()) : per_hole * 4;
    run_ = r;
  }
  if (!run_) return;
  run_->t += static_cast<float>(dt);
  if (run_->t < run_->duration) return;
  shown_.place(run_->shift.marble, run_->shift.to);
  run_.reset();
  if (queue_.empty()) shown_ = now;
}

// Marbles in a start fill its places in marble order.
Point MarbleRuns::marble_point(int marble, const HoleAt& hole) const {
  const int at = shown_.pos(marble);
  int place = 0;
  if (shown_.is_start(at))
    for (int m = joker::colour_of(marble) * joker::kMarbles; m < marble; ++m) place += shown_.pos(m) == at ? 1 : 0;
  return hole(at, place);
}

void MarbleRuns::draw(render::Batch& b, render::Text& text, const HoleAt& hole, float r,
                      const std::vector<std::string>& marks) const {
  auto marked = [&](int m, Point p, float radius) {
    const int seat = joker::colour_of(m);
    const render::Color c = seat_colour(seat, shown_.seats());
    draw_marble(b, p, radius, c);
    draw_mark(b, text, p, radius, c, marks[static_cast<size_t>(seat)]);
  };
  for (int m = 0; m < shown_.marbles(); ++m)
    if (!run_ || run_->shift.marble != m) marked(m, marble_point(m, hole), r);
  if (!run_ && queue_.empty()) {
    const float ring = r * 1.6f;
    for (int m : last_moved_) {
      const Point p = marble_point(m, hole);
      b.ring({p.x - ring, p.y - ring, 2 * ring, 2 * ring}, ring, std::max(1.5f, r * 0.25f), kCream.with_alpha(230));
    }
    return;
  }
  if (!run_) return;
  // Hole by hole along its way; a bumped marble flies straight.
  const float t = std::clamp(run_->t / std::max(run_->duration, 0.001f), 0.0f, 1.0f);
  const Point from = marble_point(run_->shift.marble, hole);
  Point at = from;
  if (!run_->path.empty()) {
    const float along = t * static_cast<float>(run_->path.size());
    const int i = std::min(static_cast<int>(along), static_cast<int>(run_->path.size()) - 1);
    const Point a = i == 0 ? from : hole(run_->path[static_cast<size_t>(i - 1)], 0);
    const int to = run_->path[static_cast<size_t>(i)];
    const Point c = hole(to, shown_.is_start(to) ? shown_.start_count(shown_.start_owner(to)) : 0);
    at = render::lerp(a, c, along - static_cast<float>(i));
  }
  marked(run_->shift.marble, at, r * 1.15f);
}

}  // namespace parlor::ui
