// One scenario per rule of shared/rules/rummy-o.txt and the Rummy-O rulings (DECISIONS.md and
// games/rummy_o/rules.h), named after the rule. Scoring and the end of a round: scoring_test.cpp.
#include "games/rummy_o/rules.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

std::optional<std::string> check(MeldKind k, const std::string& text) {
  MeldList l = melds(std::string(k == MeldKind::Run ? "run " : "book ") + text);
  std::vector<PlacedCard> cs(l.cards(0).begin(), l.cards(0).end());
  return check_meld(meld_rules(), k, cs);
}

bool only_discards(const std::vector<Action>& v) {
  return !v.empty() && std::all_of(v.begin(), v.end(), [](const Action& a) { return a.kind == ActionKind::Discard; });
}

}  // namespace

TEST_CASE(
    "Rummy-O meld words: two tiles of one number and colour with a joker are refused as the group they were meant") {
  MeldList l = melds("book B10 B10 JK");
  std::vector<PlacedCard> cs(l.cards(0).begin(), l.cards(0).end());
  const MeldGuess g = check_any_meld(meld_rules(), cs);
  CHECK_FALSE(g.kind);
  CHECK(g.reason == "A group cannot hold two blue tiles.");
  MeldList run = melds("run B10 B11 B11");  // a run's numbers differ: the run's reason stays
  std::vector<PlacedCard> rc(run.cards(0).begin(), run.cards(0).end());
  CHECK(check_any_meld(meld_rules(), rc).reason == "A run cannot hold two tiles in the same place.");
}

TEST_CASE("Rummy-O tiles: four colours numbered 1 to 13 twice each and two jokers make 106") {
  auto s = ro_game(2);
  auto deck = s->full_deck();
  CHECK(deck.size() == 106);
  std::map<int, int> per_colour;
  int jokers = 0;
  for (Card c : deck) {
    if (c.is_joker()) {
      ++jokers;
      continue;
    }
    per_colour[static_cast<int>(c.suit())]++;
    CHECK(c.rank() >= 1);
    CHECK(c.rank() <= 13);
  }
  CHECK(jokers == 2);
  CHECK(per_colour.size() == 4);
  for (auto [colour, n] : per_colour) CHECK(n == 26);
  std::vector<Card> now;
  s->all_cards(now);
  std::sort(now.begin(), now.end());
  std::sort(deck.begin(), deck.end());
  CHECK(now == deck);
}

TEST_CASE("Rummy-O players: 2 to 4") {
  for (int p = 2; p <= 4; ++p) CHECK(RummyOState::create(json{{"players", p}}, 1).ok());
  auto one = RummyOState::create(json{{"players", 1}}, 1);
  REQUIRE_FALSE(one.ok());
  CHECK(one.error().find("2 to 4 players") != std::string::npos);
  CHECK_FALSE(RummyOState::create(json{{"players", 5}}, 1).ok());
  CHECK_FALSE(RummyOState::create(json{{"players", 3}, {"first", 3}}, 1).ok());
  CHECK_FALSE(RummyOState::create(json{{"wild", 3}}, 1).ok());
}

TEST_CASE("Rummy-O dealing: 14 tiles each, 15 to the first player, who starts by discarding one") {
  for (int p = 2; p <= 4; ++p) {
    auto s = ro_game(p, 7);
    CHECK(s->current_seat() == 0);
    CHECK(s->phase() == "first_discard");
    for (int seat = 0; seat < p; ++seat) CHECK(s->rack(seat).size() == (seat == 0 ? 15u : 14u));
    CHECK(s->stock().size() == static_cast<size_t>(106 - 14 * p - 1));
    CHECK(s->discards().empty());
    CHECK(only_discards(s->legal_actions()));
    CHECK(refused(*s, 0, Action::draw_stock()) == "Start the round by discarding one of your 15 tiles.");
    CHECK(refused(*s, 0, lay("run R1 R2 R3")) == "Start the round by discarding one of your 15 tiles.");
    const Card d = s->rack(0).front().face();
    play(*s, 0, Action::discard(d));
    CHECK(s->rack(0).size() == 14);
    CHECK(s->discards().back().face() == d);
    CHECK(s->current_seat() == 1);
    CHECK(s->phase() == "draw");
  }
}

