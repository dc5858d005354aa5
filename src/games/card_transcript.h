// What the card games' golden files (engine/transcript.h) share: every seat's cards as dealt,
// and, for a game played in rounds, each round's heading and deal, the news between moves and the
// mover's cards after its move. A game played in rounds names what differs in a RoundTranscript
// and its State's transcript() returns round_transcript(*this, {...}).
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "engine/transcript.h"

namespace parlor {

// "   seat 0: 3C 5C JK\n", a line for each seat: what its hand holds.
template <class GameState>
std::string seat_hands_text(const GameState& s) {
  std::string out;
  for (int seat = 0; seat < s.num_seats(); ++seat)
    out += "   seat " + std::to_string(seat) + ": " + sorted_faces_text(s.hand(seat)) + "\n";
  return out;
}

template <class GameState>
struct RoundTranscript {
  using Event = typename std::decay_t<decltype(std::declval<const GameState&>().events())>::value_type;
  const char* round_over;          // after the move that ended its round: "(hand over)"
  int (*round)(const GameState&);  // the round under way
  // The heading of the round `e` starts ("hand 2, dealer seat 1, 4s wild"); empty when it starts none.
  std::string (*heading)(const GameState&, const Event& e);
  bool (*news)(const Event& e);  // any other event: worth a line of its own ("   > ...")
  // Lines under a round's deal (Five Crowns: the discard and the stock); none when null.
  std::string (*under_deal)(const GameState&) = nullptr;
};

namespace detail {

template <class GameState>
class RoundTranscriptOf final : public Transcript {
 public:
  RoundTranscriptOf(const GameState& s, RoundTranscript<GameState> words) : Transcript(s), s_(s), words_(words) {}

  void before_move(std::string& out) override {
    for (; seen_ < s_.events().size(); ++seen_) {
      const auto& e = s_.events()[seen_];
      if (std::string head = words_.heading(s_, e); !head.empty()) {
        out += "\n== " + head + "\n" + seat_hands_text(s_);
        if (words_.under_deal) out += words_.under_deal(s_);
      } else if (words_.news(e)) {
        out += "   > " + describe_event(e) + "\n";
      }
    }
    round_ = words_.round(s_);
  }

  std::string after_move(int seat) const override {
    if (words_.round(s_) != round_ || s_.is_terminal()) return words_.round_over;
    return sorted_faces_text(s_.hand(seat));
  }

 private:
  const GameState& s_;
  RoundTranscript<GameState> words_;
  size_t seen_ = 0;
  int round_ = -1;
};

}  // namespace detail

template <class GameState>
std::unique_ptr<Transcript> round_transcript(const GameState& s, RoundTranscript<GameState> words) {
  return std::make_unique<detail::RoundTranscriptOf<GameState>>(s, words);
}

}  // namespace parlor
