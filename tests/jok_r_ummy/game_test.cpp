// Jok-R-Ummy's rules as a game plays them (jok-r-ummy.txt and DECISIONS.md), a test for each,
// named after the rule.
#include <doctest/doctest.h>

#include <algorithm>

#include "games/jok_r_ummy/deck.h"
#include "jr_game.h"
#include "jru_util.h"

using namespace parlor;
using namespace parlor::jok_r_ummy;
using namespace parlor::testing;

namespace {

bool has_event(const JokRUmmyState& s, EventKind k, int seat = -2) {
  return std::any_of(s.events().begin(), s.events().end(),
                     [&](const Event& e) { return e.kind == k && (seat == -2 || e.seat == seat); });
}

std::string program_id(const JokRUmmyState& s, int seat) {
  const Program* p = s.program(seat);
  return p ? p->id : std::string();
}

// The current seat draws from the stock and discards the card drawn.
void draw_and_discard(JokRUmmyState& s) {
  const int seat = s.current_seat();
  if (s.phase_code() == Phase::Swap) return play(s, seat, Action(kKeep));
  play(s, seat, Action::draw_stock());
  play(s, seat, Action::discard(s.hand(seat).back().face()));
}

}  // namespace

TEST_CASE("Jok-R-Ummy deck: 108 playing cards (two decks, 4 jokers) and our 42 program cards") {
  auto s = jr_game(2);
  const auto deck = s->full_deck();
  CHECK(std::count_if(deck.begin(), deck.end(), [](Card c) { return !is_objective(c); }) == 108);
  CHECK(std::count_if(deck.begin(), deck.end(), [](Card c) { return c.is_joker(); }) == 4);
  CHECK(std::count_if(deck.begin(), deck.end(), [](Card c) { return is_objective(c); }) == 42);
}

TEST_CASE("Jok-R-Ummy first dealer: cards dealt face up from seat 0 until one is a spade") {
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto s = jr_game(3, seed);
    const auto& dealt = s->first_deal();
    REQUIRE_FALSE(dealt.empty());
    CHECK(dealt.back().suit() == Suit::Spades);
    CHECK(std::none_of(dealt.begin(), dealt.end() - 1, [](Card c) { return c.suit() == Suit::Spades; }));
    CHECK(s->dealer() == static_cast<int>(dealt.size() - 1) % 3);
    CHECK(s->events().front().kind == EventKind::FirstDealer);
    CHECK(s->events().front().card == dealt.back().face());
  }
}

TEST_CASE("Jok-R-Ummy deal: 13 cards and one secret program each, a face-up discard, dealer's left starts") {
  auto s = jr_game(4, 7);
  for (int seat = 0; seat < 4; ++seat) {
    CHECK(s->hand(seat).size() == 13);
    CHECK(s->program(seat) != nullptr);
    CHECK_FALSE(s->program(seat)->sun);
  }
  CHECK(s->discards().size() == 1);
  CHECK(s->stock().size() == 108 - 4 * 13 - 1);
  CHECK(s->current_seat() == (s->dealer() + 1) % 4);
  CHECK(s->phase_code() == Phase::Draw);
  // Secret: each seat's view shows its own program and no other.
  const JokRUmmyView v = s->typed_view(1);
  CHECK(v.program_card() == s->program_card(1));
  for (int seat = 0; seat < 4; ++seat)
    CHECK(v.zones[JokRUmmyView::kProgramZone].cards[static_cast<size_t>(seat)].size() == (seat == 1 ? 1u : 0u));
  CHECK(v.zones[JokRUmmyView::kProgramZone].sizes == std::vector<int>{1, 1, 1, 1});
}

TEST_CASE("Jok-R-Ummy taking: holding one card, the stock only") {
  auto s = jr_rigged({"7H", "5C 6C"}, {"P39", "P39"}, {}, Phase::Draw);
  CHECK(refused(*s, 0, Action::take_discard()) == "With one card left in your hand you must draw from the stock.");
  CHECK(refused(*s, 0, Action::draw_stock()).empty());
  auto t = jr_rigged({"7H 8H", "5C 6C"}, {"P39", "P39"}, {}, Phase::Draw);
  CHECK(refused(*t, 0, Action::take_discard()).empty());
}

