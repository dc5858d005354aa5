// Rummü's table (games/rummu/rules.h): deck, deal, seats, partnerships, the end of the game and
// the coming-out table of yellow-joker-rummy.txt with DECISIONS.md's boundaries.
#include "games/rummu/rules.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "games/registry.h"

using namespace parlor;
using namespace parlor::rummu;
using nlohmann::json;

TEST_CASE("Rummü deck: 60 cards, five colours of 0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9") {
  const std::vector<Card> deck = make_deck(kDeck);
  CHECK(deck.size() == 60);
  CHECK(kDeckCards == 60);
  CHECK(std::vector<Suit>(std::begin(kColours), std::end(kColours)) ==
        std::vector<Suit>{Suit::Red, Suit::Yellow, Suit::Green, Suit::Blue, Suit::Black});
  CHECK(std::vector<int>(std::begin(kNumbersOfAColour), std::end(kNumbersOfAColour)) ==
        std::vector<int>{0, 1, 1, 2, 3, 4, 5, 6, 7, 7, 8, 9});
  for (Suit colour : kColours) {
    std::vector<int> numbers;
    for (Card c : deck)
      if (c.suit() == colour) numbers.push_back(c.rank());
    std::sort(numbers.begin(), numbers.end());
    CHECK(numbers == std::vector<int>(std::begin(kNumbersOfAColour), std::end(kNumbersOfAColour)));
  }
  CHECK(kJokerColour == Suit::Yellow);
}

TEST_CASE("Rummü deal: 12 cards for 3 players, 12 for 4 (measured, not DECISIONS' 10), 8 for 5, 7 for 6") {
  CHECK(deal_size(3) == 12);
  CHECK(deal_size(4) == 12);
  CHECK(deal_size(5) == 8);
  CHECK(deal_size(6) == 7);
  CHECK(deal_size(2) == 0);
  CHECK(deal_size(7) == 0);
}

TEST_CASE("Rummü players: 3 to 6") {
  CHECK(kMinPlayers == 3);
  CHECK(kMaxPlayers == 6);
  const GameEntry* g = find_game("rummu");
  REQUIRE(g != nullptr);
  CHECK(g->min_players == 3);
  CHECK(g->max_players == 6);
}

TEST_CASE("Rummü partnerships: with 4 or 6 players, partners opposite") {
  CHECK_FALSE(partnerships_possible(3));
  CHECK(partnerships_possible(4));
  CHECK_FALSE(partnerships_possible(5));
  CHECK(partnerships_possible(6));
  CHECK(partner_of(0, 4) == 2);
  CHECK(partner_of(3, 4) == 1);
  CHECK(partner_of(0, 6) == 3);
  CHECK(partner_of(5, 6) == 2);
  for (int players : {4, 6}) {
    auto s = create_game("rummu", nlohmann::json{{"players", players}, {"partners", true}}, 1);
    REQUIRE(s.ok());
    CHECK((*s)->num_teams() == players / 2);
    for (int seat = 0; seat < players; ++seat) {
      CHECK((*s)->team_of(seat) == (*s)->team_of(partner_of(seat, players)));
      CHECK((*s)->team_of(seat) < players / 2);
    }
    CHECK((*s)->team_of(0) != (*s)->team_of(1));
  }
  for (int players : {3, 5}) {
    auto s = create_game("rummu", nlohmann::json{{"players", players}, {"partners", true}}, 1);
    REQUIRE_FALSE(s.ok());
    CHECK(s.error() == "Partnerships need 4 or 6 players.");
  }
  auto alone = create_game("rummu", nlohmann::json{{"players", 4}}, 1);
  REQUIRE(alone.ok());
  CHECK((*alone)->num_teams() == 4);
}

TEST_CASE("Rummü game end: a player at 200, a team at 500") {
  CHECK(kGameEndScore == 200);
  CHECK(kTeamGameEndScore == 500);
}

TEST_CASE("Rummü coming out: four cards in round 1, whatever the score") {
  CHECK(come_out_minimum(1, 0, false) == 4);
  CHECK(come_out_minimum(1, -40, false) == 4);
  CHECK(come_out_minimum(1, 400, true) == 4);
}

// The words the move's check and the table's disabled Lay down button share.
TEST_CASE("Rummü coming out: a first play short of the minimum is refused, one card more is not") {
  CHECK(come_out_short(false, 3, 4) == "To come out, lay down at least 4 cards at once (these are 3).");
  CHECK(come_out_short(false, 4, 4) == std::nullopt);
  CHECK(come_out_short(false, 5, 6) == "To come out, lay down at least 6 cards at once (these are 5).");
  // Once out, any number of cards goes down.
  CHECK(come_out_short(true, 3, 4) == std::nullopt);
}

TEST_CASE("Rummü coming out, alone: below 0, 3 cards") {
  CHECK(come_out_minimum(2, -1, false) == 3);
  CHECK(come_out_minimum(9, -150, false) == 3);
}

