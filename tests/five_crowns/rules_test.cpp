// One scenario per rule of shared/rules/five-crowns.txt and the Five Crowns rulings of
// DECISIONS.md, named after the rule.
#include "games/five_crowns/rules.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "bots/bot.h"
#include "bots/play.h"
#include "bots/registry.h"
#include "brute_force.h"
#include "fc_util.h"
#include "games/five_crowns/arrange.h"

using namespace parlor;
using namespace parlor::five_crowns;
using namespace parlor::testing;

namespace {

bool has_kind(const std::vector<Action>& v, ActionKind k) {
  return std::any_of(v.begin(), v.end(), [&](const Action& a) { return a.kind == k; });
}

// Two players, seat 1 deals, seat 0 starts; hand 1 (three cards, 3s wild) unless `hand` says.
std::unique_ptr<FiveCrownsState> rigged(const std::string& seat0, const std::string& seat1,
                                        const std::string& top_discard, const std::string& stock_top,
                                        int hand_index = 0, int players = 2, const std::string& seat2 = "") {
  auto s = fc_game(players);
  if (hand_index > 0)
    s->rig_scores_for_test(std::vector<std::vector<int>>(static_cast<size_t>(hand_index),
                                                         std::vector<int>(static_cast<size_t>(players), 0)));
  std::vector<std::vector<Card>> hands{cards(seat0), cards(seat1)};
  if (players == 3) hands.push_back(cards(seat2));
  REQUIRE(s->rig_for_test(hands, cards(top_discard), cards(stock_top)));
  return s;
}

}  // namespace

TEST_CASE("Rule: two 58-card decks of five suits 3 to K with 3 jokers each make 116 cards") {
  auto s = fc_game(2);
  auto deck = s->full_deck();
  CHECK(deck.size() == 116);
  std::map<int, int> per_suit;
  int jokers = 0;
  for (Card c : deck) {
    if (c.is_joker()) {
      ++jokers;
      continue;
    }
    per_suit[static_cast<int>(c.suit())]++;
    CHECK(c.rank() >= 3);
    CHECK(c.rank() <= 13);
  }
  CHECK(jokers == 6);
  CHECK(per_suit.size() == 5);
  for (auto [suit, n] : per_suit) CHECK(n == 22);
  std::vector<Card> now;
  s->all_cards(now);
  std::sort(now.begin(), now.end());
  std::sort(deck.begin(), deck.end());
  CHECK(now == deck);
}

TEST_CASE("Rule: 2 to 7 players use one set and 8 to 14 players use two sets of 232 cards") {
  CHECK(fc_game(7)->full_deck().size() == 116);
  CHECK(fc_game(8)->full_deck().size() == 232);
  auto big = fc_game(14);
  CHECK(big->full_deck().size() == 232);
  for (int seat = 0; seat < 14; ++seat) CHECK(big->hand(seat).size() == 3);
  CHECK(big->stock().size() == 232 - 14 * 3 - 1);
  auto one = FiveCrownsState::create(json{{"players", 1}}, 1);
  CHECK_FALSE(one.ok());
  CHECK(one.error().find("2 to 14 players") != std::string::npos);
  CHECK_FALSE(FiveCrownsState::create(json{{"players", 15}}, 1).ok());
  CHECK_FALSE(FiveCrownsState::create(json{{"players", "four"}}, 1).ok());
  CHECK_FALSE(FiveCrownsState::create(json{{"players", 3}, {"dealer", 3}}, 1).ok());
  CHECK_FALSE(FiveCrownsState::create(json{{"speed", 3}}, 1).ok());
}

TEST_CASE("Rule: eleven hands deal 3 to 13 cards and the rank equal to the cards dealt is wild") {
  auto s = fc_game(3, 5);
  auto bots = make_bots("five_crowns", std::vector<std::string>(3, "greedy"), 10);
  std::vector<int> dealt;
  int last_hand = -1;
  auto watch = [&](const State&, int64_t) -> std::optional<std::string> {
    if (s->is_terminal() || s->hand_index() == last_hand) return std::nullopt;
    last_hand = s->hand_index();
    for (int seat = 0; seat < 3; ++seat)
      if (static_cast<int>(s->hand(seat).size()) != cards_dealt(last_hand)) return std::string("wrong deal size");
    dealt.push_back(s->wild_rank());
    return std::nullopt;
  };
  watch(*s, 0);
  auto r = play_game(*s, *bots, 100000, watch);
  REQUIRE(r.finished);
  CHECK(dealt == std::vector<int>{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13});
  CHECK(s->scores().rounds.size() == 11);
  CHECK(is_wild_card(card("KH"), wild_rank_of_hand(10)));
  CHECK_FALSE(is_wild_card(card("KH"), wild_rank_of_hand(9)));
}

