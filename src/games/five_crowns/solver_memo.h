// Memo tables for the Five Crowns solver: fixed-size open addressing keyed by search state,
// with a stamp per search in place of clearing, one table of each kind per thread.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace parlor::five_crowns::detail {

// Memo of state values, reused across calls; a stamp per search replaces clearing.
template <class V>
struct MemoEntry {
  uint64_t key = 0;
  uint32_t stamp = 0;
  V value{};
};

template <class V>
class Memo {
 public:
  static constexpr int kBits = 13;
  static constexpr uint32_t kMask = (1u << kBits) - 1;

  uint32_t begin() {
    if (table_.empty()) table_.resize(size_t{1} << kBits);
    if (++stamp_ == 0) {
      std::fill(table_.begin(), table_.end(), MemoEntry<V>{});
      stamp_ = 1;
    }
    return stamp_;
  }
  bool find(uint64_t key, V& value) const {
    uint32_t h = hash(key);
    for (int probe = 0; probe < 4; ++probe) {
      const MemoEntry<V>& e = table_[(h + probe) & kMask];
      if (e.stamp != stamp_) return false;
      if (e.key == key) {
        value = e.value;
        return true;
      }
    }
    return false;
  }
  void store(uint64_t key, V value) {
    uint32_t h = hash(key);
    for (int probe = 0; probe < 4; ++probe) {
      MemoEntry<V>& e = table_[(h + probe) & kMask];
      if (e.stamp != stamp_ || e.key == key) {
        e = MemoEntry<V>{key, stamp_, value};
        return;
      }
    }
    table_[h & kMask] = MemoEntry<V>{key, stamp_, value};  // full neighbourhood: evict
  }

 private:
  static uint32_t hash(uint64_t key) {
    key *= 0x9E3779B97F4A7C15ULL;
    return static_cast<uint32_t>(key >> (64 - kBits));
  }
  std::vector<MemoEntry<V>> table_;
  uint32_t stamp_ = 0;
};

// One table of each kind per thread, reused by every search on it.
inline Memo<int16_t>& memo() {
  thread_local Memo<int16_t> m;
  return m;
}
inline Memo<uint64_t>& set_memo() {
  thread_local Memo<uint64_t> m;
  return m;
}

}  // namespace parlor::five_crowns::detail
