// Joker, the marble race of the "Pegs and Jokers" family, as written in
// shared/rules/joker-marbles.txt with the project's rulings in shared/rules/DECISIONS.md and
// the README's Joker section (where the sheet is silent).
//
// Variant: 4 players in two teams; the sheet's 6-player board is not built. Parameters:
//   option  | range | default | meaning
//   players | 4     | 4       | seats 0 and 2 against seats 1 and 3 (the sheet's 1+3 and 2+4)
//   dealer  | 0..3  | 0       | the seat that deals; the seat after it plays first
//
// The board (DECISIONS.md): 4 sides of 18 holes make a track of 72 holes, numbered clockwise
// from seat 0's corner. Seat s owns side s: its come-out hole is side hole 8, its home entrance
// side hole 3, and its five home holes branch off the entrance. Marbles move clockwise, so a
// marble that has just come out travels 67 holes to its entrance, then into its home.
//
// Every place a marble can be has a one-byte id, used in Move actions and in the views:
//   0..71   track holes
//   72..91  home holes: 72 + seat * 5 + (k - 1) for home hole k = 1..5 (1 nearest the entrance)
//   100+s   seat s's start area (all of its marbles there share this id)
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace parlor::joker {

inline constexpr int kSeats = 4;
inline constexpr int kMarbles = 5;
inline constexpr int kSide = 18;
inline constexpr int kTrack = kSeats * kSide;
inline constexpr int kHomeHoles = 5;
inline constexpr int kComeOutOffset = 8;
inline constexpr int kEntranceOffset = 3;
inline constexpr int kHomeBase = kTrack;
inline constexpr int kStartBase = 100;
inline constexpr int kHandSize = 5;
// Our ruling (the sheet never ends a race neither team finishes): after kMaxTurns turns the race
// ends; the team with more marbles home wins, equal counts share the win. A turn is one move.
// Races end within a few hundred turns (486 at most over 200 random-play games, 461 over 100
// greedy ones), so 3000 is never reached in real play. It bounds a game, so a saved game or a link
// with more moves is refused before anything is replayed.
inline constexpr int kMaxTurns = 3000;
// From the come-out hole to the home entrance, clockwise.
inline constexpr int kLap = (kEntranceOffset - kComeOutOffset + kTrack) % kTrack;

constexpr int partner_of(int seat) { return (seat + 2) % kSeats; }
constexpr int team_of(int seat) { return seat % 2; }
constexpr bool same_team(int a, int b) { return team_of(a) == team_of(b); }

constexpr int come_out_hole(int seat) { return seat * kSide + kComeOutOffset; }
constexpr int entrance_hole(int seat) { return seat * kSide + kEntranceOffset; }
constexpr int home_hole(int seat, int k) { return kHomeBase + seat * kHomeHoles + (k - 1); }
constexpr int start_hole(int seat) { return kStartBase + seat; }

constexpr bool is_track(int h) { return h >= 0 && h < kTrack; }
constexpr bool is_home(int h) { return h >= kHomeBase && h < kHomeBase + kSeats * kHomeHoles; }
constexpr bool is_start(int h) { return h >= kStartBase && h < kStartBase + kSeats; }
constexpr bool is_hole(int h) { return is_track(h) || is_home(h) || is_start(h); }
constexpr int home_owner(int h) { return (h - kHomeBase) / kHomeHoles; }
constexpr int home_index(int h) { return (h - kHomeBase) % kHomeHoles + 1; }
constexpr int start_owner(int h) { return h - kStartBase; }
constexpr int wrap(int h) { return ((h % kTrack) + kTrack) % kTrack; }
// Clockwise holes from track hole h to `seat`'s home entrance (0 on the entrance itself).
constexpr int to_entrance(int seat, int h) { return wrap(entrance_hole(seat) - h); }

// Where every marble is. Marble ids are seat * 5 + i; `at` mirrors `pos` for the track and the
// home holes so "who is here" is one lookup.
class Board {
 public:
  Board();

  int pos(int marble) const { return pos_[static_cast<size_t>(marble)]; }
  // The marble in a track or home hole, or -1 (also -1 for start ids).
  int occupant(int hole) const {
    return hole < kHomeBase + kSeats * kHomeHoles && hole >= 0 ? at_[static_cast<size_t>(hole)] : -1;
  }
  void place(int marble, int hole);

  int home_count(int seat) const;
  int start_count(int seat) const;
  bool all_home(int seat) const { return home_count(seat) == kMarbles; }
  bool team_home(int team) const { return all_home(team) && all_home(team + 2); }
  // The colour `seat` moves: its own, or its partner's once all five of its own are home.
  int mover_colour(int seat) const { return all_home(seat) ? partner_of(seat) : seat; }
  // A marble of `colour` standing at `hole` (the start id names any of its marbles there), or -1.
  int marble_at(int colour, int hole) const;

  friend bool operator==(const Board& a, const Board& b) { return a.pos_ == b.pos_; }

 private:
  std::array<uint8_t, kSeats * kMarbles> pos_{};
  std::array<int8_t, kHomeBase + kSeats * kHomeHoles> at_{};
};

constexpr int colour_of(int marble) { return marble / kMarbles; }

}  // namespace parlor::joker
