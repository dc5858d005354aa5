// `parlor judge` for Jok-R-Ummy: programs against hands, and single combinations.
#include "games/jok_r_ummy/judge.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/json_util.h"

using namespace parlor;

namespace {
json ask(const std::string& text) { return testing::ask_judge(jok_r_ummy::judge, text); }
}  // namespace

TEST_CASE("Jok-R-Ummy judge: a hand that completes a program, with its combinations") {
  json a = ask(
      R"({"game":"jok_r_ummy","op":"program","program":{"id":"X1","mult":1,"wilds":true,"parts":[
        {"kind":"run","count":4,"values":null,"suits":["H","D"]},{"kind":"set","count":3,"values":["7"],"suits":null}]},
        "hand":["5D","6D","2S","8D","7S","7C","JK","KS"]})");
  CHECK(a["ok"] == true);
  CHECK(a["can_complete"] == true);
  CHECK(a["melds"] == json::parse(R"([{"kind":"run","cards":["5D","6D","JK=7D","8D"]},
                                      {"kind":"book","cards":["7S","7C","2S=7H"]}])"));
}

TEST_CASE("Jok-R-Ummy judge: a program of our deck by its id, and what a hand lacks") {
  // P17: a run 7-8-9-10-J in spades.
  json a = ask(R"({"op":"program","program":"P17","hand":["7S","8S","10S","KS"]})");
  CHECK(a["ok"] == true);
  CHECK(a["can_complete"] == false);
  CHECK(a["lacking"] == 2);
  CHECK(a["missing"].size() == 2);
  CHECK(ask(R"({"op":"program","program":"P99","hand":[]})")["error"] == "There is no program \"P99\" in our deck.");
  CHECK(ask(R"({"op":"program","program":"SUN1","hand":[]})")["error"] ==
        "SUN1 is a SUN card: it counts as a completed program at once.");
}

TEST_CASE("Jok-R-Ummy judge: refused program requests") {
  CHECK(ask(R"({"op":"program","hand":["5D"]})")["error"] ==
        "\"program\" is missing: a program object or the id of one (\"P12\").");
  CHECK(
      ask(R"({"op":"program","program":{"id":"X","mult":1,"wilds":true,"parts":[{"kind":"set","count":3,"values":["2"],"suits":null}]},"hand":[]})")
          ["error"] == "Program X: \"values\" cannot make a set of 2s: a 2 is always wild.");
  CHECK(ask(R"({"op":"program","program":"P1","hand":["5D","2S=6D"]})")["error"] ==
        "A hand holds cards alone: \"2S=6D\" says what it stands for.");
  CHECK(
      ask(R"({"op":"program","program":"P1","hand":["5D","6D","7D","8D","9D","10D","JD","QD","KD","AD","5S","6S","7S","8S","9S"]})")
          ["error"] == "That is too many cards (at most 14).");
  CHECK(ask(R"({"op":"program","program":"P1","hand":["5D","5D","5D"]})")["error"] ==
        "There are only 2 5D in Jok-R-Ummy.");
  CHECK(ask(R"({"op":"program","program":"P1","hand":["5*"]})")["error"] == "\"5*\" is not a Jok-R-Ummy card.");
  CHECK(ask(R"({"op":"deal"})")["error"] == "Unknown \"op\" \"deal\": use \"program\" or \"meld\".");
  CHECK(ask(R"([1])")["error"] == "A request is a JSON object.");
}

TEST_CASE("Jok-R-Ummy judge: a combination's legality, with a reason however long the list") {
  json a = ask(R"({"op":"meld","cards":["QH","KH","AH"],"kind":"run"})");
  CHECK(a["legal"] == true);
  CHECK(a["cards"] == json::array({"QH", "KH", "AH"}));
  CHECK(a["high"] == true);
  a = ask(R"({"op":"meld","cards":["2H","2S","JK"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A meld needs at least one natural card.");
  a = ask(R"({"op":"meld","cards":["7H","7S","JK"]})");
  CHECK(a["kind"] == "book");
  CHECK(a["cards"] == json::array({"7H", "7S", "JK=7C"}));
  // Fourteen cards cannot be a run, 21 no combination at all: answers, not errors.
  a = ask(
      R"({"op":"meld","kind":"run","cards":["AH","3H","4H","5H","6H","7H","8H","9H","10H","JH","QH","KH","AH","JK"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A run holds 13 cards at most, one of each rank.");
  json cards = json::array();
  for (int i = 0; i < 500; ++i) cards.push_back("7H");
  a = jok_r_ummy::judge(json{{"op", "meld"}, {"cards", cards}});
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A combination holds 20 cards at most: the 8 cards of a rank and the 12 wild cards.");
  CHECK(ask(R"({"op":"meld","kind":"pair","cards":["7H"]})")["error"] == "\"kind\" is \"run\" or \"book\".");
  CHECK(ask(R"({"op":"meld","cards":"7H"})")["ok"] == false);
}

TEST_CASE("Jok-R-Ummy judge: an ace shows as an ace, a run's ace played high says \"high\": true") {
  json a = ask(R"({"op":"meld","cards":["QD","KD","JK"],"kind":"run"})");
  CHECK(a["cards"] == json::array({"QD", "KD", "JK=AD"}));
  CHECK(a["high"] == true);
  a = ask(R"({"op":"meld","cards":["AD","JK","3D"],"kind":"run"})");
  CHECK(a["cards"] == json::array({"AD", "JK=2D", "3D"}));
  CHECK_FALSE(a.contains("high"));
  // "high" in a request places the wild's ace above the king; without it, the ace is low.
  a = ask(R"({"op":"meld","cards":["QD","KD","JK=AD"],"kind":"run","high":true})");
  CHECK(a["legal"] == true);
  CHECK(a["cards"] == json::array({"QD", "KD", "JK=AD"}));
  CHECK(ask(R"({"op":"meld","cards":["QD","KD","JK=AD"],"kind":"run"})")["legal"] == false);
  // The engine's notation is still read.
  CHECK(ask(R"({"op":"meld","cards":["QD","KD","JK=14D"],"kind":"run"})")["cards"] ==
        json::array({"QD", "KD", "JK=AD"}));
  a = ask(
      R"({"op":"program","program":{"id":"X","mult":1,"wilds":true,"parts":[{"kind":"run","count":3,"values":null,"suits":null}]},"hand":["QS","KS","AS"]})");
  CHECK(a["melds"] == json::parse(R"([{"kind":"run","cards":["QS","KS","AS"],"high":true}])"));
}
