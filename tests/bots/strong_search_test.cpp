// The Strong bots' search core (bots/strong/search.h) on a toy race with nothing hidden: it
// finds a win the policy misses, keeps to its budget, runs the same in slices as at once, and
// chooses alike from one seed.
#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "bots/strong/search.h"
#include "net/seat.h"

using namespace parlor;

namespace {

// Two seats take turns adding 1 or 2 to a count; whoever brings it to 10 wins.
class RaceView final : public View {
 public:
  int count = 0, seat_ = 0, current = 0;
  int seat() const override { return seat_; }
  bool to_act() const override { return current == seat_ && count < 10; }
  void legal_actions(std::vector<Action>& out) const override {
    out.clear();
    if (!to_act()) return;
    for (int add = 1; add <= std::min(2, 10 - count); ++add)
      out.emplace_back(ActionKind::Discard).count = static_cast<uint8_t>(add);
  }
  nlohmann::json to_json() const override { return {{"count", count}}; }
  MoveKinds move_kinds() const override { return {}; }
};

class RaceState final : public State {
 public:
  explicit RaceState(int count, int current) : State(0), count_(count), current_(current) {}
  std::string_view game_id() const override { return "race"; }
  const nlohmann::json& options() const override { return options_; }
  int num_seats() const override { return 2; }
  MoveKinds move_kinds() const override { return {}; }
  std::string_view phase() const override { return count_ >= 10 ? "game_over" : "play"; }
  int current_seat() const override { return count_ >= 10 ? -1 : current_; }
  bool is_terminal() const override { return count_ >= 10; }
  void legal_actions(std::vector<Action>& out) const override { view_of(current_).legal_actions(out); }
  using State::legal_actions;
  std::unique_ptr<View> view(int seat) const override { return std::make_unique<RaceView>(view_of(seat)); }
  Scores scores() const override {
    Scores s;
    s.low_wins = false;
    s.totals = {0, 0};
    s.team_totals = s.totals;
    if (count_ >= 10) s.winners = {current_};  // who brought it to 10 keeps the turn
    return s;
  }
  std::unique_ptr<State> clone() const override { return std::make_unique<RaceState>(count_, current_); }
  std::string describe_action(int, const Action&) const override { return "A move."; }
  std::string debug_snapshot() const override { return std::to_string(count_); }
  void all_cards(std::vector<Card>& out) const override { out.clear(); }
  std::vector<Card> full_deck() const override { return {}; }
  void secret_cards(int, std::vector<Card>& out) const override { out.clear(); }
  int64_t max_game_length() const override { return 20; }

 private:
  RaceView view_of(int seat) const {
    RaceView v;
    v.count = count_;
    v.seat_ = seat;
    v.current = current_;
    return v;
  }
  std::optional<std::string> validate_move(int, const Action& a) const override {
    if (a.count < 1 || a.count > 2 || count_ + a.count > 10) return std::string("No.");
    return std::nullopt;
  }
  void apply_move(int, const Action& a) override {
    count_ += a.count;
    if (count_ < 10) current_ = 1 - current_;
  }
  nlohmann::json options_ = nlohmann::json::object();
  int count_, current_;
};

// Always adds one: from 8 that hands the opponent the win.
class AddOne final : public Bot {
 public:
  std::string_view kind() const override { return "greedy"; }
  Action choose(const View& view) override {
    std::vector<Action> legal;
    view.legal_actions(legal);
    return legal.front();
  }
};

SearchGame race_game() {
  return SearchGame{[](const View& view, Rng&) -> std::unique_ptr<State> {
                      const auto& v = dynamic_cast<const RaceView&>(view);
                      return std::make_unique<RaceState>(v.count, v.current);
                    },
                    [] { return std::make_unique<AddOne>(); },
                    [](const State& s, int seat, const Scores&) {
                      const Scores now = s.scores();
                      return now.winners.empty() ? 0.5 : (now.winners.front() == seat ? 1.0 : 0.0);
                    }};
}

}  // namespace

TEST_CASE("Strong search: it finds the win the policy misses") {
  RaceState s(8, 0);
  SearchBudget budget;
  budget.iterations = 60;
  StrongBot bot(race_game(), budget, 7);
  const Action a = bot.choose(*s.view(0));
  CHECK(a.count == 2);  // 8 + 2 = 10 wins at once; the policy's 1 leaves 9 to the opponent
  // From 6 the win is two moves deep: 2 to 8, the opponent's 1 to 9, then 10; the policy's 1
  // to 7 leaves it the 10 after 8 and 9.
  RaceState deeper(6, 0);
  StrongBot bot2(race_game(), budget, 7);
  CHECK(bot2.choose(*deeper.view(0)).count == 2);
}

TEST_CASE(
    "Strong search: paired, every move tried on the same dealings, it finds the win unless the policy's margin "
    "outweighs it") {
  SearchBudget budget;
  budget.iterations = 20;
  budget.paired = true;
  budget.margin = 0;
  RaceState s(8, 0);
  StrongBot bot(race_game(), budget, 7);
  CHECK(bot.choose(*s.view(0)).count == 2);
  // A margin above the whole range of worths keeps the policy's 1.
  budget.policy_margin = 1.01;
  StrongBot bot2(race_game(), budget, 7);
  CHECK(bot2.choose(*s.view(0)).count == 1);
}

