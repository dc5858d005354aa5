// The Game/State interface every Parlor game implements (OpenSpiel-like).
//
// A game is fully described by (game id, options, seed, action log): the seeded generator lives
// inside the state, so replaying the log reproduces every shuffle. Seats act in turn; a turn may
// take several actions (draw, then discard; Rummy-O lays several melds then ends the turn).
// Anything a seat may see comes through view(seat); hidden hands there are counts only.
//
// How the games not built yet fit this interface:
//   Five Crowns final turns: phase/current_seat walk the other seats once after go_out.
//   Rummü and Joker partnerships: team_of()/num_teams(); Scores carry each seat's team, and
//     Scores::team_totals decide the win (views carry them, so every reader places teams alike).
//   Joker's board: the view carries marble holes; its own move{card, from, to} plays a card.
//   Rummü taking several discards: TakeDiscard{count}.
//   Moves beyond the engine's draw, take_discard, discard and end_turn are the game's own kinds
//     (move_kinds()), named by the game.
//   Multi-step turns (Rummy-O, Rummü): the same seat stays current through several moves
//     until a discard or EndTurn; legal_actions offers each step.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"
#include "engine/transcript.h"

namespace parlor {

inline constexpr int kSaveFormatVersion = 1;

struct LoggedAction {
  int seat = -1;
  Action action;
};

// Points per finished round and totals. Low or high totals win depending on the game; equal
// best totals share the win.
struct Scores {
  bool low_wins = true;
  std::vector<std::vector<int>> rounds;  // rounds[r][seat], finished rounds only
  std::vector<int> totals;               // per seat
  std::vector<int> team_totals;          // per team (== totals when each seat plays alone)
  std::vector<int> teams;                // each seat's team, 0..; empty when each seat plays alone
  std::vector<int> winners;              // seats sharing the win (a team: all its seats); empty until the game ends
  bool has_teams() const { return !teams.empty(); }
  int team(int seat) const { return teams.empty() ? seat : teams[static_cast<size_t>(seat)]; }
  int team_count() const { return static_cast<int>(team_totals.size()); }
  // Win share per seat: 1/k for each of k winners, else 0.
  std::vector<double> shares() const;
};

// What share links (src/net/link_actions.h) need to write the next move short. The rules are
// set when the game can assign wild values in melds again; the hand (the cards of the seat to
// act, valid until the next move) is set when the game has hands and is not over.
struct LinkHints {
  std::optional<MeldRules> wild_rules;
  const std::vector<Card>* hand = nullptr;
};

// A seat's redacted picture of the game: what bots, the renderer and remote peers see.
class View {
 public:
  virtual ~View() = default;
  virtual int seat() const = 0;
  // Whether `seat` is to act now.
  virtual bool to_act() const = 0;
  // The seat's own options, computed from the view alone (a seat's choices depend only on its
  // own cards and public information). Empty when it is not this seat's turn.
  virtual void legal_actions(std::vector<Action>& out) const = 0;
  virtual nlohmann::json to_json() const = 0;
  // The game's own move kinds (engine/action.h), which name its moves in JSON.
  virtual MoveKinds move_kinds() const = 0;
  // A game that deals its next round inside the move that ends one keeps the ended round's table
  // in the next deal's view (its hands, face up at a round's end anyway, its melds and its
  // discard pile). This view, the same seat's before that move (or `next` itself), takes that
  // table from `next`, so the round's end can be shown as it ended. Nothing of the next deal is
  // read. Games without rounds leave it alone.
  virtual void show_round_end(const View& next) { (void)next; }
  // The legal actions as a JSON list, for to_json().
  nlohmann::json legal_actions_json() const;
};

class State {
 public:
  virtual ~State() = default;

  virtual std::string_view game_id() const = 0;
  // Normalised options (defaults filled in); passing them back to the factory recreates the game.
  virtual const nlohmann::json& options() const = 0;
  uint64_t seed() const { return seed_; }

  virtual int num_seats() const = 0;
  // The game's own move kinds (engine/action.h), which name its moves in saves and logs.
  virtual MoveKinds move_kinds() const = 0;
  virtual int team_of(int seat) const { return seat; }
  virtual int num_teams() const { return num_seats(); }

