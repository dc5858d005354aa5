// Moves, for all games: small plain values with a JSON form for saves, share links and peers.
//
// One struct serves every game so bots, the CLI, the network layer and the tests handle
// actions without knowing the game. Each game documents which kinds and fields it uses.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"

namespace parlor {

// The kinds every card game words alike; a game declares its own kinds after them (as
// OpenSpiel's games own their action ids), numbered from kFirstGameKind in its MoveKinds list.
enum class ActionKind : uint8_t {
  None = 0,
  DrawStock = 1,    // take the top card of the stock
  TakeDiscard = 2,  // take the top discard; a game may read `count` cards from the top
  Discard = 3,      // discard `card`
  EndTurn = 4,      // close a multi-step turn where no discard ends it
};
inline constexpr uint8_t kFirstGameKind = 5;
// A game's i-th own kind.
constexpr ActionKind game_move(int i) { return static_cast<ActionKind>(kFirstGameKind + i); }

// What the shared layers (the table kit, links, the conformance checks) need to know of a kind
// without knowing the game.
namespace move_trait {
inline constexpr uint8_t kDiscards = 1;        // ends by putting `card` on the discard pile
inline constexpr uint8_t kOnTableMeld = 2;     // acts on the table meld `target` of `target_seat`
inline constexpr uint8_t kPlaysFirstCard = 4;  // the card it plays is melds.cards(0)[0]
inline constexpr uint8_t kBare = 8;            // may be legal with neither a card nor melds
}  // namespace move_trait

struct MoveKind {
  const char* name;  // "go_out": the JSON and log name
  uint8_t traits = 0;
};
// A game's own kinds, the first being kFirstGameKind; the engine's come before them.
using MoveKinds = std::span<const MoveKind>;

// "draw", "take_discard", ... and the game's names; "none" for a kind the game does not have.
const char* action_kind_name(ActionKind k, MoveKinds game);
std::optional<ActionKind> parse_action_kind(std::string_view s, MoveKinds game);
uint8_t move_traits(ActionKind k, MoveKinds game);
// The highest kind the game has (links refuse a higher one).
inline int last_action_kind(MoveKinds game) { return kFirstGameKind + static_cast<int>(game.size()) - 1; }

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
// Each takes the game's own kinds, which name its moves.
void action_to_json(const Action& a, MoveKinds game, nlohmann::json& out);
nlohmann::json action_to_json(const Action& a, MoveKinds game);
// Never throws: malformed input gives a reason.
Result<Action> action_from_json(const nlohmann::json& j, MoveKinds game);
// Compact one-line text for logs and golden files: "discard 7*", "go_out [run 5H 6H JK=7H] 9S".
std::string action_to_text(const Action& a, MoveKinds game);

}  // namespace parlor
