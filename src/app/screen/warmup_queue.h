#pragma once
// Work done ahead of need in the spare time of quiet frames (the lobby, the set-up screen), so a
// table's first frames do not pay for it: glyphs rasterised at the tables' sizes, and the engine
// and bot code run once (the browser compiles and optimises code on its first runs). A queue of
// small jobs; each is given the frame's batch to draw into, and what it draws is dropped.
// Glyph jobs are skipped once the atlas is three-quarters full, so warming never forces it to
// start over and play keeps room for what was not foreseen (names, other sizes).
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "app/render/batch.h"
#include "app/render/text.h"

namespace parlor::scenes {

class WarmupQueue {
 public:
  static constexpr float kMaxFill = 0.75f;
  using Job = std::function<void(render::Batch&, render::Text&)>;

  // A new drawable size or pixel ratio empties the queue; true when it did (queue anew then).
  bool restart(int width, int height, float dpr);
  // A job that rasterises glyphs (skipped once the atlas is kMaxFill full), or one that only runs code.
  void add(Job job) { jobs_.push_back({std::move(job), true}); }
  void add_code(Job job) { jobs_.push_back({std::move(job), false}); }
  // Every character of `chars` (UTF-8) in `face` at `px` device pixels, a few a job.
  void add_text(render::Face face, float px, const std::string& chars);

  // Runs jobs while has_time() says so. The batch is one already drawn for this frame: what
  // the jobs add to it is dropped, never drawn.
  template <class HasTime>
  void step(render::Batch& batch, render::Text& text, HasTime&& has_time) {
    while (next_ < jobs_.size() && has_time()) {
      const Entry& e = jobs_[next_++];
      if (e.glyphs && text.atlas_fill() >= kMaxFill) continue;  // these glyphs wait for need
      e.job(batch, text);
      ++ran_;
      batch.drop();
    }
  }
  bool done() const { return next_ >= jobs_.size(); }
  // Jobs queued since the last restart, and how many of them ran.
  std::size_t queued() const { return jobs_.size(); }
  std::size_t ran() const { return ran_; }

 private:
  struct Entry {
    Job job;
    bool glyphs;
  };
  std::vector<Entry> jobs_;
  std::size_t next_ = 0, ran_ = 0;
  int width_ = 0, height_ = 0;
  float dpr_ = 0;
};

}  // namespace parlor::scenes
