// Computer players. A bot sees exactly what a human in its seat would: one View.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/result.h"
#include "engine/state.h"

namespace parlor {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view kind() const = 0;
  // Called only when view.to_act(); returns one of the view's legal actions.
  virtual Action choose(const View& view) = 0;
};

// "random" works for every game; "greedy" for games that have one (Five Crowns, Rummy-O, Joker).
Result<std::unique_ptr<Bot>> make_bot(std::string_view kind, std::string_view game_id, uint64_t seed);
std::vector<std::string_view> bot_kinds(std::string_view game_id);

}  // namespace parlor
