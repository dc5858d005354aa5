#include "games/rummy_o/view.h"

#include "engine/json_util.h"

namespace parlor::rummy_o {
namespace {

std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

json table_json(const Table& table) {
  json per_seat = json::array();
  for (const auto& melds : table) {
    json arr = json::array();
    for (const TableMeld& m : melds) {
      json cards = json::array();
      for (const auto& p : m.meld.cards) cards.push_back(placed_to_text(PlacedCard{p.card.face(), p.as}));
      arr.push_back(
          json{{"kind", meld_kind_name(m.meld.kind)}, {"cards", std::move(cards)}, {"placed_by", m.placed_by}});
    }
    per_seat.push_back(std::move(arr));
  }
  return per_seat;
}

}  // namespace

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::FirstDiscard: return "first_discard";
    case Phase::Draw: return "draw";
    case Phase::Play: return "play";
    case Phase::GameOver: return "game_over";
  }
  return "?";
}

const char* event_kind_name(EventKind k) {
  switch (k) {
    case EventKind::RoundStarted: return "round_started";
    case EventKind::DrewStock: return "drew_stock";
    case EventKind::TookDiscard: return "took_discard";
    case EventKind::Discarded: return "discarded";
    case EventKind::WentOnBoard: return "went_on_board";
    case EventKind::LaidDown: return "laid_down";
    case EventKind::AddedOn: return "added_on";
    case EventKind::ClaimedJoker: return "claimed_joker";
    case EventKind::WentOut: return "went_out";
    case EventKind::Rebuilt: return "rebuilt";
    case EventKind::RoundScored: return "round_scored";
    case EventKind::RoundEnded: return "round_ended";
    case EventKind::GameOver: return "game_over";
  }
  return "?";
}

std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

std::string describe_event(const Event& e) {
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::RoundStarted:
      return "Round " + std::to_string(e.value) + " of " + std::to_string(kRounds) + ": " + who + " plays first.";
    case EventKind::DrewStock: return who + " drew from the stock.";
    case EventKind::TookDiscard: return who + " took the " + card_name(e.card) + " from the discard pile.";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::WentOnBoard: return who + " went on board with " + plural(e.value, "point") + ".";
    case EventKind::LaidDown: return who + " laid down " + plural(e.value, "meld") + ".";
    case EventKind::AddedOn:
      return who + " added the " + card_name(e.card) + " to " +
             (e.value == e.seat ? "their own" : seat_name(e.value) + "'s") + " meld.";
    case EventKind::ClaimedJoker:
      return who + " gave the " + card_name(e.card) + " for the joker in " +
             (e.value == e.seat ? "their own" : seat_name(e.value) + "'s") + " meld.";
    case EventKind::WentOut:
      return who + " went out: " + way_out_title(static_cast<WayOut>(e.value)) + ", a bonus of " +
             plural(e.value2, "point") + "!";
    case EventKind::Rebuilt: return "The discards were shuffled into a new stock of " + plural(e.value, "tile") + ".";
    case EventKind::RoundScored:
      return who + " scored " + plural(e.value, "point") + " this round (total " + std::to_string(e.value2) + ").";
    case EventKind::RoundEnded: return "Round " + std::to_string(e.value) + " ended with nobody out.";
    case EventKind::GameOver:
      if (e.value2 > 1)
        return "Game over: " + std::to_string(e.value2) + " players share the win with " + plural(e.value, "point") +
               ".";
      return "Game over: " + who + " wins with " + plural(e.value, "point") + ".";
  }
  return "";
}

FlatTable flatten(const Table& table) {
  FlatTable f;
  for (size_t s = 0; s < table.size(); ++s)
    for (size_t i = 0; i < table[s].size(); ++i) {
      f.melds.push_back(table[s][i].meld);
      f.where.emplace_back(static_cast<int>(s), static_cast<int>(i));
    }
  return f;
}

TurnInfo RummyOView::turn_info() const {
  TurnInfo t;
  t.phase = phase;
  t.seat = seat_;
  t.to_act = to_act();
  t.on_board = on_board[static_cast<size_t>(seat_)];
  t.may_add_on = t.on_board && !opened_this_turn;
  t.discard_available = discard_count > 0;
  return t;
}

void RummyOView::legal_actions(std::vector<Action>& out) const { legal_actions_for(turn_info(), rack, table, out); }

json RummyOView::to_json() const {
  json j;
  j["game"] = "rummy_o";
  j["seat"] = seat_;
  j["players"] = players;
  j["round"] = round;
  j["rounds_total"] = kRounds;
  j["first"] = first;
  j["current"] = current;
  j["phase"] = phase_name(phase);
  j["to_act"] = to_act();
  j["rack"] = cards_json(rack);
  j["rack_sizes"] = rack_sizes;
  j["on_board"] = on_board;
  j["opened_this_turn"] = opened_this_turn;
  j["stock_count"] = stock_count;
  j["discard_count"] = discard_count;
  j["discard_top"] = discard_top.is_none() ? json(nullptr) : json(to_text(discard_top));
  j["rebuilds"] = rebuilds;
  j["turn"] = turn;
  j["table"] = table_json(table);
  j["scores"] =
      json{{"rounds", scores.rounds}, {"totals", scores.totals}, {"winners", scores.winners}, {"low_wins", false}};
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
  if (last_round) {
    const RoundResult& r = *last_round;
    json left = json::array();
    for (const auto& l : r.left) left.push_back(cards_json(l));
    j["last_round"] = json{{"round", r.round},           {"went_out", r.went_out},
                           {"way", way_out_name(r.way)}, {"way_title", way_out_title(r.way)},
                           {"bonus", r.bonus},           {"points", r.points},
                           {"placed", r.placed},         {"on_board", r.on_board},
                           {"left", std::move(left)}};
  } else {
    j["last_round"] = nullptr;
  }
  std::vector<Action> acts;
  legal_actions(acts);
  json legal = json::array();
  for (const auto& a : acts) legal.push_back(action_to_json(a));
  j["legal_actions"] = std::move(legal);
  return j;
}

}  // namespace parlor::rummy_o