TEST_CASE("Jok-R-Ummy reveal: the engine checks the combinations and names the instruction not met") {
  auto s = jr_rigged({"KH KD KC 9C 4D", "5C 6C 7C"}, {"P39", "P1"});
  // P39: three kings, without wild cards.
  const std::string why = refused(*s, 0, reveal("book KH KD JK"));
  CHECK_FALSE(why.empty());
  CHECK(refused(*s, 0, reveal("book KH KD QS")) == "You do not have the queen of spades to lay down.");
  CHECK(refused(*s, 1, reveal("run 5C 6C 7C")) != "");  // not seat 1's turn
  play(*s, 0, reveal("book KH KD KC"));
  CHECK(s->completed_this_round(0));
  CHECK(s->completed_count(0) == 1);
  CHECK(s->program_card(0).is_none());
  CHECK(s->table()[0].size() == 1);
  CHECK(has_event(*s, EventKind::Revealed, 0));
  // Revealed programs are public: seat 1 sees seat 0's completed program.
  const JokRUmmyView v = s->typed_view(1);
  CHECK(v.zones[JokRUmmyView::kCompletedZone].cards[0].size() == 1);
  CHECK(program_of(v.zones[JokRUmmyView::kCompletedZone].cards[0][0])->id == "P39");
}

TEST_CASE("Jok-R-Ummy reveal: a program asking for three kings is not met by three queens") {
  auto s = jr_rigged({"QH QD QS 9C 4D", "5C 6C 7C"}, {"P39", "P1"});
  const std::string why = refused(*s, 0, reveal("book QH QD QS"));
  CHECK(why.find("king") != std::string::npos);
}

TEST_CASE("Jok-R-Ummy restriction: before completing, nobody plays on others' combinations") {
  auto s = jr_rigged({"8H 9C 4D", "5C 6C 7C"}, {"P39", "P1"}, {"", "run 5H 6H 7H"});
  CHECK(refused(*s, 0, add_to("8H", 1, 0)) ==
        "You may add to combinations only after completing your program this round.");
  CHECK(refused(*s, 0, lay_books("book 9C 9D 9S")) ==
        "You may lay down books only after completing your program this round.");
}

TEST_CASE("Jok-R-Ummy after completing: books of three or more and additions to anyone's, never a new run") {
  auto s =
      jr_rigged({"KH KD KC 9C 9D 9S 5H 6H 7H 8C 3D", "5C 6C 7C", "4C"}, {"P39", "P1", "P1"}, {"", "run 9C 10C JC"});
  play(*s, 0, reveal("book KH KD KC"));
  CHECK(refused(*s, 0, lay_books("run 5H 6H 7H")) ==
        "After your program you may lay down books (three or more of a kind), never a new run.");
  play(*s, 0, lay_books("book 9C 9D 9S"));
  play(*s, 0, add_to("8C", 1, 0, "run"));  // the program's owner completed: its run is open
  CHECK(s->table()[1][0].cards.size() == 4);
  CHECK(s->current_seat() == 0);  // the turn goes on until a discard
  play(*s, 0, Action::discard(card("3D")));
  CHECK(s->current_seat() == 1);
}

TEST_CASE("Jok-R-Ummy combinations are never split: an addition only extends a run at an end") {
  auto s = jr_rigged({"KH KD KC 7H 9H 4D", "5C", "4C"}, {"P39", "P1", "P1"}, {"", "run 5H 6H 7H 8H"});
  play(*s, 0, reveal("book KH KD KC"));
  CHECK_FALSE(refused(*s, 0, add_to("7H", 1, 0)).empty());
  play(*s, 0, add_to("9H", 1, 0));
}

TEST_CASE("Jok-R-Ummy runs lie in rank order: a card added below, a wild in its place, an ace high after the king") {
  auto s = jr_rigged({"KH KD KC 3S JK AD 5D", "5C", "4C"}, {"P39", "P1", "P1"},
                     {"", "run 2C=4S 5S 6S 7S 8S | run JD QD KD"});
  play(*s, 0, reveal("book KH KD KC"));
  play(*s, 0, add_to("3S", 1, 0));  // another seat's card below the run's wild
  CHECK(meld_to_text(s->table()[1][0]) == "run: 3S 2C=4S 5S 6S 7S 8S");
  play(*s, 0, add_to("JK=2S", 1, 0));
  CHECK(meld_to_text(s->table()[1][0]) == "run: JK=2S 3S 2C=4S 5S 6S 7S 8S");
  play(*s, 0, add_to("AD", 1, 1));
  CHECK(meld_to_text(s->table()[1][1]).starts_with("run: JD QD KD AD"));
}

TEST_CASE("Jok-R-Ummy wilds: a wild keeps the card it stands for, no combination of wilds only") {
  auto s = jr_rigged({"KH KD KC 7H 8H JK 2C 2D 4D", "5C", "4C"}, {"P39", "P1", "P1"}, {"", "run 5H 6H JK=7H"});
  play(*s, 0, reveal("book KH KD KC"));
  CHECK_FALSE(refused(*s, 0, add_to("7H", 1, 0)).empty());  // the joker is the 7 of hearts
  play(*s, 0, add_to("8H", 1, 0));
  CHECK_FALSE(refused(*s, 0, lay_books("book JK 2C 2D")).empty());
}

