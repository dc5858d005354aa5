// Every game's length is bounded by its rules (the turn caps in each rules header), so saves and
// links longer than that are refused before anything is replayed, and the longest legal game
// still saves, loads and travels as a link.
#include <doctest/doctest.h>

#include <string>

#include "../five_crowns/fc_util.h"
#include "../joker/joker_util.h"
#include "../net/link_test_util.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "net/link.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

// Nobody ever goes out: each turn takes the discard and throws it back.
void stall_until_hand_changes(five_crowns::FiveCrownsState& s) {
  const int hand = s.hand_index();
  while (!s.is_terminal() && s.hand_index() == hand) {
    const int seat = s.current_seat();
    if (s.phase() == "draw")
      play(s, seat, Action::take_discard());
    else
      play(s, seat, Action::discard(s.hand(seat).back().face()));
  }
}

}  // namespace

TEST_CASE("Five Crowns a hand nobody goes out of ends after 500 turns, everyone scores what is in hand") {
  auto s = fc_game(2);
  stall_until_hand_changes(*s);
  CHECK(s->history().size() == 2 * five_crowns::kMaxTurnsPerHand);
  REQUIRE(s->last_hand().has_value());
  CHECK(s->last_hand()->went_out == -1);
  for (int seat = 0; seat < 2; ++seat) {
    int points = 0;
    for (Card c : s->last_hand()->left[static_cast<size_t>(seat)]) points += five_crowns::card_points(c, 3);
    CHECK(s->last_hand()->points[static_cast<size_t>(seat)] == points);
  }
  CHECK(s->hand_index() == 1);
}

TEST_CASE("Joker a race still running after 3000 turns ends, more marbles home wins, level teams share") {
  // Nothing can move (a 2 and a 3 never come out, home is final), so the turn is a discard.
  auto ahead = position({{home(0, 5)}, {}, {}, {}}, "2H 3H", 0);
  ahead->rig_turns_for_test(joker::kMaxTurns - 1);
  play(*ahead, 0, Action::discard(card("2H")));
  REQUIRE(ahead->is_terminal());
  CHECK(ahead->winner_team() == 0);
  CHECK(ahead->scores().winners == std::vector<int>{0, 2});

  auto level = position({}, "2H 3H", 1);
  level->rig_turns_for_test(joker::kMaxTurns - 1);
  play(*level, 1, Action::discard(card("3H")));
  REQUIRE(level->is_terminal());
  CHECK(level->winner_team() == -1);
  CHECK(level->scores().winners == std::vector<int>{0, 1, 2, 3});
  const auto& events = level->events();
  CHECK(joker::describe_event(level->board(), events, events.size() - 1) ==
        "Game over after 3000 turns: the teams are level and share the win.");
}

TEST_CASE("Game length: a saved game with more moves than its game allows is refused before replaying") {
  for (const GameEntry& g : game_registry()) {
    if (!g.has_engine) continue;
    CAPTURE(g.id);
    REQUIRE(g.max_moves > 0);
    // Moves that are not even moves: the length is refused before any of them is read. The
    // largest table has the longest game (Joker's six-sided board).
    json saved{{"format", 1}, {"game", g.id}, {"seed", 1}, {"options", json{{"players", g.max_players}}}};
    saved["actions"] = json::array();
    for (int64_t i = 0; i <= g.max_moves; ++i) saved["actions"].push_back(json::object());
    auto r = load_game(saved);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error() == "This game has " + std::to_string(g.max_moves + 1) + " moves; a game of " +
                           std::string(g.display_name) + " ends within " + std::to_string(g.max_moves) + ".");
  }
}

TEST_CASE("Game length: a saved text with more moves than any game allows is refused unparsed") {
  auto saved = [](int moves) {
    std::string text = R"({"actions":[)";
    for (int i = 0; i < moves; ++i) text += i ? R"(, {"seat":0,"type":"draw","melds":[[",]"]]})" : R"({"seat":0})";
    return text + R"(],"format":1,"game":"five_crowns","options":{"players":2},"seed":1})";
  };
  // Past every game's cap: counted on the text (commas and brackets inside elements and strings
  // do not count).
  auto r = load_game_text(saved(190000));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "This game has 190000 moves; no game here lasts more than 180000.");
  // Past this game's cap only: parsed, then refused before replaying.
  r = load_game_text(saved(12000));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "This game has 12000 moves; a game of Five Crowns ends within 11308.");
}

TEST_CASE("Game length: a saved file over 16 MB is refused unread") {
  auto r = load_game_text(std::string(kMaxSaveBytes + 1, ' '));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "The file is too large to be a saved game (over 16 MB).");
}

TEST_CASE("Game length: a link with more moves than its game allows is refused before replaying") {
  // Four seats: the four-seat board's cap, below the game's longest (six seats).
  const int cap = joker::kMaxTurnsFour;
  net::wire::Writer w =
      link_head(false, "joker", {}, 1, {{"A", false, ""}, {"B", false, ""}, {"C", false, ""}, {"D", false, ""}});
  w.varint(static_cast<uint64_t>(cap) + 1);
  for (int i = 0; i <= cap; ++i) w.byte(0);
  auto r = net::open_link(frame_link(w.bytes()));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error() == "This link cannot be opened. This game has 3001 moves; a game of Joker ends within 3000.");
}

TEST_CASE("Game length: the longest Five Crowns game saves, loads and travels as a link") {
  // Every hand runs to the turn cap: as long as a game of Five Crowns can be, less the final turns.
  auto s = fc_game(2);
  while (!s->is_terminal()) stall_until_hand_changes(*s);
  CHECK(s->history().size() == five_crowns::kHands * 2 * five_crowns::kMaxTurnsPerHand);
  CHECK(static_cast<int64_t>(s->history().size()) <= s->max_game_length());
  const std::string text = dump_json(s->to_json(), 1);
  CHECK(text.size() < kMaxSaveBytes / 8);
  auto back = load_game_text(text);
  REQUIRE(back.ok());
  CHECK((*back)->debug_snapshot() == s->debug_snapshot());
  auto link = net::make_link(*s, {{"You", false, ""}, {"Ana", true, "greedy"}});
  REQUIRE(link.ok());
  CHECK(link->size() < net::kMaxLinkChars);
  auto opened = net::open_link(*link);
  REQUIRE(opened.ok());
  CHECK(opened->state->debug_snapshot() == s->debug_snapshot());
}
