// Rummy-O going out, the three ways out, round scoring, the stock running out and the winner.
#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "engine/json_util.h"
#include "games/rummy_o/rules.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

TEST_CASE("Rummy-O going out: the last tile in the rack is the discard") {
  auto s = ro_rigged({"R8 R9 R10", "K4 K5"}, {"run R5 R6 R7", "run O1 O2 O3"});
  CHECK(refused(*s, 0, add_on("R8 R9 R10", 0, 0)) == "Keep one tile in your rack to discard.");
  CHECK(refused(*s, 0, lay("run R8 R9 R10")) == "Keep one tile in your rack to discard.");
  play(*s, 0, add_on("R8 R9", 0, 0));
  CHECK_FALSE(s->last_round().has_value());
  play(*s, 0, Action::discard(card("R10")));
  REQUIRE(s->last_round().has_value());
  CHECK(s->last_round()->went_out == 0);
  CHECK(s->round_index() == 1);  // the next round is dealt
}

TEST_CASE(
    "Rummy-O Open Rummy: on board, then out, 100 bonus plus the tiles one placed, adds on others' melds included") {
  auto s = ro_rigged({"R8 R9 B2", "K1 K2 JK", "O4 O5"}, {"run R5 R6 R7", "book B9 O9 K9"});
  play(*s, 0, add_on("R8", 0, 0));
  play(*s, 0, add_on("R9", 1, 0));
  play(*s, 0, Action::discard(card("B2")));
  const RoundResult& r = *s->last_round();
  CHECK(r.way == WayOut::OpenRummy);
  CHECK(r.bonus == 100);
  CHECK(r.placed == std::vector<int>{5 + 6 + 7 + 8 + 9, 27, 0});
  // Seat 1 is on board and loses its rack (10 + 2 + a joker's 15); seat 2 never went on board.
  CHECK(r.points == std::vector<int>{35 + 100, -27, -100});
  CHECK(s->scores().totals == std::vector<int>{135, -27, -100});
  // The ordinary way out said plainly; a Foot and a Hand by their names, each with what it is
  // (rummy-o.txt: every tile at once without going on board first; a Foot adds to melds exposed).
  CHECK(describe_event(Event{EventKind::WentOut, 0, Card::none(), static_cast<int16_t>(WayOut::OpenRummy), 100}) ==
        "Player 1 went out: a bonus of 100 points.");
  CHECK(describe_event(Event{EventKind::WentOut, 1, Card::none(), static_cast<int16_t>(WayOut::Foot), 200}) ==
        "Player 2 went out with a Foot: every tile laid in one turn, some onto melds already on the table, for a "
        "bonus of 200 points!");
  CHECK(went_out_words("You", WayOut::Hand, 400) ==
        "You went out with a Hand: every tile laid in one turn as new melds, for a bonus of 400 points!");
}

TEST_CASE("Rummy-O going out: the tiles one placed are counted apart, in one's own melds and added to others'") {
  auto s = ro_rigged({"R8 R9 B2", "K1 K2 JK", "O4 O5"}, {"run R5 R6 R7", "book B9 O9 K9"});
  play(*s, 0, add_on("R8", 0, 0));
  play(*s, 0, add_on("R9", 1, 0));
  play(*s, 0, Action::discard(card("B2")));
  const RoundResult& r = *s->last_round();
  // Seat 0: the 5-6-7-8 of its own run, and the red 9 on seat 1's group.
  CHECK(r.placed_tiles == std::vector<int>{5, 3, 0});
  CHECK(r.added_tiles == std::vector<int>{1, 0, 0});
  CHECK(r.added == std::vector<int>{9, 0, 0});
  CHECK(r.placed[0] - r.added[0] == 5 + 6 + 7 + 8);
}

TEST_CASE("Rummy-O Foot: not on board, everything at once in melds and on others' melds, 200 bonus") {
  auto s = ro_rigged({"B7 B8 K1 K2 K3 B9 R2", "K4 K5"}, {"", "run B4 B5 B6 | book R9 O9 K9"});
  Action out(rummy_o::kGoOut);
  out.melds = melds("run K1 K2 K3");
  out.card = card("R2");
  // A tile that fits nowhere stops it.
  auto t = ro_rigged({"B7 B8 K1 K2 K3 O1 R2", "K4 K5"}, {"", "run B4 B5 B6 | book R9 O9 K9"});
  CHECK(refused(*t, 0, out) ==
        "To go out, every tile but your discard must go into your melds or onto melds on the table.");
  const auto listed = s->legal_actions();
  CHECK(std::any_of(listed.begin(), listed.end(), [](const Action& a) { return a.kind == rummy_o::kGoOut; }));
  play(*s, 0, out);
  const RoundResult& r = *s->last_round();
  CHECK(r.way == WayOut::Foot);
  CHECK(r.bonus == 200);
  CHECK(r.points[0] == 10 + 2 + 3 + 7 + 8 + 9 + 200);
  CHECK(r.points[1] == -(4 + 5));
  auto last_discard = std::find_if(s->events().rbegin(), s->events().rend(),
                                   [](const Event& e) { return e.kind == EventKind::Discarded; });
  REQUIRE(last_discard != s->events().rend());
  CHECK(to_text(last_discard->card) == "R2");
}

