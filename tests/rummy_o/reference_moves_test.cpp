// Rummy-O's listed moves against the independent reference (reference_moves.h, which says what
// is compared and why), in positions reached by seeded games of bots.
#include "reference_moves.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/rummy_o/state.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
namespace ref = parlor::rummy_o::reference;

namespace {

std::string joined(const std::set<std::string>& keys) {
  std::string out;
  for (const std::string& k : keys) out += k + "; ";
  return out;
}

bool includes(const std::set<std::string>& big, const std::set<std::string>& small) {
  return std::includes(big.begin(), big.end(), small.begin(), small.end());
}

// Compares one position; the engine's listing when it was a turn's play (not a take).
std::optional<ref::Listing> compare_with_reference(const RummyOState& s) {
  const int seat = s.current_seat();
  if (seat < 0) return std::nullopt;
  const RummyOView v = s.typed_view(seat);
  const ref::Position p = ref::position_of(v);
  const ref::Listing want = ref::reference_listing(p);
  std::vector<Action> rest;
  const ref::Listing got = ref::engine_listing(s.legal_actions(), rest);
  std::string table;
  for (const auto& melds : v.table)
    for (const TableMeld& m : melds) table += meld_to_text(m.meld) + "; ";
  INFO("rack " << parlor::testing::faces(v.rack) << " | table " << table << " | on board " << p.on_board << " opened "
               << p.opened_this_turn);
  CHECK(joined(got.takes_and_discards) == joined(want.takes_and_discards));
  CHECK(joined(got.addons) == joined(want.addons));
  INFO("listed claims " << joined(got.sure_claims) << " sure " << joined(want.sure_claims) << " allowed "
                        << joined(want.allowed_claims));
  CHECK(includes(got.sure_claims, want.sure_claims));
  CHECK(includes(want.allowed_claims, got.sure_claims));
  for (const Action& a : rest) {
    INFO(action_to_text(a, kMoveKinds));
    CHECK(ref::breaks_sheet(p, a) == std::nullopt);
  }
  if (p.phase != Phase::Play) return std::nullopt;
  return got;
}

}  // namespace

TEST_CASE("Rummy-O listed moves match a reference written from the sheet, in positions of seeded games") {
  int plays = 0, addons = 0, claims = 0;
  const char* seats[][4] = {
      {"greedy", "greedy", "", ""}, {"greedy", "random", "greedy", ""}, {"greedy", "greedy", "greedy", "greedy"}};
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    auto s = RummyOState::create(json{{"players", players}}, 500 + seed);
    REQUIRE(s.ok());
    std::vector<std::string> kinds(seats[players - 2], seats[players - 2] + players);
    auto bots = make_bots("rummy_o", kinds, seed);
    REQUIRE(bots.ok());
    // Every position is compared; sixty plays a game (the game then stops) keep the test quick.
    int looked = 0;
    play_game(**s, *bots, (*s)->max_game_length(), [&](const State& st, int64_t) -> std::optional<std::string> {
      const auto got = compare_with_reference(static_cast<const RummyOState&>(st));
      if (!got) return std::nullopt;
      ++plays;
      addons += static_cast<int>(got->addons.size());
      claims += static_cast<int>(got->sure_claims.size());
      return ++looked >= 60 ? std::optional<std::string>("enough positions") : std::nullopt;
    });
  }
  MESSAGE("positions " << plays << ", add-ons " << addons << ", claims " << claims);
  CHECK(plays >= 300);
  CHECK(addons > 50);
  CHECK(claims > 0);
}

TEST_CASE("Rummy-O reference melds: the sheet's runs and groups") {
  auto m = [](const std::string& spec) {
    const MeldList l = parlor::testing::melds(spec);
    return ref::meld_ok(l.kind(0), std::vector<PlacedCard>(l.cards(0).begin(), l.cards(0).end()));
  };
  CHECK(m("run R12 R13 R1"));
  CHECK(m("run O12 O13 O1 JK"));
  CHECK_FALSE(m("run R13 R1 R2"));
  CHECK_FALSE(m("run O1 O2 O3 O4 O5 O6 O7 O8 O9 O10 O11 O12 O13 JK"));
  CHECK(m("run R4 JK R6"));
  CHECK_FALSE(m("run R4 JK=R7 R6"));
  CHECK(m("book R7 B7 JK"));
  CHECK_FALSE(m("book R7 B7 JK=R7"));
  CHECK_FALSE(m("book R7 B7 O7 K7 JK"));
}
