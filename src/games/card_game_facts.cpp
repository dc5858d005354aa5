#include "games/card_game_facts.h"

#include <string>

#include "engine/json_util.h"

namespace parlor {

namespace {

// "Rummy-O is for 2 to 4 players.", unless the game says it otherwise.
std::string players_range(const CardGameFacts& f) {
  if (f.players.range) return f.players.range;
  return std::string(f.name) + " is for " + std::to_string(f.players.min) + " to " + std::to_string(f.players.max) +
         " players.";
}

}  // namespace

Result<json> normalise_options(const CardGameFacts& f, const json& options) {
  using R = Result<json>;
  const PlayerCounts& p = f.players;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  for (auto it = in.begin(); it != in.end(); ++it)
    if (it.key() != "players" && it.key() != f.seat.name)
      return R::failure(std::string(f.name) + " has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", p.min, p.max, p.fallback);
  if (!players) return R::failure(players.error() + " " + players_range(f));
  if ((*players - p.min) % p.step != 0)
    return R::failure(std::string(f.name) + " cannot seat " + std::to_string(*players) + " players. " +
                      players_range(f));
  auto seat = get_int(in, f.seat.name, 0, *players - 1, f.seat.defaults_to_last ? *players - 1 : 0);
  if (!seat) return R::failure(seat.error());
  return json{{"players", *players}, {f.seat.name, *seat}};
}

json option_schema(const CardGameFacts& f) {
  const PlayerCounts& p = f.players;
  json players{{"name", "players"}, {"type", "int"},         {"min", p.min},
               {"max", p.max},      {"default", p.fallback}, {"label", p.label}};
  // Only counts min, min + step, ... are allowed.
  if (p.step != 1) players["step"] = p.step;
  return json::array({
      std::move(players),
      json{{"name", f.seat.name},
           {"type", "seat"},
           {"default", f.seat.defaults_to_last ? json("last seat") : json(0)},
           {"label", f.seat.label}},
  });
}

}  // namespace parlor
