// The saved-game loader (games/registry.h load_game_text): whatever loads must save to text that
// loads again to the same state and saves to the same text.
#include <cstddef>
#include <cstdint>

#include "engine/json_util.h"
#include "fuzz_check.h"
#include "games/registry.h"

using namespace parlor;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  auto state = load_game_text(fuzz::as_text(data, size));
  if (!state) {
    fuzz::require(!state.error().empty(), "a refused saved game has no reason");
    return 0;
  }
  const std::string saved = dump_json((*state)->to_json());
  auto again = load_game_text(saved);
  if (!again) fuzz::broken("a saved game's own save does not load", again.error());
  fuzz::require((*again)->debug_snapshot() == (*state)->debug_snapshot(), "reloading changed the state", saved);
  fuzz::require(dump_json((*again)->to_json()) == saved, "reloading changed the saved text", saved);
  return 0;
}
