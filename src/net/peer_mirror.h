// A guest's table, as a State: what a guest's screen is drawn from. It holds no hidden card (it
// never had one): its picture is the guest seat's View as the host last sent it, and its moves are
// the host's, replayed one by one as they arrive (each update's moves, then the view after them),
// so the guest's table shows every move the way a table shows a bot's.
//
// The guest's own move goes to the host first (PeerGuest::act); it is played here only when the
// host's update brings it back. Until then the mirror is where it was.
#pragma once

#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "engine/state.h"
#include "net/peer_message.h"
#include "net/seat.h"

namespace parlor::net {

class MirrorState final : public State {
 public:
  // `view`: the guest seat's view in the welcome.
  MirrorState(int seats, std::shared_ptr<const View> view);

  // The host's update: its moves, in order, then the guest seat's view after them. Lines without
  // their move (an older host) are skipped: the view is taken as it comes.
  void push(const std::vector<MoveLine>& lines, std::shared_ptr<const View> view);
  // The host's move waiting to be shown for `seat`, when it is that seat's turn here.
  std::optional<Action> waiting(int seat) const;
  bool catching_up() const { return !queue_.empty(); }
  const View& shown() const { return *view_; }

  std::string_view game_id() const override { return game_; }
  const nlohmann::json& options() const override { return options_; }
  int num_seats() const override { return seats_; }
  MoveKinds move_kinds() const override { return view_->move_kinds(); }
  std::string_view phase() const override;
  int current_seat() const override;
  bool is_terminal() const override;
  void legal_actions(std::vector<Action>& out) const override;
  std::unique_ptr<View> view(int seat) const override;
  Scores scores() const override;
  // Partners as the host's view says (its scores' teams).
  int team_of(int seat) const override { return scores().team(seat); }
  int num_teams() const override {
    const Scores s = scores();
    return s.has_teams() ? s.team_count() : seats_;
  }
  std::unique_ptr<State> clone() const override { return std::make_unique<MirrorState>(*this); }
  std::string describe_action(int seat, const Action& action) const override;
  std::string debug_snapshot() const override { return view_json_.dump(); }
  void all_cards(std::vector<Card>&) const override {}
  std::vector<Card> full_deck() const override { return {}; }
  void secret_cards(int, std::vector<Card>&) const override {}
  int64_t max_game_length() const override { return INT64_MAX; }

 protected:
  std::optional<std::string> validate_move(int seat, const Action& action) const override;
  void apply_move(int seat, const Action& action) override;

 private:
  struct Step {
    std::optional<MoveLine> move;            // none: only the view changes
    std::shared_ptr<const View> view_after;  // set on an update's last step
  };
  void show(std::shared_ptr<const View> view);
  void settle();  // takes the views of leading steps without a move

  std::string game_;
  nlohmann::json options_;
  int seats_ = 0;
  std::shared_ptr<const View> view_;
  nlohmann::json view_json_;
  std::deque<Step> queue_;
};

// A seat at a guest's table: the guest's own (a person here, except while the host's answer to
// its move waits to be shown) or another (plays the host's moves as they come, at once).
class MirrorSeat final : public Seat {
 public:
  // The mirror is the match's state, which outlives its seats.
  MirrorSeat(const MirrorState& mirror, int seat, bool own) : mirror_(mirror), seat_(seat), own_(own) {}
  bool here() const override { return own_ && !waiting(); }
  std::optional<Action> move(const View&, std::optional<double>) override { return waiting(); }
  bool paced() const override { return false; }

 private:
  std::optional<Action> waiting() const { return mirror_.waiting(seat_); }
  const MirrorState& mirror_;
  int seat_;
  bool own_;
};

}  // namespace parlor::net
