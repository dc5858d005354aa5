// The move generator decides each candidate's legality from how it was built, without replaying
// it on a copy of the board; check_move still replays every move. This sweep asks check_move of
// every move the board's marbles could make, 7 splits included (reference_moves_test.cpp leaves
// the splits aside), and compares with the listed moves in positions of seeded games.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "bots/play.h"
#include "bots/registry.h"
#include "joker_util.h"

using namespace parlor;

namespace {

using Key = std::tuple<uint16_t, int, int, int, int>;  // card face, from, to, from2, to2

Key key_of(const Action& a) { return {a.card.face().bits(), a.from, a.to, a.from2, a.to2}; }

// Where a split's part could end: 1 to 6 holes ahead on the track, or a home of the seat's team
// (the only homes its marbles enter).
bool split_reach(const joker::Board& b, int seat, int from, int to) {
  if (b.is_home(to)) return b.same_team(b.home_owner(to), seat);
  const int ahead = b.is_track(from) ? b.wrap(to - from) : 0;
  return ahead >= 1 && ahead <= 6;
}

// Every move of the hand's faces that check_move accepts, found by asking it of every marble
// (the start as one id) and every hole; a 7's second part from every marble but the first.
std::set<Key> swept_moves(const joker::Board& b, int seat, const std::vector<Card>& hand) {
  std::set<Key> out;
  std::vector<int> from_ids;
  for (int c : {seat, b.partner_of(seat)})
    for (int i = 0; i < joker::kMarbles; ++i) {
      const int at = b.pos(c * joker::kMarbles + i);
      if (std::find(from_ids.begin(), from_ids.end(), at) == from_ids.end()) from_ids.push_back(at);
    }
  std::vector<int> places;
  for (int h = 0; h < b.places(); ++h) places.push_back(h);
  // A first part that brings the seat's last marble home hands the rest to the partner, who may
  // just have been sent to its home entrance by that part.
  std::vector<int> second_ids = from_ids;
  second_ids.push_back(b.entrance_hole(b.partner_of(seat)));
  std::set<uint16_t> faces;
  for (Card c : hand) faces.insert(c.face().bits());
  for (Card card : hand) {
    if (!faces.erase(card.face().bits())) continue;
    const Card face = card.face();
    const bool seven = !face.is_joker() && face.rank() == 7;
    for (int from : from_ids)
      for (int to : places) {
        Action a(joker::kMove);
        a.card = face;
        a.from = static_cast<uint8_t>(from);
        a.to = static_cast<uint8_t>(to);
        if (!joker::check_move(b, seat, a)) out.insert(key_of(a));
        if (!seven || b.is_start(from) || !split_reach(b, seat, from, to)) continue;
        for (int from2 : second_ids) {
          if (from2 == from || b.is_start(from2)) continue;
          for (int to2 : places) {
            if (!split_reach(b, seat, from2, to2)) continue;
            a.from2 = static_cast<uint8_t>(from2);
            a.to2 = static_cast<uint8_t>(to2);
            if (!joker::check_move(b, seat, a)) out.insert(key_of(a));
          }
        }
      }
  }
  return out;
}

}  // namespace

TEST_CASE("Joker legal moves: exactly the moves check_move accepts, 7 splits included, in seeded games") {
  int positions = 0, moves = 0, splits = 0;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const int players = seed <= 4 ? 4 : 6;
    auto s = joker::JokerState::create(json{{"players", players}}, seed);
    REQUIRE(s.ok());
    joker::JokerState& state = **s;
    auto bots = make_bots("joker",
                          std::vector<std::string>(static_cast<size_t>(players), seed % 2 ? "greedy" : "random"), seed);
    REQUIRE(bots.ok());
    int turn = 0;
    auto compare = [&]() -> std::optional<std::string> {
      // Every third position: the sweep asks check_move some ten thousand times a hand.
      if (state.phase() != "play" || turn++ % 3 != 0) return std::nullopt;
      const int seat = state.current_seat();
      const std::vector<Card> hand(state.hand(seat).begin(), state.hand(seat).end());
      const std::set<Key> want = swept_moves(state.board(), seat, hand);
      std::set<Key> got;
      for (const Action& a : state.legal_actions())
        if (a.kind == joker::kMove) got.insert(key_of(a));
      if (got != want) return "listed moves differ from check_move's at move " + std::to_string(state.history().size());
      ++positions;
      moves += static_cast<int>(want.size());
      for (const Key& k : want) splits += std::get<4>(k) != 0 || std::get<3>(k) != 0 ? 1 : 0;
      return std::nullopt;
    };
    const PlayResult r = play_game(state, *bots, 300, [&](const State&, int64_t) { return compare(); });
    CHECK_MESSAGE(!r.error, "seed ", seed, ": ", r.error.value_or(""));
  }
  MESSAGE(positions << " positions, " << moves << " moves, " << splits << " splits");
  CHECK(positions >= 100);
  CHECK(splits >= 200);
}
