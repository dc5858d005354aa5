// The golden file's text (games/card_transcript.h): the deal, the mover's hand after each move, and
// where every marble stands every 20 moves and at the end (a race has no totals).
#include <memory>

#include "games/card_transcript.h"
#include "games/joker/state.h"

namespace parlor::joker {
namespace {

class JokerTranscript final : public Transcript {
 public:
  explicit JokerTranscript(const JokerState& s) : Transcript(s), s_(s) {}

  void before_move(std::string& out) override {
    if (dealt_shown_) return;
    dealt_shown_ = true;
    out += seat_hands_text(s_);
  }

  std::string after_move(int seat) const override { return sorted_faces_text(s_.hand(seat)); }

  void after_line(int step, std::string& out) const override {
    if (step % 20 == 0) out += "   board " + board_line() + "\n";
  }

  void at_end(std::string& out) const override { out += "   board " + board_line() + "\n"; }

 private:
  // Each seat's marbles: S in the start, H1..H5 at home, else the hole.
  std::string board_line() const {
    std::string t;
    const Board& b = s_.board();
    for (int seat = 0; seat < b.seats(); ++seat) {
      t += seat ? " | " : "";
      for (int i = 0; i < kMarbles; ++i) {
        const int hole = b.pos(seat * kMarbles + i);
        t += i ? " " : "";
        t += b.is_start(hole) ? "S" : b.is_home(hole) ? "H" + std::to_string(b.home_index(hole)) : std::to_string(hole);
      }
    }
    return t;
  }

  const JokerState& s_;
  bool dealt_shown_ = false;
};

}  // namespace

std::unique_ptr<Transcript> JokerState::transcript() const { return std::make_unique<JokerTranscript>(*this); }

}  // namespace parlor::joker
