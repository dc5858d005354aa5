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

// One bot of a kind the game offers (bots/registry.cpp lists them). A table of bots is made
// with make_bots (bots/registry.h), which seeds every seat the same way.
Result<std::unique_ptr<Bot>> make_bot(std::string_view kind, std::string_view game_id, uint64_t seed);
// The kinds a game offers, weakest first: "random" for every game, then the game's own. `All`
// adds the kinds the app does not offer yet ("strong", until its search runs across frames),
// which make_bot still makes (the CLI and the benches play them).
enum class BotKinds { Offered, All };
std::vector<std::string_view> bot_kinds(std::string_view game_id, BotKinds which = BotKinds::Offered);

}  // namespace parlor
