#pragma once
// What peer play adds over a table, whoever hosts: the quick reactions (a button that opens a row
// of six, and what anyone sent floating in for a few seconds), who is away, and on the host the
// Invites button. Drawn after the table, in CSS pixels under the table's top bar on the right.
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "net/peer_message.h"

namespace parlor::peer {

// The bundled font has no emoji: each reaction is a symbol it has and a word.
const char* reaction_label(net::Reaction r);

class TableOverlay {
 public:
  struct Model {
    bool host = false;  // the Invites button, with how many are away
    int away = 0;
    std::string rejoin;              // the one guest who left: the button offers that seat's rejoin link
    bool host_away = false;          // a guest whose host is gone: the way back instead of reactions
    std::vector<std::string> notes;  // "Ana is away.", "A bot plays for Ben."
  };
  struct Pressed {
    std::optional<net::Reaction> react;
    bool invites = false;
    bool rejoin = false;  // a guest whose host is gone: the rejoin screen
  };

  // Someone reacted (`who` as the reader reads it: "You", "Ana").
  void reacted(const std::string& who, net::Reaction r);
  void tick(double dt);
  Pressed draw(scenes::Frame& f, const Model& m);

 private:
  struct Bubble {
    std::string text;
    double left = 0;  // seconds
  };
  bool open_ = false;
  std::deque<Bubble> bubbles_;
};

}  // namespace parlor::peer
