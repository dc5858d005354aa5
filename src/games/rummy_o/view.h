// What one Rummy-O seat may see, and the moves open to it (computed from that alone).
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/meld.h"
#include "engine/result.h"
#include "engine/state.h"
#include "games/card_game_view.h"
#include "games/end_pile.h"
#include "games/rummy_o/rules.h"

namespace parlor::rummy_o {

// first_discard: the round's first player brings 15 tiles down to 14; draw; play: lay down,
// add on, claim, then discard.
enum class Phase : uint8_t { FirstDiscard, Draw, Play, GameOver };
const char* phase_name(Phase p);  // "first_discard", "draw", "play", "game_over"

enum class EventKind : uint8_t {
  RoundStarted,  // seat = first player, value = round 1..4
  DrewStock,     // seat; the tile stays hidden
  TookDiscard,   // seat, card
  Discarded,     // seat, card
  WentOnBoard,   // seat, value = points of the opening
  LaidDown,      // seat, value = melds
  AddedOn,       // seat, card = a tile added, value = owner of the meld
  ClaimedJoker,  // seat, card = the tile given, value = owner of the meld
  WentOut,       // seat, value = WayOut, value2 = bonus
  Rebuilt,       // value = tiles in the new stock
  RoundScored,   // seat, value = points this round, value2 = total
  RoundEnded,    // nobody went out; value = round
  GameOver,      // seat = a winner, value = winning total, value2 = number of winners
};
const char* event_kind_name(EventKind k);

using Event = CardEvent<EventKind>;
std::string describe_event(const Event& e);
// rummy-o.txt's words for a way out, said of `who` ("You", "Ana"): the ordinary one plainly ("Ana
// went out: a bonus of 100 points."), a Foot or a Hand by its name.
std::string went_out_words(const std::string& who, WayOut way, int bonus);

// A meld on the table: whose it is, and who placed each of its tiles (adders keep theirs).
struct TableMeld {
  int owner = -1;
  Meld meld;
  std::vector<int8_t> placed_by;
};
using Table = std::vector<std::vector<TableMeld>>;  // per owner

// The table as one list for the solver, with each meld's (owner, index).
struct FlatTable {
  std::vector<Meld> melds;
  std::vector<std::pair<int, int>> where;
};
FlatTable flatten(const Table& table);

struct RoundResult {
  int round = 0;  // 1..4
  int went_out = -1;
  WayOut way = WayOut::None;
  int bonus = 0;
  std::vector<int> points;  // per seat
  std::vector<int> placed;  // per seat: points of the tiles they placed
  // Per seat, of those: the points and the count of tiles placed in other seats' melds (added on,
  // or given for their jokers), and the count of all tiles placed. The reveal shows only each
  // seat's own melds, so it says these apart.
  std::vector<int> added, placed_tiles, added_tiles;
  std::vector<bool> on_board;            // per seat
  std::vector<std::vector<Card>> left;   // per seat: tiles counted against them
  std::vector<std::vector<Meld>> melds;  // per owner: the table as the round ended
  std::optional<EndPile> pile;           // the discard pile as the round ended
};

struct TurnInfo {
  Phase phase = Phase::Draw;
  int seat = 0;
  bool to_act = false;
  bool on_board = false;
  bool may_add_on = false;  // on board since an earlier turn
  bool discard_available = false;
};
void legal_actions_for(const TurnInfo& turn, std::span<const Card> rack, const Table& table, std::vector<Action>& out);

class RummyOView final : public CardGameView<RummyOView, Phase, Event> {
 public:
  static constexpr MoveKinds kMoveKinds{rummy_o::kMoveKinds};
  int round = 1;                  // 1..4
  int first = 0;                  // this round's first player
  std::vector<Card> rack;         // own tiles (faces)
  std::vector<int> rack_sizes;    // every seat
  std::vector<bool> on_board;     // every seat
  bool opened_this_turn = false;  // the player to act went on board this turn
  int rebuilds = 0;
  int turn = 0;  // turns played this round
  Table table;   // faces
  std::optional<RoundResult> last_round;
  static constexpr RoundEndMembers<RummyOView, RoundResult> kRoundEnd{&RummyOView::last_round, &RummyOView::rack,
                                                                      &RummyOView::rack_sizes};
  void show_ended_round(const RoundResult& r);

  TurnInfo turn_info() const;
  void legal_actions(std::vector<Action>& out) const override;
  nlohmann::json to_json() const override;
  // Reads what to_json wrote (a peer's view from its host); a reason when the JSON is not one.
  static Result<RummyOView> from_json(const nlohmann::json& j);
};

}  // namespace parlor::rummy_o
