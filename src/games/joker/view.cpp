#include "games/joker/view.h"

#include "engine/json_util.h"

namespace parlor::joker {
namespace {

std::string holes(int n) { return std::to_string(n) + (n == 1 ? " hole" : " holes"); }

int length(const Shift& s) { return s.backward ? 8 : static_cast<int>(shift_path(s).size()); }

std::string whose_marble(int seat, int marble) {
  return colour_of(marble) == seat ? "a marble" : seat_name(colour_of(marble)) + "'s marble";
}

json event_json(std::span<const Event> events, size_t i, int index) {
  const Event& e = events[i];
  json x{{"i", index}, {"type", event_kind_name(e.kind)}, {"text", describe_event(events, i)}};
  if (e.seat >= 0) x["seat"] = e.seat;
  if (!e.card.is_none()) x["card"] = to_text(e.card);
  if (e.kind == EventKind::Shifted) {
    x["marble"] = e.shift.marble;
    x["from"] = e.shift.from;
    x["to"] = e.shift.to;
    x["played"] = e.shift.played;
  }
  return x;
}

}  // namespace

const char* phase_name(Phase p) { return p == Phase::Play ? "play" : "game_over"; }

const char* event_kind_name(EventKind k) {
  switch (k) {
    case EventKind::Dealt: return "dealt";
    case EventKind::Drew: return "drew";
    case EventKind::Played: return "played";
    case EventKind::Shifted: return "shifted";
    case EventKind::Discarded: return "discarded";
    case EventKind::Reshuffled: return "reshuffled";
    case EventKind::GameOver: return "game_over";
  }
  return "?";
}

std::string seat_name(int seat) { return "Player " + std::to_string(seat + 1); }

std::string colour_name(int colour) {
  static const char* const kNames[kSeats] = {"red", "blue", "orange", "green"};
  return colour >= 0 && colour < kSeats ? kNames[colour] : "?";
}

std::string describe_play(int seat, Card card, std::span<const Shift> shifts) {
  std::string t = seat_name(seat) + " plays the " + card_name(card);
  std::vector<const Shift*> played;
  for (const Shift& s : shifts)
    if (s.played) played.push_back(&s);
  if (played.size() == 2) {
    const Shift& a = *played[0];
    const Shift& b = *played[1];
    t += ": " + holes(length(a)) + " with " + whose_marble(seat, a.marble) + ", " + std::to_string(length(b)) +
         " with " + (colour_of(b.marble) == seat ? std::string("another") : whose_marble(seat, b.marble));
  } else if (played.size() == 1) {
    const Shift& p = *played[0];
    const std::string which = whose_marble(seat, p.marble);
    if (is_start(p.from) && !p.jump) {
      t += " and brings " + which + " out";
    } else if (p.jump) {
      int taken = -1;
      for (const Shift& s : shifts)
        if (!s.played && s.from == p.to) taken = s.marble;
      t += " and puts " + which + " in the place of " +
           (taken >= 0 ? seat_name(colour_of(taken)) + "'s marble" : "a marble");
    } else if (p.backward) {
      t += " and moves " + which + " 8 holes back";
    } else {
      t += " and moves " + which + " " + holes(length(p)) +
           (is_home(p.to) ? (is_home(p.from) ? " on in home" : " into home") : "");
    }
  }
  for (const Shift& s : shifts) {
    if (s.played) continue;
    t += "; " + seat_name(colour_of(s.marble)) + "'s marble goes " +
         (is_start(s.to) ? std::string("back to the start") : std::string("to its home entrance"));
  }
  return t + ".";
}

std::string describe_event(std::span<const Event> events, size_t i) {
  const Event& e = events[i];
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::Dealt: return who + " deals five cards to each player.";
    case EventKind::Drew: return who + " draws a card.";
    case EventKind::Played: {
      std::vector<Shift> shifts;
      for (size_t j = i + 1; j < events.size() && events[j].kind == EventKind::Shifted; ++j)
        shifts.push_back(events[j].shift);
      return describe_play(e.seat, e.card, shifts);
    }
    case EventKind::Shifted:
      if (e.shift.played) return seat_name(colour_of(e.shift.marble)) + "'s marble moves.";
      return seat_name(colour_of(e.shift.marble)) + "'s marble goes " +
             (is_start(e.shift.to) ? "back to the start." : "to its home entrance.");
    case EventKind::Discarded: return who + " cannot move a marble and discards the " + card_name(e.card) + ".";
    case EventKind::Reshuffled:
      return "The discards are shuffled into a new stock of " + std::to_string(e.value) + " cards.";
    case EventKind::GameOver:
      return "Game over: " + seat_name(e.value) + " and " + seat_name(partner_of(e.value)) +
             " win with all ten marbles home.";
  }
  return "";
}

void JokerView::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (!to_act()) return;
  legal_actions_for(board, seat_, hand, out);
}

json JokerView::to_json() const {
  json j;
  j["game"] = "joker";
  j["seat"] = seat_;
  j["players"] = kSeats;
  j["team"] = team_of(seat_);
  j["partner"] = partner_of(seat_);
  j["dealer"] = dealer;
  j["current"] = current;
  j["phase"] = phase_name(phase);
  j["to_act"] = to_act();
  j["moves_colour"] = board.mover_colour(seat_);
  j["hand"] = cards_json(hand);
  j["hand_sizes"] = hand_sizes;
  j["stock_count"] = stock_count;
  j["discard_count"] = discard_count;
  j["discard_top"] = discard_top.is_none() ? json(nullptr) : json(to_text(discard_top));
  json marbles = json::array(), home = json::array(), colours = json::array();
  for (int s = 0; s < kSeats; ++s) {
    json row = json::array();
    for (int i = 0; i < kMarbles; ++i) row.push_back(board.pos(s * kMarbles + i));
    marbles.push_back(std::move(row));
    home.push_back(board.home_count(s));
    colours.push_back(colour_name(s));
  }
  j["marbles"] = std::move(marbles);
  j["home_counts"] = std::move(home);
  j["colours"] = std::move(colours);
  json come_out = json::array(), entrance = json::array();
  for (int s = 0; s < kSeats; ++s) {
    come_out.push_back(come_out_hole(s));
    entrance.push_back(entrance_hole(s));
  }
  j["board"] = json{{"track", kTrack},
                    {"side", kSide},
                    {"home_base", kHomeBase},
                    {"start_base", kStartBase},
                    {"come_out", std::move(come_out)},
                    {"entrance", std::move(entrance)}};
  j["scores"] = json{{"rounds", scores.rounds},
                     {"totals", scores.totals},
                     {"team_totals", scores.team_totals},
                     {"winners", scores.winners},
                     {"low_wins", false}};
  j["winner_team"] = winner_team >= 0 ? json(winner_team) : json(nullptr);
  json ev = json::array();
  const int first = event_count - static_cast<int>(events.size());
  for (size_t i = 0; i < events.size(); ++i) ev.push_back(event_json(events, i, first + static_cast<int>(i)));
  j["events"] = std::move(ev);
  j["event_count"] = event_count;
  j["legal_actions"] = legal_actions_json();
  return j;
}

}  // namespace parlor::joker
