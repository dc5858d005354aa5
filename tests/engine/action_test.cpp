#include "engine/action.h"

#include <doctest/doctest.h>

#include "../five_crowns/fc_util.h"
#include "engine/json_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace {
// A game's own kinds for these tests: go_out and lay_down as Five Crowns numbers them, then two more.
constexpr MoveKind kKinds[] = {{"go_out"}, {"lay_down"}, {"move"}, {"claim_joker"}};
}  // namespace

TEST_CASE("Actions: JSON form round trips") {
  std::vector<Action> all = {Action::draw_stock(), Action::take_discard(), discard("7*"),
                             go_out("run 5H 6H JK=7H | book 9S 9D 5*=9", "KC"), lay_down("", "JK")};
  Action rummu(ActionKind::TakeDiscard);
  rummu.count = 3;
  all.push_back(rummu);
  Action marble(game_move(2));
  marble.card = card("7S");
  marble.from = 12;
  marble.to = 19;
  all.push_back(marble);
  Action seven_split = marble;  // Joker's 7 shared by two marbles, one of them from hole 0
  seven_split.to = 15;
  seven_split.from2 = 0;
  seven_split.to2 = 4;
  all.push_back(seven_split);
  Action claim(game_move(3));
  claim.card = card("R7");
  claim.target = 2;
  claim.target_seat = 1;
  all.push_back(claim);
  for (const Action& a : all) {
    json j = action_to_json(a, kKinds);
    auto back = action_from_json(j, kKinds);
    INFO(dump_json(j));
    REQUIRE(back.ok());
    CHECK(*back == a);
  }
  CHECK(dump_json(action_to_json(discard("10H"), kKinds)) == R"({"card":"10H","type":"discard"})");
  CHECK(action_to_text(go_out("run 5H 6H JK=7H", "KC"), kKinds) == "go_out [run 5H 6H JK=7H] KC");
}

TEST_CASE("Actions: malformed JSON gives a reason and never throws") {
  const char* bad[] = {R"([])",
                       R"({})",
                       R"({"type":7})",
                       R"({"type":"fly"})",
                       R"({"type":"discard","card":"7X"})",
                       R"({"type":"discard","card":7})",
                       R"({"type":"go_out","melds":{}})",
                       R"({"type":"go_out","melds":[1]})",
                       R"({"type":"go_out","melds":[{"kind":"row","cards":[]}]})",
                       R"({"type":"go_out","melds":[{"kind":"run"}]})",
                       R"({"type":"go_out","melds":[{"kind":"run","cards":["5H",6]}]})",
                       R"({"type":"take_discard","count":-1})",
                       R"({"type":"take_discard","count":1e400})",
                       R"({"type":"move","from":"a"})",
                       R"({"type":"move","to2":256})"};
  for (const char* text : bad) {
    auto j = parse_json(text);
    INFO(text);
    if (!j) continue;
    auto a = action_from_json(*j, kKinds);
    CHECK_FALSE(a.ok());
    CHECK_FALSE(a.error().empty());
  }
  CHECK(action_from_json(*parse_json(R"({"type":"fly"})"), kKinds).error() == "Unknown action type \"fly\".");
  CHECK_FALSE(parse_json("{not json").ok());
}
