#include "games/registry.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "engine/json_text.h"
#include "engine/json_util.h"
#include "games/five_crowns/judge.h"
#include "games/five_crowns/state.h"
#include "games/jok_r_ummy/judge.h"
#include "games/jok_r_ummy/state.h"
#include "games/joker/judge.h"
#include "games/joker/state.h"
#include "games/rummu/judge.h"
#include "games/rummu/state.h"
#include "games/rummy_o/judge.h"
#include "games/rummy_o/state.h"

namespace parlor {
namespace {

using StateResult = Result<std::unique_ptr<State>>;

// A game with its rules engine, everything read from its State class (games/card_game_state.h). Its table in the app is
// ready unless `playable` says otherwise.
struct Extras {
  bool playable = true;
  std::function<json(const json&)> judge;
};

template <class GameState>
GameEntry entry(Extras extras = {}) {
  GameEntry e;
  e.id = GameState::kFacts.id;
  e.display_name = GameState::kFacts.name;
  e.min_players = GameState::kFacts.players.min;
  e.max_players = GameState::kFacts.players.max;
  for (int n = e.min_players; n <= e.max_players; n += GameState::kFacts.players.step) e.player_counts.push_back(n);
  e.playable = extras.playable;
  e.has_engine = true;
  e.max_moves = GameState::kFacts.max_moves;
  e.move_kinds = GameState::kFacts.moves;
  e.option_schema = GameState::option_schema;
  e.normalise_options = GameState::normalise_options;
  e.create = [](const json& options, uint64_t seed) -> StateResult {
    auto s = GameState::create(options, seed);
    if (!s) return StateResult::failure(s.error());
    return std::unique_ptr<State>(std::move(*s));
  };
  e.judge = std::move(extras.judge);
  e.view_from_json = [](const json& j) -> Result<std::unique_ptr<View>> {
    using GameView = decltype(std::declval<const GameState&>().typed_view(0));
    auto v = GameView::from_json(j);
    if (!v) return Result<std::unique_ptr<View>>::failure(v.error());
    return std::unique_ptr<View>(std::make_unique<GameView>(std::move(*v)));
  };
  return e;
}

// The rules questions are the CLI's (`parlor judge`); the wasm builds (the page, the benches) ask
// none, and leave them out of the page's weight.
#ifdef PARLOR_NO_JUDGE
#define PARLOR_JUDGE(f) nullptr
#else
#define PARLOR_JUDGE(f) f
#endif

// The lobby's order.
std::vector<GameEntry> build() {
  std::vector<GameEntry> games;
  games.push_back(entry<five_crowns::FiveCrownsState>({.judge = PARLOR_JUDGE(five_crowns::judge)}));
  games.push_back(entry<rummy_o::RummyOState>({.judge = PARLOR_JUDGE(rummy_o::judge)}));
  games.push_back(entry<jok_r_ummy::JokRUmmyState>({.judge = PARLOR_JUDGE(jok_r_ummy::judge)}));
  games.push_back(entry<rummu::RummuState>({.judge = PARLOR_JUDGE(rummu::judge)}));
  games.push_back(entry<joker::JokerState>({.judge = PARLOR_JUDGE(joker::judge)}));
  return games;
}

}  // namespace

const std::vector<GameEntry>& game_registry() {
  static const std::vector<GameEntry> games = build();
  return games;
}

const GameEntry* find_game(std::string_view id) {
  for (const auto& g : game_registry())
    if (g.id == id) return &g;
  return nullptr;
}

int nearest_players(const GameEntry& game, int n) {
  int best = game.player_counts.front();
  for (int c : game.player_counts)
    if (std::abs(c - n) <= std::abs(best - n)) best = c;
  return best;
}

std::string players_text(const GameEntry& game) {
  const auto& c = game.player_counts;
  if (c.size() == 1) return std::to_string(c.front());
  if (static_cast<int>(c.size()) == c.back() - c.front() + 1)
    return std::to_string(c.front()) + " to " + std::to_string(c.back());
  std::string t;
  for (size_t i = 0; i < c.size(); ++i) t += (i == 0 ? "" : i + 1 == c.size() ? " or " : ", ") + std::to_string(c[i]);
  return t;
}

StateResult create_game(std::string_view id, const json& options, uint64_t seed) {
  const GameEntry* g = find_game(id);
  if (!g) return StateResult::failure("There is no game called \"" + std::string(id) + "\".");
  return g->create(options, seed);
}

Result<std::unique_ptr<View>> view_from_json(const json& view) {
  using ViewResult = Result<std::unique_ptr<View>>;
  auto game = get_string(view, "game");
  if (!game) return ViewResult::failure(game.error());
  const GameEntry* g = find_game(*game);
  if (!g || !g->view_from_json) return ViewResult::failure("There is no game called \"" + *game + "\" here.");
  return g->view_from_json(view);
}

namespace {

// The elements of the top-level "actions" list, counted on the text without parsing it (brackets
// and commas inside strings and inside the elements do not count); 0 when there is none.
PARLOR_UNTRACED_SCAN uint64_t count_saved_actions(std::string_view text) {
  int depth = 0;
  bool in_actions = false, element = false;
  JsonStrings strings;
  size_t string_start = 0;
  uint64_t count = 0;
  std::string_view last_key;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const JsonStrings::Where where = strings.at(c);
    if (where == JsonStrings::Inside) continue;
    if (where == JsonStrings::Close) {
      last_key = depth == 1 ? text.substr(string_start, i - string_start) : std::string_view();
      continue;
    }
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == ':') continue;
    if (in_actions && depth == 2 && c != ',' && c != ']' && !element) element = true, ++count;
    if (where == JsonStrings::Open) {
      string_start = i + 1;
    } else if (c == '[' || c == '{') {
      if (++depth == 2 && c == '[' && last_key == "actions") in_actions = true;
    } else if (c == ']' || c == '}') {
      if (--depth == 1) in_actions = false;
    } else if (c == ',' && depth == 2) {
      element = false;
    }
  }
  return count;
}

}  // namespace

