// A guest rebuilds its seat's typed View from the JSON its host sends (games/registry.h
// view_from_json): every game's views, at many points of seeded games, read back to a view that
// writes the same JSON; damaged views are refused with a reason.
#include <doctest/doctest.h>

#include <string>

#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {

// view -> JSON -> view -> JSON for every seat, and the rebuilt view offers the same moves.
void check_round_trip(const State& s, int seat) {
  const json first = s.view(seat)->to_json();
  auto back = view_from_json(first);
  INFO(s.game_id() << " seat " << seat << " move " << s.history().size() << ": " << (back ? "" : back.error()));
  REQUIRE(back.ok());
  CHECK((*back)->seat() == seat);
  CHECK((*back)->to_act() == s.view(seat)->to_act());
  CHECK(dump_json((*back)->to_json()) == dump_json(first));
}

// A game of the registry's bots (random ones now and then, which make odd positions), every
// seat's view checked every `every` moves and at the end.
void play_checking(const GameEntry& g, int players, uint64_t seed, int every) {
  auto state = g.create(json{{"players", players}}, seed);
  REQUIRE(state.ok());
  const auto kinds = bot_kinds(g.id, BotKinds::Quick);
  std::vector<std::string> seats;
  for (int s = 0; s < players; ++s) seats.emplace_back(kinds[static_cast<size_t>(s + seed) % kinds.size()]);
  auto bots = make_bots(g.id, seats, seed);
  REQUIRE(bots.ok());
  State& st = **state;
  for (int64_t step = 0; !st.is_terminal() && step < st.max_game_length(); ++step) {
    if (step % every == 0)
      for (int seat = 0; seat < players; ++seat) check_round_trip(st, seat);
    const int seat = st.current_seat();
    REQUIRE_FALSE(st.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*st.view(seat))).has_value());
  }
  for (int seat = 0; seat < players; ++seat) check_round_trip(st, seat);
}

json five_crowns_view() {
  auto s = create_game("five_crowns", json{{"players", 3}}, 5);
  REQUIRE(s.ok());
  return (*s)->view(1)->to_json();
}

std::string refusal(const json& view) {
  auto v = view_from_json(view);
  return v ? std::string() : v.error();
}

}  // namespace

TEST_CASE("Peer views: every game's views read back to the same JSON, at many points of seeded games") {
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    for (uint64_t seed = 1; seed <= 3; ++seed) play_checking(g, g.min_players, seed, 7);
    play_checking(g, g.max_players, 4, 23);
  }
}

TEST_CASE("Peer views: a damaged view is refused with a reason") {
  const json good = five_crowns_view();
  REQUIRE(refusal(good).empty());
  json v = good;
  v["game"] = "chess";
  CHECK(refusal(v).find("no game called") != std::string::npos);
  v = good;
  v["game"] = "rummy_o";
  CHECK_FALSE(refusal(v).empty());
  v = good;
  v["seat"] = 3;  // three players: seats 0..2
  CHECK(refusal(v).find("seat") != std::string::npos);
  v = good;
  v["hand"].push_back("R7");  // a Rummy-O tile
  CHECK(refusal(v).find("not one of this game's") != std::string::npos);
  v = good;
  for (int i = 0; i < 3; ++i) v["hand"].push_back("KS");  // more cards than hand 1 can hold
  CHECK_FALSE(refusal(v).empty());
  v = good;
  v["hand_sizes"].erase(0);
  CHECK_FALSE(refusal(v).empty());
  v = good;
  v["events"][0]["type"] = "stole_a_card";
  CHECK(refusal(v).find("unknown value") != std::string::npos);
  v = good;
  v.erase("scores");
  CHECK(refusal(v).find("scores") != std::string::npos);
  CHECK_FALSE(refusal(json::array()).empty());
  CHECK_FALSE(refusal(json("five_crowns")).empty());
}

TEST_CASE("Peer views: a Rummy-O table with an illegal meld, or a Joker board with two marbles in a hole, is refused") {
  auto ro = create_game("rummy_o", json{{"players", 2}}, 3);
  REQUIRE(ro.ok());
  json v = (*ro)->view(0)->to_json();
  v["table"][1] = json::array({json{{"kind", "run"}, {"cards", {"R5", "B6", "R7"}}, {"placed_by", {1, 1, 1}}}});
  CHECK(refusal(v).find("not legal") != std::string::npos);
  v["table"][1][0]["cards"] = json::array({"R5", "R6", "R7"});
  CHECK(refusal(v).empty());
  v["table"][1][0]["placed_by"] = json::array({1, 1});
  CHECK_FALSE(refusal(v).empty());

  auto joker = create_game("joker", json{{"players", 4}}, 3);
  REQUIRE(joker.ok());
  v = (*joker)->view(0)->to_json();
  v["marbles"][0][0] = 10;
  CHECK(refusal(v).empty());
  v["marbles"][1][0] = 10;
  CHECK(refusal(v).find("cannot be") != std::string::npos);
  v["marbles"][1][0] = 72;  // seat 0's first home hole, for a blue marble
  CHECK(refusal(v).find("cannot be") != std::string::npos);
}

TEST_CASE(
    "Peer views: a Joker view carries each seat's team and the team totals, teams that are not partners opposite are "
    "refused") {
  auto joker = create_game("joker", json{{"players", 6}}, 3);
  REQUIRE(joker.ok());
  const json good = (*joker)->view(2)->to_json();
  CHECK(good["scores"]["teams"] == json::array({0, 1, 2, 0, 1, 2}));
  CHECK(good["scores"]["team_totals"].size() == 3);
  REQUIRE(refusal(good).empty());
  json v = good;
  v["scores"]["teams"] = json::array({0, 0, 1, 1, 2, 2});
  CHECK(refusal(v).find("team") != std::string::npos);
  v = good;
  v["scores"]["team_totals"] = json::array({0, 0});
  CHECK_FALSE(refusal(v).empty());
  // A game where each seat plays alone writes no teams.
  auto fc = create_game("five_crowns", json{{"players", 4}}, 3);
  REQUIRE(fc.ok());
  CHECK_FALSE((*fc)->view(0)->to_json()["scores"].contains("teams"));
}
