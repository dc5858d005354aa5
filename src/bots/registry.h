// The computer players each game offers: the only place in src/bots that names games. A game
// without an entry gets the random bot alone.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "engine/result.h"

namespace parlor {

// One bot per seat, for seats whose kind is not empty; an empty kind is a person's seat and
// gets a null entry. Each bot's seed comes from the game's seed and its seat (bot_seed), the
// same way everywhere, so a replayed game's bots choose again as they did.
Result<std::vector<std::unique_ptr<Bot>>> make_bots(std::string_view game_id,
                                                    const std::vector<std::string>& kinds_per_seat, uint64_t seed);

// The seed of the bot in `seat` of a game seeded `seed`: a golden-ratio multiple per seat, so
// two bots of one kind do not mirror each other.
uint64_t bot_seed(uint64_t seed, int seat);

}  // namespace parlor
