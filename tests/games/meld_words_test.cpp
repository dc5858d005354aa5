// Melds in words (games/meld_words.h) and the sentence templates (engine/sentence.h).
#include "games/meld_words.h"

#include <doctest/doctest.h>

#include "../test_util.h"
#include "engine/sentence.h"

using namespace parlor;
using namespace parlor::testing;

TEST_CASE("Sentences: named slots fill a whole template, a slot with no value stays as written") {
  CHECK(say("{who} adds {cards} to {whose} run.", {{"who", "Ana"}, {"cards", "the red 7"}, {"whose", "your"}}) ==
        "Ana adds the red 7 to your run.");
  CHECK(say("{who} and {nobody}", {{"who", "Ana"}}) == "Ana and {nobody}");
  CHECK(list_words({"three 9s"}) == "three 9s");
  CHECK(list_words({"three 9s", "the 4-5-6 of hearts", "four kings"}) ==
        "three 9s, the 4-5-6 of hearts and four kings");
  CHECK(lower_first("A run needs tiles of one colour.") == "a run needs tiles of one colour.");
  CHECK(lower_first("JK stays") == "JK stays");
}

TEST_CASE("Melds in words: books by count and rank, runs by their numbers and suit or colour") {
  CHECK(meld_words(MeldKind::Book, placed("9H 9C JK=9")) == "three 9s");
  CHECK(meld_words(MeldKind::Book, placed("KH KC KS KD")) == "four kings");
  CHECK(meld_words(MeldKind::Run, placed("4H 5H JK=6H")) == "the 4-5-6 of hearts");
  CHECK(meld_words(MeldKind::Run, placed("10H JH QH KH AH=14H")) == "the 10 to A of hearts");
  CHECK(meld_words(MeldKind::Run, placed("G10 G11 G12")) == "the green 10-11-12");
  CHECK(meld_words(MeldKind::Book, placed("R0 G0 B0")) == "three 0s");
  CHECK(meld_words(MeldKind::Run, placed("R0 G1 Y2=B2")) == "the mixed 0-1-2");
  CHECK(piece_words(PlacedCard{card("R7"), Card::none()}) == "the red 7");
  CHECK(piece_words(PlacedCard{Card::joker(), card("R7")}) == "a joker as the red 7");
  CHECK(piece_words(PlacedCard{card("AH"), *parse_card("14H")}) == "the ace of hearts");
}
