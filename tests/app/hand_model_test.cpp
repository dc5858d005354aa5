// The person's hand on the table: order kept across draws, sorting, staging melds for going out.
#include "app/session/hand_model.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app/kit/seat_hands.h"
#include "app/session/setup.h"
#include "games/five_crowns/rules.h"
#include "games/jok_r_ummy/rules.h"
#include "games/rummy_o/rules.h"

using parlor::Card;
using parlor::Suit;
using parlor::session::HandModel;

namespace {
Card c(Suit s, int r) { return Card(s, r); }
std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  size_t i = 0;
  while (i < text.size()) {
    const size_t end = std::min(text.find(' ', i), text.size());
    out.push_back(*parlor::parse_card(text.substr(i, end - i)));
    i = end + 1;
  }
  return out;
}
}  // namespace

TEST_CASE("hand model: a drawn card joins at the right end and the player's order is kept") {
  HandModel h;
  h.sync({c(Suit::Hearts, 9), c(Suit::Stars, 4), c(Suit::Clubs, 7)});
  h.move(0, 2);
  CHECK(h.cards() == std::vector<Card>{c(Suit::Stars, 4), c(Suit::Clubs, 7), c(Suit::Hearts, 9)});
  h.sync({c(Suit::Hearts, 9), c(Suit::Stars, 4), c(Suit::Clubs, 7), c(Suit::Spades, 12)});
  CHECK(h.cards().back() == c(Suit::Spades, 12));
  CHECK(h.newest() == 3);
  CHECK(h.cards()[0] == c(Suit::Stars, 4));
  // Discarding the 7 keeps the others in place.
  h.sync({c(Suit::Hearts, 9), c(Suit::Stars, 4), c(Suit::Spades, 12)});
  CHECK(h.cards() == std::vector<Card>{c(Suit::Stars, 4), c(Suit::Hearts, 9), c(Suit::Spades, 12)});
}

TEST_CASE("hand model: a card drawn into a hand sorted by suit or by rank takes its place in that sort") {
  HandModel h;
  h.sync(cards("9H JK 5S 4H 7C"));
  h.sort_by_suit(5);  // fives are wild: last, with the joker
  const std::vector<Card> by_suit = h.cards();
  h.sync(cards("9H JK 5S 4H 7C 6H"));  // the 6 of hearts drawn: between the 4 and the 9 of hearts
  std::vector<Card> want = by_suit;
  want.insert(std::find(want.begin(), want.end(), c(Suit::Hearts, 9)), c(Suit::Hearts, 6));
  CHECK(h.cards() == want);
  CHECK(h.cards()[static_cast<size_t>(h.newest())] == c(Suit::Hearts, 6));  // still said to be new
  h.sort_by_rank(5);
  h.sync(cards("9H JK 5S 4H 7C 6H 8D 5D"));  // two taken: the 8 among the numbers, the wild 5 at the end
  CHECK(h.cards() == cards("4H 6H 7C 8D 9H JK 5S 5D"));
  CHECK(h.newest() == 7);  // the last to arrive
}

TEST_CASE("hand model: once a card is moved by hand, drawn cards join at the right end again") {
  HandModel h;
  h.sync(cards("9H 4H 7C"));
  h.sort_by_rank(-1);
  h.move(0, 2);  // 7C 9H 4H: the person's own order now
  h.sync(cards("9H 4H 7C 5S"));
  CHECK(h.cards() == cards("7C 9H 4H 5S"));
  CHECK(h.newest() == 3);
}

TEST_CASE("hand model: a staged meld taken back returns to its places in the chosen sort") {
  HandModel h;
  h.sync(cards("3H 4H 5H 9C 2S"));
  h.sort_by_rank(-1);
  h.toggle(1), h.toggle(2), h.toggle(3);  // 3H 4H 5H
  REQUIRE_FALSE(h.stage_selected(parlor::five_crowns::meld_rules(13)));
  h.unstage(0);
  CHECK(h.cards() == cards("2S 3H 4H 5H 9C"));
}

