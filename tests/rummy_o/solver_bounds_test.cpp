// The solver's quick bounds (solver_bounds.h) and its limit on tiles kept (SolveOptions::most_kept)
// only spare searches: in positions of seeded games, best_opening, going_out and onto_table answer
// exactly as the full search without them does.
#include "games/rummy_o/solver_bounds.h"

#include <doctest/doctest.h>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver.h"
#include "games/rummy_o/state.h"

using namespace parlor;
using namespace parlor::rummy_o;

namespace {

// solver.cpp's best_opening and going_out as they were before the bounds: a search every time.
std::optional<Placement> full_opening(std::span<const Card> rack) {
  SolveOptions o;
  o.need_run = true;
  auto p = solve(rack, {}, o);
  if (!p || p->points < kOpeningPoints) return std::nullopt;
  return p;
}

std::optional<Placement> full_going_out(std::span<const Card> rack, std::span<const Meld> table,
                                        const std::vector<int>& extendable) {
  if (rack.size() < 2) return std::nullopt;
  SolveOptions o;
  o.tiles_first = true;
  o.joker_points = kJokerPoints - 100;
  auto melds_only = solve(rack, table, o);
  if (melds_only && melds_only->tiles + 1 == static_cast<int>(rack.size())) return melds_only;
  if (extendable.empty()) return std::nullopt;
  o.joker_points = kJokerPoints;
  o.extendable = extendable;
  auto with_table = solve(rack, table, o);
  if (with_table && with_table->tiles + 1 == static_cast<int>(rack.size())) return with_table;
  return std::nullopt;
}

std::optional<Placement> full_onto_table(std::span<const Card> tiles, std::span<const Meld> table) {
  SolveOptions o;
  o.keep_one = false;
  o.new_melds = false;
  o.tiles_first = true;
  for (size_t i = 0; i < table.size(); ++i) o.extendable.push_back(static_cast<int>(i));
  auto placed = solve(tiles, table, o);
  if (!placed || placed->tiles != static_cast<int>(tiles.size())) return std::nullopt;
  return placed;
}

bool same(const std::optional<Placement>& a, const std::optional<Placement>& b) {
  if (a.has_value() != b.has_value()) return false;
  if (!a) return true;
  if (a->melds != b->melds || a->left != b->left || a->points != b->points || a->tiles != b->tiles) return false;
  if (a->added.size() != b->added.size()) return false;
  for (size_t i = 0; i < a->added.size(); ++i)
    if (a->added[i].meld != b->added[i].meld || a->added[i].tiles != b->added[i].tiles) return false;
  return true;
}

}  // namespace

TEST_CASE(
    "Rummy-O solver: the quick bounds and the kept-tile limit leave every opening, go-out and table placement of "
    "seeded games as the full search finds") {
  int racks = 0, openings = 0, go_outs = 0, with_table = 0, onto = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const int players = 2 + static_cast<int>(seed % 3);
    auto s = RummyOState::create(json{{"players", players}}, 900 + seed);
    REQUIRE(s.ok());
    // Greedy seats go on board and fill the table; random ones keep full racks to test.
    std::vector<std::string> kinds(static_cast<size_t>(players), "random");
    kinds[0] = "greedy";
    if (players > 2) kinds[1] = "greedy";
    auto bots = make_bots("rummy_o", kinds, seed);
    REQUIRE(bots.ok());
    play_game(**s, *bots, (*s)->max_game_length(), [&](const State& st, int64_t) -> std::optional<std::string> {
      const auto& g = static_cast<const RummyOState&>(st);
      const FlatTable flat = flatten(g.table());
      std::vector<int> all(flat.melds.size());
      for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
      for (int seat = 0; seat < players; ++seat) {
        const std::vector<Card>& rack = g.rack(seat);
        ++racks;
        const auto opening = best_opening(rack);
        CHECK(same(opening, full_opening(rack)));
        const auto out = going_out(rack, flat.melds, all);
        CHECK(same(out, full_going_out(rack, flat.melds, all)));
        // A few of the rack's tiles, all onto the table (a Foot's leftovers).
        const std::span<const Card> few(rack.data(), std::min<size_t>(rack.size(), static_cast<size_t>(1 + seat % 3)));
        const auto placed = onto_table(few, flat.melds);
        CHECK(same(placed, full_onto_table(few, flat.melds)));
        onto += placed ? 1 : 0;
        openings += opening ? 1 : 0;
        go_outs += out ? 1 : 0;
        with_table += out && !out->added.empty() ? 1 : 0;
      }
      return racks >= 6000 ? std::optional<std::string>("enough racks") : std::nullopt;
    });
  }
  MESSAGE("racks " << racks << ", openings " << openings << ", go-outs " << go_outs << " (" << with_table
                   << " onto the table), tiles all onto the table " << onto);
  CHECK(openings > 100);
  CHECK(go_outs > 0);
  CHECK(onto > 0);
}
