// A guest's side of peer play: one seat of a match run by a host on another device. The guest
// holds only what the host sends it (its seat's view, the moves' log lines, who is connected)
// and sends its moves; the host decides. Transport-agnostic: texts in (receive), texts out
// (hello, act, react), carried by the app's JS shim.
//
// Every text from the host is checked before anything changes: size, version, sequence, and a
// view that rebuilds into the game's typed View for this guest's seat and game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/action.h"
#include "engine/state.h"
#include "net/peer_message.h"

namespace parlor::net {

class PeerGuest {
 public:
  // `token`: the one this device kept from an earlier welcome to the same table (empty on a first join).
  explicit PeerGuest(std::string token = {});

  // The first text on a new connection to the host (a join, or a rejoin after a drop or a reload).
  std::string hello();
  // A text from the host: nothing when taken in, else why it was refused (and nothing changed).
  std::optional<std::string> receive(std::string_view text);
  // The text that plays `action` for this guest's seat, on the view it has now; nothing before the welcome.
  std::optional<std::string> act(const Action& action);
  std::string react(Reaction reaction);
  // The answer to the host's spare offer, made ahead (net/peer_invite.h prearranged_answer).
  std::string spare_answer(std::string code);
  // The spare offer the host sent last, once (empty when none came since the last call).
  std::string take_spare() { return std::exchange(spare_, {}); }

  bool joined() const { return view_ != nullptr; }
  int seat() const { return seat_; }
  // Keep it (the app: in storage) to rejoin this seat.
  const std::string& token() const { return token_; }
  // The seat's view as the host last sent it; null before the welcome.
  const View* view() const { return view_.get(); }
  std::shared_ptr<const View> shared_view() const { return view_; }
  int64_t moves() const { return moves_; }
  const std::vector<std::string>& names() const { return names_; }
  // The person at the host's device, as the welcome named them ("" when bots play its seats).
  const std::string& host() const { return host_; }
  // The welcome's log lines of the round so far (no moves: the view holds them), and their round.
  struct RoundSoFar {
    int round = -1;
    std::vector<MoveLine> lines;
  };
  RoundSoFar take_round_so_far() { return std::exchange(round_so_far_, {}); }
  Presence presence(int seat) const;
  // The host's last refusal of this guest's messages (empty when none).
  const std::string& refusal() const { return refusal_; }
  // How many refusals have arrived (a new one may repeat the last one's words).
  int refusals() const { return refusals_; }
  // New since the last call: the moves' log lines, and reactions (seat, reaction).
  std::vector<MoveLine> take_lines() { return std::exchange(lines_, {}); }
  std::vector<std::pair<int, Reaction>> take_reactions() { return std::exchange(reactions_, {}); }

 private:
  std::optional<std::string> take(HostMessage& m);
  GuestMessage next(GuestKind kind);

  std::string token_;
  int seat_ = -1;
  std::string game_;
  std::shared_ptr<const View> view_;
  int64_t moves_ = 0;
  std::vector<std::string> names_;
  std::string host_;
  RoundSoFar round_so_far_;
  std::vector<Presence> presence_;
  std::string refusal_;
  int refusals_ = 0;
  std::vector<MoveLine> lines_;
  std::vector<std::pair<int, Reaction>> reactions_;
  std::string spare_;
  SeqGate from_host_;
  uint64_t to_host_ = 0;  // the last seq sent
};

}  // namespace parlor::net
