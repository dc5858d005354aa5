// Rummü's game, rule by rule from yellow-joker-rummy.txt and DECISIONS.md: the deal, a turn
// (take, play, discard), coming out, adding on, exchanging jokers, the end of a round and its
// scoring, partnerships and the end of the game.
#include <doctest/doctest.h>

#include "games/registry.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

namespace {

bool has_event(const RummuState& s, EventKind kind) {
  for (const Event& e : s.events())
    if (e.kind == kind) return true;
  return false;
}

std::string last_text(const RummuState& s, EventKind kind) {
  for (auto it = s.events().rbegin(); it != s.events().rend(); ++it)
    if (it->kind == kind) return describe_event(*it);
  return "";
}

}  // namespace

TEST_CASE("Rummü deal: 12, 12, 8 or 7 cards by player count, one card face up, the rest the stock") {
  const std::pair<int, size_t> table[] = {{3, 12}, {4, 12}, {5, 8}, {6, 7}};
  for (auto [players, each] : table) {
    CAPTURE(players);
    auto s = rummu_game(players);
    for (int seat = 0; seat < players; ++seat) CHECK(s->hand(seat).size() == each);
    CHECK(s->discards().size() == 1);
    CHECK(s->stock().size() == 60 - static_cast<size_t>(players) * each - 1);
    CHECK(s->phase_code() == Phase::Draw);
  }
  CHECK_FALSE(create_game("rummu", json{{"players", 2}}, 1).ok());
  CHECK_FALSE(create_game("rummu", json{{"players", 7}}, 1).ok());
}

TEST_CASE("Rummü deal: the player left of the dealer starts, and the deal passes left each round") {
  auto s = rummu_game(4);
  CHECK(s->dealer() == 3);
  CHECK(s->current_seat() == 0);
  auto other = create_game("rummu", json{{"players", 4}, {"dealer", 1}}, 1);
  REQUIRE(other.ok());
  CHECK((*other)->current_seat() == 2);
  // Seat 0 goes out; seat 0 deals round 2 and seat 1 starts it.
  rummu_rig(*s, {"R5", "G1 G2", "B1 B2", "K1 K2"});
  play(*s, 0, discard("R5"));
  CHECK(s->round_index() == 1);
  CHECK(s->dealer() == 0);
  CHECK(s->current_seat() == 1);
}

TEST_CASE("Rummü turn: take first, from the stock or from the top of the discard pile down") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R1 R2 G5", "G1", "B1"}, {}, "K9 R0 G2 B3", Phase::Draw, 0, "K5");
  CHECK(refused(*s, 0, discard("R1")) == "Take first: a card from the stock, or cards from the discard pile.");
  CHECK(refused(*s, 0, rummu_lay("run R0 R1 R2")) ==
        "Take first: a card from the stock, or cards from the discard pile.");
  CHECK(refused(*s, 0, take_discards(5)) == "The discard pile holds 4 cards.");
  // Every depth is offered, the top card as a plain take.
  std::vector<Action> legal;
  s->legal_actions(legal);
  CHECK(legal.size() == 5);
  CHECK(legal[0].kind == ActionKind::DrawStock);
  CHECK(legal[1] == Action::take_discard());
  CHECK(legal[4] == take_discards(4));
  auto drawn = rummu_game(3);
  rummu_rig(*drawn, {"R1 R2 G5", "G1", "B1"}, {}, "K9 R0 G2 B3", Phase::Draw, 0, "K5");
  play(*drawn, 0, Action::draw_stock());
  CHECK(drawn->hand(0).size() == 4);
  CHECK(drawn->hand(0).back().face() == card("K5"));
  CHECK(refused(*drawn, 0, Action::draw_stock()) == "You have already taken this turn.");

  play(*s, 0, take_discards(3));
  CHECK(s->hand(0).size() == 6);
  CHECK(s->discards().size() == 1);
  CHECK(s->discards().back().face() == card("K9"));
  CHECK(last_text(*s, EventKind::TookDiscards) == "Player 1 took 3 cards from the discard pile.");
  CHECK(s->phase_code() == Phase::Play);
  CHECK(refused(*s, 0, take_discards(1)) == "You have already taken this turn.");
  // None of the cards taken has to be played at once: a discard ends the turn.
  play(*s, 0, discard("B3"));
  CHECK(s->current_seat() == 1);
}