  // A short machine name: "draw", "discard", "game_over"...
  virtual std::string_view phase() const = 0;
  virtual int current_seat() const = 0;  // -1 once the game is over
  virtual bool is_terminal() const = 0;

  // What the current seat may do. Meld choices come from each game's solver rather than blind
  // enumeration, so validate() may accept more meld arrangements than are listed here.
  virtual void legal_actions(std::vector<Action>& out) const = 0;
  std::vector<Action> legal_actions() const;

  // Nothing when legal, else a short reason for the player ("It is not your turn.").
  std::optional<std::string> validate(int seat, const Action& action) const;
  // Applies an action validate() accepted and logs it.
  void apply(int seat, const Action& action);
  // validate() then apply(); returns the reason when refused.
  std::optional<std::string> try_apply(int seat, const Action& action);

  virtual std::unique_ptr<View> view(int seat) const = 0;
  nlohmann::json view_json(int seat) const;

  virtual Scores scores() const = 0;
  virtual std::unique_ptr<State> clone() const = 0;

  // English for the one-line log: "Player 2 takes the 7 of stars from the discard pile."
  virtual std::string describe_action(int seat, const Action& action) const = 0;
  // The same move in a whole sentence short enough for a phone's one-line band (counts where
  // describe_action names each piece: "Player 1 adds 2 tiles to Player 2's run."), made at the
  // same moment; "" where describe_action's sentence is short already.
  virtual std::string describe_action_short(int seat, const Action& action) const {
    (void)seat, (void)action;
    return {};
  }

  // Valid until this state's next move.
  std::span<const LoggedAction> history() const {
    return log_ ? std::span<const LoggedAction>(log_->data(), log_length_) : std::span<const LoggedAction>();
  }
  // {"format":1,"game":"five_crowns","options":{...},"seed":42,"actions":[{"seat":0,"type":"draw"},...]}
  // Load it back with load_game() (games/registry.h), which replays and checks every action.
  nlohmann::json to_json() const;

  // Games without hands or wild melds keep the default: every card written in full.
  virtual LinkHints link_hints() const { return {}; }
  // The golden files' text (engine/transcript.h); the default adds nothing to the move lines.
  virtual std::unique_ptr<Transcript> transcript() const;

  // Everything, hidden parts included, as text; equal snapshots mean equal states.
  virtual std::string debug_snapshot() const = 0;

  // For the conformance checks: every physical card wherever it lies, the complete deck, and
  // the cards `seat` must not be shown (other hands, the stock, secret objectives' cards).
  virtual void all_cards(std::vector<Card>& out) const = 0;
  virtual std::vector<Card> full_deck() const = 0;
  virtual void secret_cards(int seat, std::vector<Card>& out) const = 0;
  // Cards every seat was shown face up outside the moves (Jok-R-Ummy deals face up to find its
  // first dealer, then gathers them): a view's history may name them.
  virtual void shown_cards(std::vector<Card>& out) const { out.clear(); }
  // Upper bound on the number of actions a game can take with any play (for the length check).
  virtual int64_t max_game_length() const = 0;

 protected:
  explicit State(uint64_t seed) : seed_(seed) {}
  // A copy shares the log with the original, which keeps appending to it; the copy makes its
  // own log on its first move.
  State(const State& o) : seed_(o.seed_), log_(o.log_), log_length_(o.log_length_), owns_log_(false) {}
  State& operator=(const State&) = delete;

  // Called only for the seat to act in an unfinished game.
  virtual std::optional<std::string> validate_move(int seat, const Action& action) const = 0;
  virtual void apply_move(int seat, const Action& action) = 0;

 private:
  uint64_t seed_ = 0;
  // The action log, shared between a state and its clones so cloning is O(1) in the log:
  // each knows how long its own log is, and only the owner appends in place.
  std::shared_ptr<std::vector<LoggedAction>> log_;
  size_t log_length_ = 0;
  bool owns_log_ = false;
};

}  // namespace parlor
