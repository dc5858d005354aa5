#include "games/five_crowns/judge.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {
json ask(const std::string& text) { return testing::ask_judge(five_crowns::judge, text); }
}  // namespace

TEST_CASE("Judge: is this meld legal") {
  json a = ask(R"({"op":"meld","wild":"7","cards":["9D","7C","JD"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "run");
  CHECK(a["cards"] == json::array({"9D", "7C=10D", "JD"}));
  a = ask(R"({"op":"meld","wild":8,"kind":"book","cards":["8S","QS","Q*"]})");
  CHECK(a["legal"] == true);
  a = ask(R"({"op":"meld","hand_number":1,"cards":["5H","6S","8H"]})");
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "These cards are neither a book (their ranks differ) nor a run (their suits differ).");
  a = ask(R"({"op":"meld","wild":"K","cards":["5H","6H","8H"]})");
  CHECK(a["reason"] == "A run needs cards in sequence; there are not enough wild cards to fill the gaps.");
}

TEST_CASE("Judge: what does this hand score and can it go out") {
  json a = ask(R"({"op":"score","wild":"5","hand":["3H","4H","5S","9C","9D","JK","KS"]})");
  CHECK(a["points"] == 13);
  CHECK(a["card_points"] == 3 + 4 + 20 + 9 + 9 + 50 + 13);
  CHECK(a["left"] == json::array({"KS"}));
  a = ask(R"({"op":"go_out","wild":"3","hand":["5H","6H","7H","9S"]})");
  CHECK(a["can_go_out"] == true);
  CHECK(a["discard"] == "9S");
  a = ask(R"({"op":"go_out","wild":"3","hand":["5H","6H","8H","9S"]})");
  CHECK(a["can_go_out"] == false);
}

TEST_CASE("Judge: bad requests are answered with an error") {
  CHECK(ask(R"({"op":"fly","wild":"3"})")["error"] == "Unknown \"op\" \"fly\": use \"meld\", \"score\" or \"go_out\".");
  CHECK(ask(R"({"op":"score","hand":["5H"]})")["ok"] == false);
  CHECK(ask(R"({"op":"score","wild":"2","hand":["5H"]})")["error"] == "\"wild\" must be a rank from 3 to K.");
  CHECK(ask(R"({"op":"score","wild":"3","hand":["AH"]})")["error"] == "\"AH\" is not a Five Crowns card.");
  CHECK(ask(R"({"op":"score","wild":"3","hand":"5H"})")["ok"] == false);
  CHECK(five_crowns::judge(json::array())["ok"] == false);
  CHECK(find_game("five_crowns")->judge != nullptr);
}

TEST_CASE("Judge: impossible hands and copy numbers are refused") {
  json thirty = json::array();
  for (int i = 0; i < 30; ++i) thirty.push_back("JK");
  json a = five_crowns::judge(json{{"op", "score"}, {"wild", "3"}, {"hand", thirty}});
  CHECK(a["ok"] == false);
  CHECK(a["error"] == "There are only 12 JK in Five Crowns (with two sets).");
  CHECK(ask(R"({"op":"score","wild":"3","hand":["7H","7H","7H","7H","7H"]})")["error"] ==
        "There are only 4 7H in Five Crowns (with two sets).");
  CHECK(ask(R"({"op":"score","wild":"3","hand":["7H","7H","7H","7H"]})")["ok"] == true);
  CHECK(ask(R"({"op":"meld","wild":"3","cards":["7H#9","8H","9H"]})")["error"] ==
        "\"7H#9\" names a physical copy; write the card alone.");
}

TEST_CASE("Judge: wild and hand_number together are refused") {
  CHECK(ask(R"({"op":"meld","wild":"7","hand_number":1,"cards":["9D","7C","JD"]})")["error"] ==
        "Give \"wild\" or \"hand_number\", not both.");
}

TEST_CASE("Judge: a meld of wilds alone is a book of the wild rank") {
  json a = ask(R"({"op":"meld","wild":"7","cards":["JK","JK","JK"]})");
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "book");
  CHECK(a["cards"] == json::array({"JK=7", "JK=7", "JK=7"}));
  a = ask(R"({"op":"meld","hand_number":3,"kind":"book","cards":["JK","5S","JK"]})");
  CHECK(a["cards"] == json::array({"JK=5", "5S=5", "JK=5"}));
}

TEST_CASE("Judge: a meld of more than 30 cards is answered, legal or not") {
  // Two sets hold four of each card: a book of 7s with 3s wild may take 8 sevens, 12 jokers and 8 threes.
  json book = json::array();
  for (const char* c : {"7S", "7H", "7C", "7D", "7*", "3S", "3H", "3C", "3D"})
    for (int copy = 0; copy < 2; ++copy) book.push_back(c);
  for (int j = 0; j < 12; ++j) book.push_back("JK");
  for (const char* c : {"7S", "7H", "7C"}) book.push_back(c);
  REQUIRE(book.size() == 33);
  json a = five_crowns::judge(json{{"op", "meld"}, {"wild", "3"}, {"cards", book}});
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "book");
  book.push_back("8H");
  a = five_crowns::judge(json{{"op", "meld"}, {"wild", "3"}, {"cards", book}});
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "These cards are neither a book (their ranks differ) nor a run (their suits differ).");
}

TEST_CASE("Judge: a meld longer than the deck is not legal") {
  json cards = json::array();
  for (int i = 0; i < 233; ++i) cards.push_back("JK");
  json a = five_crowns::judge(json{{"op", "meld"}, {"wild", "3"}, {"kind", "book"}, {"cards", cards}});
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["kind"] == "book");
  CHECK(a["reason"] == "No meld holds more cards than Five Crowns has (232 with two sets).");
}
