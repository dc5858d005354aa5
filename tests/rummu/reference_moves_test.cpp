// Rummü's listed moves against the second generator of reference_moves.h (which says what is
// compared exactly and what only against the sheet), in every position of seeded bot games.
#include "reference_moves.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <iterator>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/rummu/state.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
namespace ref = parlor::rummu::reference;

namespace {

// The keys of `a` missing from `b`, for the failure messages.
std::string beyond(const std::set<std::string>& a, const std::set<std::string>& b) {
  std::vector<std::string> extra;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(extra));
  std::string text;
  for (const std::string& k : extra) text += (text.empty() ? "" : " | ") + k;
  return text.empty() ? "-" : text;
}

struct Counts {
  int positions = 0, takes = 0, table_plays = 0, exchanges = 0, lay_downs = 0, promised = 0, later_rounds = 0;
};

void compare_position(const RummuState& s, Counts& n) {
  const int seat = s.current_seat();
  if (seat < 0) return;
  const RummuView v = s.typed_view(seat);
  const ref::Position p = ref::position_of(v);
  const ref::Listing want = ref::reference_listing(p);
  const std::vector<Action> listed = s.legal_actions();
  const ref::Listing got = ref::engine_listing(listed);
  std::string table;
  for (size_t owner = 0; owner < v.table.size(); ++owner)
    for (const Meld& m : v.table[owner]) table += std::to_string(owner) + ": " + meld_to_text(m) + "; ";
  INFO("round " << v.round << ", seat " << seat << ", " << std::string(phase_name(p.phase)) << ", hand "
                << parlor::testing::faces(v.hand) << ", pile of " << p.pile << ", table " << table << " come out "
                << p.came_out << ", plays " << p.plays);
  // The first play's minimum the seat is shown, against the sheet's table.
  CHECK(p.minimum == v.come_out_min[static_cast<size_t>(seat)]);
  INFO("takes and discards listed beyond the sheet: " << beyond(got.takes_and_discards, want.takes_and_discards)
                                                      << "; missing: "
                                                      << beyond(want.takes_and_discards, got.takes_and_discards));
  CHECK(got.takes_and_discards == want.takes_and_discards);
  INFO("table plays listed beyond the sheet: " << beyond(got.table_plays, want.table_plays)
                                               << "; missing: " << beyond(want.table_plays, got.table_plays));
  CHECK(got.table_plays == want.table_plays);
  INFO("lay-downs promised but missing: " << beyond(want.lay_downs, got.lay_downs));
  CHECK(std::includes(got.lay_downs.begin(), got.lay_downs.end(), want.lay_downs.begin(), want.lay_downs.end()));
  for (const Action& a : listed) {
    if (a.kind != kLayDown && a.kind != kAddOn && a.kind != kExchangeJoker) continue;
    const std::optional<std::string> why = ref::breaks_sheet(p, a);
    CHECK_MESSAGE(!why, action_to_text(a, kMoveKinds), " breaks the sheet: ", why.value_or(""));
  }
  // A move listed twice would be a slip of the listing, if not of the rules.
  int repeats = 0;
  for (auto it = listed.begin(); it != listed.end(); ++it)
    repeats += static_cast<int>(std::count(it + 1, listed.end(), *it));
  CHECK(repeats == 0);
  ++n.positions;
  n.takes += p.phase == Phase::Draw ? static_cast<int>(got.takes_and_discards.size()) : 0;
  for (const std::string& k : got.table_plays) (k.starts_with("exchange") ? n.exchanges : n.table_plays) += 1;
  n.lay_downs += static_cast<int>(got.lay_downs.size());
  n.promised += static_cast<int>(want.lay_downs.size());
  n.later_rounds += v.round > 1 ? 1 : 0;
}

struct Seating {
  int players;
  bool partners;
  const char* seats[6];
};

}  // namespace