TEST_CASE("Rummy-O four rounds, each started by the next player in turn") {
  auto s = RummyOState::create(json{{"players", 4}, {"first", 2}}, 11);
  REQUIRE(s.ok());
  auto bots = make_bots("rummy_o", std::vector<std::string>(4, "random"), 40);
  PlayResult r = play_game(**s, *bots, (*s)->max_game_length());
  REQUIRE(r.finished);
  std::vector<int> firsts, rounds;
  for (const Event& e : (*s)->events())
    if (e.kind == EventKind::RoundStarted) {
      firsts.push_back(e.seat);
      rounds.push_back(e.value);
    }
  CHECK(firsts == std::vector<int>{2, 3, 0, 1});
  CHECK(rounds == std::vector<int>{1, 2, 3, 4});
  CHECK((*s)->scores().rounds.size() == 4);
}

TEST_CASE("Rummy-O the play: take the top of the stock or the last discard, then play and discard") {
  auto s = ro_rigged({"R1 B2 O3", "K4 K5 K6"}, {}, Phase::Draw, 1, "R9 B8");
  CHECK(refused(*s, 1, Action::discard(card("K4"))) == "Take a tile first, from the stock or the discard pile.");
  CHECK(refused(*s, 1, lay("run K4 K5 K6")) == "Take a tile first, from the stock or the discard pile.");
  CHECK(refused(*s, 0, Action::draw_stock()) == "It is not your turn.");
  play(*s, 1, Action::take_discard());
  CHECK(faces(s->rack(1)) == "K4 K5 K6 B8");
  CHECK(faces(s->discards()) == "R9");
  CHECK(refused(*s, 1, Action::draw_stock()) == "You have already taken a tile this turn.");
  play(*s, 1, Action::discard(card("B8")));
  CHECK(s->current_seat() == 0);
  const Card top = s->stock().back();
  play(*s, 0, Action::draw_stock());
  CHECK(s->rack(0).back() == top);
  CHECK(s->phase() == "play");
}

TEST_CASE("Rummy-O runs: three or more of one colour in sequence, a 1 low or high but never both") {
  CHECK_FALSE(check(MeldKind::Run, "R1 R2 R3"));
  CHECK_FALSE(check(MeldKind::Run, "R12 R13 R1"));
  CHECK_FALSE(check(MeldKind::Run, "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13"));
  CHECK(*check(MeldKind::Run, "R13 R1 R2") ==
        "A run needs tiles in sequence; there are not enough jokers to fill the gaps.");
  CHECK(check(MeldKind::Run, "B1 B2 B3 B4 B5 B6 B7 B8 B9 B10 B11 B12 B13 B1").has_value());
  CHECK(*check(MeldKind::Run, "R5 B6 R7") == "A run needs tiles of one colour.");
  CHECK(*check(MeldKind::Run, "R5 R6") == "A run needs at least three tiles of one colour in sequence.");
  CHECK_FALSE(check(MeldKind::Run, "O5 JK O7"));
  CHECK_FALSE(check(MeldKind::Run, "O12 O13 JK"));  // the joker is the 1 after the 13
  CHECK(*check(MeldKind::Run, "JK=O14 O1 O2") ==
        "A run needs tiles in sequence; there are not enough jokers to fill the gaps.");
}

TEST_CASE("Rummy-O groups: three or four tiles of one number, no colour twice") {
  CHECK_FALSE(check(MeldKind::Book, "R7 B7 O7"));
  CHECK_FALSE(check(MeldKind::Book, "R7 B7 O7 K7"));
  CHECK(*check(MeldKind::Book, "R7 B7 O7 K7 JK") == "A group holds at most four tiles.");
  CHECK(*check(MeldKind::Book, "R7 R7 B7") == "A group cannot hold two red tiles.");
  CHECK(*check(MeldKind::Book, "R7 B7 JK=R7") == "A group cannot hold two red tiles.");
  CHECK_FALSE(check(MeldKind::Book, "R7 B7 JK=K7"));
  CHECK(*check(MeldKind::Book, "R7 B8 O7") == "A group needs tiles of the same number.");
}

TEST_CASE("Rummy-O group refusal names a wrong number before the group's size") {
  CHECK(*check(MeldKind::Book, "R13 B13 O13 K13 R2") == "A group needs tiles of the same number.");
  CHECK(*check(MeldKind::Book, "R13 B13 O13 K13 R13") == "A group holds at most four tiles.");
  auto s = ro_rigged({"R7 B7 JK K2", "K4"}, {"run R1 R2 R3"});
  play(*s, 0, lay("book R7 B7 JK"));
  CHECK(meld_text(s->table()[0][1]) == "R7 B7 JK=O7");  // the joker takes a missing colour
}

