#include "app/scenes/setup_model.h"

#include <algorithm>
#include <cctype>
#include <iterator>

#include "app/render/text_layout.h"
#include "bots/bot.h"

namespace parlor::scenes {
namespace {

using nlohmann::json;

constexpr const char* kFriendlyNames[] = {"Ana",  "Ben", "Chlo\u00e9", "Dev", "Emil", "Fay",  "Gus",
                                          "Hana", "Ivo", "Jun",        "Kai", "Lea",  "Milo", "Nia"};

// Trims spaces and drops control characters, so a pasted line break cannot reach the table.
std::string clean_name(std::string_view typed) {
  std::string out;
  for (char c : typed)
    if (static_cast<unsigned char>(c) >= 0x20 && c != 0x7f) out += c;
  std::size_t a = out.find_first_not_of(' '), b = out.find_last_not_of(' ');
  if (a == std::string::npos) return "";
  return std::string(render::clip_code_points(out.substr(a, b - a + 1), kMaxNameChars));
}

}  // namespace

SetupModel::SetupModel(const GameEntry& game) : game_(game) {
  for (std::string_view kind : bot_kinds(game.id)) levels_.push_back({std::string(kind), bot_level_label(kind)});
  json schema = game.option_schema ? game.option_schema() : json::array();
  for (const json& s : schema) {
    if (!s.is_object() || !s.contains("name")) continue;
    OptionRow o;
    o.name = s.value("name", "");
    // The player count is the seat list, edited with its own stepper.
    if (o.name == "players") {
      players_option_ = true;
      continue;
    }
    o.type = s.value("type", "");
    o.label = s.value("label", o.name);
    o.schema = s;
    // A seat, or a choice whose default follows the player count, starts at "the game's default".
    if (s.contains("default") && o.type != "seat" && !s.contains("default_by_players")) o.value = s["default"];
    for (const char* key : {"choices", "values", "options"})
      if (s.contains(key) && s[key].is_array())
        for (const json& c : s[key]) o.choices.push_back(c);
    options_.push_back(std::move(o));
  }
  // A real name, so others read "Sam plays …", never "You plays …" (each reader is "you" to themselves).
  seats_.push_back({"Sam", "Sam", session::SeatKind::Person, default_level()});
  set_players(std::max(2, game.min_players));
}

// Good where the game has it: Strong takes its time over each move, which a table of several
// bots would make slow for someone who did not ask for it.
std::string SetupModel::default_level() const {
  for (const BotLevel& l : levels_)
    if (l.kind == "greedy") return l.kind;
  return levels_.empty() ? "random" : levels_.back().kind;
}

std::string SetupModel::free_name() const {
  for (const char* n : kFriendlyNames)
    if (std::none_of(seats_.begin(), seats_.end(), [&](const SeatRow& s) { return s.default_name == n; })) return n;
  return "Seat " + std::to_string(seats_.size() + 1);
}

void SetupModel::step_players(int delta) {
  const auto& counts = game_.player_counts;
  auto it = std::find(counts.begin(), counts.end(), players());
  if (it == counts.end() || !can_step_players(delta)) return;
  set_players(delta > 0 ? *std::next(it) : *std::prev(it));
}

bool SetupModel::can_step_players(int delta) const {
  return delta > 0 ? players() < game_.player_counts.back() : players() > game_.player_counts.front();
}

void SetupModel::set_players(int n) {
  n = nearest_players(game_, n);
  while (players() > n) seats_.pop_back();
  const std::string level = default_level();
  while (players() < n) {
    std::string name = free_name();
    seats_.push_back({name, name, session::SeatKind::Bot, level});
  }
  // A seat option cannot point past the last seat, nor a choice stay on a value not offered now.
  for (OptionRow& o : options_)
    if (o.type == "seat" && o.value.is_number_integer() && o.value.get<int>() >= n) o.value = nullptr;
  forget_unoffered();
}

void SetupModel::take_from(const session::GameSetup& last) {
  if (last.game_id != game_.id || last.seats.empty()) return;
  set_players(static_cast<int>(last.seats.size()));
  for (std::size_t i = 0; i < seats_.size() && i < last.seats.size(); ++i) {
    const session::SeatSetup& seat = last.seats[i];
    rename(i, seat.name);
    seats_[i].kind = seat.kind;
    if (std::any_of(levels_.begin(), levels_.end(), [&](const BotLevel& l) { return l.kind == seat.bot; }))
      seats_[i].bot = seat.bot;
  }
  for (OptionRow& o : options_)
    if (last.options.contains(o.name) && o.name != "players") o.value = last.options[o.name];
  forget_unoffered();
  speed = last.speed;
}

void SetupModel::rename(std::size_t seat, std::string_view typed) {
  if (seat >= seats_.size()) return;
  std::string name = clean_name(typed);
  seats_[seat].name = name.empty() ? seats_[seat].default_name : name;
}

void SetupModel::set_kind(std::size_t seat, session::SeatKind kind) {
  if (seat < seats_.size()) seats_[seat].kind = kind;
}

std::string SetupModel::option_text(const OptionRow& o) const {
  if (o.type == "bool") return o.value.is_boolean() && o.value.get<bool>() ? "On" : "Off";
  if (o.type == "seat") {
    if (o.value.is_number_integer()) {
      auto i = static_cast<std::size_t>(o.value.get<int>());
      return i < seats_.size() ? seats_[i].name : "?";
    }
    // The schema states the default in words ("last seat"); shown with a capital.
    std::string d = o.schema.contains("default") && o.schema["default"].is_string()
                        ? o.schema["default"].get<std::string>()
                        : "Default";
    if (!d.empty()) d[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(d[0])));
    return d;
  }
  if (o.type == "choice") {
    const nlohmann::json v = o.value.is_null() ? default_value(o) : o.value;
    for (const json& c : o.choices)
      if (c.is_object() && c.value("value", json()) == v) return c.value("label", v.dump());
  }
  if (o.value.is_string()) return o.value.get<std::string>();
  if (o.value.is_null()) return "Default";
  return o.value.dump();
}

