#include "games/joker/board.h"

namespace parlor::joker {

Board::Board(int seats) : Geometry(seats) {
  at_.fill(-1);
  for (int m = 0; m < marbles(); ++m) pos_[static_cast<size_t>(m)] = static_cast<uint8_t>(start_hole(colour_of(m)));
}

void Board::place(int marble, int hole) {
  const int old = pos(marble);
  homes_[static_cast<size_t>(colour_of(marble))] +=
      static_cast<uint8_t>((is_home(hole) ? 1 : 0) - (is_home(old) ? 1 : 0));
  if (occupant(old) == marble) at_[static_cast<size_t>(old)] = -1;
  pos_[static_cast<size_t>(marble)] = static_cast<uint8_t>(hole);
  if (!is_start(hole)) at_[static_cast<size_t>(hole)] = static_cast<int8_t>(marble);
}

int Board::start_count(int seat) const {
  int n = 0;
  for (int i = 0; i < kMarbles; ++i) n += is_start(pos(seat * kMarbles + i)) ? 1 : 0;
  return n;
}

int Board::marble_at(int colour, int hole) const {
  if (is_start(hole)) {
    if (start_owner(hole) != colour) return -1;
    for (int i = 0; i < kMarbles; ++i)
      if (pos(colour * kMarbles + i) == hole) return colour * kMarbles + i;
    return -1;
  }
  const int m = occupant(hole);
  return m >= 0 && colour_of(m) == colour ? m : -1;
}

}  // namespace parlor::joker
