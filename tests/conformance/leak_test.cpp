// The conformance check itself: leaks put into a real view where the old check did not look
// (a history subtree, a sentence, behind a public copy of the same card) must each be caught,
// and the incremental JSON round trip must still catch a game its saved form does not rebuild.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "bots/play.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "games/conformance.h"
#include "games/registry.h"

using namespace parlor;

namespace {

struct Position {
  std::unique_ptr<State> state;
  CardKnowledge known;
};

// Five Crowns, two greedy bots, a few moves in: what seat 0 has seen is followed move by move.
Position five_crowns_after(int moves) {
  Position p;
  auto state = create_game("five_crowns", json{{"players", 2}}, 2026);
  REQUIRE(state.ok());
  p.state = std::move(*state);
  auto bots = make_bots("five_crowns", {"greedy", "greedy"}, 2026);
  REQUIRE(bots.ok());
  p.known.see(*p.state);
  for (int i = 0; i < moves; ++i) {
    const int seat = p.state->current_seat();
    p.state->apply(seat, (*bots)[static_cast<size_t>(seat)]->choose(*p.state->view(seat)));
    p.known.see(*p.state);
  }
  return p;
}

int copies_seen_now(const State& s, int seat, Card face) {
  std::vector<Card> all, secret;
  s.all_cards(all);
  s.secret_cards(seat, secret);
  int n = 0;
  for (Card c : all) n += c.face() == face.face();
  for (Card c : secret) n -= c.face() == face.face();
  return n;
}

// A card seat 1 holds whose face seat 0 has never seen a copy of.
Card never_seen_by_seat0(const Position& p) {
  std::vector<Card> secret;
  p.state->secret_cards(0, secret);
  for (Card c : secret)
    if (p.known.seen(0, c.face()) == 0 && copies_seen_now(*p.state, 0, c) == 0) return c.face();
  FAIL("no card unseen by seat 0");
  return Card::none();
}

}  // namespace

TEST_CASE("Conformance check: an untouched view passes") {
  Position p = five_crowns_after(12);
  for (int seat = 0; seat < 2; ++seat)
    CHECK_FALSE(check_view_json(*p.state, seat, p.state->view(seat)->to_json(), p.known).has_value());
}

TEST_CASE("Conformance check: a hidden card in the events (a subtree the old check skipped) is caught") {
  Position p = five_crowns_after(12);
  const Card leak = never_seen_by_seat0(p);
  json view = p.state->view(0)->to_json();
  view["events"].push_back(json{{"type", "drew_stock"}, {"seat", 1}, {"card", to_text(leak)}});
  auto e = check_view_json(*p.state, 0, view, p.known);
  REQUIRE(e.has_value());
  CHECK(e->find(to_text(leak)) != std::string::npos);
  // In the last hand's record and the legal actions as well.
  view = p.state->view(0)->to_json();
  view["last_hand"] = json{{"left", json::array({to_text(leak)})}};
  CHECK(check_view_json(*p.state, 0, view, p.known).has_value());
  view = p.state->view(0)->to_json();
  view["legal_actions"] = json::array({json{{"type", "discard"}, {"card", to_text(leak)}}});
  CHECK(check_view_json(*p.state, 0, view, p.known).has_value());
}

TEST_CASE("Conformance check: a hidden card named inside a sentence is caught, as code or in English") {
  Position p = five_crowns_after(12);
  const Card leak = never_seen_by_seat0(p);
  json view = p.state->view(0)->to_json();
  view["events"].push_back(json{{"type", "drew_stock"}, {"text", "Player 2 drew the " + card_name(leak) + "."}});
  CHECK(check_view_json(*p.state, 0, view, p.known).has_value());
  view = p.state->view(0)->to_json();
  view["phase"] = "discard (Player 2 holds " + to_text(leak) + ")";
  CHECK(check_view_json(*p.state, 0, view, p.known).has_value());
}

TEST_CASE("Conformance check: a hidden copy shown beside a public copy of the same card is caught") {
  Position p = five_crowns_after(12);
  // A face in seat 0's hand whose other copy seat 0 cannot see now.
  std::vector<Card> all;
  p.state->all_cards(all);
  json view = p.state->view(0)->to_json();
  Card face;
  for (const json& c : view["hand"]) {
    Card f = parse_card(c.get<std::string>())->face();
    const long in_hand = std::count(view["hand"].begin(), view["hand"].end(), c);
    if (in_hand == 1 && copies_seen_now(*p.state, 0, f) == 1 && !f.is_joker()) face = f;
  }
  REQUIRE_FALSE(face.is_none());
  view["phase"] = "draw; Player 2 also holds the " + card_name(face);
  auto e = check_view_json(*p.state, 0, view, p.known);
  REQUIRE(e.has_value());
  CHECK(e->find("2 time(s)") != std::string::npos);
}

