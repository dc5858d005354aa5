#include "engine/transcript.h"

#include <algorithm>
#include <memory>
#include <vector>

#include "engine/state.h"

namespace parlor {
namespace {

// Move lines, totals and winners only.
class PlainTranscript final : public Transcript {
 public:
  using Transcript::Transcript;
  void before_move(std::string&) override {}
  std::string after_move(int) const override { return std::string(); }
};

}  // namespace

std::unique_ptr<Transcript> State::transcript() const { return std::make_unique<PlainTranscript>(*this); }

void Transcript::after_line(int, std::string&) const {}

void Transcript::at_end(std::string& out) const {
  out += "\nfinal totals:";
  for (int t : state_.scores().totals) out += " " + std::to_string(t);
  out += "\n";
}

std::string sorted_faces_text(std::span<const Card> cards) {
  std::vector<Card> faces;
  for (Card c : cards) faces.push_back(c.face());
  std::sort(faces.begin(), faces.end());
  std::string t;
  for (Card c : faces) t += (t.empty() ? "" : " ") + to_text(c);
  return t;
}

}  // namespace parlor
