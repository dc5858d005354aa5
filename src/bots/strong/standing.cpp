#include "bots/strong/standing.h"

#include <algorithm>
#include <cmath>

namespace parlor {

double top_chance(const std::vector<double>& stand, int seat, bool low_wins, double spread) {
  const auto me = static_cast<size_t>(seat);
  double p = 1;
  for (size_t s = 0; s < stand.size(); ++s) {
    if (s == me) continue;
    const double ahead = low_wins ? stand[s] - stand[me] : stand[me] - stand[s];
    // The difference of two totals each spread by `spread` is spread by spread * sqrt(2).
    p *= 0.5 * std::erfc(-ahead / (2 * spread));
  }
  return p;
}

double race_chance(int mine, int theirs, double q, int goal) {
  const int n = goal + 1;
  std::vector<double> w(static_cast<size_t>(n * n));
  auto at = [&](int a, int b) -> double& { return w[static_cast<size_t>(a * n + b)]; };
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) {
      if (a == 0 || b == 0) {
        at(a, b) = a == b ? 0.5 : (a == 0 ? 1.0 : 0.0);
        continue;
      }
      // A round where neither wins changes nothing: the chance is that of the rounds that do.
      at(a, b) = (q * q * at(a - 1, b - 1) + q * (1 - q) * (at(a - 1, b) + at(a, b - 1))) / (1 - (1 - q) * (1 - q));
    }
  return at(std::clamp(mine, 0, goal), std::clamp(theirs, 0, goal));
}

}  // namespace parlor
