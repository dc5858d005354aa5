// The app's settings reader (app/session/settings.h settings_from_text): plain C++, no SDL.
#include "app/session/settings.h"

#include <cstddef>
#include <cstdint>

#include "fuzz_check.h"

using namespace parlor;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::require_text_round_trip(fuzz::as_text(data, size), session::settings_from_text, session::settings_to_text,
                                "settings");
  return 0;
}
