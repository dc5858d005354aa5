// Rummü's discard pile kept tidy (yellow-joker-rummy.txt: only its top card shows; DECISIONS.md
// 2026-11-28) and the set-up's "Open discard pile" for learners: what every view, the leak
// check, a view read back from a peer, the moves' words and the greedy bot make of each.
#include <doctest/doctest.h>

#include <algorithm>

#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/conformance_views.h"
#include "games/registry.h"
#include "rummu_game.h"

using namespace parlor;
using namespace parlor::rummu;
using namespace parlor::testing;

namespace {

// Seat 0 to take, from a pile of four (the blue 3 on top).
std::unique_ptr<RummuState> four_card_pile(bool open) {
  auto s = rummu_game(3, 1, false, -1, open);
  rummu_rig(*s, {"R1 R2 G5", "G1", "B1"}, {}, "K9 R0 G2 B3", Phase::Draw, 0, "K5");
  return s;
}

bool holds(const std::vector<Card>& cards, const std::string& face) {
  return std::any_of(cards.begin(), cards.end(), [&](Card c) { return c.face() == card(face); });
}

// The view's JSON as text, its records of the past left out.
std::string present_text(json j) {
  j.erase("events");
  j.erase("last_round");
  return dump_json(j);
}

// Seat 0 to take, after the black, blue and green 4 went down in turn on the card the deal
// turned up (which the round's first event names); `known` follows what each seat saw.
std::unique_ptr<RummuState> three_fours_down(CardKnowledge& known) {
  auto s = rummu_game(3);
  const std::string turned_up = to_text(s->discards().back().face());
  rummu_rig(*s, {"R1 R8 G6 B6 K9 R4 K4", "G1 G7 B4", "B1 B8 G4"}, {}, turned_up, Phase::Play, 0, "K7 R9 B2");
  known.see(*s);
  for (const auto& [seat, a] : {std::pair{0, Action::discard(card("K4"))},
                                {1, Action::draw_stock()},
                                {1, Action::discard(card("B4"))},
                                {2, Action::draw_stock()},
                                {2, Action::discard(card("G4"))}}) {
    play(*s, seat, a);
    known.see(*s);
  }
  return s;
}

}  // namespace

TEST_CASE("Rummü tidy pile: every view shows the top card and how many lie there, never the cards under it") {
  auto s = four_card_pile(false);
  for (int seat = 0; seat < 3; ++seat) {
    const RummuView v = s->typed_view(seat);
    CHECK_FALSE(v.open_pile);
    CHECK(v.shown_pile == cards("B3"));
    CHECK(v.discard_top == card("B3"));
    CHECK(v.discard_count == 4);
    const json j = v.to_json();
    CHECK_FALSE(j.contains("discards_below"));
    const std::string text = present_text(j);
    for (const char* under : {"K9", "R0", "G2"}) CHECK(text.find(under) == std::string::npos);
    // The cards under the top are secret to every seat, the top card to none.
    std::vector<Card> secret;
    s->secret_cards(seat, secret);
    CHECK(holds(secret, "K9"));
    CHECK(holds(secret, "R0"));
    CHECK(holds(secret, "G2"));
    CHECK_FALSE(holds(secret, "B3"));
  }
  // Every depth may still be taken: the view offers what the state does.
  std::vector<Action> from_view;
  s->typed_view(0).legal_actions(from_view);
  CHECK(from_view == s->legal_actions());
  CHECK(from_view.back() == take_discards(4));
}

TEST_CASE("Rummü open discard pile: the set-up's option, off by default, fans the whole pile face up in every view") {
  const json schema = find_game("rummu")->option_schema();
  const auto open = std::find_if(schema.begin(), schema.end(), [](const json& o) { return o["name"] == "open_pile"; });
  REQUIRE(open != schema.end());
  CHECK((*open)["type"] == "bool");
  CHECK((*open)["default"] == false);
  CHECK((*open)["label"] == "Open discard pile (fanned face up, for learners)");
  CHECK_FALSE(open->contains("players"));
  CHECK(rummu_game(3)->tidy_discards());

  auto s = four_card_pile(true);
  for (int seat = 0; seat < 3; ++seat) {
    const RummuView v = s->typed_view(seat);
    CHECK(v.open_pile);
    CHECK(v.shown_pile == cards("K9 R0 G2 B3"));
    CHECK(v.to_json()["discards_below"] == json::array({"K9", "R0", "G2"}));
    std::vector<Card> secret;
    s->secret_cards(seat, secret);
    CHECK_FALSE(holds(secret, "R0"));
  }
}

