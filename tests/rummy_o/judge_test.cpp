// `parlor judge` for Rummy-O: melds with their opening points, and a rack's best opening.
#include "games/rummy_o/judge.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {
json ask(const std::string& text) { return testing::ask_judge(rummy_o::judge, text); }
}  // namespace

TEST_CASE("Rummy-O judge: a run with the 1 high is legal and worth 30 towards the opening") {
  json a = ask(R"({"op":"meld","cards":["R12","R13","R1"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "run");
  CHECK(a["points"] == 30);
  CHECK(a["cards"] == json::array({"R12", "R13", "R1=R14"}));
}

TEST_CASE("Rummy-O judge: a declared joker counts 15 and a group names its colours") {
  json a = ask(R"({"op":"meld","cards":["R7","B7","JK=O7"]})");
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "group");
  CHECK(a["points"] == 7 + 7 + 15);
  a = ask(R"({"op":"meld","kind":"run","cards":["K5","JK=K6","K7"]})");
  CHECK(a["legal"] == true);
  CHECK(a["points"] == 5 + 15 + 7);
}

TEST_CASE("Rummy-O judge: illegal melds say why") {
  json a = ask(R"({"op":"meld","cards":["R12","R13","R1","R2"]})");
  CHECK(a["legal"] == false);
  CHECK(a["reason"].get<std::string>().back() == '.');
  a = ask(R"({"op":"meld","kind":"group","cards":["R7","R7","B7"]})");
  CHECK(a["legal"] == false);
  CHECK(a["kind"] == "group");
  CHECK(ask(R"({"op":"meld","cards":["R7","R7","R7"]})")["error"] == "There are only 2 R7 in Rummy-O.");
  CHECK(ask(R"({"op":"meld","cards":["R7","X7","R9"]})")["error"] == "\"X7\" is not a Rummy-O tile.");
  CHECK(ask(R"({"op":"meld","kind":"pair","cards":["R7","B7","O7"]})")["error"] == "\"kind\" is \"run\" or \"group\".");
}

TEST_CASE("Rummy-O judge: the best opening of a rack, or none") {
  json a =
      ask(R"({"op":"opening","rack":["R10","R11","R12","R13","B13","K13","O13","B3","O5","K7","R2","B9","O4","K2"]})");
  CHECK(a["ok"] == true);
  CHECK(a["opening"] == true);
  CHECK(a["points"] == 70);
  bool run = false;
  for (const json& m : a["melds"]) run = run || m["kind"] == "run";
  CHECK(run);
  a = ask(R"({"op":"opening","rack":["R1","B3","O5","K7","R9","B11","O13","K2","R4","B6","O8","K10","R12","B2"]})");
  CHECK(a["opening"] == false);
  CHECK(a["reason"] == "This rack has no opening: melds worth 50 or more, one of them a run.");
  CHECK(ask(R"({"op":"opening","rack":["JK=R7"]})")["ok"] == false);
}

TEST_CASE("Rummy-O judge: unknown ops and missing fields are errors") {
  CHECK(ask(R"({"op":"fly"})")["error"] == "Unknown \"op\" \"fly\": use \"meld\" or \"opening\".");
  CHECK(ask(R"({"op":"meld"})")["ok"] == false);
  CHECK(find_game("rummy_o")->judge != nullptr);
}

TEST_CASE("Rummy-O judge: a meld of 14 tiles is not legal, and says why") {
  json a = ask(R"({"op":"meld","cards":["R1","R2","R3","R4","R5","R6","R7","R8","R9","R10","R11","R12","R13","JK"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "This run is too long.");
  a = ask(R"({"op":"meld","kind":"group","cards":["R7","B7","O7","K7","JK"]})");
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A group holds at most four tiles.");
}

TEST_CASE("Rummy-O judge: a meld longer than the 106 tiles is not legal either") {
  json tiles = json::array();
  for (int i = 0; i < 107; ++i) tiles.push_back("R7");
  json a = rummy_o::judge(json{{"op", "meld"}, {"cards", tiles}});
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "No meld holds more tiles than Rummy-O has (106).");
  tiles.back() = "X7";
  CHECK(rummy_o::judge(json{{"op", "meld"}, {"cards", tiles}})["error"] == "\"X7\" is not a Rummy-O tile.");
}
