// Points per finished round and the running totals, for games scored round by round.
#pragma once

#include <algorithm>
#include <vector>

#include "engine/state.h"

namespace parlor {

struct RoundPoints {
  std::vector<std::vector<int>> rounds;  // rounds[r][seat]
  std::vector<int> totals;               // per seat

  explicit RoundPoints(int seats = 0) : totals(static_cast<size_t>(seats), 0) {}

  void add(const std::vector<int>& points) {
    for (size_t s = 0; s < totals.size(); ++s) totals[s] += points[s];
    rounds.push_back(points);
  }

  // Tests only: these rounds, as if played.
  void rig(const std::vector<std::vector<int>>& played) {
    rounds.clear();
    std::fill(totals.begin(), totals.end(), 0);
    for (const auto& r : played) add(r);
  }

  // Each seat plays alone; once `over`, the best totals share the win.
  Scores scores(bool low_wins, bool over) const {
    Scores s;
    s.low_wins = low_wins;
    s.rounds = rounds;
    s.totals = totals;
    s.team_totals = totals;
    if (over && !totals.empty()) {
      const int best =
          low_wins ? *std::min_element(totals.begin(), totals.end()) : *std::max_element(totals.begin(), totals.end());
      for (size_t i = 0; i < totals.size(); ++i)
        if (totals[i] == best) s.winners.push_back(static_cast<int>(i));
    }
    return s;
  }
};

}  // namespace parlor