TEST_CASE(
    "Rule: cards are dealt one at a time clockwise from the dealer's left and the next card starts the discards") {
  const uint64_t seed = 77;
  auto s = fc_game(3, seed, 0);
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns, 1);
  Rng rng(seed);
  rng.shuffle(deck);
  std::vector<std::vector<Card>> hands(3);
  for (int k = 0; k < 3; ++k)
    for (int seat : {1, 2, 0}) {
      hands[static_cast<size_t>(seat)].push_back(deck.back());
      deck.pop_back();
    }
  for (int seat = 0; seat < 3; ++seat) CHECK(s->hand(seat) == hands[static_cast<size_t>(seat)]);
  REQUIRE(s->discards().size() == 1);
  CHECK(s->discards().back() == deck.back());
  deck.pop_back();
  CHECK(s->stock() == deck);
}

TEST_CASE("Rule: the player left of the dealer goes first and play continues clockwise") {
  auto s = fc_game(4, 3, 2);
  CHECK(s->dealer() == 2);
  CHECK(s->current_seat() == 3);
  for (int expected : {3, 0, 1, 2, 3}) {
    CHECK(s->current_seat() == expected);
    play(*s, expected, Action::draw_stock());
    play(*s, expected, Action::discard(s->hand(expected).front()));
  }
  CHECK(refused(*s, 1, Action::draw_stock()) == "It is not your turn.");
}

TEST_CASE("Rule: a turn starts by drawing from the stock or picking up the top discard") {
  auto s = rigged("5H 9C KS", "4D 8D QD", "7*", "JH 10S");
  CHECK(refused(*s, 0, discard("KS")) == "Draw a card first, from the stock or the discard pile.");
  CHECK(refused(*s, 0, go_out("run 5H 6H 7H", "KS")) == "Draw a card first, from the stock or the discard pile.");
  play(*s, 0, Action::take_discard());
  CHECK(faces(s->hand(0)) == "5H 9C KS 7*");
  CHECK(s->discards().empty());
  CHECK(refused(*s, 0, Action::draw_stock()) == "You have already drawn a card this turn.");
  play(*s, 0, discard("KS"));
  play(*s, 1, Action::draw_stock());
  CHECK(faces(s->hand(1)) == "4D 8D QD JH");
  CHECK(s->stock().back().face() == card("10S"));
  // The public log names the discard taken, never the card drawn from the stock.
  const auto& ev = s->events();
  CHECK(ev[ev.size() - 1].kind == EventKind::DrewStock);
  CHECK(ev[ev.size() - 1].card.is_none());
  CHECK(describe_event(ev[1]) == "Player 1 took the 7 of stars from the discard pile.");
}

TEST_CASE("Rule: the turn is completed by discarding one card") {
  auto s = rigged("5H 9C KS", "4D 8D QD", "7*", "JH");
  play(*s, 0, Action::draw_stock());
  CHECK(refused(*s, 0, discard("9S")) == "You do not have the 9 of spades.");
  CHECK(refused(*s, 0, Action(ActionKind::Discard)) == "Choose a card to discard.");
  play(*s, 0, discard("9C"));
  CHECK(s->hand(0).size() == 3);
  CHECK(s->discards().back().face() == card("9C"));
  CHECK(s->current_seat() == 1);
  CHECK(s->phase() == "draw");
}

TEST_CASE("Rule: books and runs are laid down only when going out or on a final turn after someone went out") {
  auto s = rigged("5H 6H 7H", "4D 8D QD", "7*", "9S");
  play(*s, 0, Action::draw_stock());
  CHECK(refused(*s, 0, lay_down("run 5H 6H 7H", "9S")) ==
        "You may lay down cards only when going out or on your final turn after someone has gone out.");
  CHECK(refused(*s, 0, Action(game_move(2))) == "That move is not part of Five Crowns.");
  Action counted = discard("9S");
  counted.count = 2;
  CHECK(refused(*s, 0, counted) == "That move is not part of Five Crowns.");
}

