// The Strong bots' shared evaluation (bots/strong/worth.h): points gained since the search
// began, against the other teams' mean or, weighted, against the leading one.
#include <doctest/doctest.h>

#include "bots/strong/worth.h"

using namespace parlor;

namespace {

// Three seats playing alone, high totals winning, with these totals when the search began.
Scores three_seats(std::vector<int> totals) {
  Scores s;
  s.low_wins = false;
  s.totals = totals;
  s.team_totals = totals;
  return s;
}

}  // namespace

TEST_CASE("Strong worth: with no leader weight, 20 points gained by either other seat weigh alike") {
  const Scores root = three_seats({100, 150, 20});
  const double by_leader = points_worth(root, root, 0, {0, 20, 0}, 30);
  const double by_last = points_worth(root, root, 0, {0, 0, 20}, 30);
  CHECK(by_leader == doctest::Approx(by_last));
  CHECK(by_leader < 0.5);
}

TEST_CASE("Strong worth: weighted, 20 points gained by the leading seat cost more than by the last") {
  const Scores root = three_seats({100, 150, 20});
  const double by_leader = points_worth(root, root, 0, {0, 20, 0}, 30, 0.5);
  const double by_last = points_worth(root, root, 0, {0, 0, 20}, 30, 0.5);
  CHECK(by_leader < by_last - 0.05);
  // The seat's own gain is untouched by the weight.
  CHECK(points_worth(root, root, 0, {20, 0, 0}, 30, 0.5) ==
        doctest::Approx(points_worth(root, root, 0, {20, 0, 0}, 30)));
}

TEST_CASE("Strong worth: where low totals win, the leader is the seat with the fewest points") {
  Scores root = three_seats({100, 150, 20});
  root.low_wins = true;
  // Seat 2 leads; its gaining 20 (bad for it) helps seat 0 more than seat 1's gaining 20.
  CHECK(points_worth(root, root, 0, {0, 0, 20}, 30, 0.5) > points_worth(root, root, 0, {0, 20, 0}, 30, 0.5) + 0.05);
}
