#include "games/jok_r_ummy/view.h"

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "games/jok_r_ummy/deck.h"

namespace parlor::jok_r_ummy {
namespace {

constexpr int kDeckCards = 108;  // two decks and their jokers

// "their own" or "Player 2's".
std::string whose(int owner, int seat) { return owner == seat ? "their own" : seat_name(owner) + "'s"; }

// The table's combinations are legal ones with each wild's stand-in recorded (the moves offered
// build on them).
Table read_table(ViewReader& r, const json& j, int players) {
  Table table = r.melds_per_seat(j, "table", players);
  const MeldRules rules = meld_rules();
  for (auto& melds : table)
    for (Meld& m : melds) {
      std::vector<PlacedCard> checked = m.cards;
      r.check(!check_meld(rules, m.kind, checked) && checked == m.cards, "A combination on the table is not legal.");
    }
  return table;
}

}  // namespace

const char* phase_name(Phase p) { return enum_name(p, {"swap", "draw", "play", "game_over"}); }
const char* round_end_name(RoundEnd e) {
  return enum_name(e, {"fifth_program", "last_card", "all_completed", "turn_cap", "stock_out"});
}

const char* event_kind_name(EventKind k) {
  return enum_name(
      k, {"first_dealer", "round_started", "program_dealt", "sun_card", "swapped", "kept", "drew_stock", "took_discard",
          "discarded", "revealed", "laid_down", "added_on", "restocked", "round_ended", "round_scored", "game_over"});
}

std::string describe_event(const Event& e) {
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::FirstDealer:
      return who + " got the first spade, the " + card_name(e.card) + ", after " + plural(e.value, "card") +
             " dealt face up, and deals first.";
    case EventKind::RoundStarted: return "Round " + std::to_string(e.value) + ": " + who + " deals.";
    case EventKind::ProgramDealt: return who + " was dealt a new program card.";
    case EventKind::SunCard:
      return who + " was dealt a SUN card: a free program, " + std::to_string(e.value) + " of " +
             std::to_string(kProgramsToWin) + ".";
    case EventKind::Swapped: return who + " swapped their program card for a new one.";
    case EventKind::Kept:
      return who + " kept their program after " + plural(e.value, "round") + " without completing it.";
    case EventKind::DrewStock: return who + " drew from the stock.";
    case EventKind::TookDiscard: return who + " took the " + card_name(e.card) + " from the discard pile.";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::Revealed: {
      const Program* p = program_of(e.card);
      return who + " completed their program" + (p ? " (" + describe_program(*p) + ")" : "") + " with " +
             plural(e.value, "combination") + ": " + std::to_string(e.value2) + " of " +
             std::to_string(kProgramsToWin) + ".";
    }
    case EventKind::LaidDown: return who + " laid down " + plural(e.value, "book") + ".";
    case EventKind::AddedOn:
      return who + " added the " + card_name(e.card) + " to " + whose(e.value, e.seat) + " combination.";
    case EventKind::Restocked: return "The discards were shuffled into a new stock of " + plural(e.value, "card") + ".";
    case EventKind::RoundEnded:
      if (e.seat >= 0) return "Round " + std::to_string(e.value) + " ended: " + who + " played their last card.";
      return "Round " + std::to_string(e.value) + " ended.";
    case EventKind::RoundScored:
      return who + " completed " + plural(e.value, "program") + " this round (" + std::to_string(e.value2) + " of " +
             std::to_string(kProgramsToWin) + ").";
    case EventKind::GameOver:
      if (e.value2 > 1)
        return "Game over: " + std::to_string(e.value2) + " players share the win with " + plural(e.value, "program") +
               ".";
      return "Game over: " + who + " wins with " + plural(e.value, "completed program") + ".";
  }
  return "";
}

const Program* program_of(Card card) {
  const auto i = program_index(card);
  const auto& deck = program_deck();
  if (!i || *i >= static_cast<int>(deck.size())) return nullptr;
  return &deck[static_cast<size_t>(*i)];
}

