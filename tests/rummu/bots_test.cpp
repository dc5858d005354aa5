// Rummü's greedy bot ("Good"): against the random bot ("Easy"), alone and in partnership, and
// its choices in positions built for them.
#include <doctest/doctest.h>

#include <algorithm>

#include "bots/play.h"
#include "bots/registry.h"
#include "games/registry.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

namespace {

// The greedy bots' share of wins over `games` seeded games with these options and seats (a
// team's win is shared among its seats).
double greedy_share(const json& options, const std::vector<std::string>& seats, int games) {
  double wins = 0;
  for (int i = 0; i < games; ++i) {
    const uint64_t seed = 9000 + static_cast<uint64_t>(i);
    auto state = create_game("rummu", options, seed);
    REQUIRE(state.ok());
    // Rotate the seats so the greedy bots do not always play first.
    const size_t shift = static_cast<size_t>(i) % seats.size();
    std::vector<std::string> kinds(seats.size());
    for (size_t s = 0; s < seats.size(); ++s) kinds[(s + shift) % seats.size()] = seats[s];
    auto bots = make_bots("rummu", kinds, seed);
    REQUIRE(bots.ok());
    PlayResult r = play_game(**state, *bots, (*state)->max_game_length());
    REQUIRE(r.finished);
    const std::vector<double> shares = (*state)->scores().shares();
    for (size_t s = 0; s < kinds.size(); ++s) wins += kinds[s] == "greedy" ? shares[s] : 0;
  }
  return wins / games;
}

}  // namespace

TEST_CASE("Rummü bots: one greedy bot wins at least 90 percent of 3-player games against two random bots") {
  const double share = greedy_share(json{{"players", 3}}, {"greedy", "random", "random"}, 30);
  MESSAGE("greedy wins " << share * 100 << "% of 30 games");
  CHECK(share >= 0.9);
}

TEST_CASE("Rummü bots: a greedy team wins at least 90 percent of 4-player partnership games against a random team") {
  // Seats 0 and 2 play together.
  const double share =
      greedy_share(json{{"players", 4}, {"partners", true}}, {"greedy", "random", "greedy", "random"}, 30);
  MESSAGE("the greedy team wins " << share * 100 << "% of 30 games");
  CHECK(share >= 0.9);
}

TEST_CASE("Rummü bots: the greedy bot takes three discards when they make a combination") {
  // The pile open: a rigged pile's cards were never seen going down.
  auto s = rummu_game(3, 1, false, -1, true);
  // The pile's top three (G4, B4, K4) and the red 4 make a book of four to come out with.
  rummu_rig(*s, {"R1 R8 G2 B6 K9 R4", "G1", "B1"}, {}, "R0 K4 B4 G4", Phase::Draw);
  CHECK(greedy_move(*s) == take_discards(3));
}

TEST_CASE("Rummü bots: the greedy bot draws from the stock when the pile offers nothing") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R1 R8 G2 B6 K9", "G1", "B1"}, {}, "R0 K4 B9 G5", Phase::Draw);
  CHECK(greedy_move(*s).kind == ActionKind::DrawStock);
}

TEST_CASE("Rummü bots: the greedy bot comes out as soon as it can, with its best combinations") {
  auto s = rummu_game(3);
  rummu_rig(*s, {"R3 R4 R5 R6 G9 K0", "G1", "B1"});
  const Action a = greedy_move(*s);
  CHECK(a == rummu_lay("run R3 R4 R5 R6"));
}

TEST_CASE("Rummü bots: the greedy bot prefers the pure run to the mixed one") {
  auto s = rummu_game(3);
  // R3 R4 R5 (pure, 10) or G3 R4 B5 (mixed, 0): the hand can make only one.
  rummu_rig(*s, {"R3 R4 R5 G3 B5 K9", "G1", "B1"}, {"book K7 B7 G7"});
  const Action a = greedy_move(*s);
  CHECK(a == rummu_lay("run R3 R4 R5"));
}

TEST_CASE("Rummü bots: the greedy bot exchanges a joker in its partner's combination") {
  auto s = rummu_game(4, 1, true);
  rummu_rig(*s, {"R4 K9 B0", "G1", "B1", "K1"}, {"book G8 B8 K8", "", "run Y4=R4 R5 R6"});
  CHECK(greedy_move(*s) == rummu_exchange("R4", 2, 0));
}

namespace parlor {
void order_rummu_discards(const View& view, std::vector<Action>& moves);
}

TEST_CASE("Rummü bots: Strong searches the discards in the order Good gives the cards up, Good's own first") {
  auto s = rummu_game(3);
  // Come out already. The lone red card costs most in hand; the yellow card (a joker) is kept
  // longest; G8 would make the next seat's book worth 30, so Good neither adds it nor throws it.
  rummu_rig(*s, {"K9 B6 Y2 G8 R0", "G1", "B1"}, {"run R5 R6 R7", "book K8 B8 R8"});
  const auto view = s->view(0);
  std::vector<Action> moves;
  view->legal_actions(moves);
  std::reverse(moves.begin(), moves.end());
  order_rummu_discards(*view, moves);
  CHECK(moves.front() == greedy_move(*s));
  CHECK(moves.front().card == card("R0"));
  // The discards come first, the yellow card (a joker) last of them; the plays follow.
  auto first_play =
      std::find_if(moves.begin(), moves.end(), [](const Action& a) { return a.kind != ActionKind::Discard; });
  CHECK(std::all_of(first_play, moves.end(), [](const Action& a) { return a.kind != ActionKind::Discard; }));
  REQUIRE(first_play != moves.begin());
  CHECK((first_play - 1)->card == card("Y2"));
}
