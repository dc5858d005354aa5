// A host and its guests in one process, the channels between them in memory: what the tests, the
// message benchmark and the fuzz corpus play peer games with. The host's own seats are bots;
// each guest's bot chooses from the view the guest rebuilt from the host's messages, so a game
// played here is the game the same bots play through the State's views.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bots/bot.h"
#include "engine/result.h"
#include "net/match.h"
#include "net/peer_guest.h"
#include "net/peer_host.h"

namespace parlor::net {

class PeerLoopback {
 public:
  // `remote[s]`: seat s is a guest's. Every bot (the guests' too) is of `kind`, seeded as
  // make_bots seeds its seat. The guests have not joined yet (join_all).
  static Result<std::unique_ptr<PeerLoopback>> create(const std::string& game, int players, uint64_t seed,
                                                      const std::vector<bool>& remote,
                                                      const std::string& kind = "greedy");

  Match& match() { return *match_; }
  PeerHost& host() { return *host_; }
  // Replaces the host (a reload): the same match, the tokens to be restored by the caller.
  void set_host(std::unique_ptr<PeerHost> host) { host_ = std::move(host); }
  PeerGuest& guest(int seat) { return *guests_[static_cast<size_t>(seat)]; }
  bool has_guest(int seat) const { return guests_[static_cast<size_t>(seat)] != nullptr; }
  // A new device at `seat` (a reload), keeping `token`.
  void replace_guest(int seat, const std::string& token);

  // Every text on its way, before it arrives: host -> guest, and guest -> host.
  std::function<void(int seat, const std::string&text)> on_host_text, on_guest_text;

  // The guest says hello and hears the host's answer; every guest, seat by seat.
  std::optional<std::string> join(int seat);
  std::optional<std::string> join_all();
  // A guest's text reaches the host.
  void send(int seat, const std::string& text);
  // The host's outbox reaches the guests; the first text a guest refused, and why.
  std::optional<std::string> deliver();
  // One move: a connected guest's bot sends its move, or a host bot (one standing in too)
  // moves; the host plays what the seat answers and tells the guests. What went wrong, if anything.
  std::optional<std::string> step();
  std::optional<std::string> play_out();
  // Called after every move, before the guests hear of it (the tests' card knowledge).
  std::function<void()> on_move;

 private:
  PeerLoopback() = default;
  std::unique_ptr<Match> match_;
  std::unique_ptr<PeerHost> host_;
  std::vector<std::unique_ptr<PeerGuest>> guests_;  // by seat; null for the host's seats
  std::vector<std::unique_ptr<Bot>> guest_bots_;    // by seat
};

}  // namespace parlor::net
