// How share links write one logged action, knowing the game at the moment it was played.
//
// Knowing the moment makes actions small: the seat is left out (it is always the one to act),
// a card in the acting seat's hand is written as its place among the hand's distinct faces
// (a small number, which deflate packs far better than a face), a card-only move with such a
// card takes one byte, and a wild's value is left out where the rules would give it again.
// Games whose State::link_hints() gives neither have every card written as its face and every
// wild value listed.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/meld.h"
#include "engine/state.h"
#include "net/link_wire.h"

namespace parlor::net::link_actions {

struct Context {
  // The kind each wire code 1..15 stands for (none: not a kind of this game). Links of format 1
  // wrote every game's kinds in one list, before games named their own.
  std::array<ActionKind, 16> kind_of{};
  std::optional<MeldRules> wild_rules;  // set when the rules can assign wild values again
  bool by_hand = false;                 // cards are written as places in `hand`
  std::vector<Card> hand;               // the acting seat's distinct faces, sorted
};

// The context of the action about to be played in `before`, in a link of format 1 when
// `format1`.
Context context_for(const State& before, bool format1 = false);

void put_action(wire::Writer& w, const Action& a, const Context& c);

// Reading one action: either it is malformed (a damaged link) or the rules refuse a meld whose
// wild values had to be assigned again (a move that does not replay).
struct ActionRead {
  bool damaged = false;
  std::optional<std::string> refused;
};
ActionRead get_action(wire::Reader& r, Action& a, const Context& c);

}  // namespace parlor::net::link_actions
