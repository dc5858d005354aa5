// A seeded game written out move by move. Any change of behaviour (deal, rules, bots, text)
// shows as a readable diff of the golden file. After an intended change, regenerate it with
//   PARLOR_UPDATE_GOLDEN=1 ./parlor_tests -tc="Golden*"
#include "../golden.h"

#include <doctest/doctest.h>

#include <sstream>

#include "bots/bot.h"
#include "fc_util.h"
#include "games/five_crowns/view.h"

using namespace parlor;
using namespace parlor::five_crowns;
using namespace parlor::testing;

namespace {

const char* kGolden = "src/games/five_crowns/testdata/golden_3p_greedy_seed2026.txt";

std::string hand_line(const FiveCrownsState& s, int seat) {
  std::vector<Card> h = s.hand(seat);
  std::sort(h.begin(), h.end(), [](Card a, Card b) { return a.face() < b.face(); });
  return faces(h);
}

std::string playthrough() {
  std::ostringstream out;
  auto s = fc_game(3, 2026);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < 3; ++i)
    bots.push_back(std::move(*make_bot("greedy", "five_crowns", 2026 + static_cast<uint64_t>(i))));
  out << "# Five Crowns, 3 greedy bots, seed 2026: " << dump_json(s->options()) << "\n";
  int shown_hand = -1;
  size_t events_seen = 0;
  int step = 0;
  while (true) {
    // Public events since the last move, as the one-line log shows them.
    for (; events_seen < s->events().size(); ++events_seen) {
      const Event& e = s->events()[events_seen];
      if (e.kind == EventKind::HandScored || e.kind == EventKind::GameOver || e.kind == EventKind::Reshuffled)
        out << "   > " << describe_event(e) << "\n";
    }
    if (s->is_terminal()) break;
    if (s->hand_index() != shown_hand) {
      shown_hand = s->hand_index();
      out << "\n== hand " << shown_hand + 1 << ", dealer seat " << s->dealer() << ", "
          << rank_name(s->wild_rank(), false) << "s wild\n";
      for (int seat = 0; seat < 3; ++seat) out << "   seat " << seat << ": " << hand_line(*s, seat) << "\n";
      out << "   discard " << to_text(s->discards().back().face()) << ", stock " << s->stock().size() << "\n";
    }
    const int seat = s->current_seat();
    Action a = bots[static_cast<size_t>(seat)]->choose(*s->view(seat));
    std::string said = s->describe_action(seat, a);
    play(*s, seat, a);
    out << ++step << " " << action_to_text(a) << "  | " << said << "  | seat " << seat << ": "
        << (s->hand_index() == shown_hand && !s->is_terminal() ? hand_line(*s, seat) : "(hand over)") << "\n";
  }
  Scores sc = s->scores();
  out << "\nfinal totals:";
  for (int t : sc.totals) out << " " << t;
  out << "\nwinners:";
  for (int w : sc.winners) out << " " << w;
  out << "\n";
  return out.str();
}

}  // namespace

TEST_CASE("Golden: a seeded 3-player greedy game plays out exactly as recorded") {
  const std::string text = playthrough();
  CHECK(text == playthrough());  // deterministic within a run
  check_golden(kGolden, text);
}
