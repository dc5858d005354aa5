// Share links carry Joker's moves: a marble's hole to hole, a 7 split's second marble, a
// joker taking another marble's place, and the discards of a hand that cannot move.
#include <doctest/doctest.h>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/joker/state.h"
#include "games/registry.h"
#include "net/link.h"
#include "played_games.h"

using namespace parlor;
using namespace parlor::testing;

TEST_CASE("Link: Joker games with 7 splits, joker jumps and discards round-trip through a share link") {
  bool split = false, jump = false, discard = false;
  for (uint64_t seed = 1; seed < 40 && !(split && jump && discard); ++seed) {
    auto state = create_game("joker", json::object(), seed);
    REQUIRE(state.ok());
    State& s = **state;
    std::vector<net::SeatConfig> seats;
    for (int i = 0; i < 4; ++i) seats.push_back({"P" + std::to_string(i + 1), i != 0, i % 2 ? "random" : "greedy"});
    auto bots = make_bots("joker", {"greedy", "random", "greedy", "random"}, seed);
    while (!s.is_terminal()) {
      const int seat = s.current_seat();
      Action a = (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat));
      split = split || a.from2 || a.to2;
      const joker::Board& board = static_cast<const joker::JokerState&>(s).board();
      jump = jump || (a.kind == joker::kMove && a.card.is_joker() && board.occupant(a.to) >= 0);
      discard = discard || a.kind == ActionKind::Discard;
      REQUIRE_FALSE(s.try_apply(seat, a).has_value());
    }
    auto link = net::make_link(s, seats);
    REQUIRE_MESSAGE(link.ok(), link.error());
    auto opened = net::open_link(*link);
    REQUIRE_MESSAGE(opened.ok(), opened.error());
    CHECK(opened->state->debug_snapshot() == s.debug_snapshot());
    CHECK(same_history(*opened->state, s));
  }
  CHECK(split);
  CHECK(jump);
  CHECK(discard);
}

TEST_CASE("Joker six: games on the six-sided board round-trip through a share link and a saved game") {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto state = create_game("joker", json{{"players", 6}, {"dealer", 4}}, seed);
    REQUIRE(state.ok());
    State& s = **state;
    std::vector<net::SeatConfig> seats;
    for (int i = 0; i < 6; ++i) seats.push_back({"P" + std::to_string(i + 1), i != 0, i % 2 ? "random" : "greedy"});
    auto bots = make_bots("joker", {"greedy", "random", "greedy", "random", "greedy", "random"}, seed);
    REQUIRE(bots.ok());
    // One game stopped part-way, the others played out.
    const int64_t stop = seed == 1 ? 150 : s.max_game_length();
    for (int64_t step = 0; step < stop && !s.is_terminal(); ++step) {
      const int seat = s.current_seat();
      REQUIRE_FALSE(s.try_apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat))).has_value());
    }
    CHECK(s.is_terminal() == (seed != 1));
    auto link = net::make_link(s, seats);
    REQUIRE_MESSAGE(link.ok(), link.error());
    auto opened = net::open_link(*link);
    REQUIRE_MESSAGE(opened.ok(), opened.error());
    CHECK(opened->state->options() == json{{"players", 6}, {"dealer", 4}});
    CHECK(opened->state->debug_snapshot() == s.debug_snapshot());
    CHECK(same_history(*opened->state, s));
    auto loaded = load_game_text(dump_json(s.to_json()));
    REQUIRE_MESSAGE(loaded.ok(), loaded.error());
    CHECK((*loaded)->debug_snapshot() == s.debug_snapshot());
    CHECK((*loaded)->view_json(3) == s.view_json(3));
  }
}
