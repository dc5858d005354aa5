// What one Rummü seat may see, and the moves open to it (computed from that alone).
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
#include "games/rummu/rules.h"

namespace parlor::rummu {

// draw: take from the stock or the discard pile; play: lay down, add on, exchange, then discard.
enum class Phase : uint8_t { Draw, Play, GameOver };
const char* phase_name(Phase p);  // "draw", "play", "game_over"

enum class EventKind : uint8_t {
  RoundStarted,    // seat = first player, card = the discard turned face up, value = round 1..
  DrewStock,       // seat; the card stays hidden
  TookDiscards,    // seat, card = the deepest taken (none when more than one left a tidy pile), value = how many
  Discarded,       // seat, card
  CameOut,         // seat, value = cards in the first play
  LaidDown,        // seat, value = combinations
  AddedOn,         // seat, card = a card added, value = owner of the combination
  ExchangedJoker,  // seat, card = the card given, value = owner of the combination
  WentOut,         // seat
  Rebuilt,         // value = cards in the new stock
  RoundScored,     // seat, value = points this round, value2 = total
  RoundEnded,      // nobody went out; value = round
  GameOver,        // seat = a winner, value = winning total, value2 = number of winners
};
const char* event_kind_name(EventKind k);

using Event = CardEvent<EventKind>;
std::string describe_event(const Event& e);

// The table: each seat's combinations as they lie (faces; a yellow joker with what it stands
// for), runs in number order. A combination scores for the seat that laid it.
using Table = std::vector<std::vector<Meld>>;

// One combination's line in a round's scoring.
struct ScoredCombination {
  Meld meld;
  bool pure = false;
  int points = 0;
};

struct RoundResult {
  int round = 0;  // 1..
  int went_out = -1;
  std::vector<int> points;                           // per seat: the round's total
  std::vector<std::vector<ScoredCombination>> laid;  // per seat: each combination and its points
  std::vector<std::vector<Card>> left;               // per seat: cards left in hand
  std::vector<int> left_points;                      // per seat: what they count (0 when exempt)
  std::vector<bool> exempt;                          // per seat: the partner of who went out
  std::optional<EndPile> pile;                       // the discard pile as the round ended
};

struct TurnInfo {
  Phase phase = Phase::Draw;
  int seat = 0;
  bool to_act = false;
  bool came_out = false;
  int come_out_min = 0;  // the fewest cards of a first play, for this seat now
  int plays = 0;         // plays made this turn
};
// `pile`: how many discards lie on the pile.
void legal_actions_for(const TurnInfo& turn, std::span<const Card> hand, const Table& table, int pile,
                       std::vector<Action>& out);

class RummuView final : public CardGameView<RummuView, Phase, Event> {
 public:
  static constexpr MoveKinds kMoveKinds{rummu::kMoveKinds};
  int round = 1;
  int rounds_to_play = 0;  // the game's length: its rounds, 0 when it plays to the score (rules.h)
  int dealer = 0;
  std::vector<Card> hand;         // own cards (faces)
  std::vector<int> hand_sizes;    // every seat
  std::vector<bool> came_out;     // every seat
  std::vector<int> come_out_min;  // every seat: the fewest cards of its first play this round
  // The set-up's "Open discard pile": every discard lies fanned face up. Else the pile is kept
  // tidy, as yellow-joker-rummy.txt says: only its top card shows (discard_top, discard_count).
  bool open_pile = false;
  // Bottom to top, faces: the whole pile when it is open, else its top card alone (JSON: the
  // cards under the top, "discards_below", in an open pile only).
  std::vector<Card> shown_pile;
  int plays = 0;  // plays made this turn
  int turn = 0;   // turns played this round
  Table table;
  std::optional<RoundResult> last_round;
  static constexpr RoundEndMembers<RummuView, RoundResult> kRoundEnd{&RummuView::last_round, &RummuView::hand,
                                                                     &RummuView::hand_sizes};
  void show_ended_round(const RoundResult& r);

  bool partners() const { return scores.has_teams(); }
  TurnInfo turn_info() const;
  // The top of the pile as this seat saw it go down (the events name every discard and how many
  // each take took), bottom to top: the top card at least, and as deep as the events reach.
  std::vector<Card> remembered_pile() const;
  void legal_actions(std::vector<Action>& out) const override;
  nlohmann::json to_json() const override;
  // Reads what to_json wrote (a peer's view from its host); a reason when the JSON is not one.
  static Result<RummuView> from_json(const nlohmann::json& j);

 private:
  nlohmann::json below_top() const;
};

}  // namespace parlor::rummu
