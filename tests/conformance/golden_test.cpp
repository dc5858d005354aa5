// Golden playthroughs: for every registered game with an engine, a seeded game between its
// strongest bots, written out move by move (engine/transcript.h) and compared with
// src/games/<id>/testdata/golden_<players>p_<bot>_seed2026.txt. Any change of behaviour (deal,
// rules, solver, bots, text) shows as a readable diff. After an intended change, regenerate with
//   PARLOR_UPDATE_GOLDEN=1 ./parlor_tests -tc="Golden*"
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "../test_util.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

constexpr uint64_t kSeed = 2026;

// Three players where the game allows, else the nearest table it does. A game that skips
// player counts changes its board with them (Joker: four sides or six), so it also has a
// golden at its largest table.
std::vector<int> golden_players(const GameEntry& g) {
  std::vector<int> counts{std::clamp(3, g.min_players, g.max_players)};
  const bool skips = static_cast<int>(g.player_counts.size()) != g.max_players - g.min_players + 1;
  if (skips && counts.front() != g.max_players) counts.push_back(g.max_players);
  return counts;
}

std::string golden_path(const GameEntry& g, int players, std::string_view kind) {
  return "src/games/" + std::string(g.id) + "/testdata/golden_" + std::to_string(players) + "p_" + std::string(kind) +
         "_seed" + std::to_string(kSeed) + ".txt";
}

std::string playthrough(const GameEntry& g, int players, std::string_view kind) {
  auto state = g.create(json{{"players", players}}, kSeed);
  REQUIRE(state.ok());
  State& s = **state;
  auto bots = make_bots(g.id, std::vector<std::string>(static_cast<size_t>(players), std::string(kind)), kSeed);
  REQUIRE(bots.ok());
  auto transcript = s.transcript();
  std::string out = "# " + std::string(g.display_name) + ", " + std::to_string(players) + " " + std::string(kind) +
                    " bots, seed " + std::to_string(kSeed) + ": " + dump_json(s.options()) + "\n";
  for (int step = 1;; ++step) {
    transcript->before_move(out);
    if (s.is_terminal()) break;
    REQUIRE(step <= s.max_game_length());
    const int seat = s.current_seat();
    const Action a = (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat));
    const std::string said = s.describe_action(seat, a);
    play(s, seat, a);
    out += std::to_string(step) + " " + action_to_text(a, s.move_kinds()) + "  | " + said + "  | seat " +
           std::to_string(seat) + ": " + transcript->after_move(seat) + "\n";
    transcript->after_line(step, out);
  }
  transcript->at_end(out);
  out += "winners:";
  for (int w : s.scores().winners) out += " " + std::to_string(w);
  return out + "\n";
}

void check_golden(const std::string& relative_path, const std::string& text) {
  const std::string path = source_path(relative_path);
  if (std::getenv("PARLOR_UPDATE_GOLDEN")) {
    std::ofstream(path, std::ios::binary) << text;
    MESSAGE("wrote " << path);
  }
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "missing golden file " << path << " (PARLOR_UPDATE_GOLDEN=1 writes it)");
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string golden = buf.str();
  if (golden == text) return;
  // Point at the first differing line so the failure reads like a diff.
  std::istringstream g(golden), t(text);
  std::string gl, tl;
  for (int line = 1;; ++line) {
    const bool gm = static_cast<bool>(std::getline(g, gl)), tm = static_cast<bool>(std::getline(t, tl));
    if (!gm && !tm) break;
    if (gl != tl || gm != tm) {
      FAIL_CHECK("golden differs at line " << line << "\n  golden: " << gl << "\n  now:    " << tl);
      break;
    }
  }
  CHECK(golden == text);
}

}  // namespace

TEST_CASE("Golden: a seeded game of every registered game plays out exactly as recorded") {
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    const std::string_view kind = bot_kinds(g.id, BotKinds::Quick).back();  // the strongest bot that does not search
    for (int players : golden_players(g)) {
      INFO(g.id << " " << players << " players");
      const std::string text = playthrough(g, players, kind);
      CHECK(text == playthrough(g, players, kind));  // deterministic within a run
      check_golden(golden_path(g, players, kind), text);
    }
  }
}
