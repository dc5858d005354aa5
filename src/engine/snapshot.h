// The text of State::debug_snapshot(): plain appends rather than streams, because the
// conformance checks take several snapshots a move.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/card.h"
#include "engine/rng.h"

namespace parlor {

class State;

class SnapshotText {
 public:
  // Opens with the game, its options, the seed and the generator's words.
  SnapshotText(std::string_view game, const nlohmann::json& options, uint64_t seed, const Rng& rng);

  void label(std::string_view text) { o_ += text; }
  void num(int64_t v);
  void nums(std::string_view label, std::initializer_list<int64_t> values);
  // Each card's bits (physical copy included), on a line of its own.
  void cards(std::string_view label, const std::vector<Card>& cards);
  // Event logs only grow: their length and a hash of the words mixed in keep snapshots short.
  void mix(uint64_t word) { hash_ = (hash_ ^ word) * 1099511628211ULL; }
  // Closes with the events' count and hash and the state's history length and last move.
  std::string finish(const State& state, size_t events);

 private:
  std::string o_;
  uint64_t hash_ = 1469598103934665603ULL;
};

}  // namespace parlor
