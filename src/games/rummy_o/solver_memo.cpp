// The Rummy-O solver's memo table (see solver_search.h).
#include <algorithm>

#include "games/rummy_o/solver_search.h"

namespace parlor::rummy_o::detail {

void Memo::begin() {
  if (table_.empty()) table_.resize(size_t{1} << 12);
  if (++stamp_ == 0) {
    std::fill(table_.begin(), table_.end(), Slot{});
    stamp_ = 1;
  }
  used_ = 0;
}

size_t Memo::hash(const Key& k) {
  uint64_t h = k.counts * 0x9E3779B97F4A7C15ULL;
  h = (h ^ (h >> 31) ^ k.slots_lo) * 0xBF58476D1CE4E5B9ULL;
  h = (h ^ (h >> 27) ^ k.slots_hi) * 0x94D049BB133111EBULL;
  return static_cast<size_t>(h ^ (h >> 31));
}

const int* Memo::find(const Key& k) const {
  const size_t mask = table_.size() - 1;
  for (size_t i = hash(k) & mask;; i = (i + 1) & mask) {
    const Slot& s = table_[i];
    if (s.stamp != stamp_) return nullptr;
    if (s.key == k) return &s.value;
  }
}

void Memo::put(const Key& k, int value) {
  if ((used_ + 1) * 2 > table_.size()) grow();
  const size_t mask = table_.size() - 1;
  size_t i = hash(k) & mask;
  while (table_[i].stamp == stamp_ && !(table_[i].key == k)) i = (i + 1) & mask;
  if (table_[i].stamp != stamp_) ++used_;
  table_[i] = Slot{k, stamp_, value};
}

void Memo::grow() {
  std::vector<Slot> old;
  old.swap(table_);
  table_.resize(old.size() * 2);
  const uint32_t live = stamp_;
  stamp_ = 1;
  used_ = 0;
  for (const Slot& s : old)
    if (s.stamp == live) put(s.key, s.value);
}

}  // namespace parlor::rummy_o::detail
