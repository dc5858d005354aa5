// `parlor judge` for Joker: the moves one card gives in a position.
#include "games/joker/judge.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {
json ask(const std::string& text) { return testing::ask_judge(joker::judge, text); }
}  // namespace

TEST_CASE("Joker judge: an ace brings a marble out or moves one a hole") {
  json a = ask(R"({"op":"moves","card":"AS","position":{"marbles":[[20],[],[],[]],"seat":0}})");
  CHECK(a["ok"] == true);
  REQUIRE(a["moves"].size() == 2);
  CHECK(a["moves"][0]["from"] == 20);
  CHECK(a["moves"][0]["to"] == 21);
  CHECK(a["moves"][1]["from"] == 100);
  CHECK(a["moves"][1]["to"] == 8);
  CHECK(a["moves"][0]["text"].get<std::string>().back() == '.');
}

TEST_CASE("Joker judge: a card that moves nothing gives no moves and a reason") {
  json a = ask(R"({"op":"moves","card":"5H","position":{"marbles":[[],[],[],[]],"seat":2}})");
  CHECK(a["ok"] == true);
  CHECK(a["moves"].empty());
  CHECK(a["reason"] == "The 5 of hearts moves none of this seat's marbles here.");
}

TEST_CASE("Joker judge: impossible positions are refused") {
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[8],[8],[],[]],"seat":0}})")["error"] ==
        "Seat 1's marble at 8 shares its hole with another marble.");
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[101],[],[],[]],"seat":0}})")["error"] ==
        "Seat 0's marble at 101 is in another seat's start.");
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[77],[],[],[]],"seat":0}})")["error"] ==
        "Seat 0's marble at 77 is in another seat's home.");
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[1,2,3,4,5,6],[],[],[]],"seat":0}})")["ok"] == false);
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[],[],[]],"seat":0}})")["ok"] == false);
  CHECK(ask(R"({"op":"moves","card":"5H","position":{"marbles":[[],[],[],[]],"seat":4}})")["error"] ==
        "\"seat\" must be between 0 and 3.");
  CHECK(ask(R"({"op":"moves","card":"7H#1","position":{"marbles":[[],[],[],[]],"seat":0}})")["ok"] == false);
  CHECK(ask(R"({"op":"moves","card":"1H","position":{"marbles":[[],[],[],[]],"seat":0}})")["error"] ==
        "\"1H\" is not a Joker card.");
  CHECK(ask(R"({"op":"jump"})")["error"] == "Unknown \"op\" \"jump\": use \"moves\".");
  CHECK(find_game("joker")->judge != nullptr);
}
