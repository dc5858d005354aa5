// The Strong bots' samplers deal what a seat cannot see consistently with what it saw: a game
// rebuilt from a view gives that seat the same view again, with every card in its place.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "../rummu/rummu_game.h"
#include "bots/play.h"
#include "bots/strong/samplers.h"
#include "engine/json_util.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

namespace {

// The view's JSON as text, its events and their count left out (a rebuilt game starts with none).
std::string present_text(const State& s, int seat) {
  json j = s.view_json(seat);
  j.erase("events");
  j.erase("event_count");
  return dump_json(j);
}

int count_face(const std::vector<Card>& cards, Card face) {
  return static_cast<int>(std::count_if(cards.begin(), cards.end(), [&](Card c) { return c.face() == face.face(); }));
}

std::vector<Card> every_card(const RummuState& s) {
  std::vector<Card> all = s.stock();
  all.insert(all.end(), s.discards().begin(), s.discards().end());
  for (int i = 0; i < s.num_seats(); ++i) all.insert(all.end(), s.hand(i).begin(), s.hand(i).end());
  for (const auto& melds : s.table())
    for (const Meld& m : melds)
      for (const PlacedCard& p : m.cards) all.push_back(p.card);
  return all;
}

}  // namespace

TEST_CASE("Rummü sampler: cards seen taken from the pile, the pile's remembered top and a joker taken back stay put") {
  // Four in partnerships. Seat 0 discards the black 4, seat 1 the blue 4 after giving its red 5
  // for the yellow joker in seat 2's run, seat 2 the green 4; seat 3 takes the three 4s from the
  // tidy pile and discards its black 9. Seat 0, to take, saw all of it.
  auto s = rummu_game(4, 1, true);
  const std::string turned_up = to_text(s->discards().back().face());
  REQUIRE(turned_up == "K2");
  rummu_rig(*s, {"R1 R8 G6 B6 K1 K4", "G1 G7 R5 B4", "B1 B8 G4", "R0 K9 R2"}, {"", "book G9 B9 R9", "run R3 R4 Y5=R5"},
            turned_up, Phase::Play, 0, "K7 G8 B2");
  for (const auto& [seat, a] : {std::pair{0, Action::discard(card("K4"))},
                                {1, Action::draw_stock()},
                                {1, rummu_exchange("R5", 2, 0)},
                                {1, Action::discard(card("B4"))},
                                {2, Action::draw_stock()},
                                {2, Action::discard(card("G4"))},
                                {3, take_discards(3)},
                                {3, Action::discard(card("K9"))}})
    play(*s, seat, a);
  REQUIRE(s->current_seat() == 0);
  const auto view = s->view(0);
  const std::vector<Card> deck = make_deck(kDeck, 1);
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    Rng rng(seed);
    auto sampled = sample_rummu(*view, rng);
    REQUIRE(sampled);
    const auto& t = dynamic_cast<const RummuState&>(*sampled);
    CHECK(present_text(t, 0) == present_text(*s, 0));
    // Seat 3 holds the three 4s it took; seat 1 the yellow 5 it took back.
    for (const char* four : {"K4", "B4", "G4"}) CHECK(count_face(t.hand(3), card(four)) == 1);
    CHECK(count_face(t.hand(1), card("Y5")) == 1);
    // The pile is the card the deal turned up under the black 9, as seat 0 saw it go down.
    CHECK(t.discards() == cards(turned_up + " K9"));
    // Every card of the deck is somewhere, once.
    const std::vector<Card> all = every_card(t);
    REQUIRE(all.size() == deck.size());
    for (Card c : deck) CHECK(count_face(all, c) == count_face(deck, c));
  }
}
