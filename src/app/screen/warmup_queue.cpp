#include "app/screen/warmup_queue.h"

namespace parlor::scenes {

bool WarmupQueue::restart(int width, int height, float dpr) {
  if (width == width_ && height == height_ && dpr == dpr_) return false;
  width_ = width, height_ = height, dpr_ = dpr;
  jobs_.clear();
  next_ = ran_ = 0;
  return true;
}

void WarmupQueue::add_text(render::Face face, float px, const std::string& chars) {
  // A few characters a job, so no job takes a large bite of a frame.
  constexpr std::size_t kPerJob = 6;
  std::size_t i = 0;
  while (i < chars.size()) {
    std::size_t end = i;
    for (std::size_t n = 0; n < kPerJob && end < chars.size(); ++n) render::next_code_point(chars, end);
    add([face, px, part = chars.substr(i, end - i)](render::Batch&, render::Text& text) {
      text.measure(part, face, px);
    });
    i = end;
  }
}

}  // namespace parlor::scenes
