// Moves, for all games: small plain values with a JSON form for saves, share links and peers.
//
// One struct serves every game so bots, the CLI, the network layer and the tests handle
// actions without knowing the game. Each game documents which kinds and fields it uses.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"

namespace parlor {

enum class ActionKind : uint8_t {
  None = 0,
  DrawStock,      // take the top card of the stock
  TakeDiscard,    // take the top discard; Rummü: `count` cards from the top
  Discard,        // discard `card`
  GoOut,          // lay `melds` down and discard `card` to go out
  LayDown,        // lay `melds` down; Five Crowns final turn: then discard `card`
  AddOn,          // add melds.cards(0) to table meld `target` owned by `target_seat`
  ClaimJoker,     // Rummy-O: give `card` for the joker in table meld `target` of `target_seat`;
                  // `to` n > 0 puts it in the claimer's own meld n - 1, else `melds` are new
  RevealProgram,  // Jok-R-Ummy: show program `target` completed by `melds`
  SwapProgram,    // Jok-R-Ummy: change the program after three failed rounds
  Move,           // Joker: play `card`, moving the marble in hole `from` to hole `to` (and a 7's
                  // second marble from `from2` to `to2`)
  EndTurn,        // close a multi-step turn (Rummy-O, Rummü) where no discard ends it
};

const char* action_kind_name(ActionKind k);  // "draw", "take_discard", "discard", ...
std::optional<ActionKind> parse_action_kind(std::string_view s);

struct Action {
  ActionKind kind = ActionKind::None;
  Card card;  // a face (copy 0): which card; the game picks the physical copy
  uint8_t count = 0;
  int8_t target = -1;
  int8_t target_seat = -1;
  uint8_t from = 0;
  uint8_t to = 0;
  // Joker's 7 split between two marbles: the second part. Both 0 when there is none (no marble
  // moves from a hole to itself, so a real second part never reads 0 -> 0).
  uint8_t from2 = 0;
  uint8_t to2 = 0;
  MeldList melds;

  Action() = default;
  explicit Action(ActionKind k) : kind(k) {}
  static Action draw_stock() { return Action{ActionKind::DrawStock}; }
  static Action take_discard() { return Action{ActionKind::TakeDiscard}; }
  static Action discard(Card c) {
    Action a{ActionKind::Discard};
    a.card = c.face();
    return a;
  }

  friend bool operator==(const Action& a, const Action& b) {
    return a.kind == b.kind && a.card == b.card && a.count == b.count && a.target == b.target &&
           a.target_seat == b.target_seat && a.from == b.from && a.to == b.to && a.from2 == b.from2 && a.to2 == b.to2 &&
           a.melds == b.melds;
  }
};

// {"type":"discard","card":"7*"}; {"type":"go_out","melds":[{"kind":"run","cards":["5H","6H","JK=7H"]}],"card":"9S"}
void action_to_json(const Action& a, nlohmann::json& out);
nlohmann::json action_to_json(const Action& a);
// Never throws: malformed input gives a reason.
Result<Action> action_from_json(const nlohmann::json& j);
// Compact one-line text for logs and golden files: "discard 7*", "go_out [run 5H 6H JK=7H] 9S".
std::string action_to_text(const Action& a);

}  // namespace parlor
