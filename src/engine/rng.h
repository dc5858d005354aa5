// The one random generator of a game, stored inside its state.
//
// xoshiro256** seeded through splitmix64, with Lemire's multiply-and-reject for bounded
// integers and our own Fisher-Yates. Only fixed-width integer arithmetic is used, so a seed
// deals the same cards natively and in wasm32 (where size_t and long are 32 bits).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace parlor {

class Rng {
 public:
  Rng() : Rng(0) {}
  explicit Rng(uint64_t seed) { reseed(seed); }

  void reseed(uint64_t seed);
  uint64_t next_u64();
  uint32_t next_u32() { return static_cast<uint32_t>(next_u64() >> 32); }
  // Uniform in [0, bound); bound must be >= 1.
  uint32_t below(uint32_t bound);

  template <class T>
  void shuffle(std::vector<T>& v) {
    for (uint32_t i = static_cast<uint32_t>(v.size()); i > 1; --i) {
      uint32_t j = below(i);
      T tmp = v[i - 1];
      v[i - 1] = v[j];
      v[j] = tmp;
    }
  }

  const std::array<uint64_t, 4>& words() const { return s_; }
  friend bool operator==(const Rng& a, const Rng& b) { return a.s_ == b.s_; }

 private:
  std::array<uint64_t, 4> s_{};
};

// splitmix64: also handy to derive independent seeds (per game in a batch, per bot).
uint64_t splitmix64(uint64_t& state);

}  // namespace parlor