TEST_CASE("Rummü coming out: the first play of round 1 holds at least four cards") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R1 R2 R3 G4 B4 K4 Y9", "G1", "B1"});
  CHECK(s->come_out_min(0) == 4);
  CHECK(refused(*s, 0, rummu_lay("run R1 R2 R3")) == "To come out, lay down at least 4 cards at once (these are 3).");
  CHECK(refused(*s, 0, rummu_lay("book G4 B4 K4")) == "To come out, lay down at least 4 cards at once (these are 3).");
  // Two combinations in one play make six cards.
  play(*s, 0, rummu_lay("run R1 R2 R3 | book G4 B4 K4"));
  CHECK(s->came_out(0));
  CHECK(last_text(*s, EventKind::CameOut) == "Player 1 came out with 6 cards.");
  auto four = rummu_game(3);
  rummu_rig(*four, {"R1 R2 R3 R4 Y9", "G1", "B1"});
  play(*four, 0, rummu_lay("run R1 R2 R3 R4"));
  CHECK(four->came_out(0));
}

TEST_CASE("Rummü coming out: later rounds by the player's score (below 0: 3, 0 to 99: 4, 100 to 149: 5, 150 on: 6)") {
  auto s = rummu_game(4);
  s->rig_scores_for_test({{100, 0, -1, 150}});
  CHECK(s->round_index() == 1);
  CHECK(s->come_out_min(0) == 5);
  CHECK(s->come_out_min(1) == 4);
  CHECK(s->come_out_min(2) == 3);
  CHECK(s->come_out_min(3) == 6);
  s->rig_scores_for_test({{99, 0, 0, 149}});
  CHECK(s->come_out_min(0) == 4);
  CHECK(s->come_out_min(3) == 5);
  rummu_rig(*s, {"R1 R2 R3 R4 R5 G9", "G1", "B1", "K1"});
  CHECK(refused(*s, 0, rummu_lay("run R1 R2 R3")) == "To come out, lay down at least 4 cards at once (these are 3).");
  s->rig_scores_for_test({{120, 0, 0, 0}});
  rummu_rig(*s, {"R1 R2 R3 R4 R5 G9", "G1", "B1", "K1"});
  CHECK(refused(*s, 0, rummu_lay("run R1 R2 R3 R4")) ==
        "To come out, lay down at least 5 cards at once (these are 4).");
  play(*s, 0, rummu_lay("run R1 R2 R3 R4 R5"));
}

TEST_CASE("Rummü coming out in partnership: by the team's score (below 0: 3, 0 to 199: 4, 200 to 399: 5, 400 on: 6)") {
  auto s = rummu_game(4, 1, true);
  // Seats 0 and 2 play together: 150 + 60 = 210. Seat 1's team: 0 + 399.
  s->rig_scores_for_test({{150, 0, 60, 399}});
  CHECK(s->come_out_min(0) == 5);
  CHECK(s->come_out_min(2) == 5);
  CHECK(s->come_out_min(1) == 5);
  s->rig_scores_for_test({{150, 0, 40, 400}});
  CHECK(s->come_out_min(0) == 4);
  CHECK(s->come_out_min(3) == 6);
  s->rig_scores_for_test({{-150, 0, 40, 0}});
  CHECK(s->come_out_min(0) == 3);
}