TEST_CASE("Strong search: paired, every move plays the same dealings and only a clear gain leaves the policy") {
  SearchBudget budget;
  budget.iterations = 40;
  budget.paired = true;
  budget.margin = 2.0;
  budget.policy_margin = 0.01;
  // From 8 and from 6 the 2 wins every dealing the policy's 1 loses.
  for (int count : {8, 6}) {
    RaceState s(count, 0);
    StrongBot bot(race_game(), budget, 7);
    CHECK(bot.choose(*s.view(0)).count == 2);
  }
  // From 3 the policy's 1 wins and the 2 loses: the policy's move stands.
  RaceState s(3, 0);
  StrongBot bot(race_game(), budget, 7);
  CHECK(bot.choose(*s.view(0)).count == 1);
  // A gain below the margin is no gain.
  budget.policy_margin = 1.0;
  RaceState eight(8, 0);
  StrongBot timid(race_game(), budget, 7);
  CHECK(timid.choose(*eight.view(0)).count == 1);
}

TEST_CASE("Strong search: a lead's move is searched first and stands unless another clearly beats it") {
  // The lead adds two where the policy adds one; a margin above the whole range of worths lets
  // no other move replace the first, so the lead's move is played, not the policy's.
  struct AddTwo final : Bot {
    std::string_view kind() const override { return "strong"; }
    Action choose(const View& view) override {
      std::vector<Action> legal;
      view.legal_actions(legal);
      return legal.back();
    }
  };
  SearchBudget budget;
  budget.iterations = 20;
  budget.paired = true;
  budget.policy_margin = 1.01;
  RaceState s(3, 0);
  SearchGame led = race_game();
  led.lead = [] { return std::make_unique<AddTwo>(); };
  StrongBot bot(led, budget, 7);
  CHECK(bot.choose(*s.view(0)).count == 2);
  StrongBot policy_led(race_game(), budget, 7);
  CHECK(policy_led.choose(*s.view(0)).count == 1);
}

TEST_CASE("Strong search: it stops at its iteration budget, in slices as at once") {
  RaceState s(4, 1);
  auto view = s.view(1);
  SearchBudget budget;
  budget.iterations = 50;
  Search whole(race_game(), budget, 11);
  whole.start(*view);
  whole.step(1000);
  CHECK(whole.done());
  CHECK(whole.iterations() == 50);
  Search sliced(race_game(), budget, 11);
  sliced.start(*view);
  int slices = 0;
  while (!sliced.done()) {
    sliced.step(7);
    ++slices;
  }
  CHECK(slices == 8);  // 7 slices of 7 and one of 1
  CHECK(sliced.iterations() == 50);
  CHECK(sliced.best() == whole.best());
}

TEST_CASE("Strong search: one seed, one choice") {
  RaceState s(3, 0);
  auto view = s.view(0);
  SearchBudget budget;
  budget.iterations = 40;
  budget.policy_prior = 0;
  for (uint64_t seed : {1u, 2u, 3u}) {
    Search a(race_game(), budget, seed), b(race_game(), budget, seed);
    a.start(*view);
    b.start(*view);
    a.step(40);
    b.step(40);
    CHECK(a.best() == b.best());
  }
}

// The app asks a Strong bot a frame at a time (Bot::think): a slice of no time is one iteration,
// so a budget of iterations and no clock shows the slicing.
namespace {
SearchBudget iterations_only(int n) {
  SearchBudget b;
  b.iterations = n;
  b.think_millis = 0;
  return b;
}
}  // namespace

TEST_CASE("Strong bots: thinking across frames answers once the budget is spent, as choosing at once would") {
  RaceState s(3, 0);
  StrongBot whole(race_game(), iterations_only(30), 5), sliced(race_game(), iterations_only(30), 5);
  const Action chosen = whole.choose(*s.view(0));
  int calls = 0;
  std::optional<Action> answer;
  while (!answer && calls < 100) {
    auto fresh = s.view(0);  // each frame asks with a View made anew
    answer = sliced.think(*fresh, 0);
    ++calls;
  }
  CHECK(calls == 30);
  REQUIRE(answer);
  CHECK(*answer == chosen);
  // The next move starts a new search: its first slice does not answer.
  CHECK_FALSE(sliced.think(*s.view(0), 0));
}

TEST_CASE("Strong bots: a bot's seat thinks in slices in the app and answers at once without a slice") {
  RaceState s(3, 0);
  net::BotSeat app(std::make_unique<StrongBot>(race_game(), iterations_only(20), 9));
  net::BotSeat cli(std::make_unique<StrongBot>(race_game(), iterations_only(20), 9));
  const std::optional<Action> at_once = cli.move(*s.view(0), std::nullopt);
  REQUIRE(at_once);
  std::optional<Action> sliced;
  int frames = 0;
  for (; !sliced && frames < 100; ++frames) sliced = app.move(*s.view(0), 0.0);
  CHECK(frames == 20);
  CHECK(sliced == at_once);
}
