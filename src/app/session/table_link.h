#pragma once
// A table played with other devices (peer play, app/peer/): the session tells its link of every
// move and lets it tick each frame with the session itself (whose address is the table's), and a
// guest's link takes the person's moves to the host instead of playing them here.
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "engine/action.h"
#include "net/peer_message.h"

namespace parlor::session {

class TableSession;

class TableLink {
 public:
  virtual ~TableLink() = default;
  // Every frame, from the session's flush (the table is showing).
  virtual void tick(TableSession& session, double dt) = 0;
  // The table is gone: the session and its match are no more.
  virtual void detached() { play_arrived_ = nullptr; }
  // Set by the table: plays what arrived between frames (a guest's move at its host) at once,
  // unless something on the table must go first.
  void on_arrival(std::function<void()> play) { play_arrived_ = std::move(play); }
  void play_arrived() const {
    if (play_arrived_) play_arrived_();
  }
  // A move was played here, with its log line.
  virtual void moved(int seat, const std::string& line, const Action& action) { (void)seat, (void)line, (void)action; }
  // Whether `seat`'s move is played even while a card still flies on this screen (the flight
  // lands at once): a guest's at its host, which every other device waits for.
  virtual bool urgent(int seat) const {
    (void)seat;
    return false;
  }
  // Whether `seat`'s person's moves go elsewhere (a guest's own seat, to its host).
  virtual bool relays(int seat) const {
    (void)seat;
    return false;
  }
  // Sends the move; the reason when it could not be sent. It is played here when the host's
  // update brings it back.
  virtual std::optional<std::string> relay(int seat, const Action& action) {
    (void)seat, (void)action;
    return "This move cannot be sent.";
  }
  // Whether `seat`'s person is here, away, or away with a bot playing for them (what the table's
  // banner says while that seat is to act).
  virtual net::Presence presence(int seat) const {
    (void)seat;
    return net::Presence::Connected;
  }

 private:
  std::function<void()> play_arrived_;
};

}  // namespace parlor::session