TEST_CASE("Rummü plays: after coming out, new combinations and additions to anyone's, never before") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"G6 R9 R6 K9 B9 Y0", "G1", "B1"}, {"", "run G3 G4 G5"});
  CHECK(refused(*s, 0, rummu_add("G6", 1, 0)) == "Come out before adding cards to combinations.");
  s->rig_came_out_for_test(0, true);
  CHECK(refused(*s, 0, rummu_add("R6", 1, 0)) ==
        "The red 6 does not fit the run of the green 3-4-5: a combination is either all one colour or has no colour "
        "twice.");
  CHECK(refused(*s, 0, rummu_add("G6", 1, 3)) == "There is no such combination on the table.");
  play(*s, 0, rummu_add("G6", 1, 0));
  CHECK(s->table()[1][0].cards.size() == 4);
  CHECK(last_text(*s, EventKind::AddedOn) == "Player 1 added the green 6 to Player 2's combination.");
  // A three-card combination after coming out needs no minimum.
  play(*s, 0, rummu_lay("book R9 K9 B9"));
  CHECK(s->table()[0].size() == 1);
}

TEST_CASE("Rummü plays: one card always stays in hand for the discard") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R1 R2 R3", "G1", "B1"}, {"book K5 B5 G5"});
  CHECK(refused(*s, 0, rummu_lay("run R1 R2 R3")) == "Keep one card in your hand to discard.");
  auto t = rummu_game(3);
  rummu_rig(*t, {"R4", "G1", "B1"}, {"run R1 R2 R3"});
  CHECK(refused(*t, 0, rummu_add("R4", 0, 0)) == "Keep one card in your hand to discard.");
  std::vector<Action> legal;
  t->legal_actions(legal);
  CHECK(legal == std::vector<Action>{discard("R4")});
}

TEST_CASE("Rummü jokers: a yellow card stands for its number in another colour, and is exchanged for that card") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R4 G4 K4 B9", "G1 G2", "B1"}, {"", "run Y4=R4 R5 R6"});
  CHECK(refused(*s, 0, rummu_exchange("R4", 1, 0)) == "Come out before exchanging a joker.");
  s->rig_came_out_for_test(0, true);
  CHECK(refused(*s, 0, rummu_exchange("R5", 1, 0)) == "No yellow joker in that combination stands for the red 5.");
  CHECK(refused(*s, 0, rummu_exchange("R4", 1, 1)) == "There is no such combination on the table.");
  play(*s, 0, rummu_exchange("R4", 1, 0));
  // The combination holds the red 4 and turns pure; the yellow card goes to the hand.
  CHECK(s->table()[1][0].cards[0] == PlacedCard{card("R4"), Card::none()});
  CHECK(std::count(s->hand(0).begin(), s->hand(0).end(), card("Y4")) == 1);
  CHECK(last_text(*s, EventKind::ExchangedJoker) ==
        "Player 1 gave the red 4 for the yellow joker in Player 2's combination.");
  // It may join a new combination at once, as itself or as a joker again.
  play(*s, 0, rummu_lay("book Y4=B4 G4 K4"));
  CHECK(s->table()[0].back().cards.size() == 3);
}

TEST_CASE("Rummü jokers: combinations on the table keep the joker limits as they grow") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"Y6 Y2 Y9 R9", "G1", "B1"}, {"run R3 Y4=R4 R5 | run K6 Y7=G7 B8 | book B2 G2 K2"});
  // One colour: more ordinary cards than jokers (two of four is not more).
  CHECK(refused(*s, 0, rummu_add("Y6=R6", 0, 0)) ==
        "The yellow 6 as the red 6 does not fit your run of the red 3-4-5, with the yellow 4 as a joker: a combination "
        "of one colour needs more ordinary cards than jokers.");
  // Mixed colours: one joker at most.
  CHECK(
      refused(*s, 0, rummu_add("Y9=R9", 0, 1)) ==
      "The yellow 9 as the red 9 does not fit your run of the mixed 6-7-8, with the yellow 7 as a joker: a combination "
      "of mixed colours holds one joker at most.");
  play(*s, 0, rummu_add("Y9", 0, 1));
  play(*s, 0, rummu_add("Y2=R2", 0, 2, "book"));
  CHECK(s->table()[0][1].cards.size() == 4);
  CHECK(s->table()[0][2].cards.size() == 4);
}
