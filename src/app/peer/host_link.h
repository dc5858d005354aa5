#pragma once
// The host's side of peer play in the app: the table's PeerHost, one WebRTC connection per
// invited seat, and each invite's code (the `#join=` link) and its guest's answer.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/peer/peer_bridge.h"
#include "app/session/setup.h"
#include "app/session/table_link.h"
#include "net/match.h"
#include "net/peer_host.h"

namespace parlor::peer {

class HostLink final : public session::TableLink {
 public:
  enum class Step { Preparing, Waiting, Connecting, Joined, Away, Failed };
  struct Invite {
    Step step = Step::Preparing;
    std::string code;    // the offer, for the `#join=` link
    std::string error;   // Failed: why
    bool spare = false;  // a spare connection was made for this invite's guest, once joined
  };

  // `ice`: the servers' JSON for RTCPeerConnection. Seats whose set-up holds a token (a reload)
  // are kept for the guests who had them.
  HostLink(net::Match& match, const session::GameSetup& setup, std::string ice);

  void tick(session::TableSession& session, double dt) override;
  void detached() override;
  bool gone() const { return gone_; }
  void moved(int seat, const std::string& line, const Action& action) override;
  bool urgent(int seat) const override {
    return host_.invited(seat) && host_.presence(seat) == net::Presence::Connected;
  }
  void event(const PeerEvent& e);
  // A guest's answer code (pasted, or from another tab): the reason when it does not fit.
  std::optional<std::string> take_answer(std::string_view code);
  // A fresh invite for the seat (its guest left, or the invite did not work).
  void reinvite(int seat);
  // Other servers: the invites nobody is connected through are made again with them.
  void set_ice(std::string ice);
  // A bot of `kind` (one of bot_kinds() for the game) plays the away seat until its guest is back.
  std::optional<std::string> stand_in(int seat, const std::string& kind);
  std::string_view game_id() const { return match_.state().game_id(); }
  void react(int seat, net::Reaction r);

  const std::vector<int>& seats() const { return seats_; }
  const Invite& invite(int seat) const { return invites_[static_cast<size_t>(seat)]; }
  const std::string& name(int seat) const { return names_[static_cast<size_t>(seat)]; }
  net::Presence presence(int seat) const override { return host_.presence(seat); }
  // The seat's guest had joined (it holds a token, kept over the host's reload too) and is gone:
  // its invite is then the rejoin link that gives the same person the seat back.
  bool left(int seat) const { return !host_.token(seat).empty() && host_.presence(seat) != net::Presence::Connected; }
  uint64_t table() const { return table_; }
  size_t moves() const { return match_.state().history().size(); }
  // The seat a person plays on this device (-1 when bots play them all), and whether it is to act.
  int my_seat() const { return match_.first_person(); }
  bool my_turn() const;
  const std::vector<std::string>& refusals() const { return host_.log(); }
  // Reactions from guests, for the screen.
  std::vector<std::pair<int, net::Reaction>> take_reactions() { return host_.take_reactions(); }

 private:
  void flush();
  void spare_event(const PeerEvent& e);
  void take_spare_answer(int seat);

  net::PeerHost host_;
  net::Match& match_;
  std::string ice_;
  uint64_t table_;
  std::vector<std::string> names_;
  std::vector<int> seats_;
  std::vector<Invite> invites_;
  std::vector<bool> spare_made_;              // by seat: a spare connection was made for the guest's connection
  std::vector<std::string> saved_tokens_;     // what the set-up holds, to save when it changes
  session::TableSession* session_ = nullptr;  // the table's, set by tick() (its address is the table's)
  bool gone_ = false;                         // the table (and its match) is no more
  bool test_secrets_ = false;                 // a browser test reads every seat's hidden cards
};

}  // namespace parlor::peer
