// The standing evaluations: a round's gains weighed by where the game stands (Rummy-O at three
// and four seats: the chance to end four rounds on top; Jok-R-Ummy at two: the race to five
// programs).
#include <doctest/doctest.h>

#include <vector>

#include "bots/strong/standing.h"

using namespace parlor;

TEST_CASE("Strong standing: Rummy-O's chance to end on top counts points taken from the leader over the mean") {
  // Seat 0 at 300 against 500, 100 and 100: 100 points taken from the leader (500 -> 400) is
  // worth more than the same 100 taken from a trailing seat, though the others' mean moves alike.
  const double from_leader = top_chance({300, 400, 100, 100}, 0, false, 150);
  const double from_trailer = top_chance({300, 500, 0, 100}, 0, false, 150);
  CHECK(from_leader > from_trailer + 0.05);
  // Even totals at two seats: an even chance; a lead of one spread (150 points) about 0.76.
  CHECK(top_chance({200, 200}, 0, false, 150) == doctest::Approx(0.5));
  CHECK(top_chance({350, 200}, 0, false, 150) == doctest::Approx(0.760).epsilon(0.005));
  // Where low totals win, the lower stands ahead.
  CHECK(top_chance({200, 350}, 0, true, 150) == doctest::Approx(0.760).epsilon(0.005));
}

TEST_CASE("Strong standing: the same 100-point lead weighs more with fewer rounds left to play") {
  // The spread grows with the rounds left: one round left spreads a total 150 points, three 260.
  const std::vector<double> stand{300, 200, 200, 200};
  CHECK(top_chance(stand, 0, false, 150) > top_chance(stand, 0, false, 150 * 1.732) + 0.05);
}

TEST_CASE("Strong standing: Jok-R-Ummy's race to five programs") {
  constexpr int kGoal = 5;
  // Even needs: an even chance.
  CHECK(race_chance(5, 5, 0.5, kGoal) == doctest::Approx(0.5));
  CHECK(race_chance(1, 1, 0.5, kGoal) == doctest::Approx(0.5));
  // A seat that has its fifth has won; one whose rival has, lost.
  CHECK(race_chance(0, 3, 0.5, kGoal) == doctest::Approx(1.0));
  CHECK(race_chance(3, 0, 0.5, kGoal) == doctest::Approx(0.0));
  // One program ahead is worth more near the end: 1 against 2 needed beats 4 against 5.
  const double late = race_chance(1, 2, 0.5, kGoal), early = race_chance(4, 5, 0.5, kGoal);
  CHECK(late > early + 0.05);
  CHECK(early > 0.5);
  // 1 against 2 with an even chance a round: both complete (1/4) or this seat alone (1/4): won;
  // the other alone (1/4): 1 against 1, an even chance; neither (1/4): the same race again.
  CHECK(late == doctest::Approx((0.25 * 1.0 + 0.25 * 1.0 + 0.25 * 0.5) / 0.75));
}
