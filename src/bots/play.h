// Plays a game to the end with one bot per seat: what `parlor simulate`, the tests and the
// benchmarks share.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "engine/state.h"

namespace parlor {

struct PlayResult {
  int64_t steps = 0;
  bool finished = false;
  std::optional<std::string> error;  // a bot chose an illegal action, or a check failed
};

// `after_step(state, step)` runs after every action; returning a message stops the game with
// that error. Stops unfinished after `max_steps`.
PlayResult play_game(State& state, std::vector<std::unique_ptr<Bot>>& bots, int64_t max_steps,
                     const std::function<std::optional<std::string>(const State&, int64_t)>& after_step = {});

}  // namespace parlor
