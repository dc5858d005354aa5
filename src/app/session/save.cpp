#include "app/session/save.h"

#include <algorithm>

#include "bots/bot.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::session {
namespace {

constexpr size_t kMaxNameBytes = 200;

// setup_from_json reads "bot" with json::value, which throws on a non-boolean; untrusted text
// is checked here first so nothing throws (wasm builds abort on a throw).
std::optional<std::string> check_setup_shape(const json& setup) {
  const json* seats = find_member(setup, "seats");
  if (!seats || !seats->is_array()) return std::string("The saved game has no seats.");
  for (const json& seat : *seats) {
    if (!seat.is_object()) return std::string("A seat in the saved game is damaged.");
    const json* name = find_member(seat, "name");
    if (!name || !name->is_string() || name->get_ref<const std::string&>().size() > kMaxNameBytes)
      return std::string("A seat in the saved game has no valid name.");
    const json* bot = find_member(seat, "bot");
    if (bot && !bot->is_boolean()) return std::string("A seat in the saved game is damaged.");
  }
  return std::nullopt;
}

}  // namespace

json saved_game_to_json(const GameSetup& setup, const State& state) {
  GameSetup s = setup;
  s.options = state.options();
  s.seed = state.seed();
  return json{{"format", kSavedGameFormat}, {"setup", setup_to_json(s)}, {"game", state.to_json()}};
}

std::string saved_game_to_text(const GameSetup& setup, const State& state) {
  return dump_json(saved_game_to_json(setup, state));
}

Result<SavedGame> saved_game_from_json(const json& j) {
  using R = Result<SavedGame>;
  if (!j.is_object()) return R::failure("The saved game is damaged.");
  auto format = get_int(j, "format", 1, 1000000);
  if (!format) return R::failure("The saved game is damaged (no valid format number).");
  if (*format > kSavedGameFormat)
    return R::failure("The saved game comes from a newer version of Parlor (format " + std::to_string(*format) + ").");
  const json* setup_j = find_member(j, "setup");
  const json* game_j = find_member(j, "game");
  if (!setup_j || !setup_j->is_object() || !game_j) return R::failure("The saved game is damaged (parts are missing).");
  if (auto bad = check_setup_shape(*setup_j)) return R::failure(*bad);
  SavedGame out;
  std::string error;
  if (!setup_from_json(*setup_j, out.setup, error)) return R::failure("The saved game is damaged: " + error);
  auto state = load_game(*game_j);
  if (!state) return R::failure("The saved game does not replay: " + state.error());
  if (out.setup.game_id != (*state)->game_id()) return R::failure("The saved game is damaged (two different games).");
  if (static_cast<int>(out.setup.seats.size()) != (*state)->num_seats())
    return R::failure("The saved game is damaged (the seats do not match the players).");
  const auto kinds = bot_kinds(out.setup.game_id);
  for (const SeatSetup& seat : out.setup.seats)
    if (seat.kind == SeatKind::Bot && std::find(kinds.begin(), kinds.end(), seat.bot) == kinds.end())
      return R::failure("The saved game has an unknown computer player \"" + seat.bot + "\".");
  out.setup.options = (*state)->options();
  out.setup.seed = (*state)->seed();
  out.state = std::move(*state);
  return out;
}

Result<SavedGame> saved_game_from_text(std::string_view text) {
  auto j = parse_json(text);
  if (!j) return Result<SavedGame>::failure("The saved game is damaged (not readable JSON).");
  return saved_game_from_json(*j);
}

std::vector<net::SeatConfig> seat_configs(const GameSetup& setup) {
  std::vector<net::SeatConfig> seats;
  for (const SeatSetup& s : setup.seats)
    seats.push_back({s.name, s.kind == SeatKind::Bot, s.bot, s.kind == SeatKind::Remote});
  return seats;
}

GameSetup setup_for(const State& state, const std::vector<net::SeatConfig>& seats, Speed speed) {
  GameSetup s;
  s.game_id = std::string(state.game_id());
  s.options = state.options();
  s.seed = state.seed();
  s.speed = speed;
  for (const net::SeatConfig& c : seats) {
    SeatSetup seat;
    seat.name = c.name;
    seat.kind = c.bot ? SeatKind::Bot : SeatKind::Person;
    seat.bot = c.bot_kind;
    s.seats.push_back(std::move(seat));
  }
  return s;
}

bool continues_game(const State& saved, const State& later) {
  if (saved.game_id() != later.game_id() || saved.seed() != later.seed() || saved.options() != later.options())
    return false;
  auto a = saved.history(), b = later.history();
  if (a.size() > b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].seat != b[i].seat || !(a[i].action == b[i].action)) return false;
  return true;
}

Result<std::unique_ptr<net::Match>> restore_match(const GameSetup& setup, const State& state) {
  using R = Result<std::unique_ptr<net::Match>>;
  auto match = net::Match::create(std::string(state.game_id()), state.options(), state.seed(), seat_configs(setup));
  if (!match) return match;
  int index = 0;
  for (const LoggedAction& la : state.history()) {
    ++index;
    if (auto reason = (*match)->play(la.seat, la.action))
      return R::failure("Move " + std::to_string(index) + " does not replay: " + *reason);
  }
  return match;
}

}  // namespace parlor::session
