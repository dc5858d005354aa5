// A seeded Rummy-O game written out move by move, so any change of behaviour (deal, rules,
// solver, bots, text) shows as a readable diff of the golden file.
#include "../golden.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <sstream>

#include "bots/bot.h"
#include "ro_util.h"

using namespace parlor;
using namespace parlor::rummy_o;
using namespace parlor::testing;

namespace {

const char* kGolden = "src/games/rummy_o/testdata/golden_3p_greedy_seed2026.txt";

std::string rack_line(const RummyOState& s, int seat) {
  std::vector<Card> r = s.rack(seat);
  std::sort(r.begin(), r.end(), [](Card a, Card b) { return a.face() < b.face(); });
  return faces(r);
}

std::string playthrough() {
  std::ostringstream out;
  auto s = ro_game(3, 2026);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int i = 0; i < 3; ++i)
    bots.push_back(std::move(*make_bot("greedy", "rummy_o", 2026 + static_cast<uint64_t>(i))));
  out << "# Rummy-O, 3 greedy bots, seed 2026: " << dump_json(s->options()) << "\n";
  size_t events_seen = 0;
  int step = 0;
  while (true) {
    for (; events_seen < s->events().size(); ++events_seen) {
      const Event& e = s->events()[events_seen];
      if (e.kind == EventKind::RoundStarted) {
        out << "\n== " << describe_event(e) << "\n";
        for (int seat = 0; seat < 3; ++seat) out << "   seat " << seat << ": " << rack_line(*s, seat) << "\n";
      } else if (e.kind != EventKind::DrewStock && e.kind != EventKind::TookDiscard && e.kind != EventKind::Discarded) {
        out << "   > " << describe_event(e) << "\n";
      }
    }
    if (s->is_terminal()) break;
    const int seat = s->current_seat();
    const int round = s->round_index();
    Action a = bots[static_cast<size_t>(seat)]->choose(*s->view(seat));
    const std::string said = s->describe_action(seat, a);
    play(*s, seat, a);
    out << ++step << " " << action_to_text(a) << "  | " << said << "  | seat " << seat << ": "
        << (s->round_index() == round && !s->is_terminal() ? rack_line(*s, seat) : "(round over)") << "\n";
  }
  const Scores sc = s->scores();
  out << "\nfinal totals:";
  for (int t : sc.totals) out << " " << t;
  out << "\nwinners:";
  for (int w : sc.winners) out << " " << w;
  out << "\n";
  return out.str();
}

}  // namespace

TEST_CASE("Rummy-O golden: a seeded 3-player greedy game plays out exactly as recorded") {
  const std::string text = playthrough();
  CHECK(text == playthrough());  // deterministic within a run
  check_golden(kGolden, text);
}