TEST_CASE("Rummy-O meld reasons speak of tiles, groups, numbers, colours and jokers") {
  auto guess = [](const std::string& text) {
    MeldList l = melds("run " + text);
    std::vector<PlacedCard> cs(l.cards(0).begin(), l.cards(0).end());
    return check_any_meld(meld_rules(), cs).reason;
  };
  CHECK(guess("R5 B6 O9") ==
        "These tiles are neither a group (their numbers differ) nor a run (their colours differ).");
  CHECK(guess("R5 B6 JK") ==
        "These tiles are neither a group (their numbers differ) nor a run (their colours differ).");
  CHECK(guess("R5 R6 R9") == "A run needs tiles in sequence; there are not enough jokers to fill the gaps.");
  CHECK(guess("R7 R7 B7") == "A group cannot hold two red tiles.");
  for (const char* text : {"R5 B6 O9", "R5 R6 R9", "R7 R7 B7", "R7 B7 O7 K7 JK", "R5 R6", "R7 B7"}) {
    const std::string why = guess(text);
    INFO(text << ": " << why);
    CHECK(why.find("card") == std::string::npos);
    CHECK(why.find("book") == std::string::npos);
    CHECK(why.find("suit") == std::string::npos);
    CHECK(why.find("wild") == std::string::npos);
  }
}

TEST_CASE("Rummy-O tile values: 1 and 10 to 13 count 10, 2 to 9 their number, a joker 15") {
  CHECK(tile_points(card("R1")) == 10);
  CHECK(tile_points(card("B2")) == 2);
  CHECK(tile_points(card("O9")) == 9);
  for (const char* t : {"K10", "K11", "K12", "K13"}) CHECK(tile_points(card(t)) == 10);
  CHECK(tile_points(card("JK")) == 15);
}

TEST_CASE("Rummy-O going on board: melds of 50 points or more from the rack, with at least one run") {
  auto s = ro_rigged({"R1 R2 R3 B10 O10 K10 B11 O11 K11 JK K5", "K4"});
  CHECK(refused(*s, 0, lay("run R1 R2 R3 | book B10 O10 K10")) ==
        "To go on board you need melds worth 50 points or more, with at least one run (these make 45).");
  CHECK(refused(*s, 0, lay("book B10 O10 K10 | book B11 O11 K11")).find("at least one run") != std::string::npos);
  CHECK(refused(*s, 0, lay("run R1 R2 R3 | book B10 O10 R10")) == "You do not have the red 10.");
  CHECK_FALSE(s->on_board(0));
  play(*s, 0, lay("run R1 R2 R3 | book B10 O10 K10 JK"));  // 45 + the joker's 15
  CHECK(s->on_board(0));
  CHECK(s->table()[0].size() == 2);
  // More melds may follow in the same turn, of any value.
  play(*s, 0, lay("book B11 O11 K11"));
  CHECK(s->table()[0].size() == 3);
  CHECK(refused(*s, 0, lay("run K4 K5 JK")) == "You do not have the black 4.");
}

TEST_CASE("Rummy-O a meld on the table is never changed, only added to") {
  auto s = ro_rigged({"R4 R9 B3 K9 R8", "K4"}, {"run R5 R6 R7", "book B9 O9 K9"});
  CHECK(refused(*s, 0, add_on("B3", 0, 0)) ==
        "The blue 3 does not fit your run of the red 5-6-7: a run needs tiles of one colour.");
  CHECK(refused(*s, 0, add_on("K9", 1, 0)) ==
        "The black 9 does not fit the group of three 9s: a group cannot hold two black tiles.");
  CHECK(refused(*s, 0, add_on("R9", 1, 3)) == "There is no such meld on the table.");
  play(*s, 0, add_on("R4", 0, 0));
  CHECK(meld_text(s->table()[0][0]) == "R4 R5 R6 R7");
  // Laying a tile down alone is refused: a meld needs three.
  CHECK(refused(*s, 0, lay("run R8")) == "A run needs at least three tiles of one colour in sequence.");
}