TEST_CASE("Jok-R-Ummy aces: an ace played low stays low") {
  auto s = jr_rigged({"KH KD KC KS 4D", "5C", "4C"}, {"P39", "P1", "P1"}, {"", "run AS 3S 4S"});
  play(*s, 0, reveal("book KH KD KC"));
  CHECK_FALSE(refused(*s, 0, add_to("KS", 1, 0)).empty());
}

TEST_CASE("Jok-R-Ummy round end: playing the last card on a combination ends the round, with no discard") {
  auto s = jr_rigged({"KH KD KC 8H", "5C 6C", "4C"}, {"P39", "P1", "P1"}, {"", "run 5H 6H 7H"});
  const Card kept = s->program_card(2);
  play(*s, 0, reveal("book KH KD KC"));
  play(*s, 0, add_to("8H", 1, 0));
  REQUIRE(s->last_round().has_value());
  CHECK(s->last_round()->ended_by == 0);
  CHECK(s->last_round()->why == RoundEnd::LastCard);
  CHECK(s->last_round()->completed == std::vector<bool>{true, true, false});
  CHECK(s->round_index() == 1);
  // Only completers get a new program; seat 2 keeps its own.
  CHECK(s->program(0) != nullptr);
  CHECK(s->program_card(2) == kept);
}

TEST_CASE("Jok-R-Ummy round end: discarding the last card ends the round, who did not complete keeps the program") {
  auto s = jr_rigged({"KH KD KC 8H", "5C 6C 9D"}, {"P39", "P1"});
  const Card kept = s->program_card(1);
  const int dealer = s->dealer();
  play(*s, 0, reveal("book KH KD KC"));
  play(*s, 0, Action::discard(card("8H")));
  REQUIRE(s->last_round().has_value());
  CHECK(s->last_round()->ended_by == 0);
  CHECK(s->last_round()->why == RoundEnd::LastCard);
  CHECK(s->last_round()->completed == std::vector<bool>{true, false});
  CHECK(s->program_card(1) == kept);
  CHECK(s->program_card(0) != Card::none());
  CHECK(s->dealer() == (dealer + 1) % 2);  // the deal passes left
  CHECK(s->current_seat() == (dealer + 2) % 2);
  CHECK(s->hand(0).size() == 13);
  CHECK(s->scores().totals == std::vector<int>{1, 0});
}

TEST_CASE("Jok-R-Ummy round end: when every player has completed their program") {
  auto s = jr_rigged({"KH KD KC 8H 9C", "5C 6C"}, {"P39", "P1"}, {"", "run 5H 6H 7H"});
  play(*s, 0, reveal("book KH KD KC"));
  REQUIRE(s->last_round().has_value());
  CHECK(s->last_round()->ended_by == -1);
  // Every hand face up as the round ended.
  CHECK(s->last_round()->why == RoundEnd::AllCompleted);
  CHECK(s->last_round()->left == std::vector<std::vector<Card>>{cards("8H 9C"), cards("5C 6C")});
}

TEST_CASE("Jok-R-Ummy five completed programs win at once, cards in hand or not") {
  auto s = jr_rigged({"KH KD KC 8H 9C 4D", "5C 6C"}, {"P39", "P1"});
  REQUIRE(s->rig_completed_for_test(0, {"P2", "P3", "P5", "P6"}));
  play(*s, 0, reveal("book KH KD KC"));
  REQUIRE(s->is_terminal());
  CHECK(s->hand(0).size() == 3);
  CHECK(s->completed_count(0) == 5);
  CHECK(s->last_round()->why == RoundEnd::FifthProgram);
  CHECK(s->scores().winners == std::vector<int>{0});
}

TEST_CASE("Jok-R-Ummy SUN card: counted at once and replaced at once") {
  auto s = jr_rigged({"KH KD KC 8H", "5C 6C 9D"}, {"P39", "P1"});
  REQUIRE(s->rig_program_deck_for_test({"SUN1", "P7"}));
  play(*s, 0, reveal("book KH KD KC"));
  play(*s, 0, Action::discard(card("8H")));
  // The next deal gives seat 0 the SUN card (a second program) and then P7.
  CHECK(s->completed_count(0) == 2);
  CHECK(program_id(*s, 0) == "P7");
  CHECK(has_event(*s, EventKind::SunCard, 0));
  CHECK(s->typed_view(1).completed_count(0) == 2);
}

