#include "games/joker/view.h"

#include <algorithm>
#include <array>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/sentence.h"

namespace parlor::joker {
namespace {

std::string holes(int n) { return std::to_string(n) + (n == 1 ? " hole" : " holes"); }

int length(const Geometry& g, const Shift& s) { return s.backward ? 8 : static_cast<int>(shift_path(g, s).size()); }

std::string whose_marble(int seat, int marble) {
  return colour_of(marble) == seat ? "a marble" : seat_name(colour_of(marble)) + "'s marble";
}

}  // namespace

const char* phase_name(Phase p) { return enum_name(p, {"play", "game_over"}); }

const char* event_kind_name(EventKind k) {
  return enum_name(k, {"dealt", "drew", "played", "shifted", "discarded", "reshuffled", "game_over"});
}

std::string colour_name(const Geometry& board, int colour) {
  static const char* const kFour[] = {"red", "blue", "orange", "green"};
  static const char* const kSix[] = {"red", "blue", "green", "orange", "purple", "yellow"};
  if (colour < 0 || colour >= board.seats()) return "?";
  return board.seats() == 6 ? kSix[colour] : kFour[colour];
}

std::string colour_name(int colour) { return colour_name(kFourSeats, colour); }

std::string describe_play(const Geometry& g, int seat, Card card, std::span<const Shift> shifts) {
  std::string t = seat_name(seat) + " plays the " + card_name(card);
  std::vector<const Shift*> played;
  for (const Shift& s : shifts)
    if (s.played) played.push_back(&s);
  if (played.size() == 2) {
    const Shift& a = *played[0];
    const Shift& b = *played[1];
    t += ": " + holes(length(g, a)) + " with " + whose_marble(seat, a.marble) + ", " + std::to_string(length(g, b)) +
         " with " + (colour_of(b.marble) == seat ? std::string("another") : whose_marble(seat, b.marble));
  } else if (played.size() == 1) {
    const Shift& p = *played[0];
    const std::string which = whose_marble(seat, p.marble);
    if (g.is_start(p.from) && !p.jump) {
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
      t += " and moves " + which + " " + holes(length(g, p)) +
           (g.is_home(p.to) ? (g.is_home(p.from) ? " on in home" : " into home") : "");
    }
  }
  for (const Shift& s : shifts) {
    if (s.played) continue;
    t += "; " + seat_name(colour_of(s.marble)) + "'s marble goes " +
         (g.is_start(s.to) ? std::string("back to the start") : std::string("to its home entrance"));
  }
  return t + ".";
}

std::string describe_play_short(const Geometry& g, int seat, Card card, std::span<const Shift> shifts) {
  const Shift* jump = nullptr;
  std::vector<const Shift*> sent;
  for (const Shift& s : shifts) {
    if (s.played && s.jump) jump = &s;
    if (!s.played) sent.push_back(&s);
  }
  if (sent.empty()) return {};
  const std::string who = seat_name(seat), played = card_name(card), other = seat_name(colour_of(sent[0]->marble));
  if (jump != nullptr)
    return say("{who} plays the {card} and takes the place of {other}'s marble.",
               {{"who", who}, {"card", played}, {"other", other}});
  // Marbles sent anywhere but their start are said whole.
  if (!std::all_of(sent.begin(), sent.end(), [&](const Shift* s) { return g.is_start(s->to); })) return {};
  if (sent.size() > 1)
    return say("{who} plays the {card} and sends {count} marbles back.",
               {{"who", who}, {"card", played}, {"count", std::to_string(sent.size())}});
  return say("{who} plays the {card} and sends {other}'s marble back.",
             {{"who", who}, {"card", played}, {"other", other}});
}

std::string describe_event(const Geometry& g, std::span<const Event> events, size_t i) {
  const Event& e = events[i];
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::Dealt: return who + " deals five cards to each player.";
    case EventKind::Drew: return who + " draws a card.";
    case EventKind::Played: {
      std::vector<Shift> shifts;
      for (size_t j = i + 1; j < events.size() && events[j].kind == EventKind::Shifted; ++j)
        shifts.push_back(events[j].shift);
      return describe_play(g, e.seat, e.card, shifts);
    }
    case EventKind::Shifted:
      if (e.shift.played) return seat_name(colour_of(e.shift.marble)) + "'s marble moves.";
      return seat_name(colour_of(e.shift.marble)) + "'s marble goes " +
             (g.is_start(e.shift.to) ? "back to the start." : "to its home entrance.");
    case EventKind::Discarded: return who + " cannot move a marble and discards the " + card_name(e.card) + ".";
    case EventKind::Reshuffled:
      return "The discards are shuffled into a new stock of " + std::to_string(e.value) + " cards.";
    case EventKind::GameOver: {
      // seat -1: the turn cap ended the race.
      const std::string capped = "Game over after " + std::to_string(g.max_turns()) + " turns: ";
      if (e.seat < 0 && e.value < 0)
        return capped + (g.teams() == 2 ? "the teams are" : "the leading teams are") + " level and share the win.";
      const std::string team = seat_name(e.value) + " and " + seat_name(g.partner_of(e.value));
      if (e.seat < 0) return capped + team + " win with " + (g.teams() == 2 ? "more" : "the most") + " marbles home.";
      return "Game over: " + team + " win with all ten marbles home.";
    }
  }
  return "";
}

