// A game played out as text, a line a move, which each game keeps in its testdata/ folder
// (tests/conformance/golden_test.cpp): any change of behaviour then shows as a readable diff.
// The driver writes the title, each move's line and the winners; the game adds what makes the
// diff readable: public news between moves and the acting seat's cards after its move.
#pragma once

#include <span>
#include <string>

#include "engine/card.h"

namespace parlor {

class State;

// Follows the state that made it (State::transcript()) as that state moves; use it only while
// that state lives.
class Transcript {
 public:
  explicit Transcript(const State& state) : state_(state) {}
  virtual ~Transcript() = default;
  // Lines before the next move, or before the end: what happened since the last call.
  virtual void before_move(std::string& out) = 0;
  // What follows "seat N: " on the line of that seat's move, once the move is played.
  virtual std::string after_move(int seat) const = 0;
  // Lines after the line of move number `step`.
  virtual void after_line(int step, std::string& out) const;
  // Lines between the last move and the winners: the final totals.
  virtual void at_end(std::string& out) const;

 protected:
  const State& state_;
};

// Faces in face order, as text: "3C 5C 3D 10D JK".
std::string sorted_faces_text(std::span<const Card> cards);

}  // namespace parlor
