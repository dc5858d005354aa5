#include "app/session/settings.h"

#include <algorithm>

#include "engine/json_util.h"

namespace parlor::session {
namespace {

constexpr size_t kMaxNames = 32;
constexpr size_t kMaxNameBytes = 200;
constexpr size_t kMaxGames = 64;

// The checks both formats share: JSON object, a known format.
Result<json> read_versioned(std::string_view text, int known, const char* what) {
  auto j = parse_json(text);
  if (!j) return Result<json>::failure(std::string("The saved ") + what + " are damaged (not readable JSON).");
  if (!j->is_object()) return Result<json>::failure(std::string("The saved ") + what + " are damaged.");
  auto format = get_int(*j, "format", 1, 1000000);
  if (!format)
    return Result<json>::failure(std::string("The saved ") + what + " are damaged (no valid format number).");
  if (*format > known)
    return Result<json>::failure(std::string("The saved ") + what + " come from a newer version of Parlor (format " +
                                 std::to_string(*format) + ").");
  return j;
}

void read_bool(const json& j, const char* key, bool& out, std::vector<std::string>& problems) {
  auto v = get_bool(j, key, out);
  if (v)
    out = *v;
  else
    problems.push_back(v.error());
}

}  // namespace

json settings_to_json(const Settings& s) {
  return json{{"format", kSettingsFormat},      {"last_names", s.last_names}, {"bot_speed", speed_name(s.bot_speed)},
              {"colour_blind", s.colour_blind}, {"sound", s.sound},           {"ice_servers", s.ice_servers}};
}

std::string settings_to_text(const Settings& s) { return dump_json(settings_to_json(s)); }

Result<Parsed<Settings>> settings_from_text(std::string_view text) {
  auto j = read_versioned(text, kSettingsFormat, "settings");
  if (!j) return Result<Parsed<Settings>>::failure(j.error());
  Parsed<Settings> out;
  Settings& s = out.value;
  if (const json* names = find_member(*j, "last_names")) {
    if (!names->is_array() || names->size() > kMaxNames) {
      out.problems.push_back("\"last_names\" must be a short list of names.");
    } else {
      for (const json& n : *names) {
        if (n.is_string() && n.get_ref<const std::string&>().size() <= kMaxNameBytes) {
          s.last_names.push_back(n.get<std::string>());
        } else {
          out.problems.push_back("A name in \"last_names\" is not a short text.");
          s.last_names.clear();
          break;
        }
      }
    }
  }
  if (const json* speed = find_member(*j, "bot_speed")) {
    if (!speed->is_string() || !parse_speed(speed->get<std::string>(), s.bot_speed))
      out.problems.push_back("\"bot_speed\" must be slow, normal, fast or instant.");
  }
  read_bool(*j, "colour_blind", s.colour_blind, out.problems);
  read_bool(*j, "sound", s.sound, out.problems);
  if (const json* ice = find_member(*j, "ice_servers")) {
    std::vector<std::string> servers;
    bool good = ice->is_array() && ice->size() <= kMaxIceServers;
    if (good)
      for (const json& u : *ice) {
        good = good && u.is_string() && !u.get_ref<const std::string&>().empty() &&
               u.get_ref<const std::string&>().size() <= kMaxIceServerChars;
        if (good) servers.push_back(u.get<std::string>());
      }
    if (good)
      s.ice_servers = std::move(servers);
    else
      out.problems.push_back("\"ice_servers\" must be a short list of server addresses.");
  }
  return out;
}

json stats_to_json(const Stats& s) {
  json games = json::object();
  for (const auto& [id, g] : s.games) {
    json e{{"played", g.played}, {"won", g.won}, {"low_wins", g.low_wins}};
    if (g.has_best) e["best"] = g.best;
    games[id] = std::move(e);
  }
  return json{{"format", kStatsFormat}, {"games", std::move(games)}, {"last_recorded", s.last_recorded}};
}

std::string stats_to_text(const Stats& s) { return dump_json(stats_to_json(s)); }

Result<Parsed<Stats>> stats_from_text(std::string_view text) {
  auto j = read_versioned(text, kStatsFormat, "statistics");
  if (!j) return Result<Parsed<Stats>>::failure(j.error());
  Parsed<Stats> out;
  auto last = get_string(*j, "last_recorded", "");
  if (last && last->size() <= kMaxNameBytes)
    out.value.last_recorded = *last;
  else
    out.problems.push_back("\"last_recorded\" must be a short text.");
  const json* games = find_member(*j, "games");
  if (!games) return out;
  if (!games->is_object() || games->size() > kMaxGames) {
    out.problems.push_back("\"games\" must be an object of per-game statistics.");
    return out;
  }
  for (auto it = games->begin(); it != games->end(); ++it) {
    const json& e = it.value();
    const std::string where = "Statistics for \"" + it.key() + "\": ";
    if (!e.is_object() || it.key().size() > kMaxNameBytes) {
      out.problems.push_back(where + "not an object.");
      continue;
    }
    auto played = get_int(e, "played", 0, 100000000, 0);
    auto won = get_int(e, "won", 0, 100000000, 0);
    auto low = get_bool(e, "low_wins", true);
    auto best = get_int(e, "best", -1000000000, 1000000000, 0);
    if (!played || !won || !low || !best || *won > *played) {
      out.problems.push_back(where + (!played ? played.error()
                                      : !won  ? won.error()
                                      : !low  ? low.error()
                                      : !best ? best.error()
                                              : "more games won than played."));
      continue;
    }
    GameStats g;
    g.played = static_cast<int>(*played);
    g.won = static_cast<int>(*won);
    g.low_wins = *low;
    g.has_best = find_member(e, "best") != nullptr;
    g.best = static_cast<int>(*best);
    out.value.games[it.key()] = g;
  }
  return out;
}

std::string game_fingerprint(const State& state) {
  return std::string(state.game_id()) + ":" + std::to_string(state.seed()) + ":" +
         std::to_string(state.history().size());
}

bool record_result(Stats& stats, const State& finished, int seat) {
  if (!finished.is_terminal() || seat < 0 || seat >= finished.num_seats()) return false;
  const std::string fingerprint = game_fingerprint(finished);
  if (fingerprint == stats.last_recorded) return false;
  const Scores scores = finished.scores();
  if (static_cast<size_t>(seat) >= scores.totals.size()) return false;
  GameStats& g = stats.games[std::string(finished.game_id())];
  g.low_wins = scores.low_wins;
  g.played += 1;
  if (std::find(scores.winners.begin(), scores.winners.end(), seat) != scores.winners.end()) g.won += 1;
  const int total = scores.totals[static_cast<size_t>(seat)];
  if (!g.has_best || (scores.low_wins ? total < g.best : total > g.best)) g.best = total;
  g.has_best = true;
  stats.last_recorded = fingerprint;
  return true;
}

}  // namespace parlor::session