TEST_CASE("Rummy-O adding on: once on board, from the next turn, to one's own melds or the opponents'") {
  auto s = ro_rigged({"R4 R9 K1 K2 K3 B13 O13 K13 R13 R8", "R10 K4"}, {"", "run R5 R6 R7 | book B9 O9 K9"});
  CHECK(refused(*s, 0, add_on("R4", 1, 0)) == "Go on board before adding tiles to melds.");
  play(*s, 0, lay("run K1 K2 K3 | book B13 O13 K13 R13"));  // 15 + 40
  CHECK(refused(*s, 0, add_on("R4", 1, 0)) == "You may add tiles to melds from your next turn on.");
  play(*s, 0, Action::discard(card("R9")));
  play(*s, 1, Action::draw_stock());
  play(*s, 1, Action::discard(card("K4")));
  play(*s, 0, Action::draw_stock());
  play(*s, 0, add_on("R4", 1, 0));
  play(*s, 0, add_on("R8", 1, 0));
  CHECK(meld_text(s->table()[1][0]) == "R4 R5 R6 R7 R8");
  CHECK(s->table()[1][0].placed_by == std::vector<int8_t>{0, 1, 1, 1, 0});
  CHECK(s->table()[1][0].owner == 1);
  CHECK(s->rack(0).size() == 1);
  const Event& e = s->events().back();
  CHECK(e.kind == EventKind::AddedOn);
  CHECK(describe_event(e) == "Player 1 added the red 8 to Player 2's meld.");
}

TEST_CASE("Rummy-O claiming a joker: give the exact tile it stands for and lay the joker down at once") {
  auto s = ro_rigged({"B5 B6 O8 K8 R2 R3", "K4"}, {"run R5 R6 R7", "run B4 JK=B5 B6 | run R12 R13 JK"});
  CHECK(refused(*s, 0, claim("B6", 1, 0, "book O8 K8 JK")) == "No joker in that meld stands for the blue 6.");
  CHECK(refused(*s, 0, claim("B5", 1, 0, "")) == "Lay the joker down at once in a meld of your own.");
  CHECK(refused(*s, 0, claim("B5", 1, 0, "run R2 R3 R4")) == "You do not have the red 4.");
  CHECK(refused(*s, 0, claim("B5", 1, 0, "book O8 K8 B8")) == "You do not have the blue 8.");
  CHECK(refused(*s, 0, claim("R1", 1, 1, "book O8 K8 JK")) == "You do not have the red 1.");
  CHECK(refused(*s, 0, claim("B5", 1, 4, "book O8 K8 JK")) == "There is no such meld on the table.");
  const auto listed = s->legal_actions();
  CHECK(std::any_of(listed.begin(), listed.end(), [](const Action& a) { return a.kind == rummy_o::kClaimJoker; }));
  play(*s, 0, claim("B5", 1, 0, "book O8 K8 JK"));
  CHECK(meld_text(s->table()[1][0]) == "B4 B5 B6");
  CHECK(s->table()[1][0].placed_by == std::vector<int8_t>{1, 0, 1});
  CHECK(meld_text(s->table()[0][1]) == "O8 K8 JK=R8");
  CHECK(faces(s->rack(0)) == "B6 R2 R3");
  CHECK(describe_event(s->events().back()) == "Player 1 gave the blue 5 for the joker in Player 2's meld.");
}

TEST_CASE("Rummy-O claiming a joker: a 1 after the 13, and a claimer not on board must go on board with it") {
  auto s = ro_rigged({"R1 B10 O10 K10 K11 K12 O2", "K4"}, {"", "run R12 R13 JK"});
  CHECK(meld_text(s->table()[1][0]) == "R12 R13 JK=R14");
  CHECK(refused(*s, 0, claim("R1", 1, 0, "book B10 O10 JK")).find("50 points") != std::string::npos);
  play(*s, 0, claim("R1", 1, 0, "book B10 O10 K10 | run K11 K12 JK"));  // 30 + 35
  CHECK(s->on_board(0));
  CHECK(meld_text(s->table()[1][0]) == "R12 R13 R1=R14");
  CHECK(meld_text(s->table()[0][1]) == "K11 K12 JK=K13");
}

TEST_CASE("Rummy-O a view never shows other racks or the stock") {
  auto a = ro_rigged({"R1 R2 R3 O4", "K4 K5 K9"}, {"run B1 B2 B3"}, Phase::Play, 0, "O5");
  auto b = ro_rigged({"R1 R2 R3 O4", "B7 R11 O12"}, {"run B1 B2 B3"}, Phase::Play, 0, "O5");
  CHECK(dump_json(a->view_json(0)) == dump_json(b->view_json(0)));
  CHECK(dump_json(a->view_json(1)) != dump_json(b->view_json(1)));
  const json v = a->view_json(1);
  CHECK(v["rack_sizes"] == json::array({4, 3}));
  CHECK(v["table"][0][0]["cards"] == json::array({"B1", "B2", "B3"}));
}
