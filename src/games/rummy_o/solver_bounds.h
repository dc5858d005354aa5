// Quick bounds that spare the Rummy-O solver a search whose answer is already known: which
// rack tiles could lie in any meld at all. Each test only ever over-counts what could be
// placed, so a bound that rules a search out never hides an answer it would have found.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"

namespace parlor::rummy_o::detail {

class RackBounds {
 public:
  explicit RackBounds(std::span<const Card> rack);
  // Whether a natural tile could start or join a new meld with rack tiles and jokers.
  bool in_new_meld(Card face) const { return can_group(face) || can_run(face); }
  bool can_run(Card face) const;
  // Whether it could be added onto `meld` (tiles between bridged by the rack).
  bool onto(Card face, const Meld& meld) const;
  // Natural tiles (counted with their copies) that no new meld, nor a meld of `table` listed in
  // `extendable`, could take.
  int stranded(std::span<const Meld> table, const std::vector<int>& extendable) const;
  // The most points new melds could place (every tile that could join one, jokers 15).
  int points_bound() const;
  bool any_run() const;
  bool any_new_meld() const;

 private:
  bool can_group(Card face) const;
  bool held(int colour, int position) const;
  int missing(int colour, int from, int to) const;  // positions in [from, to] not held
  std::array<uint16_t, 4> held_{};                  // bit q: colour holds number q (bit 14 mirrors the 1)
  std::array<uint8_t, 56> count_{};                 // by colour * 14 + number
  int jokers_ = 0;
};

}  // namespace parlor::rummy_o::detail
