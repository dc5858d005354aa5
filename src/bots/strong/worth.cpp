#include "bots/strong/worth.h"

#include <algorithm>
#include <cmath>

namespace parlor {

double points_worth(const Scores& now, const Scores& root, int seat, const std::vector<double>& pending, double scale,
                    double leader_weight) {
  const size_t seats = now.totals.size();
  const int teams = now.team_count() > 0 ? now.team_count() : static_cast<int>(seats);
  std::vector<double> gained(static_cast<size_t>(teams), 0);
  for (size_t s = 0; s < seats; ++s) {
    double g = 0;
    for (size_t r = root.rounds.size(); r < now.rounds.size(); ++r) g += now.rounds[r][s];
    if (s < pending.size()) g += pending[s];
    gained[static_cast<size_t>(now.team(static_cast<int>(s)))] += g;
  }
  const int mine = now.team(seat);
  double others = 0;
  for (int t = 0; t < teams; ++t)
    if (t != mine) others += gained[static_cast<size_t>(t)];
  others /= std::max(1, teams - 1);
  if (leader_weight > 0 && root.team_totals.size() == static_cast<size_t>(teams)) {
    int leader = -1;
    for (int t = 0; t < teams; ++t) {
      if (t == mine) continue;
      const int total = root.team_totals[static_cast<size_t>(t)];
      const int best = leader < 0 ? 0 : root.team_totals[static_cast<size_t>(leader)];
      if (leader < 0 || (now.low_wins ? total < best : total > best)) leader = t;
    }
    if (leader >= 0) others = (1 - leader_weight) * others + leader_weight * gained[static_cast<size_t>(leader)];
  }
  const double ahead =
      now.low_wins ? others - gained[static_cast<size_t>(mine)] : gained[static_cast<size_t>(mine)] - others;
  const double worth = 0.5 + 0.5 * std::tanh(ahead / scale);
  if (now.winners.empty()) return worth;
  const bool won = std::find(now.winners.begin(), now.winners.end(), seat) != now.winners.end();
  return 0.5 * worth + 0.5 * (won ? 1.0 : 0.0);
}

}  // namespace parlor
