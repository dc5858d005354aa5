// Runs and books (groups) with wild cards, for every game, driven by a table of rule knobs.
//
// A meld lists physical faces; each wild carries the value it stands for (`as`), which the
// game records so a wild keeps its value for the rest of the round (Jok-R-Ummy, Rummy-O joker
// claims). check_meld accepts wilds without a value and fills one in.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"

namespace parlor {

enum class MeldKind : uint8_t { Run = 0, Book = 1 };  // "book" = "group" in the tile games

struct PlacedCard {
  Card card;  // the face played
  Card as;    // what a wild stands for (Suit::Any: a rank only); none() for a natural card
  friend bool operator==(const PlacedCard&, const PlacedCard&) = default;
};

enum class SuitRule : uint8_t {
  Any,             // Five Crowns books: suits may repeat
  Same,            // runs of one suit
  Distinct,        // Rummy-O groups: no colour twice
  SameOrDistinct,  // Rummü: all one colour ("pure") or no colour twice ("mixed")
};

// The knobs that differ between the games. Defaults are Five Crowns with no wild rank.
struct MeldRules {
  int rank_lo = 3;              // lowest natural rank in a run
  int rank_hi = 13;             // highest natural rank in a run
  bool low_after_high = false;  // rank_lo may also follow rank_hi (A after K, 1 after 13), never both
  uint16_t wild_ranks = 0;      // bit r set: every card of rank r is wild
  bool jokers_wild = true;
  bool wild_rank_may_be_natural = true;  // a wild-rank card may stand for itself (Five Crowns) or never (Jok-R-Ummy 2s)
  int max_wilds = -1;                    // per meld; -1 = any number
  bool wilds_fewer_than_naturals = false;  // Rummü pure combinations
  bool all_wild_allowed = true;            // Five Crowns yes; Jok-R-Ummy needs one regular card
  int min_cards = 3;
  int book_max = 0;  // 0 = no limit; Rummy-O groups hold at most 4
  SuitRule book_suits = SuitRule::Any;
  SuitRule run_suits = SuitRule::Same;
  bool identical_faces_allowed = true;  // Rummü: no two identical cards in one combination
  bool book_wild_names_suit = false;    // a wild in a group stands for a tile of a named colour
  bool allow_runs = true;
  bool allow_books = true;
  // Suits a run or book may use; Five Crowns: stars..diamonds.
  Suit suit_first = Suit::Stars;
  Suit suit_last = Suit::Diamonds;
};

bool is_wild(const MeldRules& rules, Card c);

// Player-facing reason the meld is not legal, or nothing when it is. Fills in `as` for wilds
// that have none (and for a natural ace played high, as rank rank_hi + 1).
std::optional<std::string> check_meld(const MeldRules& rules, MeldKind kind, std::span<PlacedCard> cards);

// Tries run then book. Returns the kind that works, or the reason for the more plausible kind.
struct MeldGuess {
  std::optional<MeldKind> kind;
  std::string reason;
};
MeldGuess check_any_meld(const MeldRules& rules, std::span<PlacedCard> cards);

// "JK=7H", "5*=7" (rank only), "9H".
std::string placed_to_text(const PlacedCard& p);
std::optional<PlacedCard> parse_placed(std::string_view text);

const char* meld_kind_name(MeldKind k);                       // "run" / "book"
std::optional<MeldKind> parse_meld_kind(std::string_view s);  // "run", "book", "group"

// A meld as it lies on the table.
struct Meld {
  MeldKind kind = MeldKind::Run;
  std::vector<PlacedCard> cards;
  friend bool operator==(const Meld&, const Meld&) = default;
};
std::string meld_to_text(const Meld& m);  // "run: 5H 6H JK=7H"

// Melds carried inside an Action: fixed capacity so actions stay plain values.
class MeldList {
 public:
  static constexpr int kMaxCards = 16;  // a 14-card Five Crowns hand goes out with 13; Rummy-O with 14
  static constexpr int kMaxMelds = 8;

  int size() const { return n_melds_; }
  bool empty() const { return n_melds_ == 0; }
  int total_cards() const { return n_cards_; }
  MeldKind kind(int i) const { return kinds_[i]; }
  std::span<const PlacedCard> cards(int i) const {
    int b = i == 0 ? 0 : ends_[i - 1];
    return {cards_.data() + b, static_cast<size_t>(ends_[i] - b)};
  }
  std::span<PlacedCard> mutable_cards(int i) {
    int b = i == 0 ? 0 : ends_[i - 1];
    return {cards_.data() + b, static_cast<size_t>(ends_[i] - b)};
  }
  // False when the list is full.
  bool add(MeldKind kind, std::span<const PlacedCard> cards);
  void clear() { n_melds_ = n_cards_ = 0; }
  Meld meld(int i) const;

  friend bool operator==(const MeldList& a, const MeldList& b);

 private:
  uint8_t n_melds_ = 0;
  uint8_t n_cards_ = 0;
  std::array<MeldKind, kMaxMelds> kinds_{};
  std::array<uint8_t, kMaxMelds> ends_{};
  std::array<PlacedCard, kMaxCards> cards_{};
};

}  // namespace parlor
