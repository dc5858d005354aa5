// Rummy-O: a claim as part of going on board or going out by a Foot, and what the player going
// out scores after a claim (DECISIONS.md, turn 3).
#include <doctest/doctest.h>

#include "engine/json_util.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

Action foot_claiming(int owner, int index, const std::string& spec, const std::string& discard) {
  Action a(rummy_o::kGoOut);
  if (!spec.empty()) a.melds = melds(spec);
  a.card = card(discard);
  a.target_seat = static_cast<int8_t>(owner);
  a.target = static_cast<int8_t>(index);
  return a;
}

int tiles_placed_by(const RummyOState& s, int seat) {
  int n = 0;
  for (const auto& melds : s.table())
    for (const TableMeld& m : melds) n += static_cast<int>(std::count(m.placed_by.begin(), m.placed_by.end(), seat));
  return n;
}

}  // namespace

TEST_CASE("Rummy-O: the player going out after a claim scores their 14 tiles, not the joker taken") {
  // 15 tiles after drawing: the R1 given for the joker, 13 more in melds, the O9 discarded.
  auto s = ro_rigged({"R1 B10 O10 K10 K11 K12 B1 B2 B3 O3 O4 O5 O6 O7 O9", "K4"}, {"", "run R12 R13 JK"});
  play(*s, 0, claim("R1", 1, 0, "book B10 O10 K10 | run K11 K12 JK"));
  play(*s, 0, lay("run B1 B2 B3 | run O3 O4 O5 O6 O7"));
  CHECK(tiles_placed_by(*s, 0) == 14);
  play(*s, 0, Action::discard(card("O9")));
  const RoundResult& r = *s->last_round();
  REQUIRE(r.went_out == 0);
  CHECK(r.way == WayOut::Foot);
  CHECK(r.placed[0] == 10 + 30 + 20 + 15 + 25);
  CHECK(r.points[0] == 100 + 200);
  // The joker left the rack of the player who first placed it.
  CHECK(r.placed[1] == 10 + 10 + 15);
}

TEST_CASE("Rummy-O: a claim may be part of a Foot, placing every tile at once") {
  auto s = ro_rigged({"R1 K11 K12 B7 O2", "K4"}, {"", "run R12 R13 JK | run B4 B5 B6"});
  const Action out = foot_claiming(1, 0, "run K11 K12 JK", "O2");
  CHECK(s->describe_action(0, out) ==
        "Player 1 gives the red 1 for the joker in Player 2's run and goes out at once with the black 11-12-13, with a "
        "joker as the 13, adding the "
        "blue 7 to melds, and discards the orange 2.");
  play(*s, 0, out);
  const RoundResult& r = *s->last_round();
  CHECK(r.went_out == 0);
  CHECK(r.way == WayOut::Foot);
  CHECK(r.bonus == 200);
  // The R1 given, the K11 K12 of the new run and the B7 added on; not the joker taken.
  CHECK(r.placed[0] == 10 + 20 + 7);
  CHECK(r.points[0] == 37 + 200);
  CHECK(r.melds[1][0].cards[2].card.face() == card("R1"));
  CHECK(r.melds[1][1].cards.size() == 4);
  // Saved games carry the claim.
  auto back = action_from_json(action_to_json(out, kMoveKinds), kMoveKinds);
  REQUIRE(back.ok());
  CHECK(*back == out);
}

TEST_CASE("Rummy-O: a go-out with a claim is a Foot, never a Hand, even with every tile in new melds") {
  auto s = ro_rigged({"R1 K11 K12 O2", "K4"}, {"", "run R12 R13 JK"});
  play(*s, 0, foot_claiming(1, 0, "run K11 K12 JK", "O2"));
  CHECK(s->last_round()->way == WayOut::Foot);
  CHECK(s->last_round()->bonus == 200);
}

TEST_CASE("Rummy-O: a Foot's claim, what is refused") {
  auto s = ro_rigged({"R1 K11 K12 B7 O2", "K4"}, {"", "run R12 R13 JK | run B4 B5 B6"});
  CHECK(refused(*s, 0, foot_claiming(1, 1, "run K11 K12 JK", "O2")) ==
        "You do not hold a tile that a joker in that meld stands for.");
  CHECK(refused(*s, 0, foot_claiming(1, 2, "run K11 K12 JK", "O2")) == "There is no such meld on the table.");
  CHECK(refused(*s, 0, foot_claiming(1, 0, "", "O2")) == "Put the joker you claim into one of your new melds.");
  // The joker may not be discarded instead, nor go onto another meld.
  CHECK(refused(*s, 0, foot_claiming(1, 0, "run K11 K12 B7", "O2")) ==
        "Put the joker you claim into one of your new melds.");
  // Without the claim there is no joker to meld.
  Action plain = foot_claiming(1, 0, "run K11 K12 JK", "O2");
  plain.target = plain.target_seat = -1;
  CHECK(refused(*s, 0, plain) == "You do not have the joker.");
  // A player on board goes out by discarding.
  auto t = ro_rigged({"R1 K11 K12 B7 O2", "K4"}, {"run O5 O6 O7", "run R12 R13 JK"});
  CHECK(refused(*t, 0, foot_claiming(1, 0, "run K11 K12 JK", "O2")) ==
        "You are on board: go out by placing your tiles and discarding the last one.");
}

TEST_CASE("Rummy-O short move lines: a claim says whose joker, going on board counts runs and groups") {
  auto s = ro_rigged({"R1 B10 O10 K10 K11 K12 B1 B2 B3 O3 O4 O5 O6 O7 O9", "K4"}, {"", "run R12 R13 JK"});
  const Action taken = claim("R1", 1, 0, "book B10 O10 K10 | run K11 K12 JK");
  CHECK(s->describe_action_short(0, taken) == "Player 1 gives a tile for the joker in Player 2's run.");
  const Action laid = lay("book B10 O10 K10 | run B1 B2 B3 | run O3 O4 O5 O6 O7");
  REQUIRE(refused(*s, 0, laid).empty());
  CHECK(s->describe_action_short(0, laid) == "Player 1 goes on board with 2 runs and a group.");
  CHECK(s->describe_action_short(0, add_on("K4", 1, 0)).empty());
}
