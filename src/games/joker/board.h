// Joker, the marble race of the "Pegs and Jokers" family, as written in
// shared/rules/joker-marbles.txt with the project's rulings in shared/rules/DECISIONS.md and
// the README's Joker section (where the sheet is silent).
//
// Parameters:
//   option  | range  | default | meaning
//   players | 4 or 6 | 4       | 4: seats 0+2 against 1+3 (the sheet's 1+3 and 2+4);
//           |        |         | 6: three teams, 0+3, 1+4 and 2+5 (DECISIONS.md's option)
//   dealer  | 0..n-1 | 0       | the seat that deals; the seat after it plays first
// Partners always sit opposite: seat s plays with seat s + n/2.
//
// The board (DECISIONS.md): one side of 18 holes a seat, so 72 track holes for four and 108 for
// six, numbered clockwise from seat 0's corner. Seat s owns side s, every side built alike: its
// come-out hole is side hole 8, its home entrance side hole 3, and its five home holes branch
// off the entrance. Marbles move clockwise, so a marble that has just come out travels 67 holes
// (103 on the six-sided board) to its entrance, then into its home.
//
// Every place a marble can be has a one-byte id, used in Move actions and in the views
// (T = 18 n track holes; the four-seat ids are those of the first, four-only board):
//   0..T-1                  track holes
//   T..T+5n-1               home holes: T + seat * 5 + (k - 1) for home hole k = 1..5 (1 nearest the entrance)
//   100+s (four), 140+s (six)  seat s's start area (all of its marbles there share this id)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace parlor::joker {

inline constexpr int kMaxSeats = 6;
inline constexpr int kMarbles = 5;
inline constexpr int kSide = 18;
inline constexpr int kHomeHoles = 5;
inline constexpr int kComeOutOffset = 8;
inline constexpr int kEntranceOffset = 3;
inline constexpr int kHandSize = 5;
// Our ruling (the sheet never ends a race no team finishes): after max_turns() turns the race
// ends; the team with the most marbles home wins, the leading teams share the win when level. A
// turn is one move. Races end within a few hundred turns: with four, 486 at most over 200
// random-play games and 461 over 100 greedy ones; with six, 1,194 at most over 200 random-play
// games and 837 over 200 greedy ones (seeds 1-200). So 3000 (four) and 4500 (six: the same 750
// turns a seat) are never reached in real play. They bound a game: a saved game or a link with
// more moves than its table's cap is refused before anything is replayed (kFacts.max_moves, the
// larger, before the options are read).
inline constexpr int kMaxTurnsFour = 3000;
inline constexpr int kMaxTurnsSix = 4500;

// The board's shape for its number of seats (4 or 6): hole ids, sides, teams.
class Geometry {
 public:
  constexpr explicit Geometry(int seats = 4) : seats_(seats == 6 ? 6 : 4) {}

  constexpr int seats() const { return seats_; }
  constexpr int teams() const { return seats_ / 2; }
  constexpr int marbles() const { return seats_ * kMarbles; }
  constexpr int track() const { return seats_ * kSide; }
  constexpr int home_base() const { return track(); }
  // Past the home holes, at a round number (100 keeps the first board's ids).
  constexpr int start_base() const { return seats_ == 4 ? 100 : 140; }
  // Track and home holes: the ids a marble can stand in alone.
  constexpr int places() const { return home_base() + seats_ * kHomeHoles; }
  // From the come-out hole to the home entrance, clockwise.
  constexpr int lap() const { return track() - (kComeOutOffset - kEntranceOffset); }
  constexpr int max_turns() const { return seats_ == 4 ? kMaxTurnsFour : kMaxTurnsSix; }

  // Team t is seats t and t + n/2. (Seats in range take no division: the bots ask often.)
  constexpr int partner_of(int seat) const { return seated(seat) ? other_half(seat) : (seat + teams()) % seats_; }
  constexpr int team_of(int seat) const {
    return seated(seat) ? (seat < teams() ? seat : seat - teams()) : seat % teams();
  }
  constexpr bool same_team(int a, int b) const { return team_of(a) == team_of(b); }

  constexpr int come_out_hole(int seat) const { return seat * kSide + kComeOutOffset; }
  constexpr int entrance_hole(int seat) const { return seat * kSide + kEntranceOffset; }
  constexpr int home_hole(int seat, int k) const { return home_base() + seat * kHomeHoles + (k - 1); }
  constexpr int start_hole(int seat) const { return start_base() + seat; }

