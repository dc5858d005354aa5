// The Rummy-O solver: from a rack and the melds on the table, the best opening, the placement
// that disposes of the most points (new melds and tiles added to table melds), whether and how
// the rack can go out, and every single tile that can be added on.
//
// Exact search over the rack's natural tiles in (colour, number) order with the jokers as a
// pooled count: the lowest tile left is kept in the rack, starts a group or a run, or extends a
// table meld (a run at either end, a group by its missing colours); the other tiles of that
// meld are chosen with it. A table run's two ends and a group are each extended at most once
// per search path, the extension chosen whole, so every final arrangement is reached once.
// Jokers nobody chose go on table melds with room. States are memoised.
// tests/rummy_o/solver_test.cpp checks it against brute-force enumerators.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::rummy_o {

struct SolveOptions {
  bool need_run = false;     // the opening: at least one new run
  bool new_melds = true;     // false: tiles may only go onto table melds
  bool keep_one = true;      // at least one tile stays in the rack (the discard)
  bool tiles_first = false;  // most tiles placed first, then most points (going out)
  int joker_points = 15;     // what placing a joker is worth to the objective
  // Only placements keeping at most this many tiles (jokers too) count; -1: any. Going out keeps
  // 1 and onto_table 0: the search then drops a path as soon as it keeps one tile too many, an
  // answer the unrestricted search gives the same (tiles_first weighs a tile over any points).
  int most_kept = -1;
  // Indices into the table melds that may take tiles; empty: none.
  std::vector<int> extendable;
};

struct TableAddition {
  int meld = -1;                  // index into the table melds
  std::vector<PlacedCard> tiles;  // faces, jokers with the value they stand for
};

struct Placement {
  std::vector<Meld> melds;           // new melds, jokers' values filled in
  std::vector<TableAddition> added;  // tiles added to table melds
  std::vector<Card> left;            // faces kept in the rack
  int points = 0;                    // tile points placed (jokers 15)
  int tiles = 0;                     // tiles placed
  bool has_run = false;              // among the new melds
};

// The best placement under `options`; nothing when none exists (e.g. no run for an opening,
// or every tile would have to be placed while keep_one asks to keep one).
std::optional<Placement> solve(std::span<const Card> rack, std::span<const Meld> table, const SolveOptions& options);

// The opening that places the most points, from the rack alone: melds worth 50 or more with
// at least one run. Nothing when the rack has none.
std::optional<Placement> best_opening(std::span<const Card> rack);

// Every tile but one placed, in new melds and (when `extendable` lists any) on table melds;
// the kept tile is the discard. Prefers, in order: fewer jokers when only melds are allowed
// (a Hand pays more with fewer), then the most points placed.
std::optional<Placement> going_out(std::span<const Card> rack, std::span<const Meld> table,
                                   const std::vector<int>& extendable);

// Every one of `tiles` added onto table melds (any of them), or nothing when they do not all fit.
std::optional<Placement> onto_table(std::span<const Card> tiles, std::span<const Meld> table);

// One rack tile added to one table meld, a joker with the value it would stand for.
struct AddOnChoice {
  int meld = -1;
  PlacedCard tile;
};
// Every single-tile add-on open to the rack, in rack-face order then meld order.
std::vector<AddOnChoice> possible_addons(std::span<const Card> rack, std::span<const Meld> table,
                                         const std::vector<int>& extendable);

// The position a table tile takes in a run: its number, 14 for a 1 played after the 13.
int run_position(const PlacedCard& p);

}  // namespace parlor::rummy_o
