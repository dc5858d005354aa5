// The app's saved game (app/session/save.h saved_game_from_text: the table's set-up around the
// engine's record). Whatever loads must save to text that loads to the same set-up and state
// and saves to the same text.
#include <cstddef>
#include <cstdint>

#include "app/session/save.h"
#include "engine/json_util.h"
#include "fuzz_check.h"

using namespace parlor;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto saved = session::saved_game_from_text(fuzz::as_text(data, size));
  if (!saved) {
    fuzz::require(!saved.error().empty(), "a refused save has no reason");
    return 0;
  }
  fuzz::require(saved->state != nullptr, "a loaded save has no state");
  const std::string text = session::saved_game_to_text(saved->setup, *saved->state);
  auto again = session::saved_game_from_text(text);
  if (!again) fuzz::broken("a save's own text does not load", again.error());
  fuzz::require(again->state->debug_snapshot() == saved->state->debug_snapshot(), "reloading changed the state", text);
  fuzz::require(session::saved_game_to_text(again->setup, *again->state) == text, "reloading changed the text", text);
  return 0;
}
