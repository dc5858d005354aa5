#include "games/joker/moves.h"

#include <algorithm>
#include <string>
#include <vector>

#include "games/joker/marble_walk.h"

namespace parlor::joker {
namespace {

std::string holes(int n) { return std::to_string(n) + (n == 1 ? " hole" : " holes"); }

std::string card_rule(Card c) {
  if (c.rank() == 1) return "An ace brings a marble out of the start or moves a marble 1 hole forward.";
  if (c.rank() >= 11)
    return "A " + rank_name(c.rank(), false) + " brings a marble out of the start or moves a marble 10 holes forward.";
  return std::string(c.rank() == 8 ? "An " : "A ") + std::to_string(c.rank()) + " moves a marble " + holes(c.rank()) +
         " forward.";
}

// One marble moved by the card. `split`: a 7's first part, which may be 1 to 6 holes.
Reason play_part(Board& b, int m, Card card, int to, bool split, Shifts& o, int* steps) {
  const int from = b.pos(m), colour = colour_of(m);
  if (b.is_start(from)) {
    if (!brings_out(card)) return Why{kStartReason};
    const int door = b.come_out_hole(colour);
    // Our ruling (README, Joker; DECISIONS.md is silent): a joker may also put a marble from the start in another
    // marble's place, as long as it goes clockwise from the come-out hole without passing the home entrance.
    const int hit = b.occupant(to);
    const bool jump = card.is_joker() && b.is_track(to) && to != door && hit >= 0 && colour_of(hit) != colour;
    if (jump) {
      if (b.wrap(to - door) > b.lap())
        return Why{"A joker moves clockwise and cannot take a marble past its home entrance."};
      Shift s;
      s.jump = true;
      return land(b, m, to, o, s);
    }
    if (to != door) return Why{"A marble coming out of the start goes to its come-out hole."};
    const int there = b.occupant(door);
    if (there >= 0 && colour_of(there) == colour) return Why{"Your own marble is standing on your come-out hole."};
    return land(b, m, to, o, Shift{});
  }
  if (card.is_joker()) {
    const int hit = b.occupant(to);
    if (b.is_track(from) && b.is_track(to) && hit >= 0 && colour_of(hit) != colour) {
      // joker-marbles.txt: the joker goes clockwise and never past the home entrance.
      if (b.wrap(to - from) > b.to_entrance(colour, from))
        return Why{"A joker moves clockwise and cannot take a marble past its home entrance."};
      Shift s;
      s.jump = true;
      return land(b, m, to, o, s);
    }
    if (forward_distance(b, colour, from, to) != 1)
      return Why{
          "A joker brings a marble out, moves a marble 1 hole forward, or takes the place of another player's marble."};
    int dest = -1;
    if (auto r = forward_dest(b, m, 1, dest)) return r;
    return land(b, m, to, o, Shift{});
  }
  if (card.rank() == kEight) {
    // Our ruling (README, Joker): home is safe, so an 8 never moves a marble that is home.
    if (!b.is_track(from)) return Why{"An 8 moves only a marble on the track; a marble at home stays there."};
    if (to != b.wrap(from - kEight)) return Why{"An 8 moves a marble 8 holes backwards."};
    Shift s;
    s.backward = true;
    return land(b, m, to, o, s);
  }
  const int want = forward_steps(card);
  const int d = forward_distance(b, colour, from, to);
  if (split) {
    if (d < 1 || d >= kSeven) return Why{"Split a 7 into two forward moves that add up to 7 holes."};
  } else if (d != want) {
    if (card.rank() == kSeven) return Why{"A 7 moves one marble 7 holes forward, or two marbles 7 holes in all."};
    return Why{nullptr, 0, card};
  }
  int dest = -1;
  if (auto r = forward_dest(b, m, d, dest)) return r;
  if (steps) *steps = d;
  return land(b, m, to, o, Shift{});
}

Reason not_movable(const Board& b, int seat, int colour, int hole) {
  if (!b.is_hole(hole)) return Why{"There is no such hole on the board."};
  if (b.is_start(hole) && b.start_owner(hole) == colour) return Why{"There is no marble left in that start."};
  if (!b.is_start(hole) && b.occupant(hole) < 0) return Why{"There is no marble there."};
  if (colour != seat) return Why{"All your marbles are home, so you move your partner's marbles."};
  return Why{"You may move only your own marbles until all five of them are home."};
}

std::string sentence(const Why& why) {
  if (why.fixed) return why.fixed;
  if (why.past_home)
    return "That marble cannot go " + holes(why.past_home) + ": it would run past the end of its home.";
  return card_rule(why.card);
}

// Plays `a` on `b` as refusal() checks it; `b` is left part-played when it is refused.
Reason play_checked(Board& b, int seat, const Action& a, Shifts& o) {
  if (a.kind != kMove || a.count != 0 || a.target != -1 || a.target_seat != -1 || !a.melds.empty())
    return Why{"That move is not part of Joker."};
  if (a.card.is_none()) return Why{"Choose a card to play."};
  const bool split = a.from2 != 0 || a.to2 != 0;
  if (split && (a.card.is_joker() || a.card.rank() != kSeven)) return Why{"Only a 7 can be split between two marbles."};
  const int colour = b.mover_colour(seat);
  const int m = b.marble_at(colour, a.from);
  if (m < 0) return not_movable(b, seat, colour, a.from);
  int first = 0;
  if (auto r = play_part(b, m, a.card, a.to, split, o, &first)) return r;
  if (split) {
    // joker-marbles.txt: a 7 is used completely; what is left after your last marble reaches
    // home moves one of your partner's marbles.
    int m2 = b.marble_at(colour, a.from2);
    if (m2 < 0 && colour == seat && b.all_home(seat)) m2 = b.marble_at(b.partner_of(seat), a.from2);
    if (m2 == m) return Why{"The two parts of a 7 move two different marbles."};
    if (m2 < 0) {
      if (colour == seat && b.all_home(seat) && b.is_hole(a.from2) && b.occupant(a.from2) >= 0)
        return Why{"The rest of the 7 goes to one of your partner's marbles."};
      return Why{"Choose a second marble of yours for the rest of the 7."};
    }
    if (b.is_start(a.from2)) return Why{"A 7 cannot bring a marble out of the start."};
    if (forward_distance(b, colour_of(m2), a.from2, a.to2) != kSeven - first)
      return Why{"The two parts of a 7 must add up to 7 holes."};
    int dest = -1;
    if (auto r = forward_dest(b, m2, kSeven - first, dest)) return r;
    if (auto r = land(b, m2, a.to2, o, Shift{})) return r;
  }
  return std::nullopt;
}

Reason refusal(const Board& board, int seat, const Action& a, Outcome* out) {
  Board b = board;
  Shifts o;
  if (auto r = play_checked(b, seat, a, o)) return r;
  if (out) {
    static_cast<Shifts&>(*out) = o;
    out->after = b;
  }
  return std::nullopt;
}

// What stops marble m from going where `card` would send it: out of the start to its come-out
// hole, an 8 back, any other card forward (a joker one hole, a 7 all seven at once).
Reason stopped(const Board& board, int m, Card card) {
  Board b = board;
  Shifts o;
  const int from = b.pos(m);
  if (b.is_start(from)) return play_part(b, m, card, b.come_out_hole(colour_of(m)), false, o, nullptr);
  if (card.rank() == kEight && !card.is_joker())
    return play_part(b, m, card, b.is_track(from) ? b.wrap(from - kEight) : from, false, o, nullptr);
  int dest = -1;
  if (auto r = forward_dest(b, m, card.is_joker() ? 1 : forward_steps(card), dest)) return r;
  return play_part(b, m, card, dest, false, o, nullptr);
}

}  // namespace

std::string why_no_move(const Board& board, int seat, Card card) {
  const int colour = board.mover_colour(seat);
  std::string out = "The " + card_name(card) + " cannot move any of " +
                    (colour == seat ? "your marbles." : "your partner's marbles.");
  std::vector<std::string> said;
  // Two rules at most: the banner holds two lines on a phone.
  for (int m = colour * kMarbles; m < (colour + 1) * kMarbles && said.size() < 2; ++m) {
    const Reason r = stopped(board, m, card);
    if (!r) continue;
    // No marble is pointed at here, so the far one is named by where it stands.
    std::string s = r->past_home && !r->fixed
                        ? "A marble near its home cannot go " + holes(r->past_home) + ": it would run past the end."
                        : sentence(*r);
    if (std::find(said.begin(), said.end(), s) != said.end()) continue;
    out += " " + s;
    said.push_back(std::move(s));
  }
  return out;
}

std::optional<std::string> check_move(const Board& board, int seat, const Action& a, Outcome* out) {
  if (auto why = refusal(board, seat, a, out)) return sentence(*why);
  return std::nullopt;
}

void play_move(Board& board, int seat, const Action& a, Shifts& shifts) { play_checked(board, seat, a, shifts); }

std::vector<int> shift_path(const Geometry& g, const Shift& s) {
  std::vector<int> path;
  const int colour = colour_of(s.marble);
  if (!s.played) return {s.to};
  int at = s.from;
  if (g.is_start(at)) {
    at = g.come_out_hole(colour);
    path.push_back(at);
  }
  while (at != s.to && path.size() < static_cast<size_t>(g.track() + kHomeHoles)) {
    if (s.backward)
      at = g.wrap(at - 1);
    else if (g.is_home(at))
      at = g.home_hole(colour, g.home_index(at) + 1);
    else if (at == g.entrance_hole(colour) && !s.jump)
      at = g.home_hole(colour, 1);
    else
      at = g.wrap(at + 1);
    path.push_back(at);
  }
  return path;
}

std::vector<int> shift_path(const Shift& s) { return shift_path(kFourSeats, s); }

}  // namespace parlor::joker
