// Points per finished round and the running totals, for games scored round by round.
#pragma once

#include <algorithm>
#include <utility>
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

  // Once `over`, the best totals share the win. `teams` gives each seat's team (0..), or is
  // empty when each seat plays alone: then a team's total is its seats' sum and every seat of a
  // best team wins.
  Scores scores(bool low_wins, bool over, std::vector<int> teams = {}) const {
    Scores s;
    s.low_wins = low_wins;
    s.rounds = rounds;
    s.totals = totals;
    s.teams = std::move(teams);
    if (s.teams.empty()) {
      s.team_totals = totals;
    } else {
      s.team_totals.assign(static_cast<size_t>(*std::max_element(s.teams.begin(), s.teams.end()) + 1), 0);
      for (size_t i = 0; i < totals.size(); ++i) s.team_totals[static_cast<size_t>(s.teams[i])] += totals[i];
    }
    if (over && !totals.empty()) {
      const auto& t = s.team_totals;
      const int best = low_wins ? *std::min_element(t.begin(), t.end()) : *std::max_element(t.begin(), t.end());
      for (size_t i = 0; i < totals.size(); ++i)
        if (t[static_cast<size_t>(s.team(static_cast<int>(i)))] == best) s.winners.push_back(static_cast<int>(i));
    }
    return s;
  }
};

}  // namespace parlor