StateResult load_game(const json& saved) {
  if (!saved.is_object()) return StateResult::failure("A saved game must be a JSON object.");
  auto format = get_int(saved, "format", 1, 1000000);
  if (!format) return StateResult::failure(format.error());
  if (*format != kSaveFormatVersion)
    return StateResult::failure("This saved game uses format " + std::to_string(*format) +
                                "; this version reads format " + std::to_string(kSaveFormatVersion) + ".");
  auto game = get_string(saved, "game");
  if (!game) return StateResult::failure(game.error());
  const json* seed_j = find_member(saved, "seed");
  if (!seed_j) return StateResult::failure("\"seed\" is missing.");
  auto seed = seed_from_json(*seed_j);
  if (!seed) return StateResult::failure(seed.error());
  const json* options = find_member(saved, "options");
  // Not copied: copying recurses, and load_game may be handed a tree no parser checked.
  const json empty = json::object();
  const json& opts = options ? *options : empty;
  auto state = create_game(*game, opts, *seed);
  if (!state) return state;
  const json* actions = find_member(saved, "actions");
  if (!actions) return state;
  if (!actions->is_array()) return StateResult::failure("\"actions\" must be a list.");
  if (auto why = check_game_length(*find_game(*game), **state, actions->size())) return StateResult::failure(*why);
  int index = 0;
  for (const json& entry : *actions) {
    ++index;
    std::string where = "Move " + std::to_string(index) + ": ";
    auto seat = get_int(entry, "seat", 0, 1000);
    if (!seat) return StateResult::failure(where + seat.error());
    auto action = action_from_json(entry, (*state)->move_kinds());
    if (!action) return StateResult::failure(where + action.error());
    if (auto reason = (*state)->validate(static_cast<int>(*seat), *action))
      return StateResult::failure(where + *reason);
    (*state)->apply(static_cast<int>(*seat), *action);
  }
  return state;
}

std::optional<std::string> check_game_length(const GameEntry& game, const State& state, uint64_t moves) {
  const int64_t cap = std::min(game.max_moves, state.max_game_length());
  if (moves <= static_cast<uint64_t>(cap)) return std::nullopt;
  return "This game has " + std::to_string(moves) + " moves; a game of " + std::string(game.display_name) +
         " ends within " + std::to_string(cap) + ".";
}

StateResult load_game_text(std::string_view text) {
  if (text.size() > kMaxSaveBytes)
    return StateResult::failure("The file is too large to be a saved game (over " +
                                std::to_string(kMaxSaveBytes >> 20) + " MB).");
  // A forged save of a million moves must not become a tree first: its moves are counted on
  // the text, and more than any game allows are refused unparsed.
  int64_t longest = 0;
  for (const GameEntry& g : game_registry()) longest = std::max(longest, g.max_moves);
  const uint64_t moves = count_saved_actions(text);
  if (moves > static_cast<uint64_t>(longest))
    return StateResult::failure("This game has " + std::to_string(moves) + " moves; no game here lasts more than " +
                                std::to_string(longest) + ".");
  auto j = parse_json(text);
  if (!j) return StateResult::failure(j.error());
  return load_game(*j);
}

}  // namespace parlor
