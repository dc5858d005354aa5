// What one Jok-R-Ummy seat may see, and the moves open to it (computed from that alone).
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
#include "games/jok_r_ummy/program.h"
#include "games/jok_r_ummy/rules.h"

namespace parlor::jok_r_ummy {

// swap: at the deal, a player whose program went three rounds without completing keeps or
// swaps it; draw; play: reveal, books, add-ons, then a discard.
enum class Phase : uint8_t { Swap, Draw, Play, GameOver };
const char* phase_name(Phase p);  // "swap", "draw", "play", "game_over"

enum class EventKind : uint8_t {
  FirstDealer,   // seat = the first dealer, card = the spade, value = cards dealt face up
  RoundStarted,  // seat = dealer, value = round 1..
  ProgramDealt,  // seat; the program stays hidden
  SunCard,       // seat, card = the SUN card, value = programs completed now
  Swapped,       // seat; the new program stays hidden
  Kept,          // seat, value = rounds the program has gone without completing
  DrewStock,     // seat; the card stays hidden
  TookDiscard,   // seat, card
  Discarded,     // seat, card
  Revealed,      // seat, card = the program, value = combinations, value2 = programs completed now
  LaidDown,      // seat, value = books
  AddedOn,       // seat, card, value = owner of the combination
  Restocked,     // value = cards in the new stock
  RoundEnded,    // seat = who played their last card (-1: everyone completed, or the cap), value = round
  RoundScored,   // seat, value = programs completed this round, value2 = total
  GameOver,      // seat = a winner, value = programs completed, value2 = number of winners
};
const char* event_kind_name(EventKind k);

using Event = CardEvent<EventKind>;
std::string describe_event(const Event& e);

using Table = std::vector<std::vector<Meld>>;  // per owner, in the order laid

// Why a round ended (jok-r-ummy.txt, and our caps in rules.h), the first that holds: a fifth
// program (the game's end), a player's last card played, every player completed, the turn cap,
// the stock run out with no discards to make a new one.
enum class RoundEnd : uint8_t { FifthProgram, LastCard, AllCompleted, TurnCap, StockOut };
const char* round_end_name(RoundEnd e);  // "fifth_program", "last_card", ...

struct RoundResult {
  int round = 0;      // 1..
  int ended_by = -1;  // who played their last card; -1: everyone completed, or the turn cap
  RoundEnd why = RoundEnd::LastCard;
  std::vector<bool> completed;           // per seat: completed a program this round
  std::vector<std::vector<Card>> left;   // per seat: the hand as the round ended, face up (faces)
  std::vector<std::vector<Meld>> melds;  // per owner: the table as the round ended
  std::optional<EndPile> pile;           // the discard pile as the round ended
};

// The moves of a seat, from what it may see.
struct TurnInfo {
  Phase phase = Phase::Draw;
  bool to_act = false;
  bool completed = false;  // completed a program this round
  bool may_take_discard = false;
  Card program;  // the seat's program card (none when it has none)
};
void legal_actions_for(const TurnInfo& turn, std::span<const Card> hand, const Table& table, std::vector<Action>& out);

// The program a program card names in our deck (deck.h), or nullptr.
const Program* program_of(Card card);

class JokRUmmyView final : public CardGameView<JokRUmmyView, Phase, Event> {
 public:
  static constexpr MoveKinds kMoveKinds{jok_r_ummy::kMoveKinds};
  // zones[kProgramZone]: each seat's program (only its own is shown, until the game's end);
  // zones[kCompletedZone]: each seat's completed programs, face up, oldest first.
  static constexpr ZoneKind kZoneList[] = {{"program", Seen::Owner, 1}, {"completed", Seen::Everyone, 48}};
  static constexpr ZoneKinds kZones{kZoneList};
  static constexpr size_t kProgramZone = 0, kCompletedZone = 1;
  static constexpr int kObjectives = kMaxObjectives;

  int round = 1;
  int dealer = 0;
  std::vector<Card> first_deal;     // the cards dealt face up to find the first dealer, seat 0 first
  std::vector<Card> hand;           // own cards (faces)
  std::vector<int> hand_sizes;      // every seat
  std::vector<bool> completed;      // every seat: completed a program this round
  std::vector<int> rounds_without;  // every seat: rounds its program has gone without completing
  bool swap_option = true;
  int turn = 0;  // turns played this round
  Table table;   // faces; wilds with what they stand for
  std::optional<RoundResult> last_round;
  static constexpr RoundEndMembers<JokRUmmyView, RoundResult> kRoundEnd{&JokRUmmyView::last_round, &JokRUmmyView::hand,
                                                                        &JokRUmmyView::hand_sizes};
  void show_ended_round(const RoundResult& r);

  // This seat's program card (none if it holds none), and the program it names.
  Card program_card() const;
  const Program* program() const { return program_of(program_card()); }
  // Programs each seat has completed (the count to five).
  int completed_count(int seat) const;

  TurnInfo turn_info() const;
  void legal_actions(std::vector<Action>& out) const override;
  nlohmann::json to_json() const override;
  // Reads what to_json wrote (a peer's view from its host); a reason when the JSON is not one.
  static Result<JokRUmmyView> from_json(const nlohmann::json& j);
};

}  // namespace parlor::jok_r_ummy
