// Rummü's combinations (games/rummu/melds.h): yellow-joker-rummy.txt and DECISIONS.md, rule by rule.
#include <doctest/doctest.h>

#include "rummu_util.h"

using namespace parlor;
using namespace parlor::testing;

TEST_CASE("Rummü combination: three cards at least") {
  CHECK(verdict("R3 R4") == "A combination needs at least three cards.");
  CHECK(verdict("R4 G4") == "A combination needs at least three cards.");
  CHECK(verdict("R3 R4 R5") == "legal");
  CHECK(verdict("R4 G4 B4") == "legal");
}

TEST_CASE("Rummü combination: Rummü cards only") {
  CHECK(verdict("R8 R9 R10") == "The red 10 is not a Rummü card.");
  CHECK(verdict("7H 7S 7D") == "The 7 of hearts is not a Rummü card.");
  CHECK(verdict("O3 O4 O5") == "The orange 3 is not a Rummü card.");
}

TEST_CASE("Rummü combination: a book is cards of one number") {
  CHECK(combination("R4 G4 B4").kind == MeldKind::Book);
  CHECK(combination("R4 G4 B4").number == 4);
  CHECK(verdict("R4 G4 B5") == "A combination is either cards of one number or a run with each number once.");
}

TEST_CASE("Rummü combination: a run is numbers in sequence, each once") {
  CHECK(combination("R5 R3 R4").kind == MeldKind::Run);
  CHECK(combination("R5 R3 R4").number == 3);
  CHECK(verdict("R3 R5 R6") == "A run needs numbers in sequence, with no gap.");
  CHECK(verdict("R3 G4 B6 K7") == "A run needs numbers in sequence, with no gap.");
  CHECK(verdict("R3 R4 R4 R5") == "A combination cannot hold the red 4 twice.");
  CHECK(verdict("R3 G4 B4 K5") == "A combination is either cards of one number or a run with each number once.");
}

TEST_CASE("Rummü combination: runs go from 0 to 9 and do not wrap") {
  CHECK(verdict("R0 R1 R2") == "legal");
  CHECK(verdict("R7 R8 R9") == "legal");
  CHECK(verdict("R0 R1 R2 R3 R4 R5 R6 R7 R8 R9") == "legal");
  CHECK(verdict("R8 R9 R0") == "A run does not go on from 9 to 0.");
  CHECK(verdict("G9 B0 K1") == "A run does not go on from 9 to 0.");
  CHECK(verdict("R0 R5 R9") == "A run needs numbers in sequence, with no gap.");
}

TEST_CASE("Rummü combination: all one colour or no colour twice") {
  CHECK(combination("R3 R4 R5").one_colour);
  CHECK_FALSE(combination("R3 G4 B5").one_colour);
  CHECK(verdict("R3 G4 B5 K6 Y7") == "legal");
  CHECK(verdict("R3 R4 G5") == "A combination is either all one colour or has no colour twice.");
  CHECK(verdict("R3 G4 B5 K6 R7") == "A combination is either all one colour or has no colour twice.");
}

TEST_CASE("Rummü combination: never two identical cards") {
  CHECK(verdict("R1 R1 G1") == "A combination cannot hold the red 1 twice.");
  CHECK(verdict("R7 G7 R7 B7") == "A combination cannot hold the red 7 twice.");
  CHECK(verdict("R7 G7 B7 K7 Y7") == "legal");
  // Our ruling: a joker and an ordinary card of the same face are identical, so no five-card
  // book holds a joker.
  CHECK(verdict("Y7=R7 Y7 G7 B7 K7") == "A combination cannot hold the yellow 7 twice.");
}

TEST_CASE("Rummü yellow card: ordinary unless it stands for another") {
  CHECK(combination("R3 Y4 G5").jokers == 0);
  CHECK(verdict("Y3 Y4 Y5") == "legal");
  CHECK(verdict("R3 Y4 R5") == "A combination is either all one colour or has no colour twice.");
  CHECK(combination("R3 Y4=R4 R5").jokers == 1);
}

TEST_CASE("Rummü yellow joker: stands for a card of its own number") {
  CHECK(verdict("R3 Y4=R4 R5") == "legal");
  CHECK(verdict("R3 Y5=R4 R5") == "A yellow card stands only for a card of its own number.");
}

TEST_CASE("Rummü yellow joker: stands for a card of another colour") {
  CHECK(verdict("Y3 Y4=Y4 Y5") == "A yellow card stands only for a red, green, blue or black card.");
  CHECK(verdict("R3 Y4=4H R5") == "A yellow card stands only for a red, green, blue or black card.");
  CHECK(verdict("R3 Y4=4 R5") == "Say which colour the yellow card stands for, as in \"Y4=R4\".");
  for (const char* colour : {"R", "G", "B", "K"}) {
    const std::string c = colour;
    CHECK(verdict(c + "3 Y4=" + c + "4 " + c + "5") == "legal");
  }
}

TEST_CASE("Rummü yellow joker: only a yellow card stands for another") {
  CHECK(verdict("R3 G4=R4 R5") == "Only a yellow card can stand for another card.");
  CHECK(verdict("R3 R4=R4 R5") == "Only a yellow card can stand for another card.");
}

TEST_CASE("Rummü yellow joker: counts as the colour it stands for") {
  CHECK(verdict("R3 Y4=G4 B5") == "legal");
  CHECK(verdict("R3 Y4=R4 G5") == "A combination is either all one colour or has no colour twice.");
  CHECK(verdict("Y4=R4 R4 G4") == "A combination is either all one colour or has no colour twice.");
  // A joker for green leaves yellow free for an ordinary yellow card.
  CHECK(verdict("R3 Y4=G4 Y5 B6 K7") == "legal");
}

TEST_CASE("Rummü joker limit: one colour needs more ordinary cards than jokers") {
  CHECK(verdict("R3 Y4=R4 R5") == "legal");
  CHECK(verdict("Y3=R3 Y4=R4 R5") == "A combination of one colour needs more ordinary cards than jokers.");
  CHECK(verdict("R3 Y4=R4 R5 R6") == "legal");
  CHECK(verdict("R3 Y4=R4 Y5=R5 R6") == "A combination of one colour needs more ordinary cards than jokers.");
  CHECK(verdict("R2 R3 Y4=R4 Y5=R5 R6") == "legal");
}

TEST_CASE("Rummü joker limit: a mixed combination holds one joker at most") {
  CHECK(verdict("R3 Y4=G4 B5") == "legal");
  CHECK(verdict("R4 Y4=G4 B4") == "legal");
  CHECK(verdict("Y3=R3 Y4=G4 B5") == "A combination of mixed colours holds one joker at most.");
  CHECK(verdict("K2 Y3=R3 Y4=G4 B5") == "A combination of mixed colours holds one joker at most.");
}