  constexpr bool is_track(int h) const { return h >= 0 && h < track(); }
  constexpr bool is_home(int h) const { return h >= home_base() && h < places(); }
  constexpr bool is_start(int h) const { return h >= start_base() && h < start_base() + seats_; }
  constexpr bool is_hole(int h) const { return is_track(h) || is_home(h) || is_start(h); }
  constexpr int home_owner(int h) const { return (h - home_base()) / kHomeHoles; }
  constexpr int home_index(int h) const { return (h - home_base()) % kHomeHoles + 1; }
  constexpr int start_owner(int h) const { return h - start_base(); }
  constexpr int wrap(int h) const {
    // Moves stay within a lap either way, so a division is seldom needed.
    const int t = track();
    if (h >= t && h < 2 * t) return h - t;
    if (h < 0 && h >= -t) return h + t;
    return h >= 0 && h < t ? h : ((h % t) + t) % t;
  }
  // Clockwise holes from track hole h to `seat`'s home entrance (0 on the entrance itself).
  constexpr int to_entrance(int seat, int h) const { return wrap(entrance_hole(seat) - h); }

 private:
  constexpr bool seated(int seat) const { return seat >= 0 && seat < seats_; }
  constexpr int other_half(int seat) const { return seat < teams() ? seat + teams() : seat - teams(); }

  int seats_;
};

constexpr int colour_of(int marble) { return marble / kMarbles; }

// Where every marble is, on a board of its shape. Marble ids are seat * 5 + i; `at` mirrors
// `pos` for the track and the home holes so "who is here" is one lookup.
class Board : public Geometry {
 public:
  explicit Board(int seats = 4);

  int pos(int marble) const { return pos_[static_cast<size_t>(marble)]; }
  // The marble in a track or home hole, or -1 (also -1 for start ids).
  int occupant(int hole) const { return hole < places() && hole >= 0 ? at_[static_cast<size_t>(hole)] : -1; }
  void place(int marble, int hole);

  int home_count(int seat) const { return homes_[static_cast<size_t>(seat)]; }
  int start_count(int seat) const;
  bool all_home(int seat) const { return home_count(seat) == kMarbles; }
  bool team_home(int team) const { return all_home(team) && all_home(partner_of(team)); }
  // The colour `seat` moves: its own, or its partner's once all five of its own are home.
  int mover_colour(int seat) const { return all_home(seat) ? partner_of(seat) : seat; }
  // A marble of `colour` standing at `hole` (the start id names any of its marbles there), or -1.
  int marble_at(int colour, int hole) const;

  friend bool operator==(const Board& a, const Board& b) { return a.seats() == b.seats() && a.pos_ == b.pos_; }

 private:
  std::array<uint8_t, kMaxSeats * kMarbles> pos_{};
  std::array<int8_t, kMaxSeats*(kSide + kHomeHoles)> at_{};
  // Marbles home per colour, kept by place(): every move asks whose marbles a seat moves.
  std::array<uint8_t, kMaxSeats> homes_{};
};

// The four-seat board by name, for the tests written for that board. The rules, the bots, the
// views and the app ask their Board, which knows its own shape: they are built with
// PARLOR_JOKER_ANY_BOARD (CMakeLists.txt, cmake/app.cmake), which hides these names from them.
inline constexpr Geometry kFourSeats{4};
#ifndef PARLOR_JOKER_ANY_BOARD
inline constexpr int kSeats = 4;
inline constexpr int kTrack = kFourSeats.track();
inline constexpr int kHomeBase = kFourSeats.home_base();
inline constexpr int kStartBase = kFourSeats.start_base();
inline constexpr int kLap = kFourSeats.lap();
inline constexpr int kMaxTurns = kMaxTurnsFour;
constexpr int partner_of(int seat) { return kFourSeats.partner_of(seat); }
constexpr int team_of(int seat) { return kFourSeats.team_of(seat); }
constexpr bool same_team(int a, int b) { return kFourSeats.same_team(a, b); }
constexpr int come_out_hole(int seat) { return kFourSeats.come_out_hole(seat); }
constexpr int entrance_hole(int seat) { return kFourSeats.entrance_hole(seat); }
constexpr int home_hole(int seat, int k) { return kFourSeats.home_hole(seat, k); }
constexpr int start_hole(int seat) { return kFourSeats.start_hole(seat); }
constexpr bool is_track(int h) { return kFourSeats.is_track(h); }
constexpr bool is_home(int h) { return kFourSeats.is_home(h); }
constexpr bool is_start(int h) { return kFourSeats.is_start(h); }
constexpr bool is_hole(int h) { return kFourSeats.is_hole(h); }
constexpr int home_owner(int h) { return kFourSeats.home_owner(h); }
constexpr int home_index(int h) { return kFourSeats.home_index(h); }
constexpr int start_owner(int h) { return kFourSeats.start_owner(h); }
constexpr int wrap(int h) { return kFourSeats.wrap(h); }
constexpr int to_entrance(int seat, int h) { return kFourSeats.to_entrance(seat, h); }
#endif

}  // namespace parlor::joker