TEST_CASE("Rummü coming out, alone: 0 to 99, 4 cards") {
  CHECK(come_out_minimum(2, 0, false) == 4);
  CHECK(come_out_minimum(2, 99, false) == 4);
}

TEST_CASE("Rummü coming out, alone: 100 to 149, 5 cards") {
  CHECK(come_out_minimum(2, 100, false) == 5);
  CHECK(come_out_minimum(2, 149, false) == 5);
}

TEST_CASE("Rummü coming out, alone: 150 and more, 6 cards") {
  CHECK(come_out_minimum(2, 150, false) == 6);
  CHECK(come_out_minimum(7, 199, false) == 6);
}

TEST_CASE("Rummü coming out, team: below 0, 3 cards") {
  CHECK(come_out_minimum(2, -1, true) == 3);
  CHECK(come_out_minimum(9, -300, true) == 3);
}

TEST_CASE("Rummü coming out, team: 0 to 199, 4 cards") {
  CHECK(come_out_minimum(2, 0, true) == 4);
  CHECK(come_out_minimum(2, 199, true) == 4);
}

TEST_CASE("Rummü coming out, team: 200 to 399, 5 cards") {
  CHECK(come_out_minimum(2, 200, true) == 5);
  CHECK(come_out_minimum(2, 399, true) == 5);
}

TEST_CASE("Rummü coming out, team: 400 and more, 6 cards") {
  CHECK(come_out_minimum(2, 400, true) == 6);
  CHECK(come_out_minimum(5, 499, true) == 6);
}

TEST_CASE("Rummü length: 100 rounds of 100 turns of at most 18 moves bound a saved game (our caps)") {
  CHECK(kMaxRounds == 100);
  CHECK(kMaxTurnsPerRound == 100);
  CHECK(kMaxPlaysPerTurn == 16);
  CHECK(kMaxMoves == 180000);
  CHECK(find_game("rummu")->max_moves == 180000);
}

namespace {

Result<nlohmann::json> rummu_options(const nlohmann::json& asked) {
  return find_game("rummu")->normalise_options(asked);
}

}  // namespace

TEST_CASE("Rummü game length: by default 9 rounds with 3 players, 8 with 4, 10 with 5, 12 with 6") {
  const std::pair<int, int> table[] = {{3, 9}, {4, 8}, {5, 10}, {6, 12}};
  for (auto [players, rounds] : table) {
    CAPTURE(players);
    const auto o = rummu_options(json{{"players", players}});
    REQUIRE(o.ok());
    CHECK((*o)["rounds"] == rounds);
  }
  const auto pairs = rummu_options(json{{"players", 6}, {"partners", true}});
  REQUIRE(pairs.ok());
  CHECK((*pairs)["rounds"] == 12);
}

TEST_CASE(
    "Rummü game length: to 200 with 3 players, to 500 with 4 in partnerships, refused elsewhere with its reason") {
  CHECK(rummu_options(json{{"players", 3}, {"rounds", 0}}).ok());
  CHECK(rummu_options(json{{"players", 4}, {"partners", true}, {"rounds", 0}}).ok());
  for (const json& table :
       {json{{"players", 4}}, json{{"players", 5}}, json{{"players", 6}}, json{{"players", 6}, {"partners", true}}}) {
    CAPTURE(table.dump());
    json asked = table;
    asked["rounds"] = 0;
    const auto o = rummu_options(asked);
    REQUIRE_FALSE(o.ok());
    CHECK(o.error() ==
          "Playing to the score needs 3 players, or 4 in partnerships: at other tables games drift and nobody "
          "reaches it. Choose a number of rounds.");
  }
}

TEST_CASE("Rummü game length: 3 to 15 rounds, nothing else") {
  for (int rounds : {3, 7, 15}) CHECK(rummu_options(json{{"players", 5}, {"rounds", rounds}}).ok());
  for (const json& rounds : {json(2), json(16), json(-1), json("9"), json(4294967305LL)}) {
    CAPTURE(rounds.dump());
    CHECK_FALSE(rummu_options(json{{"players", 5}, {"rounds", rounds}}).ok());
  }
}

TEST_CASE(
    "Rummü game length: the set-up schema offers its values, to the score where it ends, and each count's default") {
  const json schema = find_game("rummu")->option_schema();
  const auto it = std::find_if(schema.begin(), schema.end(), [](const json& o) { return o["name"] == "rounds"; });
  REQUIRE(it != schema.end());
  CHECK((*it)["type"] == "choice");
  CHECK((*it)["label"] == "Game length");
  CHECK((*it)["choices"].size() == 14);
  CHECK((*it)["choices"][0]["value"] == 0);
  CHECK((*it)["choices"][0]["offered"] ==
        json::array({json{{"players", 3}}, json{{"players", 4}, {"partners", true}}}));
  CHECK((*it)["choices"][1]["label"] == "3 rounds");
  CHECK((*it)["default_by_players"] == json{{"3", 9}, {"4", 8}, {"5", 10}, {"6", 12}});
}
