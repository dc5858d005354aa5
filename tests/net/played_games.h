// Seeded bot games of every game with an engine, some complete and some stopped part-way: the
// material for the round-trip tests of share links and saved games.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/match.h"

namespace parlor::testing {

struct PlayedGame {
  std::unique_ptr<State> state;
  std::vector<net::SeatConfig> seats;
};

// `per_game` games of each game with an engine. Player counts, bots (the game's kinds, mixed) and
// the stopping point all vary with the seed; every third game is played to the end.
inline std::vector<PlayedGame> played_games(int per_game, uint64_t first_seed = 1) {
  static const char* const kNames[] = {"You", "Ana", "Zoë", "José", "李雷", "Bo", "Ünal", "Kai"};
  std::vector<PlayedGame> out;
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    const auto kinds = bot_kinds(g.id, BotKinds::Quick);
    for (int i = 0; i < per_game; ++i) {
      const uint64_t seed = first_seed + static_cast<uint64_t>(i) * 7919;
      // Mostly small tables (fast), now and then the largest one.
      const auto& counts = g.player_counts;
      const int players = i % 8 == 7 ? g.max_players : counts[static_cast<size_t>(seed % 4) % counts.size()];
      auto state = g.create(json{{"players", players}}, seed);
      REQUIRE(state.ok());
      PlayedGame pg;
      std::vector<std::string> seat_kinds;
      for (int s = 0; s < players; ++s) {
        // Random bots make long games; mostly the game's best bot, a random one now and then.
        seat_kinds.emplace_back((s + i) % 3 == 0 ? kinds.front() : kinds.back());
        pg.seats.push_back({kNames[static_cast<size_t>(s) % 8], s % 2 == 1, seat_kinds.back()});
      }
      auto bots = make_bots(g.id, seat_kinds, seed);
      REQUIRE(bots.ok());
      const bool complete = i % 3 == 0;
      const int64_t stop = complete ? (*state)->max_game_length() : static_cast<int64_t>(seed % 97) * (i % 5 + 1);
      State& st = **state;
      for (int64_t step = 0; step < stop && !st.is_terminal(); ++step) {
        const int seat = st.current_seat();
        Action a = (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat));
        REQUIRE_FALSE(st.try_apply(seat, a).has_value());
      }
      pg.state = std::move(*state);
      out.push_back(std::move(pg));
    }
  }
  return out;
}

inline bool same_history(const State& a, const State& b) {
  if (a.history().size() != b.history().size()) return false;
  for (size_t i = 0; i < a.history().size(); ++i)
    if (a.history()[i].seat != b.history()[i].seat || !(a.history()[i].action == b.history()[i].action)) return false;
  return true;
}

}  // namespace parlor::testing
