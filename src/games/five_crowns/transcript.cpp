// The golden file's text (engine/transcript.h): each hand's deal, the scoring news, and the
// mover's hand after each move.
#include <memory>

#include "games/five_crowns/state.h"

namespace parlor::five_crowns {
namespace {

class FiveCrownsTranscript final : public Transcript {
 public:
  explicit FiveCrownsTranscript(const FiveCrownsState& s) : Transcript(s), s_(s) {}

  void before_move(std::string& out) override {
    for (; seen_ < s_.events().size(); ++seen_) {
      const Event& e = s_.events()[seen_];
      if (e.kind == EventKind::HandScored || e.kind == EventKind::GameOver || e.kind == EventKind::Reshuffled)
        out += "   > " + describe_event(e) + "\n";
    }
    if (s_.is_terminal() || s_.hand_index() == shown_hand_) return;
    shown_hand_ = s_.hand_index();
    out += "\n== hand " + std::to_string(shown_hand_ + 1) + ", dealer seat " + std::to_string(s_.dealer()) + ", " +
           rank_name(s_.wild_rank(), false) + "s wild\n";
    for (int seat = 0; seat < s_.num_seats(); ++seat)
      out += "   seat " + std::to_string(seat) + ": " + sorted_faces_text(s_.hand(seat)) + "\n";
    out += "   discard " + to_text(s_.discards().back().face()) + ", stock " + std::to_string(s_.stock().size()) + "\n";
  }

  std::string after_move(int seat) const override {
    if (s_.hand_index() != shown_hand_ || s_.is_terminal()) return "(hand over)";
    return sorted_faces_text(s_.hand(seat));
  }

 private:
  const FiveCrownsState& s_;
  size_t seen_ = 0;
  int shown_hand_ = -1;
};

}  // namespace

std::unique_ptr<Transcript> FiveCrownsState::transcript() const {
  return std::make_unique<FiveCrownsTranscript>(*this);
}

}  // namespace parlor::five_crowns