TEST_CASE("Rule: cards left count face value with J Q K 11 12 13 and the wild 20 and a joker 50") {
  CHECK(card_points(card("7H"), 3) == 7);
  CHECK(card_points(card("10S"), 3) == 10);
  CHECK(card_points(card("JC"), 3) == 11);
  CHECK(card_points(card("QD"), 3) == 12);
  CHECK(card_points(card("K*"), 3) == 13);
  CHECK(card_points(card("K*"), 13) == 20);
  CHECK(card_points(card("3H"), 3) == 20);
  CHECK(card_points(card("JK"), 3) == 50);
  // Hand 1, 3s wild: seat 0 goes out; seat 1 keeps J Q 3 and throws the joker away.
  auto s = rigged("5H 6H 7H", "JH QS 3D", "4C", "9S JK");
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H", "9S"));
  play(*s, 1, Action::draw_stock());
  play(*s, 1, lay_down("", "JK"));
  CHECK(s->scores().rounds.at(0) == std::vector<int>{0, 11 + 12 + 20});
  CHECK(s->scores().totals == std::vector<int>{0, 43});
}

TEST_CASE("Rule: the rank equal to the cards dealt is wild and jokers are always wild") {
  // Hand 1 deals 3 cards: 3s are wild, so 5H 6H 3S is a run.
  auto s = rigged("5H 6H 3S", "4D 8D QD", "7*", "9S");
  play(*s, 0, Action::draw_stock());
  CHECK(has_kind(s->legal_actions(), five_crowns::kGoOut));
  play(*s, 0, go_out("run 5H 6H 3S", "9S"));
  CHECK(s->laid(0).at(0).cards.at(2).as == Card(Suit::Hearts, 7));
  // Hand 3 deals 5 cards: 5s are wild and 3s are not.
  auto t = rigged("JH QH 3S 9C 9D", "4D 8D QD 6C 6S", "7*", "JK", 2);
  CHECK(t->wild_rank() == 5);
  play(*t, 0, Action::draw_stock());
  CHECK(refused(*t, 0, go_out("run JH QH 3S | book 9C 9D JK", "7*")) != "");
  // The 3S is not wild in hand 3, so it cannot join a book of 9s (the check stops at that meld).
  CHECK(refused(*t, 0, go_out("run JH QH JK | book 9C 9D 3S", "9D")) == "A book needs cards of the same rank.");
  play(*t, 0, discard("3S"));
  CHECK(is_wild_card(Card::joker(), 3));
  CHECK(is_wild_card(Card::joker(), 13));
}

TEST_CASE("Rule: a run is three or more cards of one suit in sequence") {
  auto s = rigged("5H 6H 8H", "4D 8D QD", "7*", "9H");
  play(*s, 0, Action::draw_stock());
  CHECK(refused(*s, 0, go_out("run 5H 6H 8H", "9H")) ==
        "A run needs cards in sequence; there are not enough wild cards to fill the gaps.");
  CHECK(refused(*s, 0, go_out("run 5H 6H", "8H")) == "A run needs at least three cards of one suit in sequence.");
  CHECK_FALSE(has_kind(s->legal_actions(), five_crowns::kGoOut));
  auto t = rigged("5H 6S 7H", "4D 8D QD", "7*", "9H");
  play(*t, 0, Action::draw_stock());
  CHECK(refused(*t, 0, go_out("run 5H 6S 7H", "9H")) == "A run needs cards of one suit.");
  auto u = rigged("9* 10* J*", "4D 8D QD", "7*", "Q*");
  play(*u, 0, Action::draw_stock());
  play(*u, 0, go_out("run 10* J* Q*", "9*"));
}

TEST_CASE("Rule: any card of a run may be a wild card, as many as wished, even side by side") {
  // Hand 5 deals 7 cards, 7s wild: the sheet's 6D 7 7 9D.
  auto s = rigged("6D 7* 7S 9D QS QH QC", "3C 4C 5C 6C 8C 9C 10C", "KC", "KH", 4);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 6D 7* 7S 9D | book QS QH QC", "KH"));
  const Meld& run = s->laid(0).at(0);
  CHECK(run.cards.at(1).as == Card(Suit::Diamonds, 7));
  CHECK(run.cards.at(2).as == Card(Suit::Diamonds, 8));
}

