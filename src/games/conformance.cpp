#include "games/conformance.h"

#include <algorithm>
#include <bitset>

#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor {
namespace {

// The game's deck as bits, and its faces: made again only when the deck changes (these checks
// run at every step; a deck's physical copies are all different cards).
struct Deck {
  std::vector<Card> cards;  // as full_deck() gives it
  std::bitset<4096> bits;
  std::vector<Card> faces;  // sorted, once each
  static const Deck& of(const State& s) {
    thread_local Deck d;
    std::vector<Card> now = s.full_deck();
    if (now != d.cards) {
      d.cards = std::move(now);
      d.bits.reset();
      d.faces.clear();
      for (Card c : d.cards) d.bits.set(c.bits()), d.faces.push_back(c.face());
      std::sort(d.faces.begin(), d.faces.end());
      d.faces.erase(std::unique(d.faces.begin(), d.faces.end()), d.faces.end());
    }
    return d;
  }
};

std::optional<std::string> check_cards(const State& s, const Deck& deck) {
  std::vector<Card> now;
  s.all_cards(now);
  std::bitset<4096> seen;
  bool same = now.size() == deck.cards.size();
  for (Card c : now) {
    same = same && deck.bits.test(c.bits()) && !seen.test(c.bits());
    seen.set(c.bits());
  }
  if (!same)
    return "cards not conserved: " + std::to_string(now.size()) + " cards in play for a deck of " +
           std::to_string(deck.cards.size());
  return std::nullopt;
}

std::optional<std::string> check_scores(const State& s) {
  Scores sc = s.scores();
  const size_t n = static_cast<size_t>(s.num_seats());
  if (sc.totals.size() != n) return std::string("scores: totals has the wrong size");
  std::vector<int> sum(n, 0);
  for (const auto& r : sc.rounds) {
    if (r.size() != n) return std::string("scores: a round has the wrong size");
    for (size_t i = 0; i < n; ++i) sum[i] += r[i];
  }
  if (sum != sc.totals) return std::string("scores: totals are not the sum of the rounds");
  if (!s.is_terminal()) {
    if (!sc.winners.empty()) return std::string("scores: winners before the end");
    return std::nullopt;
  }
  if (sc.winners.empty()) return std::string("scores: no winner at the end");
  int best = sc.low_wins ? *std::min_element(sc.team_totals.begin(), sc.team_totals.end())
                         : *std::max_element(sc.team_totals.begin(), sc.team_totals.end());
  for (int i = 0; i < static_cast<int>(n); ++i) {
    bool is_best = sc.team_totals[static_cast<size_t>(s.team_of(i))] == best;
    bool listed = std::find(sc.winners.begin(), sc.winners.end(), i) != sc.winners.end();
    if (is_best != listed) return "scores: seat " + std::to_string(i) + " winner flag disagrees with the totals";
  }
  double share = 0;
  for (double x : sc.shares()) share += x;
  if (share < 0.999 || share > 1.001) return std::string("scores: win shares do not add up to 1");
  return std::nullopt;
}

std::optional<std::string> check_validate(const State& s, const std::vector<Action>& legal, const Deck& deck) {
  const int seat = s.current_seat();
  for (const auto& a : legal)
    if (auto reason = s.validate(seat, a))
      return "legal action " + action_to_text(a, s.move_kinds()) + " refused: " + *reason;
  if (!legal.empty()) {
    for (int other = 0; other < s.num_seats(); ++other)
      if (other != seat && !s.validate(other, legal.front()))
        return "seat " + std::to_string(other) + " may play out of turn";
    for (const auto& a : legal)
      if (a.card.is_none() && a.melds.empty() && !(move_traits(a.kind, s.move_kinds()) & move_trait::kBare))
        return "legal action without its card: " + action_to_text(a, s.move_kinds());
  }
  // Every simple action the game could name: accepted exactly when listed.
  std::vector<Action> candidates = {Action::draw_stock(), Action::take_discard(), Action{ActionKind::EndTurn},
                                    Action{ActionKind::None}};
  for (Card f : deck.faces) candidates.push_back(Action::discard(f));
  for (const auto& a : candidates) {
    bool listed = std::find(legal.begin(), legal.end(), a) != legal.end();
    bool accepted = seat >= 0 && !s.validate(seat, a);
    if (listed != accepted)
      return "validate and legal_actions disagree on " + action_to_text(a, s.move_kinds()) +
             (accepted ? " (accepted, not listed)" : " (listed, refused)");
  }
  return std::nullopt;
}

std::optional<std::string> check_views(const State& s, const std::vector<Action>& legal, const CardKnowledge& known) {
  std::vector<Action> from_view;
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    auto view = s.view(seat);
    view->legal_actions(from_view);
    if (seat == s.current_seat()) {
      if (from_view != legal)
        return "seat " + std::to_string(seat) + ": the view's legal actions differ from the state's";
    } else if (!from_view.empty()) {
      return "seat " + std::to_string(seat) + ": the view offers moves out of turn";
    }
    if (auto leak = check_view_json(s, seat, view->to_json(), known)) return leak;
  }
  return std::nullopt;
}