namespace {

// A game whose saved form does not rebuild it after a few moves: its snapshot gains a mark the
// loaded copy has not.
class DriftingState : public State {
 public:
  explicit DriftingState(std::unique_ptr<State> inner) : State(inner->seed()), inner_(std::move(inner)) {}
  DriftingState(const DriftingState& o) : State(o), inner_(o.inner_->clone()) {}
  std::string_view game_id() const override { return inner_->game_id(); }
  const nlohmann::json& options() const override { return inner_->options(); }
  int num_seats() const override { return inner_->num_seats(); }
  MoveKinds move_kinds() const override { return inner_->move_kinds(); }
  std::string_view phase() const override { return inner_->phase(); }
  int current_seat() const override { return inner_->current_seat(); }
  bool is_terminal() const override { return inner_->is_terminal(); }
  void legal_actions(std::vector<Action>& out) const override { inner_->legal_actions(out); }
  std::unique_ptr<View> view(int seat) const override { return inner_->view(seat); }
  Scores scores() const override { return inner_->scores(); }
  std::unique_ptr<State> clone() const override { return std::make_unique<DriftingState>(*this); }
  std::string describe_action(int seat, const Action& a) const override { return inner_->describe_action(seat, a); }
  std::string debug_snapshot() const override {
    return inner_->debug_snapshot() + (history().size() >= 30 ? " drifted" : "");
  }
  void all_cards(std::vector<Card>& out) const override { inner_->all_cards(out); }
  std::vector<Card> full_deck() const override { return inner_->full_deck(); }
  void secret_cards(int seat, std::vector<Card>& out) const override { inner_->secret_cards(seat, out); }
  int64_t max_game_length() const override { return inner_->max_game_length(); }

 protected:
  std::optional<std::string> validate_move(int seat, const Action& a) const override {
    return inner_->validate(seat, a);
  }
  void apply_move(int seat, const Action& a) override { inner_->apply(seat, a); }

 private:
  std::unique_ptr<State> inner_;
};

// Two greedy bots play it until the checker objects (or 200 moves).
PlayResult play_drifting(InvariantChecker& checker) {
  auto inner = create_game("five_crowns", json{{"players", 2}}, 7);
  REQUIRE(inner.ok());
  DriftingState state(std::move(*inner));
  auto bots = make_bots("five_crowns", {"greedy", "greedy"}, 7);
  REQUIRE(bots.ok());
  REQUIRE_FALSE(checker.check(state, 0).has_value());
  return play_game(state, *bots, 200, [&](const State& s, int64_t step) { return checker.check(s, step); });
}

}  // namespace

TEST_CASE("Conformance check: the incremental JSON round trip still catches a game its save does not rebuild") {
  InvariantChecker checker;
  PlayResult r = play_drifting(checker);
  REQUIRE(r.error.has_value());
  CHECK(r.steps == 30);
  CHECK(r.error->find("JSON round trip changed the state") != std::string::npos);
}

TEST_CASE("Conformance check: a sampled checker catches up on the moves it skipped") {
  InvariantChecker checker(CheckOptions{.all_checks_until = 10, .sample_every = 25});
  PlayResult r = play_drifting(checker);
  REQUIRE(r.error.has_value());
  CHECK(r.steps == 50);  // the first sampled step at or after the drift
}

TEST_CASE("Conformance check: another seat's secret program card is caught in a zone, an event or a sentence") {
  auto state = create_game("jok_r_ummy", json{{"players", 2}}, 2026);
  REQUIRE(state.ok());
  CardKnowledge known;
  known.see(**state);
  std::vector<Card> secret;
  (*state)->secret_cards(0, secret);
  const auto program = std::find_if(secret.begin(), secret.end(), [](Card c) { return is_objective(c); });
  REQUIRE(program != secret.end());
  json view = (*state)->view(0)->to_json();
  CHECK_FALSE(check_view_json(**state, 0, view, known).has_value());
  // Seat 1's program, which seat 0's view holds only as a count.
  CHECK(view["zones"]["program"]["sizes"][1] == 1);
  CHECK(view["zones"]["program"]["cards"][1].empty());
  view["zones"]["program"]["cards"][1].push_back(to_text(*program));
  CHECK(check_view_json(**state, 0, view, known).has_value());
  view = (*state)->view(0)->to_json();
  view["events"].push_back(json{{"type", "program_dealt"}, {"seat", 1}, {"card", to_text(*program)}});
  CHECK(check_view_json(**state, 0, view, known).has_value());
  view = (*state)->view(0)->to_json();
  view["phase"] = "draw (Player 2 holds " + card_name(*program) + ")";
  CHECK(check_view_json(**state, 0, view, known).has_value());
}
