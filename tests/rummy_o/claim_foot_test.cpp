// Rummy-O: a claimed joker put into a meld of one's own already on the table, and a Foot whose
// leftover tiles are placed on the table as it will be once its new melds are laid.
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/json_util.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

// Give `tile` for the joker in meld `index` of `seat`; `tiles` (with the joker) join own meld `own`.
Action claim_into(const std::string& tile, int seat, int index, int own, const std::string& tiles) {
  Action a = claim(tile, seat, index, "run " + tiles);
  a.to = static_cast<uint8_t>(own + 1);
  return a;
}

Action go_out_with(const std::string& spec, const std::string& discard) {
  Action a(rummy_o::kGoOut);
  if (!spec.empty()) a.melds = melds(spec);
  a.card = card(discard);
  return a;
}

}  // namespace

TEST_CASE("Rummy-O claiming a joker into a meld of one's own already on the table") {
  auto s = ro_rigged({"B5 R6 O1", "K4"}, {"run R2 R3 R4 | book O8 K8 B8", "run B4 JK=B5 B6"});
  const Action a = claim_into("B5", 1, 0, 0, "JK");
  CHECK(s->describe_action(0, a) ==
        "Player 1 gives the blue 5 for the joker in Player 2's run and adds it to their own run.");
  CHECK(s->describe_action(0, claim_into("B5", 1, 0, 0, "JK R6")) ==
        "Player 1 gives the blue 5 for the joker in Player 2's run and adds it with the red 6 to their own run.");
  play(*s, 0, a);
  CHECK(meld_text(s->table()[1][0]) == "B4 B5 B6");
  CHECK(s->table()[1][0].placed_by == std::vector<int8_t>{1, 0, 1});
  // rummy-o.txt: the joker goes into a meld of the claimer's own; this one ran 2 to 4.
  CHECK(meld_text(s->table()[0][0]) == "R2 R3 R4 JK=R5");
  CHECK(s->table()[0].size() == 2);
  CHECK(faces(s->rack(0)) == "R6 O1");
  CHECK(describe_event(s->events().back()) == "Player 1 added the joker to their own meld.");
  // DECISIONS.md: the tile given for the joker counts as placed by the claimer; the joker does
  // not (it never was in the claimer's rack): it stays the tile of the player who placed it.
  play(*s, 0, add_on("R6", 0, 0));
  play(*s, 0, Action::discard(card("O1")));
  const RoundResult& r = *s->last_round();
  CHECK(r.way == WayOut::OpenRummy);
  CHECK(r.placed[0] == (2 + 3 + 4 + 6) + (8 + 8 + 8) + 5);
  CHECK(r.placed[1] == 4 + 15 + 6);
}

TEST_CASE("Rummy-O claiming a joker into one's own meld: the joker may be declared, and rack tiles may join it") {
  auto s = ro_rigged({"B5 R6 K9", "K4"}, {"run R2 R3 R4", "run B4 JK=B5 B6"});
  play(*s, 0, claim_into("B5", 1, 0, 0, "JK=R5 R6"));
  CHECK(meld_text(s->table()[0][0]) == "R2 R3 R4 JK=R5 R6");
  CHECK(faces(s->rack(0)) == "K9");

  auto t = ro_rigged({"B5 K9", "K4"}, {"run R2 R3 R4", "run B4 JK=B5 B6"});
  play(*t, 0, claim_into("B5", 1, 0, 0, "JK=R1"));
  CHECK(meld_text(t->table()[0][0]) == "JK=R1 R2 R3 R4");
}

TEST_CASE("Rummy-O claiming a joker into one's own meld: what is refused") {
  auto s = ro_rigged({"B5 K9 O1", "K4"}, {"run R2 R3 R4", "run B4 JK=B5 B6"});
  CHECK(refused(*s, 0, claim_into("B5", 1, 0, 1, "JK")) == "You have no such meld on the table.");
  CHECK(refused(*s, 0, claim_into("B5", 1, 0, 0, "K9")) == "Add the joker to one meld of your own.");
  CHECK(refused(*s, 0, claim_into("B5", 1, 0, 0, "JK K9")) ==
        "A joker and the black 9 do not fit your run of the red 2-3-4: a run needs tiles of one colour.");
  CHECK(refused(*s, 0, claim_into("B5", 1, 0, 0, "JK=R9")) ==
        "The joker cannot stand for the red 9 in that meld: choose a tile it fits.");
  Action two = claim("B5", 1, 0, "run JK | run K9");
  two.to = 1;
  CHECK(refused(*s, 0, two) == "Add the joker to one meld of your own.");
  CHECK(refused(*s, 0, claim_into("K9", 1, 0, 0, "JK")) == "No joker in that meld stands for the black 9.");
  // A turn where the claimer keeps no tile to discard.
  auto bare = ro_rigged({"B5", "K4"}, {"run R2 R3 R4", "run B4 JK=B5 B6"});
  CHECK(refused(*bare, 0, claim_into("B5", 1, 0, 0, "JK")) == "Keep one tile in your rack to discard.");
  // `to` belongs to claims only.
  Action add = add_on("K9", 0, 0);
  add.to = 1;
  CHECK(refused(*s, 0, add) == "That move is not part of Rummy-O.");
}

