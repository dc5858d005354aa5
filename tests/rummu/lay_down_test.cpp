// Rummü's Lay down: the move's check and the table's button ask one function (lay_down_short),
// so the button is never lit for cards the move refuses; the selected cards count as the one
// combination they are meant to make (meant_combination).
#include <doctest/doctest.h>

#include "games/rummu/solver.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

TEST_CASE("Rummü coming out: four cards that make no combination are refused in words, whatever their count") {
  const std::string no_combination = "A combination is either cards of one number or a run with each number once.";
  const std::string gap = "A run needs numbers in sequence, with no gap.";
  // Four cards reach round 1's count, but they are no combination.
  CHECK(lay_down_short(false, {placed("R3 R4 G6 B7")}, 4) == gap);
  // Four that are one come out; three that are one are short of the count.
  CHECK(lay_down_short(false, {placed("R3 R4 R5 R6")}, 4) == std::nullopt);
  CHECK(lay_down_short(false, {placed("R3 R4 R5")}, 4) ==
        "To come out, lay down at least 4 cards at once (these are 3).");
  // Once out, three go down; cards that make none never do.
  CHECK(lay_down_short(true, {placed("R3 R4 R5")}, 4) == std::nullopt);
  CHECK(lay_down_short(true, {placed("R3 R4 G6")}, 4) == gap);
  // Two combinations count together; one bad one refuses the play.
  CHECK(lay_down_short(false, {placed("R1 R2 R3"), placed("G4 B4 K4")}, 4) == std::nullopt);
  CHECK(lay_down_short(false, {placed("R1 R2 R3"), placed("G4 B4 K5")}, 4) == no_combination);
  // The move's check says the same words.
  auto s = rummu_game(3);
  rummu_rig(*s, {"R3 R4 G6 B7 Y9", "G1", "B1"});
  CHECK(refused(*s, 0, rummu_lay("run R3 R4 G6 B7")) == gap);
}

TEST_CASE("Rummü Lay down: selected cards count as the combination they mean, else the reason they make none") {
  // The yellow 4 in a red run: the combination it makes, all four cards in it.
  const Result<Meld> run = meant_combination(cards("R3 Y4 R5 R6"));
  REQUIRE(run.ok());
  CHECK(run->cards.size() == 4);
  // Three of one number in distinct colours, the yellow one as itself.
  const Result<Meld> book = meant_combination(cards("R4 G4 Y4"));
  REQUIRE(book.ok());
  for (const PlacedCard& p : book->cards) CHECK(p.as.is_none());
  // Cards that make none say why.
  const Result<Meld> none = meant_combination(cards("R3 R4 G6 B7"));
  CHECK_FALSE(none.ok());
  CHECK(none.error() == "A run needs numbers in sequence, with no gap.");
}
