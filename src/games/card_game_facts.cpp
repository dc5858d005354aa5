#include "games/card_game_facts.h"

#include <algorithm>
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

bool offered_at(uint32_t only_with, int players) {
  return only_with == 0 || (players >= 0 && players < 32 && (only_with >> players & 1u));
}

}  // namespace

Result<json> normalise_options(const CardGameFacts& f, const json& options) {
  using R = Result<json>;
  const PlayerCounts& p = f.players;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  auto known = [&](const std::string& key) {
    if (key == "players" || (f.seat.name && key == f.seat.name)) return true;
    return std::any_of(f.flags.begin(), f.flags.end(), [&](const FlagOption& o) { return key == o.name; }) ||
           std::any_of(f.choices.begin(), f.choices.end(), [&](const ChoiceOption& o) { return key == o.name; });
  };
  for (auto it = in.begin(); it != in.end(); ++it)
    if (!known(it.key())) return R::failure(std::string(f.name) + " has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", p.min, p.max, p.fallback);
  if (!players) return R::failure(players.error() + " " + players_range(f));
  if ((*players - p.min) % p.step != 0)
    return R::failure(std::string(f.name) + " cannot seat " + std::to_string(*players) + " players. " +
                      players_range(f));
  json out{{"players", *players}};
  if (f.seat.name) {
    auto seat = get_int(in, f.seat.name, 0, *players - 1, f.seat.defaults_to_last ? *players - 1 : 0);
    if (!seat) return R::failure(seat.error());
    out[f.seat.name] = *seat;
  }
  for (const FlagOption& o : f.flags) {
    const json* v = find_member(in, o.name);
    if (v && !v->is_boolean()) return R::failure("\"" + std::string(o.name) + "\" must be true or false.");
    const bool allowed = offered_at(o.only_with, *players);
    if (v && v->get<bool>() && !allowed)
      return R::failure(o.refusal ? o.refusal : "\"" + std::string(o.name) + "\" cannot be on with this many players.");
    out[o.name] = v ? v->get<bool>() : o.fallback && allowed;
  }
  for (const ChoiceOption& o : f.choices) {
    const json* v = find_member(in, o.name);
    const int64_t value = v && v->is_number_integer() ? v->get<int64_t>() : o.fallback(*players);
    const auto it =
        std::find_if(o.values.begin(), o.values.end(), [&](const ChoiceValue& c) { return c.value == value; });
    if ((v && !v->is_number_integer()) || it == o.values.end()) {
      std::string list;
      for (const ChoiceValue& c : o.values) list += (list.empty() ? "" : ", ") + std::to_string(c.value);
      return R::failure("\"" + std::string(o.name) + "\" must be one of " + list + ".");
    }
    const bool offered =
        it->offered.empty() || std::any_of(it->offered.begin(), it->offered.end(), [&](const OfferedWhen& w) {
          return w.players == *players && (!w.flag || out.value(w.flag, false) == w.flag_on);
        });
    if (!offered)
      return R::failure(o.refusal ? o.refusal
                                  : "\"" + std::string(o.name) + "\" cannot be " + std::to_string(value) +
                                        " with this many players.");
    out[o.name] = value;
  }
  return out;
}

json option_schema(const CardGameFacts& f) {
  const PlayerCounts& p = f.players;
  json players{{"name", "players"}, {"type", "int"},         {"min", p.min},
               {"max", p.max},      {"default", p.fallback}, {"label", p.label}};
  // Only counts min, min + step, ... are allowed.
  if (p.step != 1) players["step"] = p.step;
  json schema = json::array({std::move(players)});
  if (f.seat.name)
    schema.push_back(json{{"name", f.seat.name},
                          {"type", "seat"},
                          {"default", f.seat.defaults_to_last ? json("last seat") : json(0)},
                          {"label", f.seat.label}});
  for (const FlagOption& o : f.flags) {
    json flag{{"name", o.name}, {"type", "bool"}, {"default", o.fallback}, {"label", o.label}};
    // The set-up screen offers the choice only at these counts.
    if (o.only_with != 0) {
      flag["players"] = json::array();
      for (int n = p.min; n <= p.max; n += p.step)
        if (offered_at(o.only_with, n)) flag["players"].push_back(n);
    }
    schema.push_back(std::move(flag));
  }
  // A choice: its values with their labels and the counts each is offered at, and its default at
  // every count, so the set-up screen follows the player count.
  for (const ChoiceOption& o : f.choices) {
    json values = json::array(), defaults = json::object();
    for (const ChoiceValue& c : o.values) {
      json v{{"value", c.value}, {"label", c.label}};
      // [{"players":3}, {"players":4,"partners":true}]: the set-up screen offers it there only.
      if (!c.offered.empty()) {
        v["offered"] = json::array();
        for (const OfferedWhen& w : c.offered) {
          json at{{"players", w.players}};
          if (w.flag) at[w.flag] = w.flag_on;
          v["offered"].push_back(std::move(at));
        }
      }
      values.push_back(std::move(v));
    }
    for (int n = p.min; n <= p.max; n += p.step) defaults[std::to_string(n)] = o.fallback(n);
    schema.push_back(json{{"name", o.name},
                          {"type", "choice"},
                          {"label", o.label},
                          {"choices", std::move(values)},
                          {"default", o.fallback(p.fallback)},
                          {"default_by_players", std::move(defaults)}});
  }
  return schema;
}

std::vector<int> seat_teams(const CardGameFacts& f, const json& options) {
  const int players = options.value("players", f.players.fallback);
  const bool on = f.partners.always || (f.partners.flag && options.value(f.partners.flag, false));
  if (!on || players < 4 || players % 2 != 0) return {};
  std::vector<int> teams(static_cast<size_t>(players));
  for (int s = 0; s < players; ++s) teams[static_cast<size_t>(s)] = s % (players / 2);
  return teams;
}

}  // namespace parlor
