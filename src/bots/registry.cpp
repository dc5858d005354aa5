#include "bots/registry.h"

#include <cctype>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bots/random_bot.h"
#include "games/five_crowns/state.h"
#include "games/jok_r_ummy/state.h"
#include "games/joker/state.h"
#include "games/rummu/state.h"
#include "games/rummy_o/state.h"

namespace parlor {

// Each game's own bots, made in its bots file (bots/<game>_greedy.cpp).
std::unique_ptr<Bot> make_five_crowns_greedy();
std::unique_ptr<Bot> make_rummy_o_greedy();
std::unique_ptr<Bot> make_joker_greedy();
std::unique_ptr<Bot> make_jok_r_ummy_greedy();
std::unique_ptr<Bot> make_rummu_greedy();
// Strong bots (bots/strong/<game>_strong.cpp): search over the cards the seat cannot see.
std::unique_ptr<Bot> make_five_crowns_strong(uint64_t seed);
std::unique_ptr<Bot> make_jok_r_ummy_strong(uint64_t seed);
std::unique_ptr<Bot> make_joker_strong(uint64_t seed);
std::unique_ptr<Bot> make_rummy_o_strong(uint64_t seed);
std::unique_ptr<Bot> make_rummu_strong(uint64_t seed);

namespace {

using BotResult = Result<std::unique_ptr<Bot>>;

struct BotKind {
  std::string_view kind;
  std::unique_ptr<Bot> (*make)(uint64_t seed);
  // Offered by bot_kinds() (the app's set-up, hints, links): a kind is, once the app can play
  // it without freezing a frame ("strong" thinks in slices across frames, Bot::think).
  bool offered = true;
  // Searches (many rollouts a move): left out of BotKinds::Quick.
  bool searches = false;
};

std::unique_ptr<Bot> make_random(uint64_t seed) { return std::make_unique<RandomBot>(seed); }

// Bots whose choices follow from the view alone take no seed.
template <std::unique_ptr<Bot> (*Make)()>
std::unique_ptr<Bot> seedless(uint64_t) {
  return Make();
}

// Weakest first; every game's list starts with the random bot.
const std::vector<BotKind>& kinds_of(std::string_view game_id) {
  static const std::vector<BotKind> kRandomOnly = {{"random", make_random}};
  static const std::vector<std::pair<std::string_view, std::vector<BotKind>>> kGames = {
      {five_crowns::FiveCrownsState::kFacts.id,
       {{"random", make_random},
        {"greedy", seedless<make_five_crowns_greedy>},
        {"strong", make_five_crowns_strong, true, true}}},
      {rummy_o::RummyOState::kFacts.id,
       {{"random", make_random},
        {"greedy", seedless<make_rummy_o_greedy>},
        {"strong", make_rummy_o_strong, true, true}}},
      {joker::JokerState::kFacts.id,
       {{"random", make_random}, {"greedy", seedless<make_joker_greedy>}, {"strong", make_joker_strong, true, true}}},
      {jok_r_ummy::JokRUmmyState::kFacts.id,
       {{"random", make_random},
        {"greedy", seedless<make_jok_r_ummy_greedy>},
        {"strong", make_jok_r_ummy_strong, true, true}}},
      {rummu::RummuState::kFacts.id,
       {{"random", make_random}, {"greedy", seedless<make_rummu_greedy>}, {"strong", make_rummu_strong, true, true}}},
  };
  for (const auto& [id, kinds] : kGames)
    if (id == game_id) return kinds;
  return kRandomOnly;
}

}  // namespace

Result<std::unique_ptr<Bot>> make_bot(std::string_view kind, std::string_view game_id, uint64_t seed) {
  for (const BotKind& k : kinds_of(game_id))
    if (k.kind == kind) return k.make(seed);
  std::string known;
  for (std::string_view k : bot_kinds(game_id, BotKinds::All)) known += (known.empty() ? "" : " or ") + std::string(k);
  return BotResult::failure("There is no computer player \"" + std::string(kind) + "\" for this game: use " + known +
                            ".");
}

std::vector<std::string_view> bot_kinds(std::string_view game_id, BotKinds which) {
  std::vector<std::string_view> out;
  for (const BotKind& k : kinds_of(game_id))
    if (which == BotKinds::All || (k.offered && !(which == BotKinds::Quick && k.searches))) out.push_back(k.kind);
  return out;
}

std::string bot_level_label(std::string_view kind) {
  if (kind == "random") return "Easy";
  if (kind == "greedy") return "Good";
  std::string s(kind);
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

uint64_t bot_seed(uint64_t seed, int seat) {
  return seed ^ (0x9E3779B97F4A7C15ull * (static_cast<uint64_t>(seat) + 1));
}

Result<std::vector<std::unique_ptr<Bot>>> make_bots(std::string_view game_id,
                                                    const std::vector<std::string>& kinds_per_seat, uint64_t seed) {
  std::vector<std::unique_ptr<Bot>> bots;
  for (size_t i = 0; i < kinds_per_seat.size(); ++i) {
    if (kinds_per_seat[i].empty()) {
      bots.push_back(nullptr);
      continue;
    }
    auto bot = make_bot(kinds_per_seat[i], game_id, bot_seed(seed, static_cast<int>(i)));
    if (!bot) return Result<std::vector<std::unique_ptr<Bot>>>::failure(bot.error());
    bots.push_back(std::move(*bot));
  }
  return bots;
}

}  // namespace parlor