TEST_CASE("Jok-R-Ummy SUN card: a fifth program from a SUN card wins at the deal") {
  auto s = jr_rigged({"KH KD KC 8H", "5C 6C 9D"}, {"P39", "P1"});
  REQUIRE(s->rig_completed_for_test(0, {"P2", "P3", "P5"}));
  REQUIRE(s->rig_program_deck_for_test({"SUN2"}));
  play(*s, 0, reveal("book KH KD KC"));
  CHECK_FALSE(s->is_terminal());
  play(*s, 0, Action::discard(card("8H")));
  REQUIRE(s->is_terminal());
  CHECK(s->last_round()->why == RoundEnd::FifthProgram);  // at the deal that follows round 1
  CHECK(s->last_round()->round == 2);
  CHECK(s->completed_count(0) == 5);
  CHECK(s->scores().winners == std::vector<int>{0});
}

TEST_CASE("Jok-R-Ummy swap: offered at the deal after three rounds without completing, when the option is on") {
  auto s = jr_game(2, 3);
  s->rig_rounds_without_for_test(0, 2);
  s->rig_rounds_without_for_test(1, 1);
  const Card old = s->program_card(0);
  s->end_round_for_test();  // seat 0's third round without completing
  REQUIRE(s->phase_code() == Phase::Swap);
  CHECK(s->current_seat() == 0);
  CHECK(refused(*s, 0, Action::draw_stock()) == "First choose whether to swap your program card or keep it.");
  play(*s, 0, Action(kSwap));
  CHECK(s->program_card(0) != old);
  CHECK(s->phase_code() == Phase::Draw);
  CHECK(has_event(*s, EventKind::Swapped, 0));
  // A second round without completing is not yet a third: no offer; keeping counts on.
  auto off = jr_game(2, 3, false);
  off->rig_rounds_without_for_test(0, 2);
  off->end_round_for_test();
  CHECK(off->phase_code() == Phase::Draw);
  CHECK(refused(*off, off->current_seat(), Action(kSwap)) ==
        "A program can be swapped only at the deal, after three rounds without completing it.");
}

TEST_CASE("Jok-R-Ummy swap: keeping the program is offered again the next round") {
  auto s = jr_game(2, 3);
  s->rig_rounds_without_for_test(1, 2);
  s->end_round_for_test();
  REQUIRE(s->phase_code() == Phase::Swap);
  play(*s, 1, Action(kKeep));
  CHECK(s->phase_code() == Phase::Draw);
  s->end_round_for_test();
  CHECK(s->phase_code() == Phase::Swap);
  CHECK(s->current_seat() == 1);
}

TEST_CASE("Jok-R-Ummy stock empty: the discards but the top one become the stock, a round ends after 200 turns") {
  auto s = jr_game(2, 11);
  int turns = 0;
  while (s->round_index() == 0 && turns < 250) {
    draw_and_discard(*s);
    ++turns;
  }
  CHECK(has_event(*s, EventKind::Restocked));
  CHECK(turns == 200);
  CHECK(s->last_round()->ended_by == -1);
  CHECK(s->last_round()->why == RoundEnd::TurnCap);
}

TEST_CASE("Jok-R-Ummy stock empty: with fewer than two discards to make a new stock, the round ends") {
  // Every card but the hands' and the discard's lies on the table: the stock is empty.
  std::string table;
  const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
  auto run = [&](const std::string& suit, int from, int to) {
    table += table.empty() ? "run" : " | run";
    for (int r = from; r <= to; ++r) table += std::string(" ") + ranks[r] + suit;
  };
  for (const char* suit : {"S", "D"}) run(suit, 0, 12), run(suit, 0, 12);
  for (int copy = 0; copy < 2; ++copy) run("H", 0, 2), run("H", 4, 12);  // a 4 of hearts in each hand
  run("C", 0, 12), run("C", 0, 11);                                      // a king of clubs discarded
  auto s = jr_game(2);
  REQUIRE(s->rig_for_test({cards("JK JK 4H"), cards("JK JK 4H")}, cards("KC"), {}, {"", ""}, 0, Phase::Draw));
  Table laid(2);
  laid[0] = meld_list(table);
  s->rig_table_for_test(laid);
  REQUIRE(s->typed_view(0).stock_count == 0);
  play(*s, 0, Action::take_discard());
  play(*s, 0, Action::discard(card("4H")));
  REQUIRE(s->last_round().has_value());
  CHECK(s->last_round()->ended_by == -1);
  CHECK(s->last_round()->why == RoundEnd::StockOut);
}
