// A seeded Joker game written out move by move. Any change of behaviour (deal, rules, bots,
// text) shows as a readable diff of the golden file. After an intended change, regenerate it with
//   PARLOR_UPDATE_GOLDEN=1 ./parlor_tests -tc="Joker golden*"
#include "../golden.h"

#include <doctest/doctest.h>

#include <sstream>

#include "bots/bot.h"
#include "engine/json_util.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

namespace {

const char* kGolden = "src/games/joker/testdata/golden_greedy_seed2026.txt";

std::string hand_line(const JokerState& s, int seat) {
  std::vector<Card> h = s.hand(seat);
  std::sort(h.begin(), h.end(), [](Card a, Card b) { return a.face() < b.face(); });
  std::string t;
  for (Card c : h) t += (t.empty() ? "" : " ") + to_text(c.face());
  return t;
}

std::string board_line(const JokerState& s) {
  std::string t;
  for (int seat = 0; seat < kSeats; ++seat) {
    t += seat ? " | " : "";
    for (int i = 0; i < kMarbles; ++i) {
      const int hole = s.board().pos(seat * kMarbles + i);
      t += (i ? " " : "") + (is_start(hole)  ? std::string("S")
                             : is_home(hole) ? "H" + std::to_string(home_index(hole))
                                             : std::to_string(hole));
    }
  }
  return t;
}

std::string playthrough() {
  std::ostringstream out;
  auto created = JokerState::create(json::object(), 2026);
  REQUIRE(created.ok());
  JokerState& s = **created;
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < kSeats; ++i)
    bots.push_back(std::move(*make_bot("greedy", "joker", 2026 + static_cast<uint64_t>(i))));
  out << "# Joker, 4 greedy bots, seed 2026: " << dump_json(s.options()) << "\n";
  for (int seat = 0; seat < kSeats; ++seat) out << "   seat " << seat << ": " << hand_line(s, seat) << "\n";
  int step = 0;
  while (!s.is_terminal()) {
    const int seat = s.current_seat();
    Action a = bots[static_cast<size_t>(seat)]->choose(*s.view(seat));
    std::string said = s.describe_action(seat, a);
    play(s, seat, a);
    out << ++step << " " << action_to_text(a) << "  | " << said << "  | seat " << seat << ": " << hand_line(s, seat)
        << "\n";
    if (step % 20 == 0) out << "   board " << board_line(s) << "\n";
  }
  out << "   board " << board_line(s) << "\nwinners:";
  for (int w : s.scores().winners) out << " " << w;
  out << "\n";
  return out.str();
}

}  // namespace

TEST_CASE("Joker golden: a seeded 4-player greedy game plays out exactly as recorded") {
  const std::string text = playthrough();
  CHECK(text == playthrough());  // deterministic within a run
  check_golden(kGolden, text);
}
