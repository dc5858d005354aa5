// Share links carry every kind of Rummy-O move: lay-downs (jokers with the colour or place they
// were declared as, given or left out), add-ons to any seat's meld, joker claims (into a new meld
// or one of the claimer's own), going out.
#include <doctest/doctest.h>

#include <map>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/registry.h"
#include "games/rummy_o/rules.h"
#include "net/link.h"
#include "net/link_actions.h"
#include "net/link_wire.h"
#include "played_games.h"

using namespace parlor;
using namespace parlor::testing;

namespace {

const std::vector<net::SeatConfig> kSeats{{"A", false, ""}, {"B", true, "greedy"}, {"C", true, "greedy"}};

void check_round_trip(const State& s) {
  auto link = net::make_link(s, std::vector<net::SeatConfig>(kSeats.begin(), kSeats.begin() + s.num_seats()));
  REQUIRE_MESSAGE(link.ok(), link.error());
  auto opened = net::open_link(*link);
  REQUIRE_MESSAGE(opened.ok(), opened.error());
  CHECK(same_history(*opened->state, s));
  CHECK(opened->state->debug_snapshot() == s.debug_snapshot());
}

// The same lay-down with its jokers' values left out, or moved to another legal value.
std::vector<Action> joker_variants(const Action& a) {
  Action bare = a, other = a;
  bool changed = false;
  for (int m = 0; m < a.melds.size(); ++m) {
    for (PlacedCard& p : bare.melds.mutable_cards(m)) p.as = p.card.is_joker() ? Card::none() : p.as;
    if (a.melds.kind(m) != MeldKind::Book) continue;
    auto cards = other.melds.mutable_cards(m);
    uint8_t used = 0;
    for (const PlacedCard& p : cards)
      used |= static_cast<uint8_t>(1u << (static_cast<int>((p.card.is_joker() ? p.as : p.card).suit()) - 5));
    for (PlacedCard& p : cards)
      if (p.card.is_joker() && !changed)
        for (int k = 0; k < 4; ++k)
          if (!(used >> k & 1)) {
            p.as = Card(static_cast<Suit>(5 + k), p.as.rank());
            changed = true;
            break;
          }
  }
  std::vector<Action> v{bare};
  if (changed) v.push_back(other);
  return v;
}

}  // namespace

TEST_CASE("Link: Rummy-O add-ons, joker claims, declared joker values and going out round-trip") {
  std::map<ActionKind, int> seen;
  int declared = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    const int players = 2 + static_cast<int>(seed % 2);
    auto game = create_game("rummy_o", json{{"players", players}}, seed);
    REQUIRE(game.ok());
    State& g = **game;
    auto bots = make_bots("rummy_o", std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
    while (!g.is_terminal()) {
      const int seat = g.current_seat();
      Action a = (*bots)[static_cast<size_t>(seat)]->choose(*g.view(seat));
      if (a.kind == rummy_o::kLayDown || a.kind == rummy_o::kClaimJoker)
        for (int m = 0; m < a.melds.size(); ++m)
          for (const PlacedCard& p : a.melds.cards(m))
            if (p.card.is_joker() && declared < 6)
              for (const Action& v : joker_variants(a)) {
                auto copy = g.clone();
                if (copy->try_apply(seat, v)) continue;
                check_round_trip(*copy);
                ++declared;
              }
      REQUIRE_FALSE(g.try_apply(seat, a).has_value());
      if (seen[a.kind]++ < 3 && a.kind != ActionKind::Discard) check_round_trip(g);
    }
    check_round_trip(g);
  }
  INFO("add_on " << seen[rummy_o::kAddOn] << " claim " << seen[rummy_o::kClaimJoker] << " go_out "
                 << seen[rummy_o::kGoOut] << " lay_down " << seen[rummy_o::kLayDown] << " declared " << declared);
  CHECK(seen[rummy_o::kAddOn] > 0);
  CHECK(seen[rummy_o::kClaimJoker] > 0);
  CHECK(seen[rummy_o::kLayDown] > 0);
  CHECK(declared > 0);
}

TEST_CASE("Link: Rummy-O has no end_turn move, a link cannot carry one") {
  auto game = create_game("rummy_o", json{{"players", 2}}, 1);
  REQUIRE(game.ok());
  CHECK((*game)->validate(0, Action(ActionKind::EndTurn)) == std::string("That move is not part of Rummy-O."));
}

TEST_CASE("Link: Rummy-O moves are written and read back exactly, jokers' declared values included") {
  auto game = create_game("rummy_o", json{{"players", 3}}, 5);
  REQUIRE(game.ok());
  const net::link_actions::Context c = net::link_actions::context_for(**game);
  REQUIRE(c.by_hand);
  const Card in_rack = c.hand.front();
  auto meld = [](const char* kind, std::vector<const char*> cards) {
    MeldList l;
    std::vector<PlacedCard> v;
    for (const char* t : cards) v.push_back(*parse_placed(t));
    l.add(*parse_meld_kind(kind), v);
    return l;
  };
  std::vector<Action> moves;
  Action add(rummy_o::kAddOn);
  add.melds = meld("run", {"JK=R14"});
  add.target = 3;
  add.target_seat = 2;
  moves.push_back(add);
  Action claim(rummy_o::kClaimJoker);
  claim.card = in_rack;
  claim.target = 0;
  claim.target_seat = 1;
  claim.melds = meld("group", {"O8", "K8", "JK=B8"});  // the rules would name red: the value travels
  moves.push_back(claim);
  Action into = claim;  // the joker into the claimer's own second meld, declared, with a rack tile
  into.to = 2;
  into.melds = meld("run", {"JK=R9", "R10"});
  moves.push_back(into);
  Action lay(rummy_o::kLayDown);
  lay.melds = meld("run", {"R12", "R13", "R1=R14"});
  moves.push_back(lay);
  Action out(rummy_o::kGoOut);
  out.melds = meld("group", {"R7", "B7", "JK"});
  out.card = in_rack;
  moves.push_back(out);
  moves.push_back(Action(ActionKind::EndTurn));
  for (const Action& a : moves) {
    net::wire::Writer w;
    net::link_actions::put_action(w, a, c);
    net::wire::Reader r(w.bytes());
    Action back;
    const auto got = net::link_actions::get_action(r, back, c);
    INFO(action_to_text(a, rummy_o::kMoveKinds));
    CHECK_FALSE(got.damaged);
    CHECK_FALSE(got.refused.has_value());
    CHECK(r.at_end());
    CHECK(back == a);
  }
}
