// A game rebuilt from one seat's view (bots/strong: search over the cards it cannot see): the
// cards it sees stay where they are, the rest lie where a sampler dealt them.
#pragma once

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

}  // namespace parlor
