// Cards and tiles of all five Parlor games in one 16-bit value.
//
// Layout: bits 0-3 rank, bits 4-7 suit, bits 8-11 physical copy. The copy number tells apart
// the identical cards a game holds (two decks, two sets), so conservation can be checked by
// physical identity. A card with copy 0 doubles as a "face": what players see and name.
//
// Suits are numbered once for all games, so a card's text and name need no deck context:
//   Five Crowns: stars, hearts, clubs, spades, diamonds (the 108-card deck uses the last four)
//   Rummy-O tiles: red, blue, orange, black; Rummü: red, yellow, green, blue, black.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor {

enum class Suit : uint8_t {
  Stars = 0,
  Hearts = 1,
  Clubs = 2,
  Spades = 3,
  Diamonds = 4,
  Red = 5,
  Blue = 6,
  Orange = 7,
  Black = 8,
  Yellow = 9,
  Green = 10,
  Program = 11,  // 11 to 13: a game's secret objective cards (Jok-R-Ummy programs), 16 a suit code
  Any = 14,      // a wild's assigned value that names a rank only (Five Crowns books)
  Joker = 15,
};

inline constexpr int kNumSuitCodes = 16;

class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Suit suit, int rank, int copy = 0)
      : bits_(static_cast<uint16_t>((copy & 0xF) << 8 | (static_cast<int>(suit) & 0xF) << 4 | (rank & 0xF))) {}
  static constexpr Card joker(int copy = 0) { return Card(Suit::Joker, 0, copy); }
  static constexpr Card from_bits(uint16_t b) {
    Card c;
    c.bits_ = b;
    return c;
  }
  // The "no card" value: stars rank 0 exists in no deck.
  static constexpr Card none() { return Card(); }

  constexpr uint16_t bits() const { return bits_; }
  constexpr int rank() const { return bits_ & 0xF; }
  constexpr Suit suit() const { return static_cast<Suit>((bits_ >> 4) & 0xF); }
  constexpr int copy() const { return (bits_ >> 8) & 0xF; }
  constexpr bool is_joker() const { return suit() == Suit::Joker; }
  constexpr bool is_none() const { return bits_ == 0; }
  constexpr Card face() const { return from_bits(bits_ & 0xFF); }
  constexpr Card with_copy(int copy) const { return Card(suit(), rank(), copy); }
  // 0..255, for tables indexed by face.
  constexpr int face_index() const { return bits_ & 0xFF; }

  friend constexpr bool operator==(Card a, Card b) { return a.bits_ == b.bits_; }
  friend constexpr bool operator<(Card a, Card b) { return a.bits_ < b.bits_; }

 private:
  uint16_t bits_ = 0;
};

// Objective cards are real items of a game's deck, so card conservation and the leak checks
// cover them like any card: index 0..47, printed "P1".."P48".
inline constexpr int kMaxObjectives = 48;
constexpr Card objective_card(int index) {
  return Card(static_cast<Suit>(static_cast<int>(Suit::Program) + index / 16), index % 16);
}
constexpr bool is_objective(Card c) {
  const int s = static_cast<int>(c.suit());
  return s >= static_cast<int>(Suit::Program) && s < static_cast<int>(Suit::Program) + 3;
}
// -1 for a card that is not an objective.
constexpr int objective_index(Card c) {
  return is_objective(c) ? (static_cast<int>(c.suit()) - static_cast<int>(Suit::Program)) * 16 + c.rank() : -1;
}

// Card suits (stars..diamonds) print rank first ("10H"); tile colours print colour first ("R10").
constexpr bool is_card_suit(Suit s) { return static_cast<int>(s) <= 4; }
constexpr bool is_tile_colour(Suit s) {
  int v = static_cast<int>(s);
  return v >= 5 && v <= 10;
}

// Short ASCII text: "7*", "10H", "QS", "AD", "JK", "R7", "B13", "Y0", "P12" (objective 11). With
// physical copy: "7*#1".
std::string to_text(Card c, bool with_copy = false);
// Parses what to_text prints (letters in either case; "T" is also read as stars). A lone "J"
// is not a joker: it is the rank jack. Returns nothing for anything else.
std::optional<Card> parse_card(std::string_view text);
// English: "7 of stars", "queen of hearts", "ace of spades", "joker", "red 7", "yellow 0",
// "program P12".
std::string card_name(Card c);
std::string suit_name(Suit s);
// "7" / "J" / "A" for card ranks, "7" for tiles.
std::string rank_text(int rank, bool tile);
std::string rank_name(int rank, bool tile);

enum class DeckKind : uint8_t {
  FiveCrowns,   // 58 per deck: 5 suits x 3..K + 3 jokers; a "set" is two decks (116)
  Double52,     // 108: two 52-card decks + 4 jokers (Jok-R-Ummy, Joker)
  RummyOTiles,  // 106: 4 colours x 1..13 twice + 2 jokers
  Rummu,        // 60: 5 colours x 0,1,1,2,3,4,5,6,7,7,8,9
};

// Every physical card, each copy numbered from 0. `sets` repeats the whole deck (Five Crowns
// with 8-14 players uses two sets of 116).
std::vector<Card> make_deck(DeckKind kind, int sets = 1);
// Whether the face exists in that deck.
bool deck_has_face(DeckKind kind, Card face);

}  // namespace parlor