TEST_CASE("Rule: a book is three or more cards of one rank whatever the suits, repeats allowed") {
  // Hand 2 deals 4 cards: K-spades, K-diamonds, K-hearts, K-hearts is a book.
  auto s = rigged("KS KD KH KH", "3C 5C 6C 8C", "9D", "9C", 1);
  play(*s, 0, Action::draw_stock());
  CHECK(refused(*s, 0, go_out("book KS KD QH KH", "9C")) == "You do not have the queen of hearts to lay down.");
  play(*s, 0, go_out("book KS KD KH KH", "9C"));
  CHECK(s->laid(0).at(0).cards.size() == 4);
}

TEST_CASE("Rule: going out means all cards but one in books or runs then discarding the one") {
  auto s = rigged("5H 6H 7H 9C", "3C 5C 6C 8C", "9D", "KS", 1);
  play(*s, 0, Action::draw_stock());
  CHECK(refused(*s, 0, go_out("run 5H 6H 7H", "KS")) ==
        "To go out, every card but your discard must be in a book or a run.");
  Action no_discard(five_crowns::kGoOut);
  no_discard.melds = melds("run 5H 6H 7H 4S");
  CHECK(refused(*s, 0, no_discard) == "You do not have the 4 of spades to lay down.");
  no_discard.melds = melds("run 5H 6H 7H");
  CHECK(refused(*s, 0, no_discard) == "To go out you must discard exactly one card.");
  CHECK(refused(*s, 0, Action(five_crowns::kGoOut)) == "To go out, lay your cards down in books and runs.");
  CHECK_FALSE(has_kind(s->legal_actions(), five_crowns::kGoOut));
}

TEST_CASE("Rule: the discard when going out may be a card that could have been played") {
  auto s = rigged("5H 6H 7H 8H", "3C 5C 6C 8C", "9D", "9H", 1);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H 8H", "9H"));
  CHECK(s->went_out() == 0);
  CHECK(s->discards().back().face() == card("9H"));
}

TEST_CASE("Ruling: going out is allowed on a player's first turn") {
  auto s = rigged("5H 6H 7H", "3C 5C 8C", "9D", "9H");
  REQUIRE(s->history().empty());
  play(*s, 0, Action::take_discard());
  auto legal = s->legal_actions();
  CHECK(std::count_if(legal.begin(), legal.end(), [](const Action& a) { return a.kind == five_crowns::kGoOut; }) == 1);
  play(*s, 0, go_out("run 5H 6H 7H", "9D"));
  CHECK(s->went_out() == 0);
}

TEST_CASE("Ruling: after someone goes out every other player gets exactly one final turn") {
  auto s = rigged("5H 6H 7H", "3C 5C 8C", "9D", "9H 4S 4D", 0, 3, "QH QS KD");
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H", "9H"));
  CHECK(s->current_seat() == 1);
  CHECK(s->typed_view(1).final_turn);
  CHECK(s->typed_view(2).final_turn);
  CHECK_FALSE(s->typed_view(0).final_turn);
  play(*s, 1, Action::draw_stock());
  CHECK(refused(*s, 1, discard("8C")) ==
        "This is your final turn: lay down your books and runs (or none) together with your discard.");
  CHECK(refused(*s, 1, go_out("run 3C 4S 5C", "8C")) ==
        "Another player has already gone out: lay down what you can and discard.");
  auto legal = s->legal_actions();
  CHECK(std::all_of(legal.begin(), legal.end(), [](const Action& a) { return a.kind == five_crowns::kLayDown; }));
  play(*s, 1, lay_down("", "8C"));
  CHECK(s->current_seat() == 2);
  play(*s, 2, Action::draw_stock());
  play(*s, 2, lay_down("", "KD"));
  // Back round to the player who went out: the hand is over, and that player takes no turn.
  CHECK(s->hand_index() == 1);
  CHECK(s->scores().rounds.at(0).at(0) == 0);
  CHECK(s->scores().rounds.at(0).at(1) == 20 + 5 + 4);  // 3s are wild in hand 1: the 3C counts 20
}

TEST_CASE("Rule: on a final turn a player lays down their own books and runs and counts the rest") {
  // Hand 2 (4s wild): seat 1 holds 9C 9D KS QS and draws 9S: the book goes down, QS counts.
  auto s = rigged("5H 6H 7H 8H", "9C 9D KS QS", "3D", "JH 9S", 1);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H 8H", "JH"));
  play(*s, 1, Action::draw_stock());
  CHECK(refused(*s, 1, lay_down("book 9C 9D 9S 8H", "KS")) == "You do not have the 8 of hearts to lay down.");
  play(*s, 1, lay_down("book 9C 9D 9S", "KS"));
  REQUIRE(s->scores().rounds.size() == 2);  // the rigged first hand, then this one
  CHECK(s->scores().rounds.at(1) == std::vector<int>{0, 12});
  CHECK(s->last_hand()->left.at(1) == cards("QS"));
  CHECK(s->last_hand()->melds.at(1).size() == 1);
}

