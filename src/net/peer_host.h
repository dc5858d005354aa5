// The host's side of peer play: the device that runs the match and checks every move. Each
// invited seat is a RemoteSeat whose moves arrive as messages on that seat's channel (the JS
// shim makes one data channel per invite and hands over its texts with the seat); whatever a
// message says, its move is only ever that seat's, and only once the host has checked it.
//
// Transport-agnostic: texts in (receive), texts out (take_outbox). The match itself is moved on
// by its owner as ever (ready_move, play): a guest's checked move is what its RemoteSeat answers.
//
// Seat tokens: 128 bits from the engine's generator (xoshiro256**), seeded by the caller with
// fresh randomness of the device (never the game's seed, which share links carry), written as 32
// hex digits. A guest keeps its token and rejoins its seat with it; the host saves the tokens
// with the game (token, restore_token) so guests rejoin after the host reloads too.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/rng.h"
#include "net/match.h"
#include "net/peer_message.h"
#include "net/seat.h"

namespace parlor::net {

struct Outgoing {
  int seat = -1;     // whose channel
  std::string text;  // a host message (peer_message.h)
};

class PeerHost {
 public:
  // The match outlives the host. `names`: every seat's name, as the guests are told them.
  PeerHost(Match& match, std::vector<std::string> names, uint64_t token_seed);

  // What a welcome tells a guest besides its seat: the name of the person at this device (""
  // when bots play its seats), and the log lines of the round so far as the game wrote them
  // (its round, the lines' seats and texts; asked at each welcome, so a host that reloaded gives
  // the lines it recalled).
  struct RoundSoFar {
    int round = -1;
    std::vector<MoveLine> lines;
  };
  void set_host_name(std::string name) { host_name_ = std::move(name); }
  void set_round_so_far(std::function<RoundSoFar()> lines) { round_so_far_ = std::move(lines); }

  // `seat` is played from another device from now on; its guest joins with a hello.
  void invite(int seat);
  bool invited(int seat) const { return remote(seat) != nullptr; }
  // A text on `seat`'s channel. What is not applied is answered with a refusal and logged.
  void receive(int seat, std::string_view text);
  // `seat`'s channel closed: the others hear that its guest is away.
  void disconnected(int seat);
  // A bot of `kind` plays `seat` while its guest is away, until the guest rejoins. The reason
  // when it cannot.
  std::optional<std::string> stand_in(int seat, const std::string& kind);
  // After every move of the match, whoever made it, with the move's log line (the game's
  // describe_action, made before the move was applied): each connected guest gets its update.
  void moved(int seat, std::string line, std::optional<Action> action = std::nullopt);
  // A spare offer's code for `seat`'s connected guest to keep (peer_message.h `spare`), and the
  // answer its guest sent back for it, once (empty when none came since the last call).
  void send_spare(int seat, std::string code);
  std::string take_spare_answer(int seat);
  // A person here reacts; every connected guest sees it.
  void react(int seat, Reaction reaction);

  // What to send, in order, and what the host's own screen should show.
  std::vector<Outgoing> take_outbox() { return std::exchange(outbox_, {}); }
  std::vector<std::pair<int, Reaction>> take_reactions() { return std::exchange(reactions_, {}); }
  // Refused messages: "Seat 2 (Ana): It is not your turn."
  const std::vector<std::string>& log() const { return log_; }

  Presence presence(int seat) const;
  // The seat's token once its guest has joined (empty before).
  const std::string& token(int seat) const;
  // After the host reloads: the seat's guest rejoins with this token. False for a damaged one.
  bool restore_token(int seat, const std::string& token);

 private:
  struct Remote {
    std::shared_ptr<RemoteInbox> inbox = std::make_shared<RemoteInbox>();
    std::string token;
    bool connected = false;
    bool bot_plays = false;
    SeqGate from_guest;
    uint64_t to_guest = 0;  // the last seq sent
    std::string spare_answer;
  };

  Remote* remote(int seat);
  const Remote* remote(int seat) const;
  void send(int seat, HostMessage m);
  void refuse(int seat, uint64_t of, const std::string& reason);
  void hello(int seat, const GuestMessage& m);
  std::optional<std::string> check_action(int seat, const GuestMessage& m) const;
  // Every connected guest but `except`.
  void tell_guests(const HostMessage& m, int except = -1);
  std::string new_token();

  Match& match_;
  std::vector<std::string> names_;
  std::string host_name_;
  std::function<RoundSoFar()> round_so_far_;
  Rng tokens_;
  std::vector<std::unique_ptr<Remote>> remotes_;  // by seat; null for seats played here
  std::vector<Outgoing> outbox_;
  std::vector<std::pair<int, Reaction>> reactions_;
  std::vector<std::string> log_;
};

}  // namespace parlor::net
