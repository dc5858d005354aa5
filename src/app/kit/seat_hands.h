#pragma once
// Each person's own arrangement of their cards, by seat: kept between their turns (pass-and-play
// hands the device around), started afresh in each new round.
#include <vector>

#include "app/session/hand_model.h"

namespace parlor::scenes {

class SeatHands {
 public:
  explicit SeatHands(int seats) : hands_(static_cast<size_t>(seats)), rounds_(static_cast<size_t>(seats), -1) {}
  session::HandModel& operator[](int seat) { return hands_[static_cast<size_t>(seat)]; }
  const session::HandModel& operator[](int seat) const { return hands_[static_cast<size_t>(seat)]; }
  // Follows the seat's cards in round `round`; true when the round is new to this arrangement
  // (it starts empty, so the caller sorts it).
  bool follow(int seat, int round, const std::vector<Card>& cards) {
    int& seen = rounds_[static_cast<size_t>(seat)];
    const bool fresh = seen != round;
    if (fresh) (*this)[seat].reset();
    (*this)[seat].sync(cards);
    seen = round;
    return fresh;
  }

 private:
  std::vector<session::HandModel> hands_;
  std::vector<int> rounds_;
};

}  // namespace parlor::scenes