TEST_CASE("Rummy-O claiming a joker into one's own meld is adding on: not in the turn one goes on board") {
  auto s = ro_rigged({"R10 R11 R12 O10 B10 K10 B5 O2", "K4"}, {"", "run B4 JK=B5 B6"});
  play(*s, 0, lay("run R10 R11 R12 | book O10 B10 K10"));
  CHECK(refused(*s, 0, claim_into("B5", 1, 0, 0, "JK")) == "You may add tiles to melds from your next turn on.");
  // A player not on board has no meld of their own to name.
  auto t = ro_rigged({"B5 K9 O1", "K4"}, {"", "run B4 JK=B5 B6"});
  CHECK(refused(*t, 0, claim_into("B5", 1, 0, 0, "JK")) == "You have no such meld on the table.");
}

TEST_CASE("Rummy-O claiming a joker from one's own meld and putting it back at the end of that meld") {
  auto s = ro_rigged({"R5 K9 O1", "K4"}, {"run R4 JK=R5 R6", ""});
  play(*s, 0, claim_into("R5", 0, 0, 0, "JK"));
  CHECK(meld_text(s->table()[0][0]) == "R4 R5 R6 JK=R7");
  CHECK(faces(s->rack(0)) == "K9 O1");
}

TEST_CASE("Rummy-O claiming a joker into one's own meld is offered when no new meld can hold it") {
  auto s = ro_rigged({"B5 K9 O1", "K4"}, {"run R2 R3 R4", "run B4 JK=B5 B6"});
  const auto listed = s->legal_actions();
  auto it = std::find_if(listed.begin(), listed.end(), [](const Action& a) { return a.kind == rummy_o::kClaimJoker; });
  REQUIRE(it != listed.end());
  CHECK(it->to == 1);
  CHECK(it->card == card("B5"));
  play(*s, 0, *it);
  CHECK(meld_text(s->table()[0][0]).find("JK=R") != std::string::npos);
  // Saved games carry `to`.
  auto back = action_from_json(action_to_json(*it, kMoveKinds), kMoveKinds);
  REQUIRE(back.ok());
  CHECK(*back == *it);
}

TEST_CASE("Rummy-O Foot: a tile left over that fits only one of the player's own new melds") {
  auto s = ro_rigged({"R5 R6 R7 R8 K9 O2", "K4"}, {"", "run K6 K7 K8"});
  // R8 fits only the new run R5 R6 R7 (laid in the same move); K9 fits the other player's run.
  play(*s, 0, go_out_with("run R5 R6 R7", "O2"));
  const RoundResult& r = *s->last_round();
  CHECK(r.went_out == 0);
  CHECK(r.way == WayOut::Foot);
  CHECK(r.bonus == 200);
  CHECK(r.points[0] == 5 + 6 + 7 + 8 + 9 + 200);
  CHECK(r.melds[0][0].cards.size() == 4);
  CHECK(r.melds[1][0].cards.size() == 4);
}

TEST_CASE("Rummy-O Foot or Hand: leftover tiles that all fit one's own new melds make a Hand") {
  // R8 would fit the other player's R9 R10 R11 too; placed in one's own run, everything is in
  // melds of one's own: a Hand (rummy-o.txt), 500 with no joker.
  auto s = ro_rigged({"R5 R6 R7 R8 O2", "K4"}, {"", "run R9 R10 R11"});
  play(*s, 0, go_out_with("run R5 R6 R7", "O2"));
  const RoundResult& r = *s->last_round();
  CHECK(r.way == WayOut::Hand);
  CHECK(r.bonus == 500);
  CHECK(r.melds[0][0].cards.size() == 4);
  CHECK(r.melds[1][0].cards.size() == 3);
  // A joker left over and placed in one's own meld counts against a Hand's bonus.
  auto t = ro_rigged({"R5 R6 R7 JK O2", "K4"}, {"", "book K4 B4 O4"});
  play(*t, 0, go_out_with("run R5 R6 R7", "O2"));
  CHECK(t->last_round()->way == WayOut::Hand);
  CHECK(t->last_round()->bonus == 400);
}

TEST_CASE("Rummy-O Foot: tiles that fit nowhere are refused, the new melds counted") {
  auto s = ro_rigged({"R5 R6 R7 R9 K9 O2", "K4"}, {"", "run K6 K7 K8"});
  CHECK(refused(*s, 0, go_out_with("run R5 R6 R7", "O2")) ==
        "To go out, every tile but your discard must go into your melds or onto melds on the table.");
}
