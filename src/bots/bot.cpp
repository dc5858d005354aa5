#include "bots/bot.h"

#include <string>

#include "bots/five_crowns_greedy.h"
#include "bots/joker_greedy.h"
#include "bots/random_bot.h"
#include "bots/rummy_o_greedy.h"

namespace parlor {

Result<std::unique_ptr<Bot>> make_bot(std::string_view kind, std::string_view game_id, uint64_t seed) {
  using R = Result<std::unique_ptr<Bot>>;
  if (kind == "random") return std::unique_ptr<Bot>(new RandomBot(seed));
  if (kind == "greedy") {
    if (game_id == "five_crowns") return std::unique_ptr<Bot>(new FiveCrownsGreedyBot());
    if (game_id == "rummy_o") return std::unique_ptr<Bot>(new RummyOGreedyBot());
    if (game_id == "joker") return std::unique_ptr<Bot>(new JokerGreedyBot());
    return R::failure("There is no greedy bot for \"" + std::string(game_id) + "\" yet.");
  }
  return R::failure("Unknown bot \"" + std::string(kind) + "\": use random or greedy.");
}

std::vector<std::string_view> bot_kinds(std::string_view game_id) {
  if (game_id == "five_crowns" || game_id == "rummy_o" || game_id == "joker") return {"random", "greedy"};
  return {"random"};
}

}  // namespace parlor
