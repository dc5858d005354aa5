#include "app/session/setup.h"

namespace parlor::session {

const char* speed_name(Speed s) {
  switch (s) {
    case Speed::Slow: return "slow";
    case Speed::Normal: return "normal";
    case Speed::Fast: return "fast";
    case Speed::Instant: return "instant";
  }
  return "normal";
}

bool parse_speed(const std::string& text, Speed& out) {
  for (Speed s : {Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant})
    if (text == speed_name(s)) return out = s, true;
  return false;
}

}  // namespace parlor::session