void JokerView::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (!to_act()) return;
  legal_actions_for(board, seat_, hand, out);
}

void JokerView::add_event_json(const Event& e, json& x) const {
  if (e.value != 0) x["value"] = e.value;
  if (e.kind != EventKind::Shifted) return;
  x["marble"] = e.shift.marble;
  x["from"] = e.shift.from;
  x["to"] = e.shift.to;
  x["played"] = e.shift.played;
  x["backward"] = e.shift.backward;
  x["jump"] = e.shift.jump;
}

void JokerView::read_event_json(ViewReader& r, const json& x, Event& e) const {
  e.value = static_cast<int16_t>(find_member(x, "value") ? r.num(x, "value", -1, INT16_MAX) : 0);
  if (e.kind != EventKind::Shifted) return;
  // The events are read before the board, so the shape comes from the seat count.
  const Geometry g(players);
  const int last_hole = g.start_base() + g.seats() - 1;
  e.shift.marble = static_cast<int8_t>(r.num(x, "marble", 0, g.marbles() - 1));
  e.shift.from = static_cast<uint8_t>(r.num(x, "from", 0, last_hole));
  e.shift.to = static_cast<uint8_t>(r.num(x, "to", 0, last_hole));
  r.check(g.is_hole(e.shift.from) && g.is_hole(e.shift.to),
          "A marble moved from or to a hole the board does not have.");
  e.shift.played = r.flag(x, "played");
  e.shift.backward = r.flag(x, "backward");
  e.shift.jump = r.flag(x, "jump");
}

json JokerView::to_json() const {
  json marbles = json::array(), home = json::array(), colours = json::array();
  json come_out = json::array(), entrance = json::array();
  for (int s = 0; s < board.seats(); ++s) {
    json row = json::array();
    for (int i = 0; i < kMarbles; ++i) row.push_back(board.pos(s * kMarbles + i));
    marbles.push_back(std::move(row));
    home.push_back(board.home_count(s));
    colours.push_back(colour_name(board, s));
    come_out.push_back(board.come_out_hole(s));
    entrance.push_back(board.entrance_hole(s));
  }
  json j = card_game_json("joker");
  j.update(json{{"team", board.team_of(seat_)},
                {"partner", board.partner_of(seat_)},
                {"dealer", dealer},
                {"moves_colour", board.mover_colour(seat_)},
                {"hand", cards_json(hand)},
                {"hand_sizes", hand_sizes},
                {"marbles", std::move(marbles)},
                {"home_counts", std::move(home)},
                {"colours", std::move(colours)},
                {"board", json{{"seats", board.seats()},
                               {"track", board.track()},
                               {"side", kSide},
                               {"home_base", board.home_base()},
                               {"start_base", board.start_base()},
                               {"come_out", std::move(come_out)},
                               {"entrance", std::move(entrance)}}},
                {"winner_team", winner_team >= 0 ? json(winner_team) : json(nullptr)}});
  if (!hands_shown.empty()) j["hands_shown"] = cards_per_seat_json(hands_shown);
  return j;
}

namespace {

// Every marble in a hole of the board, no two in one track or home hole, none in another
// colour's start or home.
Board read_board(ViewReader& r, const json& j, int seats) {
  Board board(seats);
  const int last_hole = board.start_base() + seats - 1;
  std::array<bool, kMaxSeats*(kSide + kHomeHoles)> taken{};
  int colour = 0;
  for (const json& row : r.list(j, "marbles", static_cast<size_t>(seats), true)) {
    const std::vector<int> holes = r.nums(row, 0, last_hole);
    r.check(holes.size() == kMarbles, "Each colour has five marbles.");
    for (size_t i = 0; i < holes.size() && r.ok(); ++i) {
      const int h = holes[i];
      const bool own =
          board.is_track(h) || (board.is_home(h) && board.home_owner(h) == colour) || h == board.start_hole(colour);
      r.check(own && (board.is_start(h) || !taken[static_cast<size_t>(h)]), "A marble is where it cannot be.");
      if (!r.ok()) break;
      if (!board.is_start(h)) taken[static_cast<size_t>(h)] = true;
      board.place(colour * kMarbles + static_cast<int>(i), h);
    }
    ++colour;
  }
  return board;
}

}  // namespace

Result<JokerView> JokerView::from_json(const json& j) {
  return read_view(j, DeckKind::Double52, "joker", kMaxSeats, 1, [&](ViewReader& r, JokerView& v) {
    r.check(v.players == 4 || v.players == 6, "Joker is for four or six players.");
    if (!r.ok()) return;
    v.dealer = r.num(j, "dealer", 0, v.last_seat());
    // Five cards, and the one drawn at the start of the seat's turn.
    v.hand = r.cards(j, "hand", kHandSize + 1);
    v.hand_sizes = r.nums(j, "hand_sizes", v.seat_count(), 0, kHandSize + 1);
    v.board = read_board(r, j, v.players);
    v.winner_team = r.seat_or_none(j, "winner_team", v.board.teams() - 1);
    if (j.contains("hands_shown")) {
      v.hands_shown = r.cards_per_seat(j, "hands_shown", v.players);
      for (const auto& h : v.hands_shown)
        r.check(h.size() <= static_cast<size_t>(kHandSize + 1), "A hand shown has too many cards.");
    }
  });
}

}  // namespace parlor::joker