TEST_CASE("Rule: nobody plays on another player's books or runs") {
  auto s = rigged("5H 6H 7H", "8H 9H 4D", "3D", "KH QC");
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H", "KH"));
  play(*s, 1, Action::draw_stock());
  Action add(game_move(2));  // beyond Five Crowns' own kinds: another game's add_on
  add.target = 0;
  add.target_seat = 0;
  add.melds = melds("run 8H 9H");
  CHECK(refused(*s, 1, add) == "That move is not part of Five Crowns.");
  CHECK(refused(*s, 1, lay_down("run 7H 8H 9H", "4D")) == "You do not have the 7 of hearts to lay down.");
}

TEST_CASE("Ruling: whoever goes out scores 0 and the deal passes to the left with one card more") {
  auto s = rigged("5H 6H 7H", "JC QC 8D", "3D", "KH 4S");
  CHECK(s->dealer() == 1);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H", "KH"));
  play(*s, 1, Action::draw_stock());
  play(*s, 1, lay_down("", "4S"));
  CHECK(s->scores().rounds.at(0) == std::vector<int>{0, 11 + 12 + 8});
  CHECK(s->hand_index() == 1);
  CHECK(s->dealer() == 0);
  CHECK(s->current_seat() == 1);
  CHECK(s->hand(0).size() == 4);
  CHECK(s->hand(1).size() == 4);
  CHECK(s->laid(0).empty());
}

TEST_CASE("Rule: the game ends after the eleventh hand with kings wild and the lowest total wins") {
  auto s = fc_game(3);
  s->rig_scores_for_test(std::vector<std::vector<int>>(10, std::vector<int>{1, 10, 10}));
  CHECK(s->wild_rank() == 13);
  CHECK(s->hand(0).size() == 13);
  REQUIRE(s->rig_for_test(
      {cards("3H 4H 5H 6H 7H 8H 9H 10H JH QH 4C 4D 9S"), cards("3C 5C 6C 8C 9C JC QC 3S 5S 6S 8S 9S JS"),
       cards("3D 5D 6D 8D 9D JD QD 3* 5* 6* 8* 9* J*")},
      cards("QS"), cards("4S 7C 7D")));
  CHECK(s->current_seat() == 0);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 3H 4H 5H 6H 7H 8H 9H 10H JH QH | book 4C 4D 4S", "9S"));
  CHECK_FALSE(s->is_terminal());
  play(*s, 1, Action::draw_stock());
  play(*s, 1, lay_down("", "JC"));
  play(*s, 2, Action::draw_stock());
  play(*s, 2, lay_down("", "JD"));
  CHECK(s->is_terminal());
  CHECK(s->current_seat() == -1);
  CHECK(s->legal_actions().empty());
  Scores sc = s->scores();
  CHECK(sc.rounds.size() == 11);
  CHECK(sc.totals.at(0) == 10);
  CHECK(sc.totals.at(1) > 100);
  CHECK(sc.winners == std::vector<int>{0});
  CHECK(refused(*s, 0, Action::draw_stock()) == "The game is over.");
  CHECK(describe_event(s->events().back()) == "Game over: Player 1 wins with 10 points.");
}

TEST_CASE("Ruling: equal lowest totals share the win") {
  std::vector<std::vector<int>> ten(9, std::vector<int>{10, 3});
  ten.push_back({10, 4});
  auto s = fc_game(2);
  s->rig_scores_for_test(ten);
  REQUIRE(s->rig_for_test(
      {cards("3H 4H 5H 6H 7H 8H 9H 10H JH QH 4C 4D 9S"), cards("JK JK 3C 5D 6S 7S 8C 9D JC QC 3S 5S 6C")}, cards("QS"),
      cards("4S 10D")));
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 3H 4H 5H 6H 7H 8H 9H 10H JH QH | book 4C 4D 4S", "9S"));
  play(*s, 1, Action::draw_stock());
  // 31 points so far; the cards kept after this lay-down count 69.
  play(*s, 1, lay_down("book 3C 3S JK JK", "10D"));
  REQUIRE(s->is_terminal());
  Scores sc = s->scores();
  CHECK(sc.totals == std::vector<int>{100, 100});
  CHECK(sc.winners == std::vector<int>{0, 1});
  CHECK(sc.shares() == std::vector<double>{0.5, 0.5});
  CHECK(describe_event(s->events().back()) == "Game over: 2 players share the win with 100 points.");
}

