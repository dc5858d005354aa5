#include "engine/snapshot.h"

#include "engine/json_util.h"
#include "engine/state.h"

namespace parlor {

SnapshotText::SnapshotText(std::string_view game, const json& options, uint64_t seed, const Rng& rng) {
  o_.reserve(2048);
  o_ += game;
  o_ += " " + dump_json(options) + " seed " + std::to_string(seed) + "\nrng ";
  for (uint64_t w : rng.words()) o_ += std::to_string(w) + " ";
  o_ += '\n';
}

void SnapshotText::num(int64_t v) {
  o_ += std::to_string(v);
  o_ += ' ';
}

void SnapshotText::nums(std::string_view label, std::initializer_list<int64_t> values) {
  o_ += label;
  for (int64_t v : values) num(v);
  o_ += '\n';
}

void SnapshotText::cards(std::string_view label, const std::vector<Card>& cards) {
  o_ += label;
  for (Card c : cards) num(c.bits());
  o_ += '\n';
}

std::string SnapshotText::finish(const State& state, size_t events) {
  o_ += "\nevents " + std::to_string(events) + " hash " + std::to_string(hash_);
  o_ += "\nhistory " + std::to_string(state.history().size());
  if (!state.history().empty())
    o_ += " last " + std::to_string(state.history().back().seat) + " " + action_to_text(state.history().back().action);
  o_ += '\n';
  return std::move(o_);
}

}  // namespace parlor
