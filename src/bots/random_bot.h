#pragma once

#include "bots/bot.h"
#include "engine/rng.h"

namespace parlor {

// Uniform over the legal actions of its view.
class RandomBot final : public Bot {
 public:
  explicit RandomBot(uint64_t seed) : rng_(seed) {}
  std::string_view kind() const override { return "random"; }
  Action choose(const View& view) override;

 private:
  Rng rng_;
  std::vector<Action> buf_;
};

}  // namespace parlor
