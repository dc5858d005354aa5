// What one Five Crowns seat may see, and the moves open to it (computed from that alone).
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"
#include "engine/state.h"
#include "games/card_game_view.h"
#include "games/end_pile.h"
#include "games/five_crowns/rules.h"

namespace parlor::five_crowns {

enum class Phase : uint8_t { Draw, Discard, GameOver };
const char* phase_name(Phase p);  // "draw", "discard", "game_over"

enum class EventKind : uint8_t {
  HandStarted,  // seat = dealer, value = hand number 1..11
  DrewStock,    // seat; the card stays hidden
  TookDiscard,  // seat, card
  Discarded,    // seat, card
  WentOut,      // seat, value = melds laid
  LaidDown,     // seat, value = melds laid on a final turn
  Reshuffled,   // value = cards in the new stock
  HandScored,   // seat, value = points this hand, value2 = total
  GameOver,     // seat = a winner, value = winning total, value2 = number of winners
};
const char* event_kind_name(EventKind k);

using Event = CardEvent<EventKind>;
// "Player 2 took the 7 of stars from the discard pile."
std::string describe_event(const Event& e);

struct HandResult {
  int hand_number = 0;  // 1..11
  int went_out = -1;
  std::vector<std::vector<Meld>> melds;  // per seat
  std::vector<std::vector<Card>> left;   // per seat: cards counted against them
  std::vector<int> points;               // per seat
  std::optional<EndPile> pile;           // the discard pile as the hand ended
};

// The moves of a seat, from its own hand and public information only.
struct TurnInfo {
  Phase phase = Phase::Draw;
  bool to_act = false;
  bool final_turn = false;  // someone went out and this is the seat's last turn
  int wild_rank = 3;
  bool can_draw_stock = true;  // stock not empty, or discards to reshuffle
  bool discard_available = true;
};
void legal_actions_for(const TurnInfo& turn, std::span<const Card> hand, std::vector<Action>& out);

class FiveCrownsView final : public CardGameView<FiveCrownsView, Phase, Event> {
 public:
  static constexpr MoveKinds kMoveKinds{five_crowns::kMoveKinds};
  int hand_number = 1;  // 1..11
  int wild_rank = 3;    // also the number of cards dealt
  int dealer = 0;
  bool final_turn = false;      // this seat's last turn of the hand
  std::vector<Card> hand;       // own cards (faces)
  std::vector<int> hand_sizes;  // every seat
  int went_out = -1;
  std::vector<bool> final_turn_done;
  std::vector<std::vector<Meld>> laid;  // this hand, per seat
  std::optional<HandResult> last_hand;
  static constexpr RoundEndMembers<FiveCrownsView, HandResult> kRoundEnd{
      &FiveCrownsView::last_hand, &FiveCrownsView::hand, &FiveCrownsView::hand_sizes};
  static constexpr const char* kEndedRoundKey = "last_hand";
  void show_ended_round(const HandResult& h);

  void legal_actions(std::vector<Action>& out) const override;
  nlohmann::json to_json() const override;
  // Reads what to_json wrote (a peer's view from its host); a reason when the JSON is not one.
  static Result<FiveCrownsView> from_json(const nlohmann::json& j);
};

}  // namespace parlor::five_crowns
