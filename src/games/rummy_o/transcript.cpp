// The golden file's text (engine/transcript.h): each round's racks, the public news but the
// draws and discards (the move lines show those), and the mover's rack after each move.
#include <memory>

#include "games/rummy_o/state.h"

namespace parlor::rummy_o {
namespace {

class RummyOTranscript final : public Transcript {
 public:
  explicit RummyOTranscript(const RummyOState& s) : Transcript(s), s_(s) {}

  void before_move(std::string& out) override {
    for (; seen_ < s_.events().size(); ++seen_) {
      const Event& e = s_.events()[seen_];
      if (e.kind == EventKind::RoundStarted) {
        out += "\n== " + describe_event(e) + "\n";
        for (int seat = 0; seat < s_.num_seats(); ++seat)
          out += "   seat " + std::to_string(seat) + ": " + sorted_faces_text(s_.rack(seat)) + "\n";
      } else if (e.kind != EventKind::DrewStock && e.kind != EventKind::TookDiscard && e.kind != EventKind::Discarded) {
        out += "   > " + describe_event(e) + "\n";
      }
    }
    round_ = s_.round_index();
  }

  std::string after_move(int seat) const override {
    if (s_.round_index() != round_ || s_.is_terminal()) return "(round over)";
    return sorted_faces_text(s_.rack(seat));
  }

 private:
  const RummyOState& s_;
  size_t seen_ = 0;
  int round_ = -1;
};

}  // namespace

std::unique_ptr<Transcript> RummyOState::transcript() const { return std::make_unique<RummyOTranscript>(*this); }

}  // namespace parlor::rummy_o
