// Saved games: (game, options, seed, action log) restores the exact state; bad input is refused
// with a reason, never a crash.
#include <doctest/doctest.h>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "engine/rng.h"
#include "games/registry.h"

using namespace parlor;

namespace {

std::unique_ptr<State> played(uint64_t seed, int64_t moves) {
  auto s = create_game("five_crowns", json{{"players", 3}}, seed);
  REQUIRE(s.ok());
  auto bots = make_bots("five_crowns", {"random", "greedy", "greedy"}, seed);
  play_game(**s, *bots, moves);
  return std::move(*s);
}

}  // namespace

TEST_CASE("Saves: a saved game loads back to the identical state") {
  auto s = played(11, 150);
  json saved = s->to_json();
  CHECK(saved["format"] == 1);
  CHECK(saved["game"] == "five_crowns");
  CHECK(saved["seed"] == 11);
  CHECK(saved["actions"].size() == 150);
  auto back = load_game(saved);
  REQUIRE(back.ok());
  CHECK((*back)->debug_snapshot() == s->debug_snapshot());
  CHECK(dump_json((*back)->to_json()) == dump_json(saved));
  auto from_text = load_game_text(dump_json(saved, 2));
  REQUIRE(from_text.ok());
  CHECK((*from_text)->debug_snapshot() == s->debug_snapshot());
}

TEST_CASE("Saves: large seeds travel as strings") {
  const uint64_t big = 0xFEDCBA9876543210ULL;
  auto s = create_game("five_crowns", json::object(), big);
  REQUIRE(s.ok());
  json saved = (*s)->to_json();
  CHECK(saved["seed"] == "18364758544493064720");
  auto back = load_game(saved);
  REQUIRE(back.ok());
  CHECK((*back)->seed() == big);
}

TEST_CASE("Saves: broken saves are refused with a reason") {
  auto s = played(12, 40);
  const json good = s->to_json();
  auto expect_refused = [](const json& j, const std::string& part) {
    auto r = load_game(j);
    CHECK_FALSE(r.ok());
    if (!r.ok()) {
      INFO(r.error());
      CHECK(r.error().find(part) != std::string::npos);
    }
  };
  json j = good;
  j["format"] = 2;
  expect_refused(j, "format 2");
  j = good;
  j.erase("seed");
  expect_refused(j, "\"seed\" is missing");
  j = good;
  j["game"] = "chess";
  expect_refused(j, "no game called");
  j = good;
  j["options"]["players"] = 30;
  expect_refused(j, "between 2 and 14");
  j = good;
  j["actions"][5]["seat"] = (j["actions"][5]["seat"].get<int>() + 1) % 3;
  expect_refused(j, "Move 6: It is not your turn.");
  j = good;
  j["actions"][0] = json{{"seat", 0}, {"type", "discard"}, {"card", "KH"}};
  expect_refused(j, "Move 1:");
  j = good;
  j["actions"] = "lots";
  expect_refused(j, "must be a list");
  j = good;
  j["seed"] = -4;
  expect_refused(j, "seed");
  CHECK_FALSE(load_game_text("{\"format\":1,").ok());
  CHECK_FALSE(load_game(json::array()).ok());
}

TEST_CASE("Saves: random corruption never crashes the loader") {
  auto s = played(13, 60);
  const std::string text = dump_json(s->to_json());
  Rng rng(99);
  int refused = 0;
  for (int i = 0; i < 300; ++i) {
    std::string t = text;
    const int edits = 1 + static_cast<int>(rng.below(4));
    for (int e = 0; e < edits; ++e) {
      size_t at = rng.below(static_cast<uint32_t>(t.size()));
      switch (rng.below(3)) {
        case 0: t[at] = static_cast<char>(32 + rng.below(95)); break;
        case 1: t.erase(at, 1 + rng.below(8)); break;
        default: t.insert(at, 1, "{}[],:\"0-9aZ"[rng.below(12)]); break;
      }
    }
    auto r = load_game_text(t);  // must return, with a reason when refused
    if (!r.ok()) {
      ++refused;
      CHECK_FALSE(r.error().empty());
    }
  }
  CHECK(refused > 150);
}
