// The greedy bot (the "Good" level and the hint) keeps a joker or a card of the wild rank while
// the hand goes on: five-crowns.txt makes both stand for any card, so one more card can still
// turn it into a meld, whatever its 50 or 20 points would cost if it stuck.
#include <doctest/doctest.h>

#include "bots/registry.h"
#include "fc_util.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

using namespace parlor;
using namespace parlor::testing;

namespace parlor::testing {

// Seat 0's view at a hand dealing `wild_rank` cards, holding `hand`, `top` on the discard
// pile, in the given phase. Only what the bot reads is set: the fields of the view.
inline five_crowns::FiveCrownsView fc_wild_view(int wild_rank, const std::string& hand, const std::string& top,
                                                five_crowns::Phase phase) {
  auto s = fc_game(2, 3);
  REQUIRE(s->rig_for_test({cards("3S 4S 5S"), cards("3D 4D 5D")}, cards(top), {}));
  five_crowns::FiveCrownsView v = s->typed_view(0);
  REQUIRE(v.to_act());
  v.wild_rank = wild_rank;
  v.hand_number = wild_rank - 2;
  v.hand = cards(hand);
  v.phase = phase;
  return v;
}

inline Action fc_greedy_choice(const five_crowns::FiveCrownsView& v) {
  auto bot = make_bot("greedy", "five_crowns", 1);
  REQUIRE(bot.ok());
  return (*bot)->choose(v);
}

}  // namespace parlor::testing

TEST_CASE("Five Crowns bots: the greedy bot keeps a lone joker and throws its worst natural card") {
  // Fives wild. 3S 6S lack two cards between them, 9D QD two as well: the joker completes
  // neither yet, so it would stick for 50, but either one more card makes a run with it.
  const auto v = fc_wild_view(5, "JK 3S 6S 9D QD KC", "4H", five_crowns::Phase::Discard);
  const Action a = fc_greedy_choice(v);
  CHECK(a.kind == ActionKind::Discard);
  CHECK(a.card == card("KC"));
}

TEST_CASE("Five Crowns bots: the greedy bot keeps a card of the wild rank among near melds") {
  // Nines wild, 9 cards and a draw: 9H stands alone (no pair, no two cards of a suit within
  // two), so it would stick for 20; it is still the card most likely to make a meld.
  const auto v = fc_wild_view(9, "9H 3S 6S 4D 7D 10C KC 5H QS JD", "4H", five_crowns::Phase::Discard);
  const Action a = fc_greedy_choice(v);
  CHECK(a.kind == ActionKind::Discard);
  CHECK(a.card != card("9H"));
  CHECK(a.card == card("KC"));
}

TEST_CASE("Five Crowns bots: the greedy bot takes a wild from the discard pile and keeps it") {
  // Fives wild: the 5H on the pile joins no meld of this hand yet, and it would cost 20.
  auto draw = fc_wild_view(5, "3S 6S 9D QD KC", "5H", five_crowns::Phase::Draw);
  CHECK(fc_greedy_choice(draw).kind == ActionKind::TakeDiscard);
  auto after = fc_wild_view(5, "3S 6S 9D QD KC 5H", "4H", five_crowns::Phase::Discard);
  const Action a = fc_greedy_choice(after);
  CHECK(a.kind == ActionKind::Discard);
  CHECK(a.card == card("KC"));
  // A joker on the pile as well.
  auto joker = fc_wild_view(5, "3S 6S 9D QD KC", "JK", five_crowns::Phase::Draw);
  CHECK(fc_greedy_choice(joker).kind == ActionKind::TakeDiscard);
}

TEST_CASE("Five Crowns bots: late in the round the greedy bot still keeps a lone joker") {
  // Threes wild: the stock is nearly gone and the other player holds two cards, yet the joker
  // is the one card that makes a book with any pair or a run with any two close cards.
  auto v = fc_wild_view(3, "JK 5H 9C KD", "4H", five_crowns::Phase::Discard);
  v.stock_count = 2;
  v.hand_sizes = {4, 2};
  const Action a = fc_greedy_choice(v);
  CHECK(a.kind == ActionKind::Discard);
  CHECK(a.card == card("KD"));
}

TEST_CASE("Five Crowns bots: on its final turn the greedy bot discards a joker no meld can take") {
  // After someone went out nothing more comes: a joker left over would count 50.
  auto v = fc_wild_view(5, "JK 3S 6S 9D QD KC", "4H", five_crowns::Phase::Discard);
  v.went_out = 1;
  v.final_turn = true;
  const Action a = fc_greedy_choice(v);
  CHECK(a.kind == five_crowns::kLayDown);
  CHECK(a.card == card("JK"));
}

TEST_CASE("Five Crowns hint: never discards a wild card while a natural card could go") {
  // From the blind play test: hand 1 (threes wild), holding 4, 3, 9, J after drawing, Best
  // threw the 3 three turns in a row. It leaves the fewest points now (4 + 9 + J = 24 against
  // 33 with the 3), yet one more card makes it a meld with any two of the others.
  for (const char* wild : {"3H", "JK"}) {
    INFO("the wild: " << wild);
    const std::string hand = std::string("4S ") + wild + " 9D JC";
    const auto best = five_crowns::discard_keeping_wilds(cards(hand), 3);  // what Best shows
    CHECK(best.discard == card("JC"));
    CHECK(best.rest.points == (wild == std::string("JK") ? 4 + 50 + 9 : 4 + 20 + 9));
    const Action a = fc_greedy_choice(fc_wild_view(3, hand, "5H", five_crowns::Phase::Discard));
    CHECK(a.kind == ActionKind::Discard);
    CHECK(a.card == card("JC"));
  }
  // With the 9 and the jack of one suit the 3 makes 9-10-J: the hint goes out, the 4 thrown.
  const Action out = fc_greedy_choice(fc_wild_view(3, "4S 3H 9D JD", "5H", five_crowns::Phase::Discard));
  CHECK(out.kind == five_crowns::kGoOut);
  CHECK(out.card == card("4S"));
  CHECK(five_crowns::discard_keeping_wilds(cards("4S 3H 9D JD"), 3).discard == card("4S"));
}
