// Five Crowns scenarios the rule-by-rule tests leave out, each named after the rule or ruling.
#include <doctest/doctest.h>

#include "bots/play.h"
#include "bots/registry.h"
#include "fc_util.h"
#include "games/five_crowns/rules.h"

using namespace parlor;
using namespace parlor::five_crowns;
using namespace parlor::testing;

TEST_CASE("Five Crowns ruling: with the stock empty and one discard, drawing from the stock is refused") {
  auto s = fc_game(2);
  // Every card in the two hands but one, which is the only discard: nothing to reshuffle.
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns);
  std::vector<Card> one(deck.begin(), deck.begin() + 57), two(deck.begin() + 57, deck.end() - 1);
  for (auto* h : {&one, &two})
    for (Card& c : *h) c = c.face();
  REQUIRE(s->rig_for_test({one, two}, {deck.back().face()}, {}));
  REQUIRE(s->stock().empty());
  CHECK(refused(*s, 0, Action::draw_stock()) ==
        "The stock is empty and there are no discards to reshuffle; take the discard.");
  play(*s, 0, Action::take_discard());
}

TEST_CASE("Five Crowns rule: runs do not wrap around from K to 3") {
  std::vector<PlacedCard> k_3_4{{card("KH"), Card::none()}, {card("3H"), Card::none()}, {card("4H"), Card::none()}};
  CHECK(check_meld(meld_rules(7), MeldKind::Run, k_3_4).has_value());
  std::vector<PlacedCard> q_k_3{{card("QH"), Card::none()}, {card("KH"), Card::none()}, {card("3H"), Card::none()}};
  CHECK(check_meld(meld_rules(7), MeldKind::Run, q_k_3).has_value());
}

TEST_CASE("Five Crowns ruling: a meld of jokers only is a book of the wild rank") {
  auto s = fc_game(2);
  REQUIRE(s->rig_for_test({cards("JK JK JK"), cards("4D 8D QD")}, cards("7*"), cards("9S")));
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("book JK JK JK", "9S"));
  for (const PlacedCard& p : s->laid(0).at(0).cards) CHECK(p.as == Card(Suit::Any, 3));
}

TEST_CASE("Five Crowns rule: 8 to 14 players play with two sets past hand 1") {
  auto s = fc_game(9);
  auto bots = make_bots("five_crowns", std::vector<std::string>(9, "greedy"), 5);
  REQUIRE(bots.ok());
  while (s->hand_index() == 0) {
    const int seat = s->current_seat();
    play(*s, seat, (*bots)[static_cast<size_t>(seat)]->choose(*s->view(seat)));
  }
  CHECK(s->wild_rank() == 4);
  for (int seat = 0; seat < 9; ++seat) CHECK(s->hand(seat).size() == 4);
  std::vector<Card> all;
  s->all_cards(all);
  CHECK(all.size() == 232);
  CHECK(s->stock().size() == 232 - 9 * 4 - 1);
}
