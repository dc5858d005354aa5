// `parlor judge` lines: the "game" picks the judge (Five Crowns without one), the "id" comes
// back, and text that is not a request is answered with an error, never a crash.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "cli/commands.h"

using namespace parlor::cli;
using nlohmann::json;

TEST_CASE("CLI judge: requests go to the game they name, Five Crowns by default") {
  CHECK(judge_line(R"({"op":"meld","wild":"7","cards":["9D","7C","JD"]})")["kind"] == "run");
  CHECK(judge_line(R"({"game":"rummy_o","op":"meld","cards":["R12","R13","R1"]})")["points"] == 30);
  CHECK(
      judge_line(R"({"game":"joker","op":"moves","card":"AS","position":{"marbles":[[],[],[],[]],"seat":0}})")["moves"]
          .size() == 1);
  CHECK(judge_line(R"({"game":"rummu","op":"meld","cards":["R3","Y4=R4","R5"]})")["kind"] == "run");
  CHECK(judge_line(R"({"game":"chess"})")["error"] == "There is no game called \"chess\".");
  CHECK(judge_line(R"({"id":7,"op":"fly","wild":"3"})")["id"] == 7);
}

TEST_CASE("CLI judge: a meld longer than any meld is answered not legal, with its reason") {
  json a = judge_line(
      R"({"game":"rummy_o","op":"meld","cards":["R1","R2","R3","R4","R5","R6","R7","R8","R9","R10","R11","R12","R13","B1"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"].get<std::string>().back() == '.');
}

TEST_CASE("CLI judge: an id nested 100,000 deep is refused, not echoed") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  json a = judge_line(R"({"op":1,"id":)" + deep + "}");
  CHECK(a["ok"] == false);
  CHECK(a["error"] == "The JSON is nested more than 64 levels deep.");
  CHECK_FALSE(a.contains("id"));
}

TEST_CASE("CLI judge: one answer a line, blank lines skipped") {
  std::istringstream in("{\"op\":\"meld\",\"wild\":\"7\",\"cards\":[\"9D\",\"7C\",\"JD\"]}\n\nnot json\n");
  std::ostringstream out;
  CHECK(cmd_judge({}, in, out) == kExitDone);
  std::istringstream lines(out.str());
  std::string first, second, third;
  std::getline(lines, first);
  std::getline(lines, second);
  CHECK(json::parse(first)["legal"] == true);
  CHECK(json::parse(second)["error"] == "The text is not valid JSON.");
  CHECK_FALSE(std::getline(lines, third));
}