TEST_CASE("Ruling: when the stock runs out the discards except the top card become a new shuffled stock") {
  auto s = rigged("5H 9C KS", "4D 8D QD", "7*", "", 0, 2);
  REQUIRE(s->rig_for_test({cards("5H 9C KS"), cards("4D 8D QD")}, cards("7*"), {}, true));
  CHECK(s->stock().empty());
  const size_t discards = s->discards().size();
  CHECK(discards == 116 - 6);
  const Card top = s->discards().back();
  play(*s, 0, Action::draw_stock());
  CHECK(s->discards().size() == 1);
  CHECK(s->discards().back() == top);
  CHECK(s->stock().size() == discards - 2);
  CHECK(s->events().at(s->events().size() - 2).kind == EventKind::Reshuffled);
  std::vector<Card> all;
  s->all_cards(all);
  CHECK(all.size() == 116);
}

TEST_CASE("Rule: a player may throw a wild away on the final turn to cut losses") {
  auto s = rigged("5H 6H 7H", "JK 9C KS", "3D", "QH 8S");
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("run 5H 6H 7H", "QH"));
  play(*s, 1, Action::draw_stock());
  play(*s, 1, lay_down("", "JK"));
  CHECK(s->scores().rounds.at(0).at(1) == 9 + 13 + 8);
}

TEST_CASE("Ruling: a card of the wild rank is always wild and may stand for itself") {
  // Hand 2: 4s wild. Four 4s make a book of 4s; they still count 20 each when left in hand.
  auto s = rigged("4H 4S 4D KD", "3C 5C 6C 8C", "9D", "4C", 1);
  play(*s, 0, Action::draw_stock());
  play(*s, 0, go_out("book 4H 4S 4D 4C", "KD"));
  CHECK(s->laid(0).at(0).cards.at(0).as == Card(Suit::Any, 4));
  CHECK(card_points(card("4H"), 4) == 20);
  CHECK_FALSE(is_wild_card(card("4H"), 5));
}

TEST_CASE("Ruling: a meld may hold any number of wilds even wilds alone") {
  auto s = rigged("JK JK 3S", "4D 8D QD", "7*", "9S");
  play(*s, 0, Action::draw_stock());
  CHECK(has_kind(s->legal_actions(), five_crowns::kGoOut));
  play(*s, 0, go_out("book JK JK 3S", "9S"));
}

TEST_CASE("Five Crowns legal actions: going out is listed with exactly the discards the brute-force reference allows") {
  // The reference (brute_force.h) never calls the solver the move generator uses: for each
  // face in hand it asks whether the other cards can all lie in melds.
  int checked = 0, listed_out = 0;
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    auto s = fc_game(2, seed);
    auto bots = make_bots("five_crowns", {"greedy", "random"}, seed);
    REQUIRE(bots.ok());
    const PlayResult r = play_game(*s, *bots, 400, [&](const State&, int64_t) -> std::optional<std::string> {
      if (s->phase_code() != Phase::Discard || s->went_out() >= 0) return std::nullopt;
      const std::vector<Card>& hand = s->hand(s->current_seat());
      std::set<uint16_t> engine, reference;
      for (const Action& a : s->legal_actions())
        if (a.kind == five_crowns::kGoOut) engine.insert(a.card.face().bits());
      for (size_t i = 0; i < hand.size(); ++i) {
        std::vector<Card> rest = hand;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        if (rest.size() >= 3 && five_crowns::testing::brute_min_points(rest, s->wild_rank()) == 0)
          reference.insert(hand[i].face().bits());
      }
      if (engine != reference) return "go-out discards differ from the reference with " + faces(hand);
      ++checked;
      listed_out += engine.empty() ? 0 : 1;
      return std::nullopt;
    });
    CHECK_MESSAGE(!r.error, r.error.value_or(""));
  }
  // Enough turns, some of them able to go out, so the comparison is not empty.
  CHECK(checked >= 300);
  CHECK(listed_out >= 20);
}
