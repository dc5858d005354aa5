// The app's stats reader (app/session/settings.h stats_from_text): plain C++, no SDL.
#include <cstddef>
#include <cstdint>

#include "app/session/settings.h"
#include "fuzz_check.h"

using namespace parlor;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::require_text_round_trip(fuzz::as_text(data, size), session::stats_from_text, session::stats_to_text, "stats");
  return 0;
}