TEST_CASE("Rummü listed moves match a reference written from the sheet, in positions of seeded games") {
  // Greedy bots come out and build on the table; random ones take deep into the pile and keep
  // long hands, so the hands make many combinations.
  const Seating seatings[] = {
      {3, false, {"greedy", "greedy", "random"}},
      {4, true, {"greedy", "random", "greedy", "random"}},
      {5, false, {"greedy", "greedy", "greedy", "random", "greedy"}},
      {6, true, {"greedy", "greedy", "greedy", "greedy", "greedy", "greedy"}},
      {4, false, {"greedy", "greedy", "greedy", "greedy"}},
      {3, false, {"greedy", "greedy", "greedy"}},
  };
  Counts n;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    const Seating& t = seatings[seed % std::size(seatings)];
    json options{{"players", t.players}};
    if (t.partners) options["partners"] = true;
    auto s = RummuState::create(options, 700 + seed);
    REQUIRE(s.ok());
    auto bots = make_bots("rummu", std::vector<std::string>(t.seats, t.seats + t.players), seed);
    REQUIRE(bots.ok());
    int looked = 0;
    compare_position(**s, n);
    play_game(**s, *bots, (*s)->max_game_length(), [&](const State& st, int64_t) -> std::optional<std::string> {
      compare_position(static_cast<const RummuState&>(st), n);
      return ++looked >= 400 ? std::optional<std::string>("enough positions") : std::nullopt;
    });
  }
  MESSAGE("positions " << n.positions << " (" << n.later_rounds << " after the first round), takes " << n.takes
                       << ", add-ons " << n.table_plays << ", exchanges " << n.exchanges << ", lay-downs listed "
                       << n.lay_downs << " of which promised " << n.promised);
  CHECK(n.positions >= 2000);
  CHECK(n.later_rounds >= 1000);  // where the coming-out minimum follows the scores
  CHECK(n.table_plays >= 500);
  CHECK(n.exchanges >= 50);
  CHECK(n.promised >= 2000);
}

TEST_CASE("Rummü reference combinations: the sheet's books and runs, pure and mixed, with yellow jokers") {
  auto kind = [](const std::string& text) {
    const auto k = ref::combination_kind(parlor::testing::placed(text));
    return !k ? std::string("none") : *k == MeldKind::Book ? std::string("book") : std::string("run");
  };
  CHECK(kind("R3 R4 R5") == "run");
  CHECK(kind("R3 G4 B5 K6 Y7") == "run");
  CHECK(kind("R7 G7 B7 K7 Y7") == "book");
  CHECK(kind("R3 Y4=R4 R5") == "run");
  CHECK(kind("R3 Y4=G4 B5") == "run");
  CHECK(kind("Y3 Y4=R4 G5") == "run");  // the joker counts as red beside an ordinary yellow
  CHECK(kind("R8 R9 R0") == "none");    // no going round
  CHECK(kind("R3 R4") == "none");
  CHECK(kind("R3 G4 G5") == "none");
  CHECK(kind("R3 Y4=R4 Y5=R5 R6") == "none");  // four of one colour: one joker at most
  CHECK(kind("R3 Y4=R4 Y5=R5 R6 R7") == "run");
  CHECK(kind("R3 Y4=G4 Y5=B5") == "none");  // a mix holds one joker
  CHECK(kind("R7 Y7=G7 B7") == "book");
  CHECK(kind("R7 Y7=G7 Y7 B7") == "none");  // the same face twice
  CHECK(kind("R1 R1 G1") == "none");
  CHECK(kind("R4 Y4=R4 G4") == "none");
  CHECK(kind("R4 Y4=Y4 G4") == "none");
  CHECK(kind("R4 Y5=R4 G4") == "none");
  CHECK(ref::coming_out_minimum(1, -50, false) == 4);
  CHECK(ref::coming_out_minimum(2, -1, false) == 3);
  CHECK(ref::coming_out_minimum(2, 99, false) == 4);
  CHECK(ref::coming_out_minimum(2, 100, false) == 5);
  CHECK(ref::coming_out_minimum(2, 150, false) == 6);
  CHECK(ref::coming_out_minimum(3, 199, true) == 4);
  CHECK(ref::coming_out_minimum(3, 200, true) == 5);
  CHECK(ref::coming_out_minimum(3, 400, true) == 6);
}
