// What one Joker seat may see: the whole board (marbles are public), its own cards, the other
// hands as counts, and the public events; its moves are computed from that alone.
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <span>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/result.h"
#include "engine/state.h"
#include "games/card_game_view.h"
#include "games/joker/board.h"
#include "games/joker/moves.h"

namespace parlor::joker {

enum class Phase : uint8_t { Play, GameOver };
const char* phase_name(Phase p);  // "play", "game_over"

enum class EventKind : uint8_t {
  Dealt,       // seat = dealer
  Drew,        // seat; the card stays hidden
  Played,      // seat, card; the Shift events of the move follow it
  Shifted,     // shift: a marble the card moved, or one it bumped
  Discarded,   // seat, card: no card could move a marble
  Reshuffled,  // value = cards in the new stock
  GameOver,    // seat = a winner (-1 when the turn cap ended the race), value = the winning team (-1: level)
};
const char* event_kind_name(EventKind k);

// Public: every seat sees every event, and no event names a hidden card.
struct Event {
  EventKind kind = EventKind::Dealt;
  int8_t seat = -1;
  Card card;
  Shift shift;
  int16_t value = 0;
};

// Partners' colours are of a kind. Four seats: 0 red, 1 blue, 2 orange, 3 green (warm against
// cool). Six: 0 red, 1 blue, 2 green, 3 orange, 4 purple, 5 yellow (reds, blues, greens).
std::string colour_name(const Geometry& board, int colour);
#ifndef PARLOR_JOKER_ANY_BOARD
std::string colour_name(int colour);  // on the four-seat board (board.h)
#endif
// "Player 2 plays the 7 of hearts: 3 holes with one marble, 4 with another." plus any bumps.
std::string describe_play(const Geometry& board, int seat, Card card, std::span<const Shift> shifts);
// The same play's short form for a phone's band, where the marbles it moves make the long one
// long: "Player 2 plays the joker and takes the place of Player 3's marble.", "Player 2 plays the
// 9 of clubs and sends Player 3's marble back to the start."; "" where the long one is short.
std::string describe_play_short(const Geometry& board, int seat, Card card, std::span<const Shift> shifts);
// One event alone; a Played event is described with the Shift events that follow it.
std::string describe_event(const Geometry& board, std::span<const Event> events, size_t index);

class JokerView final : public CardGameView<JokerView, Phase, Event> {
 public:
  static constexpr MoveKinds kMoveKinds{joker::kMoveKinds};
  int dealer = 0;
  std::vector<Card> hand;       // own cards (faces)
  std::vector<int> hand_sizes;  // every seat
  Board board;
  int winner_team = -1;
  // Once the race is over, every other seat's cards (the table's reveal turns them face up); the
  // seat's own entry is empty, its cards being `hand`. Empty before the end.
  std::vector<std::vector<Card>> hands_shown;

  void legal_actions(std::vector<Action>& out) const override;
  nlohmann::json to_json() const override;
  std::string event_text(size_t i) const { return describe_event(board, events, i); }
  // A Shifted event's marble and holes; an event's number.
  void add_event_json(const Event& e, nlohmann::json& x) const;
  void read_event_json(ViewReader& r, const nlohmann::json& x, Event& e) const;
  // Reads what to_json wrote (a peer's view from its host); a reason when the JSON is not one.
  static Result<JokerView> from_json(const nlohmann::json& j);
};

}  // namespace parlor::joker
