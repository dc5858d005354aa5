// The golden file's text (games/card_transcript.h): each round's racks, the public news but the
// draws and discards (the move lines show those), and the mover's rack after each move.
#include "games/card_transcript.h"
#include "games/rummy_o/state.h"

namespace parlor::rummy_o {

std::unique_ptr<Transcript> RummyOState::transcript() const {
  return round_transcript<RummyOState>(*this,
                                       {"(round over)", [](const RummyOState& s) { return s.round_index(); },
                                        [](const RummyOState&, const Event& e) {
                                          return e.kind == EventKind::RoundStarted ? describe_event(e) : std::string();
                                        },
                                        [](const Event& e) {
                                          return e.kind != EventKind::DrewStock && e.kind != EventKind::TookDiscard &&
                                                 e.kind != EventKind::Discarded;
                                        }});
}

}  // namespace parlor::rummy_o