TEST_CASE("hand model: sorting by suit puts wilds last and runs in order") {
  HandModel h;
  h.sync({c(Suit::Hearts, 9), Card::joker(), c(Suit::Stars, 5), c(Suit::Hearts, 4), c(Suit::Clubs, 5)});
  h.sort_by_suit(5);  // fives are wild
  CHECK(h.cards()[0] == c(Suit::Hearts, 4));
  CHECK(h.cards()[1] == c(Suit::Hearts, 9));
  CHECK(h.cards().back().is_joker());
  CHECK(h.cards()[2].rank() == 5);
  h.sort_by_rank(5);
  CHECK(h.cards()[0] == c(Suit::Hearts, 4));
  CHECK(h.cards()[1] == c(Suit::Hearts, 9));
}

TEST_CASE("hand model: with no wild rank a 0 sorts first by number and by colour (Rummü's 0 to 9)") {
  HandModel h;
  h.sync({c(Suit::Red, 9), c(Suit::Blue, 0), c(Suit::Red, 0), c(Suit::Red, 1)});
  h.sort_by_rank(-1);
  CHECK(h.cards() == std::vector<Card>{c(Suit::Red, 0), c(Suit::Blue, 0), c(Suit::Red, 1), c(Suit::Red, 9)});
  h.sort_by_suit(-1);
  CHECK(h.cards() == std::vector<Card>{c(Suit::Red, 0), c(Suit::Red, 1), c(Suit::Red, 9), c(Suit::Blue, 0)});
}

TEST_CASE("hand model: cards that make a run or a book are staged as the kind preferred (a jack and two wilds)") {
  const auto rules = parlor::jok_r_ummy::meld_rules();
  const std::vector<Card> hand{c(Suit::Spades, 11), c(Suit::Hearts, 2), parlor::Card::joker(0)};
  for (auto [prefer, want] : {std::pair{std::optional<parlor::MeldKind>{}, parlor::MeldKind::Run},
                              std::pair{std::optional{parlor::MeldKind::Book}, parlor::MeldKind::Book},
                              std::pair{std::optional{parlor::MeldKind::Run}, parlor::MeldKind::Run}}) {
    HandModel h;
    h.sync(hand);
    h.toggle(0), h.toggle(1), h.toggle(2);
    REQUIRE_FALSE(h.stage_selected(rules, prefer).has_value());
    REQUIRE(h.staged().size() == 1);
    CHECK(h.staged()[0].kind == want);
  }
}

TEST_CASE("hand model: staging a legal meld moves its cards aside, an illegal one gives the reason") {
  HandModel h;
  h.sync({c(Suit::Hearts, 9), c(Suit::Hearts, 10), c(Suit::Hearts, 11), c(Suit::Clubs, 4)});
  h.toggle(0);
  h.toggle(3);
  auto reason = h.stage_selected(parlor::five_crowns::meld_rules(3));
  REQUIRE(reason.has_value());
  CHECK(reason->find("three") != std::string::npos);
  h.clear_selection();
  h.toggle(0), h.toggle(1), h.toggle(2);
  CHECK_FALSE(h.stage_selected(parlor::five_crowns::meld_rules(3)).has_value());
  REQUIRE(h.staged().size() == 1);
  CHECK(h.cards() == std::vector<Card>{c(Suit::Clubs, 4)});
  CHECK(h.staged_list().total_cards() == 3);
  // The engine's hand is unchanged until the move is made: the meld stays staged.
  h.sync({c(Suit::Hearts, 9), c(Suit::Hearts, 10), c(Suit::Hearts, 11), c(Suit::Clubs, 4)});
  CHECK(h.staged().size() == 1);
  CHECK(h.cards().size() == 1);
  h.unstage(0);
  CHECK(h.cards().size() == 4);
  CHECK(h.staged().empty());
}

TEST_CASE("hand model: a run set aside reads in sequence, whatever order its cards were tapped in") {
  HandModel h;
  const Card joker = Card::joker(0), joker2 = Card::joker(1);
  h.sync({c(Suit::Hearts, 7), c(Suit::Hearts, 9), joker, joker2});
  // Tapped 7, joker, joker, 9: laid aside as 7 8 9 10, the jokers standing for the 8 and the 10.
  h.toggle(0), h.toggle(2), h.toggle(3), h.toggle(1);
  REQUIRE_FALSE(h.stage_selected(parlor::five_crowns::meld_rules(3)).has_value());
  REQUIRE(h.staged().size() == 1);
  const auto& run = h.staged()[0].cards;
  REQUIRE(run.size() == 4);
  std::vector<int> ranks;
  for (const auto& p : run) ranks.push_back((p.as.is_none() ? p.card : p.as).rank());
  CHECK(ranks == std::vector<int>{7, 8, 9, 10});
  CHECK(run[0].card == c(Suit::Hearts, 7));
  CHECK(run[2].card == c(Suit::Hearts, 9));
  // Rummy-O's 1 above a 13 goes last: tapped 1, 12, 13.
  HandModel r;
  r.sync({c(Suit::Red, 1), c(Suit::Red, 12), c(Suit::Red, 13)});
  r.toggle(0), r.toggle(1), r.toggle(2);
  REQUIRE_FALSE(r.stage_selected(parlor::rummy_o::meld_rules()).has_value());
  REQUIRE(r.staged().size() == 1);
  CHECK(r.staged()[0].cards[0].card == c(Suit::Red, 12));
  CHECK(r.staged()[0].cards[2].card == c(Suit::Red, 1));
}

