// Rummü's points (games/rummu/scoring.h): yellow-joker-rummy.txt's scoring table line by line,
// with DECISIONS.md's readings.
#include <doctest/doctest.h>

#include "../test_util.h"
#include "rummu_util.h"

using namespace parlor;
using namespace parlor::testing;
using rummu::round_points;

TEST_CASE("Rummü scoring: going out scores 10") {
  CHECK(round_points(0, {}, true, false) == 10);
  CHECK(round_points(40, {}, true, false) == 50);
  CHECK(round_points(0, {}, false, false) == 0);
}

TEST_CASE("Rummü scoring: each red card left in hand scores -10") {
  CHECK(rummu::cards_left_points(cards("R5")) == -10);
  CHECK(rummu::cards_left_points(cards("R0 R9")) == -20);
  CHECK(round_points(30, cards("R5"), false, false) == 20);
}

TEST_CASE("Rummü scoring: each other card left in hand scores -5") {
  CHECK(rummu::cards_left_points(cards("Y5")) == -5);
  CHECK(rummu::cards_left_points(cards("G5 B5 K5")) == -15);
  CHECK(rummu::cards_left_points(cards("R5 Y1 G7")) == -20);
  CHECK(rummu::cards_left_points({}) == 0);
}

TEST_CASE("Rummü scoring: the partner of the player who went out loses nothing for cards in hand") {
  CHECK(round_points(20, cards("R5 G5"), false, true) == 20);
  CHECK(round_points(20, cards("R5 G5"), false, false) == 5);
}

TEST_CASE("Rummü scoring: a player's combinations score as they lie") {
  std::vector<Meld> laid{{MeldKind::Run, placed("R3 R4 R5 R6")}, {MeldKind::Book, placed("R4 G4 B4 K4")}};
  CHECK(rummu::laid_points(laid) == 20 + 30);
  laid.push_back({MeldKind::Run, placed("R3 R5 R7")});
  CHECK(rummu::laid_points(laid) == 20 + 30);
  CHECK(rummu::laid_points({}) == 0);
}

TEST_CASE("Rummü scoring: a three-card book scores 0") {
  CHECK(points("R4 G4 B4") == 0);
  CHECK(points("R4 Y4=G4 B4") == 0);
}

TEST_CASE("Rummü scoring: a pure four-card book scores 30") {
  CHECK(combination("R4 Y4 G4 B4").pure());
  CHECK(points("R4 Y4 G4 B4") == 30);
  CHECK(points("R6 G6 B6 K6") == 30);
}

TEST_CASE("Rummü scoring: a four-card book with a joker is mixed and scores 10") {
  CHECK_FALSE(combination("R4 Y4=G4 B4 K4").pure());
  CHECK(points("R4 Y4=G4 B4 K4") == 10);
}

TEST_CASE("Rummü scoring: a five-card book scores 50") { CHECK(points("R4 Y4 G4 B4 K4") == 50); }

TEST_CASE("Rummü scoring: books of 7s or 1s score half") {
  CHECK(points("R7 G7 B7 K7") == 15);
  CHECK(points("R1 Y1=G1 B1 K1") == 5);
  CHECK(points("R7 Y7 G7 B7 K7") == 25);
  CHECK(points("R1 Y1 G1 B1 K1") == 25);
  CHECK(points("R1 G1 B1") == 0);
  // Runs from or through 7 or 1 score in full.
  CHECK(points("R0 R1 R2 R3") == 20);
  CHECK(points("R1 R2 R3 R4") == 20);
  CHECK(points("R6 R7 R8 R9") == 20);
  CHECK(points("R7 R8 R9") == 10);
}

TEST_CASE("Rummü scoring: a mixed three-card run scores 0") {
  CHECK_FALSE(combination("R3 G4 B5").pure());
  CHECK(points("R3 G4 B5") == 0);
}

TEST_CASE("Rummü scoring: a pure three-card run scores 10") {
  CHECK(combination("R3 R4 R5").pure());
  CHECK(points("R3 R4 R5") == 10);
  CHECK(points("Y3 Y4 Y5") == 10);
}

TEST_CASE("Rummü scoring: a mixed four-card run scores 10") { CHECK(points("R3 G4 B5 K6") == 10); }

TEST_CASE("Rummü scoring: a pure four-card run scores 20") { CHECK(points("R3 R4 R5 R6") == 20); }

TEST_CASE("Rummü scoring: a mixed five-card run scores 20 (the sheet's values read swapped)") {
  CHECK(points("R3 G4 B5 K6 Y7") == 20);
  CHECK(points("R3 Y4=G4 Y5 B6 K7") == 20);
}

TEST_CASE("Rummü scoring: a pure five-card run scores 40 (the sheet's values read swapped)") {
  CHECK(points("R3 R4 R5 R6 R7") == 40);
}

TEST_CASE("Rummü scoring: each card beyond five adds 10") {
  CHECK(points("R0 R1 R2 R3 R4 R5") == 50);
  CHECK(points("R0 R1 R2 R3 R4 R5 R6 R7 R8 R9") == 90);
  CHECK(points("R0 R1 Y2=R2 R3 R4 R5") == 30);
}

TEST_CASE("Rummü scoring: a one-colour run with a joker is not pure and scores as mixed") {
  CHECK_FALSE(combination("R3 Y4=R4 R5").pure());
  CHECK(points("R3 Y4=R4 R5") == 0);
  CHECK(points("R3 Y4=R4 R5 R6") == 10);
  CHECK(points("R2 R3 Y4=R4 R5 R6") == 20);
}
