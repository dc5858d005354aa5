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
  CHECK(meld_words(MeldKind::Book, placed("9H 9C JK=9")) == "three 9s, with a joker as one");
  CHECK(meld_words(MeldKind::Book, placed("KH KC KS KD")) == "four kings");
  CHECK(meld_words(MeldKind::Run, placed("4H 5H JK=6H")) == "the 4-5-6 of hearts, with a joker as the 6");
  CHECK(meld_words(MeldKind::Run, placed("10H JH QH KH AH=14H")) == "the 10 to A of hearts");
  CHECK(meld_words(MeldKind::Run, placed("G10 G11 G12")) == "the green 10-11-12");
  CHECK(meld_words(MeldKind::Book, placed("R0 G0 B0")) == "three 0s");
  CHECK(meld_words(MeldKind::Run, placed("R0 G1 Y2=B2")) == "the mixed 0-1-2, with the yellow 2 as the blue 2");
  CHECK(piece_words(PlacedCard{card("R7"), Card::none()}) == "the red 7");
  CHECK(piece_words(PlacedCard{Card::joker(), card("R7")}) == "a joker as the red 7");
  CHECK(piece_words(PlacedCard{card("AH"), *parse_card("14H")}) == "the ace of hearts");
}

TEST_CASE("Melds in words: a meld's wilds are named after it, each by its face and its place") {
  CHECK(meld_words(MeldKind::Run, placed("K11 JK=K12 K13")) == "the black 11-12-13, with a joker as the 12");
  CHECK(meld_words(MeldKind::Book, placed("9H 9C JK=9 JK=9")) == "four 9s, with two jokers as two of them");
  CHECK(meld_words(MeldKind::Book, placed("9H 9C 9S")) == "three 9s");
  // A natural ace after the king is no wild.
  CHECK(meld_words(MeldKind::Run, placed("QH KH AH=14H")) == "the Q-K-A of hearts");
  // The game's words: a piece named its own way, or one role for every wild.
  const WildWords wild_threes{.piece = [](Card) { return std::string("a wild 3"); }};
  CHECK(meld_words(MeldKind::Book, placed("9H 9C 3S=9"), wild_threes) == "three 9s, with a wild 3 as one");
  const WildWords yellow{.role = "a joker", .roles = "jokers"};
  CHECK(meld_words(MeldKind::Run, placed("R3 Y4=R4 R5 R6 Y7=R7"), yellow) ==
        "the red 3 to 7, with the yellow 4 and the yellow 7 as jokers");
  // Two melds, the first naming its wilds: its words are closed by a comma.
  MeldList two;
  two.add(MeldKind::Run, placed("K11 JK=K12 K13"));
  two.add(MeldKind::Book, placed("9H 9C 9S"));
  CHECK(melds_words(two) == "the black 11-12-13, with a joker as the 12, and three 9s");
  CHECK_FALSE(ends_naming_wilds(two));
}