bool SetupModel::can_step(const OptionRow& o, int delta) const {
  if (o.type == "int") {
    if (!o.value.is_number_integer()) return true;
    int v = o.value.get<int>() + delta;
    return v >= o.schema.value("min", v) && v <= o.schema.value("max", v);
  }
  return o.type == "seat" || o.type == "bool" || o.choices.size() > 1;
}

void SetupModel::step(OptionRow& o, int delta) {
  if (!can_step(o, delta)) return;
  if (o.type == "int") {
    int v = o.value.is_number_integer() ? o.value.get<int>() : o.schema.value("min", 0);
    o.value = v + delta;
  } else if (o.type == "bool") {
    o.value = !(o.value.is_boolean() && o.value.get<bool>());
    forget_unoffered();
  } else if (o.type == "seat") {
    // Cycles default, seat 1, ..., seat n, default.
    int v = o.value.is_number_integer() ? o.value.get<int>() : -1;
    v += delta;
    if (v < -1) v = players() - 1;
    if (v >= players()) v = -1;
    o.value = v < 0 ? json(nullptr) : json(v);
  } else if (o.type == "choice" && !o.choices.empty() && o.choices.front().is_object()) {
    // Labelled values: the next one offered at this count, round the list.
    const json now = o.value.is_null() ? default_value(o) : o.value;
    const auto n = static_cast<long>(o.choices.size());
    long i = 0;
    while (i < n && o.choices[static_cast<std::size_t>(i)].value("value", json()) != now) ++i;
    for (long k = 1; k <= n; ++k) {
      const json& c = o.choices[static_cast<std::size_t>((((i + delta * k) % n) + n) % n)];
      if (offered(o, c.value("value", json()))) {
        o.value = c.value("value", json());
        return;
      }
    }
  } else if (!o.choices.empty()) {
    auto it = std::find(o.choices.begin(), o.choices.end(), o.value);
    long i = it == o.choices.end() ? 0 : (it - o.choices.begin()) + delta;
    const auto n = static_cast<long>(o.choices.size());
    o.value = o.choices[static_cast<std::size_t>(((i % n) + n) % n)];
  }
}

json SetupModel::default_value(const OptionRow& o) const {
  const json* by = o.schema.contains("default_by_players") ? &o.schema["default_by_players"] : nullptr;
  const std::string key = std::to_string(players());
  if (by && by->is_object() && by->contains(key)) return (*by)[key];
  return o.schema.value("default", json());
}

// A value is offered where one of its "offered" entries matches the set-up: the player count,
// and each flag it names as it is now.
bool SetupModel::offered(const OptionRow& o, const json& value) const {
  for (const json& c : o.choices) {
    if (!c.is_object() || c.value("value", json()) != value) continue;
    if (!c.contains("offered") || !c["offered"].is_array()) return true;
    for (const json& when : c["offered"]) {
      bool all = when.is_object();
      for (auto it = when.begin(); all && it != when.end(); ++it) {
        if (it.key() == "players") {
          all = it.value() == json(players());
          continue;
        }
        const auto flag =
            std::find_if(options_.begin(), options_.end(), [&](const OptionRow& r) { return r.name == it.key(); });
        all = flag != options_.end() && applies(*flag) && flag->value.is_boolean() && flag->value == it.value();
      }
      if (all) return true;
    }
    return false;
  }
  return false;
}

void SetupModel::forget_unoffered() {
  for (OptionRow& o : options_)
    if (o.type == "choice" && !o.value.is_null() && !offered(o, o.value)) o.value = nullptr;
}

bool SetupModel::applies(const OptionRow& o) const {
  const json* counts = o.schema.contains("players") ? &o.schema["players"] : nullptr;
  return !counts || !counts->is_array() || std::find(counts->begin(), counts->end(), json(players())) != counts->end();
}

Result<session::GameSetup> SetupModel::build(std::uint64_t seed) const {
  session::GameSetup setup;
  setup.game_id = std::string(game_.id);
  json options = json::object();
  for (const OptionRow& o : options_)
    if (!o.value.is_null() && applies(o)) options[o.name] = o.value;
  if (players_option_) options["players"] = players();
  auto normal = game_.normalise_options(options);
  if (!normal) return Result<session::GameSetup>::failure(normal.error());
  setup.options = *normal;
  for (const SeatRow& s : seats_) setup.seats.push_back(session::make_seat(s.name, s.kind, s.bot));
  setup.seed = seed;
  setup.speed = speed;
  return setup;
}

}  // namespace parlor::scenes