TEST_CASE("Rummü tidy pile: a take of several says how many, not which, and an open pile's names the deepest") {
  auto s = four_card_pile(false);
  CHECK(s->describe_action(0, take_discards(3)) == "Player 1 takes 3 cards from the discard pile.");
  // The top card alone was in sight.
  CHECK(s->describe_action(0, Action::take_discard()) == "Player 1 takes the blue 3 from the discard pile.");
  play(*s, 0, take_discards(3));
  CHECK(s->events().back().card.is_none());
  CHECK(describe_event(s->events().back()) == "Player 1 took 3 cards from the discard pile.");
  // The cards taken show once, in the taker's own hand.
  CHECK(holds(s->typed_view(0).hand, "R0"));
  CHECK(s->typed_view(1).shown_pile == cards("K9"));

  auto o = four_card_pile(true);
  CHECK(o->describe_action(0, take_discards(3)) == "Player 1 takes 3 cards from the discard pile, down to the red 0.");
  play(*o, 0, take_discards(3));
  CHECK(describe_event(o->events().back()) == "Player 1 took 3 cards from the discard pile, down to the red 0.");
}

TEST_CASE("Rummü tidy pile: a view read back stays tidy, and one carrying cards under the top is refused") {
  const json tidy = four_card_pile(false)->typed_view(1).to_json();
  auto back = RummuView::from_json(tidy);
  REQUIRE(back.ok());
  CHECK_FALSE(back->open_pile);
  CHECK(back->shown_pile == cards("B3"));
  CHECK(dump_json(back->to_json()) == dump_json(tidy));
  json leaky = tidy;
  leaky["discards_below"] = json::array({"K9", "R0", "G2"});
  CHECK(RummuView::from_json(leaky).error() == "A tidy discard pile shows its top card alone.");

  const json open = four_card_pile(true)->typed_view(1).to_json();
  auto open_back = RummuView::from_json(open);
  REQUIRE(open_back.ok());
  CHECK(open_back->shown_pile == cards("K9 R0 G2 B3"));
  json short_pile = open;
  short_pile["discards_below"] = json::array({"R0", "G2"});
  CHECK(RummuView::from_json(short_pile).error() == "The discard pile and its count differ.");
  json unsaid = open;
  unsaid.erase("open_pile");
  CHECK_FALSE(RummuView::from_json(unsaid).ok());
}

TEST_CASE("Rummü tidy pile: the leak check holds the cards under the top as hidden from every seat") {
  CardKnowledge known;
  auto s = three_fours_down(known);
  json view = s->view(1)->to_json();
  // The discards named in the events were seen going down.
  CHECK_FALSE(check_view_json(*s, 1, view, known).has_value());
  view["discards_below"] = json::array({"K4", "B4"});
  const auto leak = check_view_json(*s, 1, view, known);
  REQUIRE(leak.has_value());
  CHECK(leak->find("in its present") != std::string::npos);
  // Open, the same cards are public.
  auto o = four_card_pile(true);
  CardKnowledge seen;
  seen.see(*o);
  view = o->view(1)->to_json();
  view["events"] = json::array();  // the rigging left the deal's events behind
  CHECK_FALSE(check_view_json(*o, 1, view, seen).has_value());
}

TEST_CASE("Rummü bots: with the pile tidy the greedy bot takes three discards it saw go down") {
  CardKnowledge known;
  auto s = three_fours_down(known);
  // With its red 4 they make a book of four.
  REQUIRE(s->typed_view(0).shown_pile == cards("G4"));
  CHECK(s->typed_view(0).remembered_pile().size() == 4);
  CHECK(greedy_move(*s) == take_discards(3));
}

TEST_CASE("Rummü bots: with the pile tidy the greedy bot weighs only the cards it saw go down") {
  // The same pile as the open pile's test, laid by hand: no event shows the 4s under the top.
  auto s = rummu_game(3);
  rummu_rig(*s, {"R1 R8 G2 B6 K9 R4", "G1", "B1"}, {}, "R0 K4 B4 G4", Phase::Draw);
  CHECK(s->typed_view(0).remembered_pile() == cards("G4"));
  CHECK(greedy_move(*s).kind == ActionKind::DrawStock);
}

TEST_CASE("Rummü tidy pile: greedy bots play the same games as with the pile open, remembering every discard") {
  // The bench of the game's length (bench/rummu_length) is measured on either.
  for (int players = 3; players <= 6; ++players)
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      std::vector<std::vector<LoggedAction>> logs;
      for (bool open : {false, true}) {
        auto state = create_game("rummu", json{{"players", players}, {"open_pile", open}}, seed);
        REQUIRE(state.ok());
        auto bots = make_bots("rummu", std::vector<std::string>(static_cast<size_t>(players), "greedy"), seed);
        REQUIRE(bots.ok());
        REQUIRE(play_game(**state, *bots, (*state)->max_game_length()).finished);
        const auto h = (*state)->history();
        logs.emplace_back(h.begin(), h.end());
      }
      INFO(players << " players, seed " << seed);
      CHECK(logs[0].size() == logs[1].size());
      CHECK(std::equal(
          logs[0].begin(), logs[0].end(), logs[1].begin(), logs[1].end(),
          [](const LoggedAction& a, const LoggedAction& b) { return a.seat == b.seat && a.action == b.action; }));
    }
}