Card JokRUmmyView::program_card() const {
  if (zones.size() <= kProgramZone) return Card::none();
  const auto& mine = zones[kProgramZone].cards[static_cast<size_t>(seat_)];
  return mine.empty() ? Card::none() : mine.front();
}

int JokRUmmyView::completed_count(int seat) const {
  if (zones.size() <= kCompletedZone) return 0;
  return zones[kCompletedZone].sizes[static_cast<size_t>(seat)];
}

TurnInfo JokRUmmyView::turn_info() const {
  return TurnInfo{.phase = phase,
                  .to_act = to_act(),
                  .completed = completed[static_cast<size_t>(seat_)],
                  .may_take_discard = discard_count > 0 && hand.size() != 1,
                  .program = program_card()};
}

void JokRUmmyView::legal_actions(std::vector<Action>& out) const { legal_actions_for(turn_info(), hand, table, out); }

// The round as it ended: each seat's cards, who completed, the table, the pile.
void JokRUmmyView::show_ended_round(const RoundResult& r) {
  round = r.round;
  completed = r.completed;
  table = r.melds;
}

json JokRUmmyView::to_json() const {
  json j = card_game_json("jok_r_ummy");
  j.update(json{{"round", round},
                {"dealer", dealer},
                {"first_deal", cards_json(first_deal)},
                {"hand", cards_json(hand)},
                {"hand_sizes", hand_sizes},
                {"completed", completed},
                {"rounds_without", rounds_without},
                {"swap_option", swap_option},
                {"turn", turn},
                {"table", melds_per_seat_json(table)}});
  return j;
}

Result<JokRUmmyView> JokRUmmyView::from_json(const json& j) {
  return read_view(j, kDeck, "jok_r_ummy", kMaxPlayers, kMaxRounds, [&](ViewReader& r, JokRUmmyView& v) {
    const size_t seats = v.seat_count(), cards = kDeckCards;
    v.round = r.num(j, "round", 1, kMaxRounds);
    v.dealer = r.num(j, "dealer", 0, v.last_seat());
    v.first_deal = r.cards(j, "first_deal", cards);
    v.hand = r.cards(j, "hand", kMaxProgramCards);
    v.hand_sizes = r.nums(j, "hand_sizes", seats, 0, kMaxProgramCards);
    v.completed = r.flags(j, "completed", seats);
    v.rounds_without = r.nums(j, "rounds_without", seats, 0, kMaxRounds);
    v.swap_option = r.flag(j, "swap_option");
    v.turn = r.num(j, "turn", 0, kMaxTurnsPerRound);
    v.table = read_table(r, j, v.players);
    for (Card c : v.hand) r.check(!is_objective(c), "A program card cannot be in a hand.");
    for (const auto& seat : v.zones)
      for (const auto& cs : seat.cards)
        for (Card c : cs) r.check(program_of(c) != nullptr, "A program zone holds a card that is not a program.");
  });
}

// A round's result in the view's JSON but for its pile, and read back (CardGameView: found by
// argument-dependent lookup, so they need no declaration elsewhere).
json round_result_json(const RoundResult& r) {
  return json{{"round", r.round},
              {"ended_by", r.ended_by},
              {"why", round_end_name(r.why)},
              {"completed", r.completed},
              {"melds", melds_per_seat_json(r.melds)}};
}

RoundResult read_round_result(ViewReader& r, const json& last, const JokRUmmyView& v) {
  RoundResult o;
  o.round = r.num(last, "round", 1, kMaxRounds);
  o.ended_by = r.num(last, "ended_by", -1, v.last_seat());
  o.why = r.name<RoundEnd>(last, "why", round_end_name);
  o.completed = r.flags(last, "completed", v.seat_count());
  o.melds = r.melds_per_seat(last, "melds", v.players);
  o.pile = read_end_pile(r, last, kDeckCards);
  return o;
}

}  // namespace parlor::jok_r_ummy