TEST_CASE("hand model: a staged meld whose card left the hand returns its other cards") {
  HandModel h;
  h.sync({c(Suit::Hearts, 9), c(Suit::Hearts, 10), c(Suit::Hearts, 11), c(Suit::Clubs, 4)});
  h.toggle(0), h.toggle(1), h.toggle(2);
  REQUIRE_FALSE(h.stage_selected(parlor::five_crowns::meld_rules(3)).has_value());
  h.sync({c(Suit::Hearts, 9), c(Suit::Hearts, 10), c(Suit::Clubs, 4)});
  CHECK(h.staged().empty());
  CHECK(h.cards().size() == 3);
}

TEST_CASE("game set-up: JSON round trip, and a broken set-up is refused with a reason") {
  parlor::session::GameSetup s;
  s.game_id = "five_crowns";
  s.options = {{"players", 2}};
  s.seed = 99;
  s.speed = parlor::session::Speed::Fast;
  s.seats = {parlor::session::make_seat("You", parlor::session::SeatKind::Person, "greedy", "1234"),
             parlor::session::make_seat("Ana", parlor::session::SeatKind::Bot, "random")};
  parlor::session::GameSetup back;
  std::string error;
  REQUIRE(parlor::session::setup_from_json(parlor::session::setup_to_json(s), back, error));
  CHECK(parlor::session::setup_to_json(back) == parlor::session::setup_to_json(s));
  CHECK_FALSE(parlor::session::setup_from_json(nlohmann::json::parse(R"({"seats":3})"), back, error));
  CHECK_FALSE(error.empty());
  error.clear();
  CHECK_FALSE(parlor::session::setup_from_json(
      nlohmann::json::parse(R"({"game":"five_crowns","seats":[{"name":"A","bot":"yes"}]})"), back, error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("hand model: a joker declared at the other end of a staged run moves there") {
  HandModel h;
  const Card joker = Card::joker();
  h.sync({c(Suit::Red, 5), c(Suit::Red, 6), joker});
  h.toggle(0), h.toggle(1), h.toggle(2);
  REQUIRE_FALSE(h.stage_selected(parlor::rummy_o::meld_rules()).has_value());
  REQUIRE(h.staged().size() == 1);
  h.declare(0, 2, c(Suit::Red, 4));  // wherever check_meld put it, it now stands for the 4
  const auto& cards = h.staged()[0].cards;
  REQUIRE(cards.size() == 3);
  CHECK(cards[0].card == joker);
  CHECK(cards[0].as == c(Suit::Red, 4));
  CHECK(cards[1].card == c(Suit::Red, 5));
  h.declare(0, 0, c(Suit::Red, 7));
  CHECK(h.staged()[0].cards[2].card == joker);
  CHECK(h.staged()[0].cards[2].as == c(Suit::Red, 7));
  h.declare(3, 0, c(Suit::Red, 7));  // no such meld: nothing happens
  CHECK(h.staged().size() == 1);
}

TEST_CASE("hand model: an arrangement kept by a save comes back, cards gone leave it, new ones join at the right") {
  parlor::session::HandModel h;
  h.arrange(cards("9H 3S JK 5C"));
  h.sync(cards("5C JK 9H 7D"));  // the 3S was played, the 7D drawn
  CHECK(h.cards() == cards("9H JK 5C 7D"));
  CHECK(h.order() == cards("9H JK 5C 7D"));
  CHECK(h.selected_count() == 0);
}

TEST_CASE("game set-up: a person's hand order is kept in the JSON, and one that cannot be read is left out") {
  parlor::session::GameSetup s;
  s.game_id = "five_crowns";
  s.seats = {parlor::session::make_seat("Ana", parlor::session::SeatKind::Person),
             parlor::session::make_seat("Bo", parlor::session::SeatKind::Bot)};
  s.seats[0].order = cards("9H 3S JK");
  s.seats[0].order_round = 4;
  s.seats[0].sort_by_rank = true;
  parlor::session::GameSetup back;
  std::string error;
  REQUIRE(parlor::session::setup_from_json(parlor::session::setup_to_json(s), back, error));
  CHECK(back.seats[0].order == cards("9H 3S JK"));
  CHECK(back.seats[0].order_round == 4);
  CHECK(back.seats[0].sort_by_rank);
  CHECK(back.seats[1].order.empty());
  CHECK_FALSE(back.seats[1].sort_by_rank);
  for (const char* bad :
       {R"("order":"9H","order_round":1)", R"("order":[0],"order_round":1)", R"("order":[65536],"order_round":1)",
        R"("order":[23],"order_round":-5)", R"("order":[23])"}) {
    const auto j = nlohmann::json::parse(std::string(R"({"game":"five_crowns","seats":[{"name":"A",)") + bad + "}]}");
    INFO(bad);
    REQUIRE(parlor::session::setup_from_json(j, back, error));
    CHECK(back.seats[0].order.empty());
    CHECK(back.seats[0].order_round == -1);
  }
}

TEST_CASE("seat hands: a kept arrangement is taken up in its round only, a new round starts afresh for sorting") {
  parlor::scenes::SeatHands hands(2);
  hands.restore(0, 3, cards("9H 3S JK"));
  CHECK_FALSE(hands.follow(0, 3, cards("3S JK 9H 5C")));  // kept: not for sorting
  CHECK(hands[0].cards() == cards("9H 3S JK 5C"));
  CHECK(hands.follow(0, 4, cards("7D 4C 8S")));  // a new round: the caller sorts it
  hands.restore(1, 2, cards("9H 3S"));
  CHECK(hands.follow(1, 3, cards("3S 9H")));  // kept for another round: not used
  hands.restore(1, parlor::session::kOpeningRound, cards("9H 3S"));
  CHECK(hands.follow(1, 5, cards("3S 9H")) == false);  // from a link: whatever round it opens at
  CHECK(hands[1].cards() == cards("9H 3S"));
  CHECK_FALSE(hands.by_rank(0));
  hands.choose_sort(0, true);
  CHECK(hands.by_rank(0));
}

namespace {
parlor::Meld run_of(const std::string& text, Card joker_as = Card::none()) {
  parlor::Meld m{parlor::MeldKind::Run, {}};
  for (Card c : cards(text)) m.cards.push_back({c, c.is_joker() ? joker_as : Card::none()});
  return m;
}
}  // namespace

TEST_CASE("seat hands: melds a save kept set aside come back set aside, if the hand lacks one's cards, all go back") {
  const parlor::Meld run = run_of("3H 4H JK", Card(Suit::Hearts, 5));
  const parlor::Meld book = {parlor::MeldKind::Book,
                             {{Card(Suit::Clubs, 9), Card::none()},
                              {Card(Suit::Spades, 9), Card::none()},
                              {Card(Suit::Stars, 9), Card::none()}}};
  parlor::scenes::SeatHands hands(2);
  hands.restore(0, 3, cards("8D 9C 9S 9* 3H 4H JK"), {run, book});
  CHECK_FALSE(hands.follow(0, 3, cards("JK 9C 4H 8D 9S 3H 9*")));
  REQUIRE(hands[0].staged().size() == 2);
  CHECK(hands[0].staged()[0] == run);  // the joker still stands for the 5
  CHECK(hands[0].staged()[1] == book);
  CHECK(hands[0].cards() == cards("8D"));
  CHECK(hands[0].order() == cards("8D 3H 4H JK 9C 9S 9*"));
  // A tampered save: the book's 9 of stars is not in the hand. Nothing stays set aside, no card is lost.
  hands.restore(1, 3, cards("8D 9C 9S 9* 3H 4H JK"), {run, book});
  CHECK_FALSE(hands.follow(1, 3, cards("JK 9C 4H 8D 9S 3H 7*")));
  CHECK(hands[1].staged().empty());
  CHECK(hands[1].cards() == cards("8D 9C 9S 3H 4H JK 7*"));
}

TEST_CASE("game set-up: a person's melds set aside are kept in the JSON, ones that cannot be read are all left out") {
  parlor::session::GameSetup s;
  s.game_id = "five_crowns";
  s.seats = {parlor::session::make_seat("Ana", parlor::session::SeatKind::Person)};
  s.seats[0].order = cards("8D 3H 4H JK");
  s.seats[0].order_round = 4;
  s.seats[0].staged = {run_of("3H 4H JK", Card(Suit::Hearts, 5))};
  parlor::session::GameSetup back;
  std::string error;
  REQUIRE(parlor::session::setup_from_json(parlor::session::setup_to_json(s), back, error));
  CHECK(back.seats[0].staged == s.seats[0].staged);
  for (const char* bad :
       {R"("staged":[{"kind":"run","cards":[23],"as":[]}])", R"("staged":[{"kind":"spiral","cards":[23],"as":[0]}])",
        R"("staged":[{"kind":"run","cards":[0],"as":[0]}])", R"("staged":[{"kind":"run","cards":[23],"as":[65536]}])",
        R"("staged":{"kind":"run"})", R"("staged":[{"kind":"run","cards":[],"as":[]}])"}) {
    const auto j = nlohmann::json::parse(std::string(R"({"game":"five_crowns","seats":[{"name":"A",)") + bad + "}]}");
    INFO(bad);
    REQUIRE(parlor::session::setup_from_json(j, back, error));
    CHECK(back.seats[0].staged.empty());
  }
}

TEST_CASE("game set-up: the move a person is choosing is kept in the JSON, and one that cannot be read is left out") {
  parlor::session::GameSetup s;
  s.game_id = "joker";
  s.seats = {parlor::session::make_seat("Ana", parlor::session::SeatKind::Person)};
  s.seats[0].choice = {41, {30, 18, 24}};
  parlor::session::GameSetup back;
  std::string error;
  REQUIRE(parlor::session::setup_from_json(parlor::session::setup_to_json(s), back, error));
  CHECK(back.seats[0].choice == s.seats[0].choice);
  for (const char* bad : {R"("choice":[30,18])", R"("choice":{"path":[30]})", R"("choice":{"at":-1,"path":[30]})",
                          R"("choice":{"at":4,"path":[]})", R"("choice":{"at":4,"path":[1,2,3,4,5,6,7,8,9]})",
                          R"("choice":{"at":4,"path":[30,"18"]})", R"("choice":{"at":4,"path":[65536]})"}) {
    const auto j = nlohmann::json::parse(std::string(R"({"game":"joker","seats":[{"name":"A",)") + bad + "}]}");
    INFO(bad);
    REQUIRE(parlor::session::setup_from_json(j, back, error));
    CHECK(back.seats[0].choice.path.empty());
  }
}

TEST_CASE("game set-up: the round's end shown is kept in the JSON, and one that cannot be read is left out") {
  parlor::session::GameSetup s;
  s.game_id = "five_crowns";
  s.seats = {parlor::session::make_seat("Ana", parlor::session::SeatKind::Person),
             parlor::session::make_seat("Bo", parlor::session::SeatKind::Bot)};
  s.round_end = {57, 1, true};
  parlor::session::GameSetup back;
  std::string error;
  REQUIRE(parlor::session::setup_from_json(parlor::session::setup_to_json(s), back, error));
  CHECK(back.round_end == s.round_end);
  s.round_end = {};
  CHECK_FALSE(parlor::session::setup_to_json(s).contains("round_end"));
  for (const char* bad :
       {R"("round_end":57)", R"("round_end":{"seat":1,"sheet":true})", R"("round_end":{"at":0,"seat":1,"sheet":true})",
        R"("round_end":{"at":-3,"seat":1,"sheet":true})", R"("round_end":{"at":57,"seat":2,"sheet":true})",
        R"("round_end":{"at":57,"seat":-1,"sheet":true})", R"("round_end":{"at":57,"seat":1,"sheet":1})",
        R"("round_end":{"at":"57","seat":1,"sheet":false})"}) {
    const auto j =
        nlohmann::json::parse(std::string(R"({"game":"five_crowns","seats":[{"name":"A"},{"name":"B"}],)") + bad + "}");
    INFO(bad);
    REQUIRE(parlor::session::setup_from_json(j, back, error));
    CHECK(back.round_end.at == 0);
    CHECK(back.seats.size() == 2);
  }
}
