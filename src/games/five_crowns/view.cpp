#include "games/five_crowns/view.h"

#include <algorithm>
#include <array>

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

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::Draw: return "draw";
    case Phase::Discard: return "discard";
    case Phase::GameOver: return "game_over";
  }
  return "?";
}

const char* event_kind_name(EventKind k) {
  switch (k) {
    case EventKind::HandStarted: return "hand_started";
    case EventKind::DrewStock: return "drew_stock";
    case EventKind::TookDiscard: return "took_discard";
    case EventKind::Discarded: return "discarded";
    case EventKind::WentOut: return "went_out";
    case EventKind::LaidDown: return "laid_down";
    case EventKind::Reshuffled: return "reshuffled";
    case EventKind::HandScored: return "hand_scored";
    case EventKind::GameOver: return "game_over";
  }
  return "?";
}

std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

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
    case EventKind::GameOver:
      if (e.value2 > 1)
        return "Game over: " + std::to_string(e.value2) + " players share the win with " + plural(e.value, "point") +
               ".";
      return "Game over: " + who + " wins with " + plural(e.value, "point") + ".";
  }
  return "";
}

void legal_actions_for(const TurnInfo& t, std::span<const Card> hand, std::vector<Action>& out) {
  out.clear();
  if (!t.to_act || t.phase == Phase::GameOver) return;
  if (t.phase == Phase::Draw) {
    if (t.can_draw_stock) out.emplace_back(ActionKind::DrawStock);
    if (t.discard_available) out.emplace_back(ActionKind::TakeDiscard);
    return;
  }
  if (t.final_turn) {
    // One lay-down per discard, each with the arrangement leaving the fewest points.
    add_lay_down_actions(hand, t.wild_rank, out);
    return;
  }
  if (can_go_out(hand, t.wild_rank)) add_go_out_actions(hand, t.wild_rank, out);
  const Faces faces = distinct_faces(hand);
  for (Card d : faces) out.emplace_back(ActionKind::Discard).card = d;  // built in place: this is the hot path
}

TurnInfo FiveCrownsView::turn() const {
  TurnInfo t;
  t.phase = phase;
  t.to_act = to_act();
  t.final_turn = went_out >= 0;
  t.wild_rank = wild_rank;
  t.can_draw_stock = stock_count > 0 || discard_count >= 2;
  t.discard_available = discard_count > 0;
  return t;
}

void FiveCrownsView::legal_actions(std::vector<Action>& out) const { legal_actions_for(turn(), hand, out); }

json FiveCrownsView::to_json() const {
  json j;
  j["game"] = "five_crowns";
  j["seat"] = seat_;
  j["players"] = players;
  j["hand_number"] = hand_number;
  j["hands_total"] = kHands;
  j["cards_dealt"] = wild_rank;
  j["wild_rank"] = rank_text(wild_rank, false);
  j["dealer"] = dealer;
  j["current"] = current;
  j["phase"] = phase_name(phase);
  j["to_act"] = to_act();
  j["final_turn"] = final_turn;
  j["hand"] = cards_json(hand);
  j["hand_sizes"] = hand_sizes;
  j["stock_count"] = stock_count;
  j["discard_count"] = discard_count;
  j["discard_top"] = discard_top.is_none() ? json(nullptr) : json(to_text(discard_top));
  j["went_out"] = went_out >= 0 ? json(went_out) : json(nullptr);
  j["final_turn_done"] = final_turn_done;
  json laid_j = json::array();
  for (const auto& melds : laid) laid_j.push_back(melds_json(melds));
  j["laid"] = std::move(laid_j);
  j["scores"] =
      json{{"rounds", scores.rounds}, {"totals", scores.totals}, {"winners", scores.winners}, {"low_wins", true}};
  json ev = json::array();
  int index = event_count - static_cast<int>(events.size());
  for (const auto& e : events) {
    json x{{"i", index++}, {"type", event_kind_name(e.kind)}, {"text", describe_event(e)}};
    if (e.seat >= 0) x["seat"] = e.seat;
    if (!e.card.is_none()) x["card"] = to_text(e.card);
    ev.push_back(std::move(x));
  }
  j["events"] = std::move(ev);
  j["event_count"] = event_count;
  if (last_hand) {
    json lh;
    lh["hand_number"] = last_hand->hand_number;
    lh["went_out"] = last_hand->went_out;
    json melds = json::array(), left = json::array();
    for (const auto& m : last_hand->melds) melds.push_back(melds_json(m));
    for (const auto& l : last_hand->left) left.push_back(cards_json(l));
    lh["melds"] = std::move(melds);
    lh["left"] = std::move(left);
    lh["points"] = last_hand->points;
    j["last_hand"] = std::move(lh);
  } else {
    j["last_hand"] = nullptr;
  }
  j["legal_actions"] = legal_actions_json();
  return j;
}

}  // namespace parlor::five_crowns
