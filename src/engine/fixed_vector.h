// A vector of at most N elements stored in place: for the search structures built once per
// move-generation call, where a heap allocation costs more than the work itself.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace parlor {

template <class T, size_t N>
class FixedVector {
 public:
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  static constexpr size_t capacity() { return N; }
  void clear() { size_ = 0; }
  void push_back(const T& v) {
    assert(size_ < N);
    items_[size_++] = v;
  }
  void resize(size_t n) {
    assert(n <= N);
    for (size_t i = size_; i < n; ++i) items_[i] = T{};
    size_ = n;
  }
  void assign(size_t n, const T& v) {
    assert(n <= N);
    for (size_t i = 0; i < n; ++i) items_[i] = v;
    size_ = n;
  }
  T& operator[](size_t i) { return items_[i]; }
  const T& operator[](size_t i) const { return items_[i]; }
  T& back() { return items_[size_ - 1]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::array<T, N> items_{};
  size_t size_ = 0;
};

}  // namespace parlor
