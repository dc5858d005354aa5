#include "engine/card.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace parlor;

TEST_CASE("Cards: every deck has its published size and unique physical cards") {
  struct Row {
    DeckKind kind;
    int sets;
    size_t size;
  };
  for (Row r : {Row{DeckKind::FiveCrowns, 1, 116}, Row{DeckKind::FiveCrowns, 2, 232}, Row{DeckKind::Double52, 1, 108},
                Row{DeckKind::RummyOTiles, 1, 106}, Row{DeckKind::Rummu, 1, 60}}) {
    auto deck = make_deck(r.kind, r.sets);
    CHECK(deck.size() == r.size);
    std::set<uint16_t> ids;
    for (Card c : deck) {
      ids.insert(c.bits());
      CHECK(deck_has_face(r.kind, c.face()));
    }
    CHECK(ids.size() == deck.size());
  }
  auto fc = make_deck(DeckKind::FiveCrowns, 1);
  CHECK(std::count_if(fc.begin(), fc.end(), [](Card c) { return c.is_joker(); }) == 6);
  auto rummu = make_deck(DeckKind::Rummu, 1);
  CHECK(std::count_if(rummu.begin(), rummu.end(), [](Card c) { return c.suit() == Suit::Yellow && c.rank() == 7; }) ==
        2);
}

TEST_CASE("Cards: text notation round trips for all five decks") {
  for (DeckKind k : {DeckKind::FiveCrowns, DeckKind::Double52, DeckKind::RummyOTiles, DeckKind::Rummu}) {
    for (Card c : make_deck(k, 1)) {
      auto face = parse_card(to_text(c));
      REQUIRE(face.has_value());
      CHECK(*face == c.face());
      auto full = parse_card(to_text(c, true));
      REQUIRE(full.has_value());
      CHECK(*full == c);
    }
  }
}

TEST_CASE("Cards: notation examples") {
  CHECK(to_text(Card(Suit::Stars, 7)) == "7*");
  CHECK(to_text(Card(Suit::Hearts, 10)) == "10H");
  CHECK(to_text(Card(Suit::Spades, 12)) == "QS");
  CHECK(to_text(Card(Suit::Diamonds, 1)) == "AD");
  CHECK(to_text(Card::joker()) == "JK");
  CHECK(to_text(Card(Suit::Red, 7)) == "R7");
  CHECK(to_text(Card(Suit::Black, 13)) == "K13");
  CHECK(to_text(Card(Suit::Yellow, 0)) == "Y0");
  CHECK(to_text(Card(Suit::Clubs, 11, 3), true) == "JC#3");
  CHECK(parse_card("7t") == Card(Suit::Stars, 7));
  CHECK(parse_card("kc") == Card(Suit::Clubs, 13));
  CHECK(parse_card("K10") == Card(Suit::Black, 10));
  CHECK(parse_card("KS") == Card(Suit::Spades, 13));
  // Values that are never cards but name an ace or a 1 played high in a run.
  CHECK(to_text(Card(Suit::Spades, 14)) == "14S");
  CHECK(parse_card("14S") == Card(Suit::Spades, 14));
  CHECK(parse_card("R14") == Card(Suit::Red, 14));
  CHECK_FALSE(deck_has_face(DeckKind::Double52, Card(Suit::Spades, 14)));
  for (const char* bad : {"", "J", "1H", "11H", "15S", "0S", "7X", "R15", "JK#16", "7H#", "Q", "H7", "10", "B"})
    CHECK_FALSE(parse_card(bad).has_value());
}

TEST_CASE("Cards: English names") {
  CHECK(card_name(Card(Suit::Stars, 7)) == "7 of stars");
  CHECK(card_name(Card(Suit::Hearts, 12)) == "queen of hearts");
  CHECK(card_name(Card(Suit::Spades, 1)) == "ace of spades");
  CHECK(card_name(Card::joker()) == "joker");
  CHECK(card_name(Card(Suit::Orange, 13)) == "orange 13");
  CHECK(card_name(Card(Suit::Green, 0)) == "green 0");
}
