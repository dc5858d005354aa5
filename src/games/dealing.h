// A game rebuilt from one seat's view (bots/strong: search over the cards it cannot see): the
// cards it sees stay where they are, the rest lie where a sampler dealt them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/card.h"

namespace parlor {

struct Dealing {
  std::vector<std::vector<Card>> hands;  // every seat's hand, the viewing seat's own included
  std::vector<Card> stock;               // back = top
  std::vector<Card> discards;            // back = top (the view's top card)
  // [seat][zone of the game's kZones]: what each seat holds beside its hand; empty for a game
  // without zones.
  std::vector<std::vector<std::vector<Card>>> zones;
  std::vector<Card> hidden;  // cards no seat sees besides the stock (a deck of objectives), back = top
  uint64_t seed = 0;         // the rebuilt game's generator (its reshuffles)
};

// Copying a view's fields into the rebuilt game: a list a seat (what each laid on the table),
// one for each of the game's `players` seats however many the view held.
template <class PerSeat>
void copy_per_seat(std::vector<PerSeat>& to, const std::vector<PerSeat>& from, int players) {
  to = from;
  to.resize(static_cast<size_t>(players));
}
// A flag a seat, kept by the game as a byte, as far as both lists reach.
inline void copy_flags(std::vector<uint8_t>& to, const std::vector<bool>& from) {
  for (size_t i = 0; i < to.size() && i < from.size(); ++i) to[i] = from[i] ? 1 : 0;
}

}  // namespace parlor
