// Joker: every refused move has a short reason for the player, and validate() agrees with the
// legal moves on any hole-to-hole move a hand's card could name.
#include <doctest/doctest.h>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/rng.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::joker;
using namespace parlor::testing;

TEST_CASE("Joker reasons: a refused move gets one short sentence, and only listed moves are accepted") {
  auto created = JokerState::create(json::object(), 77);
  REQUIRE(created.ok());
  JokerState& s = **created;
  auto bots = make_bots("joker", std::vector<std::string>(kSeats, "greedy"), 0);
  Rng pick(5);
  int refusals = 0;
  for (int step = 0; step < 400 && !s.is_terminal(); ++step) {
    const int seat = s.current_seat();
    const auto legal = s.legal_actions();
    // Random holes with each card of the hand, and now and then a second part.
    for (int k = 0; k < 30; ++k) {
      Action a(joker::kMove);
      a.card = s.hand(seat)[pick.below(static_cast<uint32_t>(s.hand(seat).size()))].face();
      a.from = static_cast<uint8_t>(pick.below(110));
      a.to = static_cast<uint8_t>(pick.below(110));
      if (k % 3 == 0) {
        a.from2 = static_cast<uint8_t>(pick.below(110));
        a.to2 = static_cast<uint8_t>(pick.below(110));
      }
      const auto reason = s.validate(seat, a);
      const bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
      CHECK(listed == !reason.has_value());
      if (!reason) continue;
      ++refusals;
      INFO(action_to_text(a, joker::kMoveKinds) << ": " << *reason);
      CHECK(reason->size() <= 120);
      CHECK(reason->back() == '.');
      CHECK(std::count(reason->begin(), reason->end(), '.') <= 1);
    }
    play(s, seat, (*bots)[static_cast<size_t>(seat)]->choose(*s.view(seat)));
  }
  CHECK(refusals > 1000);
}

// A card tapped that moves nothing is refused with why (the table says this sentence).
TEST_CASE("Joker reasons: a card that moves no marble says which rule stops each one") {
  // All in the start: only an ace, a king, a queen, a jack or a joker brings one out.
  auto in_start = position({{}}, "2H KS");
  CHECK(why_no_move(in_start->board(), 0, card("2H")) ==
        "The 2 of hearts cannot move any of your marbles. A marble leaves the start only with an ace, a king, a queen, "
        "a jack or a joker.");
  // Marbles at home: one would pass its own colour, the others run past the end of the home; the
  // start's rule (two marbles there) is left out, as two rules are said at most.
  auto at_home = position({{home(0, 3), home(0, 4), home(0, 5)}}, "2H");
  CHECK(why_no_move(at_home->board(), 0, card("2H")) ==
        "The 2 of hearts cannot move any of your marbles. A marble cannot pass another of its own colour; only a joker "
        "or an 8 can. A marble near its home cannot go 2 holes: it would run past the end.");
  // All five on the track two holes short of the entrance and behind: a 9 is too far for the first.
  auto near_home = position({{side(0, 1), side(0, 2), side(0, 3), side(0, 4), side(0, 5)}}, "9D");
  CHECK(
      why_no_move(near_home->board(), 0, card("9D")) ==
      "The 9 of diamonds cannot move any of your marbles. A marble near its home cannot go 9 holes: it would run past "
      "the end. A marble cannot pass another of its own colour; only a joker or an 8 can.");
}
