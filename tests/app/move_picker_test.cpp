// The move picker: taps narrow the legal moves by their paths of choices.
#include "app/session/move_picker.h"

#include <doctest/doctest.h>

#include "games/joker/moves.h"

namespace parlor::session {

namespace {

// Moves whose paths are written in `count` (the card), `from` (a marble), `to` (a hole): a move
// with no hole (0) ends at the marble.
Action move(int card, int marble, int hole = 0) {
  Action a(joker::kMove);
  a.count = static_cast<uint8_t>(card);
  a.from = static_cast<uint8_t>(marble);
  a.to = static_cast<uint8_t>(hole);
  return a;
}

MovePicker picker(int play_from) {
  return MovePicker(
      [](const Action& a) {
        if (a.kind != joker::kMove) return std::vector<int>{};
        std::vector<int> p{a.count, a.from};
        if (a.to) p.push_back(a.to);
        return p;
      },
      play_from);
}

}  // namespace

TEST_CASE("Move picker: the first tap shows what a card can do, and a choice with one move left plays it") {
  MovePicker p = picker(2);
  p.reset({move(1, 10, 15), move(1, 20, 25), move(1, 20, 26), move(2, 30, 32), Action::discard(Card())});
  CHECK(p.options() == std::vector<int>{1, 2});
  CHECK_FALSE(p.choose(7));  // not an option: nothing changes
  CHECK(p.depth() == 0);
  CHECK_FALSE(p.choose(2));  // one move for this card, but the first tap never plays
  CHECK(p.options() == std::vector<int>{30});
  p.back_to(0);
  CHECK_FALSE(p.choose(1));
  CHECK(p.options() == std::vector<int>{10, 20});
  CHECK(p.options(20) == std::vector<int>{25, 26});  // what a marble would offer, before it is chosen
  CHECK_FALSE(p.choose(20));                         // two holes: the person chooses
  CHECK(p.at(1) == 20);
  CHECK(p.options_at(1) == std::vector<int>{10, 20});  // the marbles, still there to switch to
  const auto a = p.choose(26);
  REQUIRE(a);
  CHECK(*a == move(1, 20, 26));
  p.back_to(1);
  const auto b = p.choose(10);  // one way to go: played at once
  REQUIRE(b);
  CHECK(*b == move(1, 10, 15));
}

TEST_CASE("Move picker: a path that ends where another goes on is played when chosen") {
  MovePicker p = picker(2);
  p.reset({move(7, 10), move(7, 10, 3), move(7, 10, 4)});
  CHECK_FALSE(p.choose(7));
  const auto a = p.choose(10);
  REQUIRE(a);
  CHECK(*a == move(7, 10));
  p.reset({});
  CHECK(p.options().empty());
  CHECK(p.depth() == 0);
}

}  // namespace parlor::session
