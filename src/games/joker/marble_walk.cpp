#include "games/joker/marble_walk.h"

namespace parlor::joker {

// Holes forward from `from` to `to` for a marble of `colour`: along the track up to its home
// entrance, then into its own home; -1 when `to` is not ahead of it.
int forward_distance(const Geometry& g, int colour, int from, int to) {
  if (g.is_track(from)) {
    const int left = g.to_entrance(colour, from);
    if (g.is_track(to)) {
      const int d = g.wrap(to - from);
      return d >= 1 && d <= left ? d : -1;
    }
    if (g.is_home(to) && g.home_owner(to) == colour) return left + g.home_index(to);
  }
  if (g.is_home(from) && g.is_home(to) && g.home_owner(to) == g.home_owner(from) &&
      g.home_index(to) > g.home_index(from))
    return g.home_index(to) - g.home_index(from);
  return -1;
}

// The hole `n` holes ahead of marble m, checking the way there. Only the marble's own colour
// can block it, so its four other marbles are measured along its way rather than the holes
// walked.
Reason forward_dest(const Board& b, int m, int n, int& dest) {
  const int from = b.pos(m), colour = colour_of(m);
  if (b.is_start(from)) return Why{kStartReason};
  const bool on_track = b.is_track(from);
  const int left = on_track ? b.to_entrance(colour, from) : -b.home_index(from);
  // joker-marbles.txt: home is entered by exact count; DECISIONS.md: it has five holes.
  if (n > left + kHomeHoles) return Why{nullptr, n};
  for (int k = colour * kMarbles; k < (colour + 1) * kMarbles; ++k) {
    if (k == m) continue;
    const int h = b.pos(k);
    int ahead = -1;  // holes from `from` along m's way to k's hole
    if (b.is_home(h))
      ahead = left + b.home_index(h);
    else if (on_track && b.is_track(h) && b.wrap(h - from) <= left)
      ahead = b.wrap(h - from);
    // joker-marbles.txt: no marble passes one of its own colour (only jokers and 8s may).
    if (ahead >= 1 && ahead < n)
      return Why{"A marble cannot pass another of its own colour; only a joker or an 8 can."};
  }
  dest = n <= left ? b.wrap(from + n) : b.home_hole(colour, n - left);
  return std::nullopt;
}

// Marble m arrives at `to`. joker-marbles.txt: an opponent there goes back to its start; a
// partner's marble goes to its own home entrance, and an opponent standing there goes to start.
Reason land(Board& b, int m, int to, Shifts& o, Shift played) {
  const int colour = colour_of(m);
  const int hit = b.occupant(to);
  played.marble = static_cast<int8_t>(m);
  played.from = static_cast<uint8_t>(b.pos(m));
  played.to = static_cast<uint8_t>(to);
  played.played = true;
  if (hit < 0) {
    o.add(played);
    b.place(m, to);
    return std::nullopt;
  }
  const int hit_colour = colour_of(hit);
  if (hit_colour == colour) return Why{"A marble cannot land on another of its own colour."};
  if (!b.same_team(hit_colour, colour)) {
    o.add(played);
    o.add(Shift{static_cast<int8_t>(hit), static_cast<uint8_t>(to), static_cast<uint8_t>(b.start_hole(hit_colour))});
    b.place(hit, b.start_hole(hit_colour));
    b.place(m, to);
    return std::nullopt;
  }
  const int entrance = b.entrance_hole(hit_colour);
  if (entrance == to)
    return Why{"That partner's marble already stands at its home entrance, so it cannot be sent there."};
  // The arriving marble has left its hole, so its own hole counts as free.
  const int blocker = b.occupant(entrance);
  if (blocker >= 0 && blocker != m && b.same_team(colour_of(blocker), colour))
    return Why{"Your partner's home entrance is taken by your team, so the partner's marble cannot be sent there."};
  o.add(played);
  if (blocker >= 0 && blocker != m) {
    o.add(Shift{static_cast<int8_t>(blocker), static_cast<uint8_t>(entrance),
                static_cast<uint8_t>(b.start_hole(colour_of(blocker)))});
    b.place(blocker, b.start_hole(colour_of(blocker)));
  }
  o.add(Shift{static_cast<int8_t>(hit), static_cast<uint8_t>(to), static_cast<uint8_t>(entrance)});
  b.place(hit, entrance);
  b.place(m, to);
  return std::nullopt;
}

}  // namespace parlor::joker
