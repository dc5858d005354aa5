// What every card game's view holds (filled by CardGameState::fill_view), and the JSON keys
// those give. `GameView` is the game's view class; it may hide event_text(i), the English of
// its i-th event (describe_event(event) of the game's namespace), and add_event_json(event,
// json), which adds an event's own fields.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/state.h"

namespace parlor {

// A public event: every seat sees every event, and no event names a hidden card. Games whose
// events carry two numbers use this one (Joker's carry a marble's move instead).
template <class Kind>
struct CardEvent {
  Kind kind;
  int8_t seat = -1;
  Card card;
  int16_t value = 0;
  int16_t value2 = 0;
};

// "Player 1" for seat 0.
inline std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

// "Game over: Player 2 wins with 87 points.", or how many share the win.
inline std::string game_over_text(int winner, int points, int sharing) {
  if (sharing > 1)
    return "Game over: " + std::to_string(sharing) + " players share the win with " + plural(points, "point") + ".";
  return "Game over: " + seat_name(winner) + " wins with " + plural(points, "point") + ".";
}

template <class GameView, class PhaseT, class EventT>
class CardGameView : public View {
 public:
  int seat_ = 0;
  int players = 0;
  int current = 0;  // -1 after the game
  PhaseT phase{};
  int stock_count = 0;
  int discard_count = 0;
  Card discard_top;  // none when the pile is empty
  Scores scores;
  std::vector<EventT> events;  // the most recent public events
  int event_count = 0;         // all events so far (the first shown is event_count - events.size())

  int seat() const final { return seat_; }
  bool to_act() const final { return current == seat_ && phase != PhaseT::GameOver; }

 protected:
  std::string event_text(size_t i) const { return describe_event(events[i]); }
  void add_event_json(const EventT&, nlohmann::json&) const {}

  // The game, seat, players, current, phase, to_act, the piles, scores, events, event_count and
  // legal_actions.
  nlohmann::json card_game_json(const char* game_id) const {
    nlohmann::json j;
    j["game"] = game_id;
    j["seat"] = seat_;
    j["players"] = players;
    j["current"] = current;
    j["phase"] = phase_name(phase);
    j["to_act"] = to_act();
    j["stock_count"] = stock_count;
    j["discard_count"] = discard_count;
    j["discard_top"] = discard_top.is_none() ? nlohmann::json(nullptr) : nlohmann::json(to_text(discard_top));
    j["scores"] = nlohmann::json{{"rounds", scores.rounds},
                                 {"totals", scores.totals},
                                 {"winners", scores.winners},
                                 {"low_wins", scores.low_wins}};
    nlohmann::json ev = nlohmann::json::array();
    const int first = event_count - static_cast<int>(events.size());
    for (size_t i = 0; i < events.size(); ++i) {
      const EventT& e = events[i];
      nlohmann::json x{
          {"i", first + static_cast<int>(i)}, {"type", event_kind_name(e.kind)}, {"text", game().event_text(i)}};
      if (e.seat >= 0) x["seat"] = e.seat;
      if (!e.card.is_none()) x["card"] = to_text(e.card);
      game().add_event_json(e, x);
      ev.push_back(std::move(x));
    }
    j["events"] = std::move(ev);
    j["event_count"] = event_count;
    j["legal_actions"] = legal_actions_json();
    return j;
  }

 private:
  const GameView& game() const { return static_cast<const GameView&>(*this); }
};

}  // namespace parlor
