// `parlor judge` for Rummü: combinations with their points, and the coming-out minimum.
#include "games/rummu/judge.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/registry.h"

using namespace parlor;

namespace {
json ask(const std::string& text) { return testing::ask_judge(rummu::judge, text); }
}  // namespace

TEST_CASE("Rummü judge: a legal combination with its kind, purity and points") {
  json a = ask(R"({"op":"meld","cards":["R3","Y4=R4","R5"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == true);
  CHECK(a["kind"] == "run");
  CHECK(a["pure"] == false);
  CHECK(a["points"] == 0);
  CHECK(a["cards"] == json::array({"R3", "Y4=R4", "R5"}));
  a = ask(R"({"op":"meld","cards":["R4","Y4","G4","B4"]})");
  CHECK(a["kind"] == "book");
  CHECK(a["pure"] == true);
  CHECK(a["points"] == 30);
  a = ask(R"({"op":"meld","kind":"run","cards":["K0","K1","K2","K3","K4","K5"]})");
  CHECK(a["legal"] == true);
  CHECK(a["points"] == 50);
}

TEST_CASE("Rummü judge: an illegal combination says why, however long") {
  json a = ask(R"({"op":"meld","cards":["R3","R4"]})");
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A combination needs at least three cards.");
  CHECK(ask(R"({"op":"meld","cards":[]})")["legal"] == false);
  json all = json::array();
  for (Card c : make_deck(DeckKind::Rummu)) all.push_back(to_text(c.face()));
  a = ask(dump_json(json{{"op", "meld"}, {"cards", all}}));
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A combination cannot hold the red 1 twice.");
  // More cards than the deck holds: still a combination asked about, refused in the game's words.
  for (int i = 0; i < 10; ++i) all.push_back("K9");
  a = ask(dump_json(json{{"op", "meld"}, {"cards", all}}));
  CHECK(a["ok"] == true);
  CHECK(a["legal"] == false);
  CHECK(a["reason"] == "A combination cannot hold the red 1 twice.");
}

TEST_CASE("Rummü judge: the kind asked is checked") {
  json a = ask(R"({"op":"meld","kind":"book","cards":["R3","R4","R5"]})");
  CHECK(a["legal"] == false);
  CHECK(a["kind"] == "book");
  CHECK(a["reason"] == "These cards are a run, not a book.");
  CHECK(ask(R"({"op":"meld","kind":"run","cards":["R3","G3","B3"]})")["reason"] ==
        "These cards are a book, not a run.");
}

TEST_CASE("Rummü judge: a request it cannot read is an error") {
  CHECK(ask(R"({"op":"meld","cards":["R3","X4","R5"]})")["error"] == "\"X4\" is not a Rummü card.");
  CHECK(ask(R"({"op":"meld","cards":["R3","R3","R4"]})")["error"] == "There is only one R3 in Rummü.");
  CHECK(ask(R"({"op":"meld","cards":"R3 R4 R5"})")["ok"] == false);
  CHECK(ask(R"({"op":"meld","kind":"pair","cards":["R3","G3","B3"]})")["error"] == "\"kind\" is \"run\" or \"book\".");
  CHECK(ask(R"({"op":"score"})")["error"] == "Unknown \"op\" \"score\": use \"meld\" or \"come_out\".");
  CHECK(ask(R"([1])")["ok"] == false);
}

TEST_CASE("Rummü judge: the coming-out minimum") {
  json a = ask(R"({"op":"come_out","round":2,"score":120,"team":false})");
  CHECK(a["ok"] == true);
  CHECK(a["cards"] == 5);
  CHECK(ask(R"({"op":"come_out","round":2,"score":120,"team":true})")["cards"] == 4);
  CHECK(ask(R"({"op":"come_out","round":3,"score":-5})")["cards"] == 3);
  CHECK(ask(R"({"op":"come_out","round":1})")["cards"] == 4);
  CHECK(ask(R"({"op":"come_out","round":2})")["error"] ==
        "\"score\" is missing: after the first round the minimum depends on it.");
  CHECK(ask(R"({"op":"come_out","round":0,"score":0})")["ok"] == false);
  CHECK(ask(R"({"op":"come_out","round":2,"score":"a lot"})")["ok"] == false);
  CHECK(ask(R"({"op":"come_out","round":2,"score":10,"team":"yes"})")["ok"] == false);
}

TEST_CASE("Rummü judge: registered for `parlor judge`") {
  const GameEntry* g = find_game("rummu");
  REQUIRE(g != nullptr);
  REQUIRE(g->judge);
  CHECK(g->judge(json{{"op", "come_out"}, {"round", 1}})["cards"] == 4);
}
