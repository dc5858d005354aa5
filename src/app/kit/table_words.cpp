// The table kit's words about seats: who won, and the teams.
#include <algorithm>

#include "app/kit/table_scene.h"

namespace parlor::scenes {

std::string TableScene::teams_title() const {
  const int n = session_.seat_count(), half = n / 2;
  std::string title;
  for (int k = 0; k < half; ++k) {
    const int seat = (me_ + k) % n;
    title += (k ? "  vs  " : "") + who(seat) + " & " + who((seat + half) % n);
  }
  return title;
}

std::string TableScene::results_title() const {
  std::vector<int> w = session_.scores().winners;
  const int n = session_.seat_count();
  if (w.empty()) return "The game is over";
  if (n > 1 && static_cast<int>(w.size()) == n) return "The game is a draw";
  if (w.size() == 1) return who(w[0]) == "You" ? "You win!" : seat_name(w[0]) + " wins!";
  // The reader first, named "You".
  std::stable_partition(w.begin(), w.end(), [&](int seat) { return who(seat) == "You"; });
  std::string names;
  for (size_t i = 0; i < w.size(); ++i) names += (i ? (i + 1 == w.size() ? " and " : ", ") : "") + who(w[i]);
  return partners() ? names + " win!" : "Shared win: " + names;
}

}  // namespace parlor::scenes
