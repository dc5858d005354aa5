// The golden file's text (games/card_transcript.h): each hand's deal, the scoring news, and the
// mover's hand after each move.
#include "games/card_transcript.h"
#include "games/five_crowns/state.h"

namespace parlor::five_crowns {

std::unique_ptr<Transcript> FiveCrownsState::transcript() const {
  return round_transcript<FiveCrownsState>(
      *this, {"(hand over)", [](const FiveCrownsState& s) { return s.hand_index(); },
              [](const FiveCrownsState& s, const Event& e) {
                if (e.kind != EventKind::HandStarted) return std::string();
                return "hand " + std::to_string(s.hand_index() + 1) + ", dealer seat " + std::to_string(s.dealer()) +
                       ", " + rank_name(s.wild_rank(), false) + "s wild";
              },
              [](const Event& e) {
                return e.kind == EventKind::HandScored || e.kind == EventKind::GameOver ||
                       e.kind == EventKind::Reshuffled;
              },
              [](const FiveCrownsState& s) {
                return "   discard " + to_text(s.discards().back().face()) + ", stock " +
                       std::to_string(s.stock().size()) + "\n";
              }});
}

}  // namespace parlor::five_crowns
