#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::cli {

int cmd_replay(const Args& args) {
  std::string path;
  bool moves = false;
  for (const auto& a : args) {
    if (a == "--moves")
      moves = true;
    else
      path = a;
  }
  if (path.empty()) {
    std::cerr << "usage: parlor replay FILE [--moves]\n";
    return 2;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "parlor replay: cannot read " << path << "\n";
    return 1;
  }
  std::stringstream buf;
  buf << in.rdbuf();
  auto state = load_game_text(buf.str());
  if (!state) {
    std::cerr << "parlor replay: " << path << ": " << state.error() << "\n";
    return 1;
  }
  const State& s = **state;
  std::cout << "game " << s.game_id() << ", options " << dump_json(s.options()) << ", seed " << s.seed() << ", "
            << s.history().size() << " moves replayed\n";
  if (moves) {
    auto fresh = create_game(s.game_id(), s.options(), s.seed());
    for (const auto& la : s.history()) {
      std::cout << "  " << (*fresh)->describe_action(la.seat, la.action) << "\n";
      (*fresh)->apply(la.seat, la.action);
    }
  }
  Scores sc = s.scores();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    std::cout << "seat " << seat << ": " << sc.totals[static_cast<size_t>(seat)] << " points";
    if (std::find(sc.winners.begin(), sc.winners.end(), seat) != sc.winners.end())
      std::cout << (sc.winners.size() > 1 ? "  (shares the win)" : "  (wins)");
    std::cout << "\n";
  }
  if (!s.is_terminal())
    std::cout << "not finished: seat " << s.current_seat() << " to play, phase " << s.phase() << "\n";
  return 0;
}

}  // namespace parlor::cli