std::optional<std::string> check_clone(const State& s, const std::vector<Action>& legal, bool move_it) {
  const std::string snap = s.debug_snapshot();
  auto copy = s.clone();
  if (copy->debug_snapshot() != snap) return std::string("clone differs from the original");
  if (move_it && !legal.empty()) {
    copy->apply(s.current_seat(), legal.front());
    if (s.debug_snapshot() != snap) return std::string("changing a clone changed the original");
  }
  return std::nullopt;
}

// The whole log saved and loaded again: when a checker first meets a game and at its end (in
// between, InvariantChecker moves its loaded copy on one action at a time).
std::optional<std::string> check_roundtrip(const State& s) {
  const json saved = s.to_json();
  const std::string text = dump_json(saved);
  auto loaded = load_game_text(text);
  if (!loaded) return "saved game does not load: " + loaded.error();
  if ((*loaded)->debug_snapshot() != s.debug_snapshot()) return std::string("JSON round trip changed the state");
  if (dump_json((*loaded)->to_json()) != text) return std::string("JSON round trip changed the saved text");
  return std::nullopt;
}

// One logged action as a saved game writes it, read back as load_game reads it.
std::optional<std::string> action_roundtrip(const LoggedAction& la, MoveKinds kinds, Action& out) {
  json j = action_to_json(la.action, kinds);
  j["seat"] = la.seat;
  const std::string text = dump_json(j);
  auto back = parse_json(text);
  if (!back) return "a saved action is not JSON: " + text;
  auto action = action_from_json(*back, kinds);
  if (!action) return "a saved action does not load: " + action.error();
  json again = action_to_json(*action, kinds);
  again["seat"] = la.seat;
  if (dump_json(again) != text) return "JSON round trip changed the action " + text;
  out = std::move(*action);
  return std::nullopt;
}

}  // namespace

std::optional<std::string> InvariantChecker::catch_up(const State& s) {
  const auto history = s.history();
  const bool fresh = !loaded_ || loaded_->game_id() != s.game_id() || loaded_->seed() != s.seed() ||
                     loaded_->history().size() > history.size();
  if (fresh) {
    known_.reset();
    if (auto e = check_roundtrip(s)) return e;  // the whole log, once
    auto start = create_game(s.game_id(), s.options(), s.seed());
    if (!start) return "the game does not start again from its options: " + start.error();
    loaded_ = std::move(*start);
    known_.see(*loaded_);
  }
  for (size_t i = loaded_->history().size(); i < history.size(); ++i) {
    Action a;
    if (auto e = action_roundtrip(history[i], s.move_kinds(), a)) return e;
    if (auto why = loaded_->validate(history[i].seat, a))
      return "move " + std::to_string(i + 1) + " does not replay from its JSON: " + *why;
    loaded_->apply(history[i].seat, a);
    known_.see(*loaded_);
  }
  if (loaded_->debug_snapshot() != s.debug_snapshot()) return std::string("JSON round trip changed the state");
  return std::nullopt;
}

std::optional<std::string> InvariantChecker::check(const State& s, int64_t step) {
  const CheckOptions& o = options_;
  auto fail = [&](const std::string& what) { return "step " + std::to_string(step) + ": " + what; };
  if (step > s.max_game_length()) return fail("game longer than its bound");
  const std::vector<Action> legal = s.legal_actions();
  if (!s.is_terminal() && legal.empty()) return fail("no legal action in an unfinished game");
  if (s.is_terminal() && (!legal.empty() || s.current_seat() != -1)) return fail("moves offered after the end");
  const Deck& deck = Deck::of(s);
  if (auto e = check_cards(s, deck)) return fail(*e);
  if (auto e = check_scores(s)) return fail(*e);
  if (auto e = check_validate(s, legal, deck)) return fail(*e);
  const bool all = step <= o.all_checks_until || s.is_terminal() || (o.sample_every > 0 && step % o.sample_every == 0);
  // The loaded copy catches up on every move since the last full check (the cards each seat
  // saw are read from it), so the views' history is judged by everything that happened.
  if (all)
    if (auto e = catch_up(s)) return fail(*e);
  if (all)
    if (auto e = check_views(s, legal, known_)) return fail(*e);
  if (auto e = check_clone(s, legal, all)) return fail(*e);
  if (s.is_terminal())
    if (auto e = check_roundtrip(s)) return fail(*e);
  return std::nullopt;
}

namespace {

// The game the thread's checker follows.
struct Followed {
  const State* state = nullptr;
  int64_t step = -1;
  std::unique_ptr<InvariantChecker> checker;
};

}  // namespace

std::optional<std::string> check_invariants(const State& s, int64_t step, const CheckOptions& o) {
  thread_local Followed f;
  if (f.state != &s || step <= f.step || !f.checker) f.checker = std::make_unique<InvariantChecker>(o);
  f.state = &s;
  f.step = step;
  return f.checker->check(s, step);
}

}  // namespace parlor
