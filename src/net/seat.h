// Who plays a seat. The match asks every seat the same questions, so a table never asks whether
// a seat is a person at this device, a bot, or (with peer-to-peer play, RemoteSeat) a person on
// another device whose moves arrive as messages.
#pragma once

#include <memory>
#include <optional>
#include <utility>

#include "bots/bot.h"
#include "engine/action.h"
#include "engine/state.h"

namespace parlor::net {

class Seat {
 public:
  virtual ~Seat() = default;
  // A person using this device: the screen shows their cards and takes their moves.
  virtual bool here() const = 0;
  // The seat's move now that it is to act, chosen from its own View alone; nothing while it waits
  // (a person's taps, a peer's message not yet arrived, a bot still thinking). `slice_ms`: how
  // much of this frame a bot may think (the app); none: the whole move at once (the CLI, tests).
  virtual std::optional<Action> move(const View& view, std::optional<double> slice_ms) = 0;
  // Whether the screen lets a moment pass before this seat moves, so the people here can follow.
  virtual bool paced() const { return true; }
};

class PersonSeat final : public Seat {
 public:
  bool here() const override { return true; }
  std::optional<Action> move(const View&, std::optional<double>) override { return std::nullopt; }
};

class BotSeat final : public Seat {
 public:
  explicit BotSeat(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
  bool here() const override { return false; }
  std::optional<Action> move(const View& view, std::optional<double> slice_ms) override {
    if (slice_ms) return bot_->think(view, *slice_ms);
    return bot_->choose(view);
  }

 private:
  std::unique_ptr<Bot> bot_;
};

// What a guest on another device sent for its seat, checked by the host (net/peer_host.h) and
// waiting for the match to ask. Shared by the host and the seat, so either may go first.
struct RemoteInbox {
  std::optional<Action> action;
};

// A person on another device: its moves arrive as messages, so the seat plays by itself as far
// as this device is concerned, and at once (the person took their time over there).
class RemoteSeat final : public Seat {
 public:
  explicit RemoteSeat(std::shared_ptr<RemoteInbox> inbox) : inbox_(std::move(inbox)) {}
  bool here() const override { return false; }
  std::optional<Action> move(const View&, std::optional<double>) override {
    return std::exchange(inbox_->action, std::nullopt);
  }
  bool paced() const override { return false; }

 private:
  std::shared_ptr<RemoteInbox> inbox_;
};

}  // namespace parlor::net
