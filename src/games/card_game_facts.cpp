#include "games/card_game_facts.h"

#include <string>

#include "engine/json_util.h"

namespace parlor {

Result<json> normalise_options(const CardGameFacts& f, const json& options) {
  using R = Result<json>;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  for (auto it = in.begin(); it != in.end(); ++it)
    if (it.key() != "players" && it.key() != f.seat_option)
      return R::failure(std::string(f.name) + " has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", f.min_players, f.max_players, f.default_players);
  if (!players) return R::failure(players.error() + " " + f.players_range);
  if ((*players - f.min_players) % f.players_step != 0)
    return R::failure(std::string(f.name) + " cannot seat " + std::to_string(*players) + " players. " +
                      f.players_range);
  auto seat = get_int(in, f.seat_option, 0, *players - 1, f.seat_defaults_to_last ? *players - 1 : 0);
  if (!seat) return R::failure(seat.error());
  return json{{"players", *players}, {f.seat_option, *seat}};
}

json option_schema(const CardGameFacts& f) {
  json players{{"name", "players"},
               {"type", "int"},
               {"min", f.min_players},
               {"max", f.max_players},
               {"default", f.default_players},
               {"label", f.players_label}};
  // Only counts min, min + step, ... are allowed.
  if (f.players_step != 1) players["step"] = f.players_step;
  return json::array({
      std::move(players),
      json{{"name", f.seat_option},
           {"type", "seat"},
           {"default", f.seat_defaults_to_last ? json("last seat") : json(0)},
           {"label", f.seat_label}},
  });
}

}  // namespace parlor
