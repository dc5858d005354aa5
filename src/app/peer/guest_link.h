#pragma once
// A guest's side of peer play in the app: the connection to the host made from its invite, the
// answer code to send back, then the table, drawn from a MirrorState the host's messages move on.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/peer/peer_bridge.h"
#include "app/screen/scene.h"
#include "app/session/setup.h"
#include "app/session/table_link.h"
#include "bots/bot.h"
#include "net/peer_guest.h"
#include "net/peer_invite.h"
#include "net/peer_mirror.h"

namespace parlor::peer {

class GuestLink final : public session::TableLink, public std::enable_shared_from_this<GuestLink> {
 public:
  // Rejoining: back after a reload through the spare connection kept for it (no code to pass).
  enum class Step { Answering, AnswerReady, Rejoining, Connected, Playing, HostAway, Failed };

  GuestLink(scenes::Director& director, net::PeerInvite offer, std::string ice);
  // Starts answering the offer (after construction: the table needs the shared pointer).
  void start();
  // Or connects through the host's spare offer (the one it was made with) and the ICE
  // credentials of the answer sent ahead for it.
  void start_spare(const std::string& ufrag, const std::string& pwd);
  // Other servers: an answer the host has not taken yet is made again with them.
  void set_ice(std::string ice);

  void tick(session::TableSession& session, double dt) override;
  void detached() override;
  bool relays(int seat) const override { return seat == guest_.seat(); }
  std::optional<std::string> relay(int seat, const Action& action) override;
  net::Presence presence(int seat) const override { return guest_.presence(seat); }
  void event(const PeerEvent& e);
  void react(net::Reaction r);

  Step step() const { return step_; }
  const std::string& answer_code() const { return answer_; }
  const std::string& error() const { return error_; }
  // It came back through the spare connection kept for a reload (start_spare), not a link.
  bool by_spare() const { return by_spare_; }
  // It answers an invite kept on this device through a reload (peer_hub's reopen_invite).
  bool reopened() const { return reopened_; }
  void set_reopened() { reopened_ = true; }
  const net::PeerInvite& offer() const { return offer_; }
  const net::PeerGuest& guest() const { return guest_; }
  std::vector<std::pair<int, net::Reaction>> take_reactions() { return guest_.take_reactions(); }
  int64_t moves() const { return guest_.moves(); }
  // A browser test's guest playing its seat by itself (peer_bridge.h test_autoplay): no table is
  // drawn; what the tests read instead is the view's phase and totals.
  bool autoplay() const { return autoplay_; }
  const std::string& phase() const { return phase_; }
  const std::vector<int>& totals() const { return totals_; }

 private:
  void welcomed();
  void send_text(const std::string& text);
  void play_by_itself();
  // Keeps the table this device is a guest at (whose, which game, the person's arrangement).
  void remember(const std::string& game);
  // The host's spare offer arrived: the answer to it is made ahead and sent back.
  void answer_spare(const std::string& fingerprint);

  scenes::Director& director_;
  net::PeerInvite offer_;
  std::string ice_;
  net::PeerGuest guest_;
  Step step_ = Step::Answering;
  std::string answer_, error_;
  net::MirrorState* mirror_ = nullptr;        // the shown table's state, while it shows
  session::TableSession* session_ = nullptr;  // set each frame by tick()
  bool autoplay_ = false;
  std::unique_ptr<Bot> bot_;
  int64_t sent_at_ = -1;  // the move count the last move was sent at
  std::string phase_;
  std::vector<int> totals_;
  session::SeatSetup kept_;  // the own seat's arrangement as last kept in storage
  bool game_over_ = false;
  bool by_spare_ = false;
  bool reopened_ = false;
  std::string spare_offer_;  // the host's last spare offer, until its answer is sent
};

}  // namespace parlor::peer
