#include "bots/random_bot.h"

namespace parlor {

Action RandomBot::choose(const View& view) {
  view.legal_actions(buf_);
  if (buf_.empty()) return Action{};
  return buf_[rng_.below(static_cast<uint32_t>(buf_.size()))];
}

}  // namespace parlor
