// A second move generator for Joker, written from joker-marbles.txt and the rulings of
// DECISIONS.md (and the README's rulings where both are silent), stepping marbles hole by
// hole: it uses nothing of games/joker/moves.cpp, only board.h's hole numbering, teams and
// who stands where. Compared with the engine's legal actions in positions reached by seeded
// playouts. One reading it shares with the engine, where the sheet is silent: a marble that
// leaves its partner's home entrance frees it for the partner it lands on.
//
// The subset compared: every card but the 7 (single-marble moves, the 8 and the joker's
// jumps included); the 7's splits into two marbles are left to seven_test.cpp. A hand without
// a 7 is compared whole, discards included; with a 7, the 7's moves are set aside.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "bots/play.h"
#include "bots/registry.h"
#include "joker_util.h"

using namespace parlor;
using namespace parlor::testing;

namespace parlor::testing {

using JokerMoveKey = std::tuple<uint16_t, int, int>;  // card face, from, to

struct JokerRefBoard {
  const joker::Board& b;
  int seat;
  int colour;  // whose marbles move: the seat's, or its partner's once all five are home

  bool teammates(int a, int c) const { return b.same_team(a, c); }
  int owner(int hole) const {
    const int m = b.occupant(hole);
    return m < 0 ? -1 : m / joker::kMarbles;
  }
  // The hole after `h` going clockwise for a marble of `colour`: into its home at its entrance.
  int next(int h) const {
    if (b.is_home(h)) return b.home_index(h) == 5 ? -1 : h + 1;  // DECISIONS.md: five home holes
    if (h == b.entrance_hole(colour)) return b.home_hole(colour, 1);
    return b.wrap(h + 1);
  }
  // Whether a marble of `colour` leaving `from` may end its move at `to`; the sheet's bumping rules.
  bool may_land(int from, int to) const {
    const int o = owner(to);
    if (o < 0) return true;
    if (o == colour) return false;
    if (!teammates(o, colour)) return true;
    // A partner's marble goes to its own home entrance, unless it stands there already or the
    // team holds that entrance (DECISIONS.md); the moving marble has left it, if it stood there.
    const int entrance = b.entrance_hole(o);
    if (to == entrance) return false;
    const int there = owner(entrance);
    return there < 0 || !teammates(there, colour) || entrance == from;
  }
  // `steps` holes forward from `from`, never passing a marble of the same colour.
  int forward(int from, int steps) const {
    int h = from;
    for (int i = 1; i <= steps; ++i) {
      h = next(h);
      if (h < 0) return -1;
      if (i < steps && owner(h) == colour) return -1;
    }
    return h;
  }
  // Clockwise holes from `from` to the colour's own entrance (where a joker's jump must stop).
  int before_entrance(int from) const {
    int n = 0;
    for (int h = from; h != b.entrance_hole(colour); h = b.wrap(h + 1)) ++n;
    return n;
  }
};

inline int joker_ref_steps(Card c) {
  if (c.is_joker()) return 1;
  if (c.rank() == 1) return 1;
  if (c.rank() >= 11) return 10;
  return c.rank();
}

// Every legal (card, from, to) of the hand's cards other than the 7.
inline std::set<JokerMoveKey> joker_reference_moves(const joker::Board& b, int seat, const std::vector<Card>& hand) {
  JokerRefBoard r{b, seat, b.all_home(seat) ? b.partner_of(seat) : seat};
  std::set<JokerMoveKey> out;
  for (Card held : hand) {
    const Card c = held.face();
    if (!c.is_joker() && c.rank() == 7) continue;
    auto add = [&](int from, int to) {
      if (to >= 0 && r.may_land(from, to)) out.insert({c.bits(), from, to});
    };
    const bool out_of_start = c.is_joker() || c.rank() == 1 || c.rank() >= 11;
    for (int i = 0; i < joker::kMarbles; ++i) {
      const int from = b.pos(r.colour * joker::kMarbles + i);
      if (b.is_start(from)) {
        const int door = b.come_out_hole(r.colour);
        if (out_of_start) add(from, door);
        // README ruling: a joker may also put a marble from the start in another's place,
        // clockwise from the come-out hole and not past the home entrance.
        if (c.is_joker())
          for (int t = 0; t < b.track(); ++t)
            if (t != door && r.owner(t) >= 0 && r.owner(t) != r.colour && b.wrap(t - door) <= r.before_entrance(door))
              add(from, t);
        continue;
      }
      if (!c.is_joker() && c.rank() == 8) {
        // Backwards round the track only: a marble at home stays there.
        if (b.is_track(from)) add(from, b.wrap(from - 8));
        continue;
      }
      add(from, r.forward(from, joker_ref_steps(c)));
      if (c.is_joker() && b.is_track(from))
        for (int t = 0; t < b.track(); ++t)
          if (r.owner(t) >= 0 && r.owner(t) != r.colour && b.wrap(t - from) <= r.before_entrance(from)) add(from, t);
    }
  }
  return out;
}

}  // namespace parlor::testing

TEST_CASE("Joker legal moves: the engine lists exactly the moves of a generator written from the sheet") {
  int positions = 0, compared_moves = 0, discards = 0, jumps = 0;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    auto s = joker::JokerState::create(json{{"players", 4}}, seed);
    REQUIRE(s.ok());
    joker::JokerState& state = **s;
    // Greedy bots bring marbles home and partners into play; random ones bump and jam.
    const std::string kind = seed % 2 ? "greedy" : "random";
    auto bots = make_bots("joker", std::vector<std::string>(4, kind), seed);
    REQUIRE(bots.ok());
    auto compare = [&]() -> std::optional<std::string> {
      if (state.phase() != "play") return std::nullopt;
      const int seat = state.current_seat();
      std::vector<Card> hand(state.hand(seat).begin(), state.hand(seat).end());
      const bool seven = std::any_of(hand.begin(), hand.end(), [](Card c) { return !c.is_joker() && c.rank() == 7; });
      const std::set<JokerMoveKey> want = joker_reference_moves(state.board(), seat, hand);
      std::set<JokerMoveKey> got;
      bool discarding = false;
      for (const Action& a : state.legal_actions()) {
        if (a.kind == ActionKind::Discard) discarding = true;
        if (a.kind != joker::kMove || (!a.card.is_joker() && a.card.rank() == 7)) continue;
        got.insert({a.card.face().bits(), a.from, a.to});
        jumps += a.card.is_joker() && state.board().occupant(a.to) >= 0 ? 1 : 0;
      }
      if (got != want)
        return "the engine's moves differ from the reference at move " + std::to_string(state.history().size());
      // With no 7, no reference move means a discard (joker-marbles.txt: play a card that moves).
      if (!seven && discarding != want.empty()) return std::string("discards listed when a card can move, or not");
      ++positions;
      compared_moves += static_cast<int>(want.size());
      discards += discarding ? 1 : 0;
      return std::nullopt;
    };
    REQUIRE(!compare());
    const PlayResult r = play_game(state, *bots, 600, [&](const State&, int64_t) { return compare(); });
    CHECK_MESSAGE(!r.error, "seed ", seed, ": ", r.error.value_or(""));
  }
  MESSAGE(positions << " positions, " << compared_moves << " moves, " << discards << " with discards, " << jumps
                    << " joker jumps");
  CHECK(positions >= 300);
  CHECK(compared_moves >= 1000);
  CHECK(discards >= 10);
  CHECK(jumps >= 10);
}