TEST_CASE("Rummy-O Foot or Hand: only for a player not on board") {
  auto s = ro_rigged({"K1 K2 K3 R2", "K4 K5"}, {"run R5 R6 R7"});
  Action out(rummy_o::kGoOut);
  out.melds = melds("run K1 K2 K3");
  out.card = card("R2");
  CHECK(refused(*s, 0, out) == "You are on board: go out by placing your tiles and discarding the last one.");
}

TEST_CASE("Rummy-O Hand: everything at once in melds of one's own, 500 bonus, 400 with a joker, 300 with two") {
  const std::string rack = "R1 R2 R3 R4 B5 O5 K5 R7 B7 O7 K7 B11 B12 B13 O2";
  struct Case {
    std::string from, to;
    int bonus;
  } cases[] = {{"", "", 500}, {"K7", "JK", 400}, {"K7 O5", "JK JK", 300}};
  for (const Case& c : cases) {
    std::string r = rack, spec = "run R1 R2 R3 R4 | book B5 O5 K5 | book R7 B7 O7 K7 | run B11 B12 B13";
    std::istringstream from(c.from), to(c.to);
    std::string f, t;
    while (from >> f && to >> t) {
      r.replace(r.find(f), f.size(), t);
      spec.replace(spec.find(f), f.size(), t);
    }
    auto s = ro_rigged({r, "K4 K6"});
    Action out(rummy_o::kGoOut);
    out.melds = melds(spec);
    out.card = card("O2");
    play(*s, 0, out);
    const RoundResult& res = *s->last_round();
    INFO(spec);
    CHECK(res.way == WayOut::Hand);
    CHECK(res.bonus == c.bonus);
    CHECK(res.points[0] == res.placed[0] + c.bonus);
    CHECK(res.points[1] == -100);
  }
}

TEST_CASE("Rummy-O Hand: going on board and emptying the rack in that same turn with melds only") {
  auto s = ro_rigged({"R1 R2 R3 R4 B10 O10 K10 R10 O2", "K4 K6"}, {"", "run B4 B5 B6"});
  play(*s, 0, lay("run R1 R2 R3 R4 | book B10 O10 K10 R10"));
  play(*s, 0, Action::discard(card("O2")));
  CHECK(s->last_round()->way == WayOut::Hand);
  CHECK(s->last_round()->points[0] == 19 + 40 + 500);
  CHECK(s->last_round()->points[1] == -10);
}

TEST_CASE("Rummy-O stock empty: the discards but the top become the stock twice, the third time the round ends") {
  auto s = ro_game(2, 3);
  int rebuilt = 0;
  Card top_before = Card::none();
  while (s->round_index() == 0) {
    const int seat = s->current_seat();
    if (s->phase() == "draw") {
      play(*s, seat, Action::draw_stock());
      continue;
    }
    top_before = s->rack(seat).back().face();
    const size_t events = s->events().size();
    play(*s, seat, Action::discard(top_before));
    for (size_t i = events; i < s->events().size(); ++i)
      if (s->events()[i].kind == EventKind::Rebuilt) {
        ++rebuilt;
        CHECK(faces(s->discards()) == to_text(top_before));
        CHECK(s->stock().size() + 1 + 28 == 106);
      }
  }
  CHECK(rebuilt == 2);
  const RoundResult& r = *s->last_round();
  CHECK(r.went_out == -1);
  CHECK(r.way == WayOut::None);
  CHECK(r.points == std::vector<int>{-100, -100});
}

TEST_CASE("Rummy-O a round that reaches 300 turns ends with nobody out") {
  auto s = ro_game(2, 4);
  while (s->round_index() == 0) {
    const int seat = s->current_seat();
    if (s->phase() == "draw")
      play(*s, seat, Action::take_discard());
    else
      play(*s, seat, Action::discard(s->rack(seat).back().face()));
  }
  CHECK(s->last_round()->went_out == -1);
  CHECK(s->stock().size() == static_cast<size_t>(106 - 29));  // the new round's
}

TEST_CASE("Rummy-O the winner: highest total after four rounds") {
  auto s = ro_game(2);
  s->rig_scores_for_test({{100, -50}, {-20, 230}, {0, 0}});
  CHECK(s->round_index() == 3);
  CHECK(s->first_player() == 1);
  std::vector<std::vector<Card>> racks{cards("R8 B2"), cards("K1 K2")};
  REQUIRE(s->rig_for_test(racks, cards("O9"), {}, {table_melds("run R5 R6 R7"), {}}, 0, Phase::Play));
  play(*s, 0, add_on("R8", 0, 0));
  play(*s, 0, Action::discard(card("B2")));
  CHECK(s->is_terminal());
  const Scores sc = s->scores();
  CHECK_FALSE(sc.low_wins);
  CHECK(sc.totals == std::vector<int>{80 + 26 + 100, 180 - 100});
  CHECK(sc.winners == std::vector<int>{0});
}
