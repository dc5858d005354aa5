// The search behind games/rummy_o/solver.h: nodes, the choices open at a node, and the
// memoised best value. See solver.h for the method.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/fixed_vector.h"
#include "engine/meld.h"
#include "games/rummy_o/solver.h"

namespace parlor::rummy_o::detail {

inline constexpr int kMaxFaces = 32;  // distinct natural faces a rack may hold here
inline constexpr int kMaxSlots = 32;  // table melds the search may extend
inline constexpr int kNegInf = -1000000;
inline constexpr int kColours = 4;
inline constexpr int kFirstColour = static_cast<int>(Suit::Red);

inline int colour_of(Card c) { return static_cast<int>(c.suit()) - kFirstColour; }
inline Suit suit_of(int colour) { return static_cast<Suit>(colour + kFirstColour); }
// The tile at a run position, and as placed there: a 1 after the 13 carries the value 14
// (see engine/meld.h).
inline Card tile(int colour, int position) { return Card(suit_of(colour), position == 14 ? 1 : position); }
inline PlacedCard natural_at(int colour, int position) {
  return PlacedCard{tile(colour, position), position == 14 ? Card(suit_of(colour), 14) : Card::none()};
}

// A table meld as the search sees it.
struct Target {
  int index = -1;  // into the caller's table
  bool run = false;
  int colour = 0;       // 0..3 (red, blue, orange, black)
  int lo = 0, hi = 0;   // run: positions 1..14 it covers
  int number = 0;       // group
  uint8_t colours = 0;  // group: colours present, bit per colour
  int size = 0;
};

// Slot bits of a table run: each end extended at most once; whether it reached 1 or 14.
enum : uint8_t { kLowUsed = 1, kHighUsed = 2, kLowEdge = 4, kHighEdge = 8 };

struct Node {
  std::array<uint8_t, kMaxFaces> count{};
  std::array<uint8_t, kMaxSlots> slot{};
  uint8_t jokers = 0;
  bool has_run = false;
  bool kept = false;
  // Joker room (at most 2: the set's jokers) on table melds no rack tile can reach any more,
  // folded in so that how they were reached does not split states.
  uint8_t closed_room = 0;
  // No tile below this index is left (the lowest only rises along a path): where lowest() starts.
  uint8_t low = 0;
  // The counts as one base-3 number (face 0 the highest digit), kept as tiles leave: key()'s
  // counts without a loop over the faces.
  uint64_t code = 0;
};

enum class ChoiceKind : uint8_t { Keep, Group, Run, ExtendLow, ExtendHigh, ExtendGroup };

struct Choice {
  ChoiceKind kind = ChoiceKind::Keep;
  int face = -1;          // the lowest tile left, which this choice places or keeps
  int target = -1;        // into targets (extensions)
  int lo = 0, hi = 0;     // run positions placed
  uint32_t joker_at = 0;  // runs: bit (position - lo) holds a joker
  uint8_t colours = 0;    // groups: colours of the natural tiles placed
  int jokers = 0;         // jokers placed
};

struct Key {
  uint64_t counts = 0, slots_lo = 0, slots_hi = 0;
  friend bool operator==(const Key&, const Key&) = default;
};

// Open addressing keyed by node, reused from search to search (a stamp per search stands for
// clearing); one per thread.
class Memo {
 public:
  void begin();
  // Nothing stored yet: nullptr.
  const int* find(const Key& k) const;
  void put(const Key& k, int value);

 private:
  struct Slot {
    Key key;
    uint32_t stamp = 0;
    int value = 0;
  };
  static size_t hash(const Key& k);
  void grow();
  std::vector<Slot> table_;
  uint32_t stamp_ = 0;
  size_t used_ = 0;
};

class Search {
 public:
  Search(std::span<const Card> rack, std::span<const Meld> table, const SolveOptions& options);
  // kNegInf when no placement meets the options.
  int best() { return value(root_); }
  Placement rebuild();

 private:
  int value(const Node& n);
  int leaf_value(const Node& n, int* jokers_placed) const;
  int joker_room(const Node& n, int target) const;
  int lowest(const Node& n) const;
  template <class F>
  void for_each_choice(const Node& n, int t, F&& f) const;
  uint32_t held_positions(const Node& n, int colour) const;
  template <class F>
  void new_runs(const Node& n, int t, int colour, int p, uint32_t held, F&& f) const;
  template <class F>
  void extend_runs(const Node& n, int t, int colour, int p, uint32_t held, F&& f) const;
  template <class F>
  void extend_groups(const Node& n, int t, int colour, int number, F&& f) const;
  template <class F>
  void fill_run(const Node& n, int colour, int lo, int hi, int p, F&& f) const;
  template <class F>
  void fill_group(const Node& n, int t, uint8_t taken, int room, int min_more, F&& f) const;
  void place(const Choice& c, Placement& out) const;
  void place_leaf_jokers(const Node& n, int count, Placement& out) const;
  int face_at(int colour, int position) const;
  Key key(const Node& n) const;
  // One tile of `face` leaves the node (its digit counts two copies at most, as key() always did).
  void take(Node& n, int face) const {
    if (--n.count[static_cast<size_t>(face)] < 2) n.code -= digit_[static_cast<size_t>(face)];
  }
  Node settle(const Node& n) const;

  SolveOptions opt_;
  int weight_ = 0;  // per tile placed
  // Fixed storage: a search per play step of a seat, so no allocation for these.
  FixedVector<Card, kMaxFaces> faces_;
  FixedVector<int, kMaxFaces> points_;
  FixedVector<uint64_t, kMaxFaces> digit_;  // per face: its digit's weight in Node::code
  std::array<std::array<int8_t, 15>, 4> face_index_{};
  FixedVector<Target, kMaxSlots> targets_;
  Node root_;
  Memo& memo_;
};

}  // namespace parlor::rummy_o::detail
