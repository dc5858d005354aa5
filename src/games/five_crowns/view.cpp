#include "games/five_crowns/view.h"

#include <algorithm>
#include <array>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

namespace parlor::five_crowns {
namespace {

// Sorted distinct faces, on the stack: this runs at every move of every game.
struct Faces {
  std::array<Card, 64> v;
  int n = 0;
  const Card* begin() const { return v.data(); }
  const Card* end() const { return v.data() + n; }
};

Faces distinct_faces(std::span<const Card> hand) {
  Faces f;
  for (Card c : hand) {
    Card face = c.face();
    int i = 0;
    while (i < f.n && f.v[static_cast<size_t>(i)] < face) ++i;
    if (i < f.n && f.v[static_cast<size_t>(i)] == face) continue;
    if (f.n == static_cast<int>(f.v.size())) break;
    for (int j = f.n; j > i; --j) f.v[static_cast<size_t>(j)] = f.v[static_cast<size_t>(j - 1)];
    f.v[static_cast<size_t>(i)] = face;
    ++f.n;
  }
  return f;
}

}  // namespace

const char* phase_name(Phase p) { return enum_name(p, {"draw", "discard", "game_over"}); }

const char* event_kind_name(EventKind k) {
  return enum_name(k, {"hand_started", "drew_stock", "took_discard", "discarded", "went_out", "laid_down", "reshuffled",
                       "hand_scored", "game_over"});
}

std::string describe_event(const Event& e) {
  std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::HandStarted: {
      int n = cards_dealt(e.value - 1);
      return "Hand " + std::to_string(e.value) + " of 11: " + who + " deals " + std::to_string(n) + " cards; " +
             rank_name(n, false) + "s are wild.";
    }
    case EventKind::DrewStock: return who + " drew from the stock.";
    case EventKind::TookDiscard: return who + " took the " + card_name(e.card) + " from the discard pile.";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::WentOut: return who + " went out, laying down " + plural(e.value, "meld") + "!";
    case EventKind::LaidDown:
      if (e.value == 0) return who + " had nothing to lay down.";
      return who + " laid down " + plural(e.value, "meld") + ".";
    case EventKind::Reshuffled:
      return "The discards were shuffled into a new stock of " + plural(e.value, "card") + ".";
    case EventKind::HandScored:
      return who + " scored " + plural(e.value, "point") + " this hand (total " + std::to_string(e.value2) + ").";
    case EventKind::GameOver: return game_over_text(e.seat, e.value, e.value2);
  }
  return "";
}

void legal_actions_for(const TurnInfo& t, std::span<const Card> hand, std::vector<Action>& out) {
  out.clear();
  if (!t.to_act || t.phase == Phase::GameOver) return;
  if (t.phase == Phase::Draw) return offer_takes(out, t.can_draw_stock, t.discard_available);
  if (t.final_turn) {
    // One lay-down per discard, each with the arrangement leaving the fewest points.
    add_lay_down_actions(hand, t.wild_rank, out);
    return;
  }
  if (can_go_out(hand, t.wild_rank)) add_go_out_actions(hand, t.wild_rank, out);
  const Faces faces = distinct_faces(hand);
  for (Card d : faces) out.emplace_back(ActionKind::Discard).card = d;  // built in place: this is the hot path
}

void FiveCrownsView::legal_actions(std::vector<Action>& out) const {
  const TurnInfo turn{.phase = phase,
                      .to_act = to_act(),
                      .final_turn = went_out >= 0,
                      .wild_rank = wild_rank,
                      .can_draw_stock = stock_count > 0 || discard_count >= 2,
                      .discard_available = discard_count > 0};
  legal_actions_for(turn, hand, out);
}

// The hand as it ended: its number and wilds, each seat's cards, what they laid, the pile.
void FiveCrownsView::show_ended_round(const HandResult& h) {
  hand_number = h.hand_number;
  wild_rank = wild_rank_of_hand(h.hand_number - 1);
  went_out = h.went_out;
  final_turn = false;
  laid = h.melds;
}

json FiveCrownsView::to_json() const {
  json j = card_game_json("five_crowns");
  j.update(json{{"hand_number", hand_number},
                {"hands_total", kHands},
                {"cards_dealt", wild_rank},
                {"wild_rank", rank_text(wild_rank, false)},
                {"dealer", dealer},
                {"final_turn", final_turn},
                {"hand", cards_json(hand)},
                {"hand_sizes", hand_sizes},
                {"went_out", went_out >= 0 ? json(went_out) : json(nullptr)},
                {"final_turn_done", final_turn_done},
                {"laid", melds_per_seat_json(laid)}});
  return j;
}

Result<FiveCrownsView> FiveCrownsView::from_json(const json& j) {
  return read_view(j, DeckKind::FiveCrowns, "five_crowns", kMaxPlayers, kHands, [&](ViewReader& r, FiveCrownsView& v) {
    v.hand_number = r.num(j, "hand_number", 1, kHands);
    v.wild_rank = wild_rank_of_hand(v.hand_number - 1);
    v.dealer = r.num(j, "dealer", 0, v.last_seat());
    v.final_turn = r.flag(j, "final_turn");
    // A hand holds the cards dealt, and one more between drawing and discarding.
    const int most = cards_dealt(v.hand_number - 1) + 1;
    v.hand = r.cards(j, "hand", static_cast<size_t>(most));
    v.hand_sizes = r.nums(j, "hand_sizes", v.seat_count(), 0, most);
    v.went_out = r.seat_or_none(j, "went_out", v.last_seat());
    v.final_turn_done = r.flags(j, "final_turn_done", v.seat_count());
    v.laid = r.melds_per_seat(j, "laid", v.players);
  });
}

// A round's result in the view's JSON but for its pile, and read back (CardGameView: found by
// argument-dependent lookup, so they need no declaration elsewhere).
json round_result_json(const HandResult& h) {
  return json{{"hand_number", h.hand_number},
              {"went_out", h.went_out},
              {"melds", melds_per_seat_json(h.melds)},
              {"points", h.points}};
}

HandResult read_round_result(ViewReader& r, const json& last, const FiveCrownsView& v) {
  HandResult h;
  h.hand_number = r.num(last, "hand_number", 1, kHands);
  h.went_out = r.num(last, "went_out", -1, v.last_seat());
  h.melds = r.melds_per_seat(last, "melds", v.players);
  h.points = r.nums(last, "points", v.seat_count(), 0, kViewMaxPoints);
  h.pile = read_end_pile(r, last, kViewMaxCount);
  return h;
}

}  // namespace parlor::five_crowns
