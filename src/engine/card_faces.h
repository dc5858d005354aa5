// The distinct faces of a hand, in face order, without a sort or a list: move generators list
// one move per face and run at every step of a search or a random playout.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <iterator>
#include <span>

#include "engine/card.h"

namespace parlor {

// A mark per face index (a face orders as its index), read back as the faces in order.
class FaceSet {
 public:
  explicit FaceSet(std::span<const Card> hand) {
    for (Card c : hand) {
      const auto i = static_cast<unsigned>(c.face_index());
      held_[i >> 6] |= uint64_t{1} << (i & 63);
    }
  }
  bool contains(Card face) const {
    const auto i = static_cast<unsigned>(face.face_index());
    return ((held_[i >> 6] >> (i & 63)) & 1) != 0;
  }

  class iterator {
   public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Card;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Card;
    iterator() = default;
    iterator(const FaceSet* set, unsigned word) : set_(set), word_(word) { settle(); }
    Card operator*() const {
      return Card::from_bits(static_cast<uint16_t>(word_ * 64 + static_cast<unsigned>(std::countr_zero(rest_))));
    }
    iterator& operator++() {
      rest_ &= rest_ - 1;
      if (!rest_) {
        ++word_;
        settle();
      }
      return *this;
    }
    iterator operator++(int) {
      iterator was = *this;
      ++*this;
      return was;
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.word_ == b.word_ && a.rest_ == b.rest_; }

   private:
    // The first word from word_ on with a face left in it (word_ 4 and nothing left: the end).
    void settle() {
      while (word_ < 4 && !(rest_ = set_->held_[word_])) ++word_;
      if (word_ >= 4) rest_ = 0;
    }
    const FaceSet* set_ = nullptr;
    unsigned word_ = 4;
    uint64_t rest_ = 0;
  };
  iterator begin() const { return iterator(this, 0); }
  iterator end() const { return iterator(this, 4); }

 private:
  std::array<uint64_t, 4> held_{};
};

}  // namespace parlor
