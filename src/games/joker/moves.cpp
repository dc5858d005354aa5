#include "games/joker/moves.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

namespace parlor::joker {
namespace {

// Why a move is refused, its sentence written only when a player is to read it: move
// generation tries many candidates and drops the refused ones unread.
struct Why {
  const char* fixed = nullptr;  // the whole sentence
  int past_home = 0;            // else: holes that would run past the end of the home
  Card card = Card::none();     // else: the card's own rule
};
using Reason = std::optional<Why>;

constexpr int kSeven = 7, kEight = 8;
constexpr const char* kStartReason = "A marble leaves the start only with an ace, a king, a queen, a jack or a joker.";

std::string holes(int n) { return std::to_string(n) + (n == 1 ? " hole" : " holes"); }

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

// How far marble m can go forward: forward_dest(b, m, n, ...) accepts exactly the n from 1 to
// this (0 in the start), and `left` is its holes to its home entrance (negative at home). The
// move generator asks it once a marble rather than once a card and a count.
int forward_room(const Board& b, int m, int& left) {
  const int from = b.pos(m), colour = colour_of(m);
  if (b.is_start(from)) return 0;
  const bool on_track = b.is_track(from);
  left = on_track ? b.to_entrance(colour, from) : -b.home_index(from);
  int room = left + kHomeHoles;
  for (int k = colour * kMarbles; k < (colour + 1) * kMarbles; ++k) {
    if (k == m) continue;
    const int h = b.pos(k);
    int ahead = -1;
    if (b.is_home(h))
      ahead = left + b.home_index(h);
    else if (on_track && b.is_track(h) && b.wrap(h - from) <= left)
      ahead = b.wrap(h - from);
    if (ahead >= 1 && ahead < room) room = ahead;
  }
  return room;
}

// The hole n holes ahead of marble m, for n within its forward_room.
int forward_hole(const Board& b, int m, int n, int left) {
  return n <= left ? b.wrap(b.pos(m) + n) : b.home_hole(colour_of(m), n - left);
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

// Whether land() would refuse marble m arriving at `to`, without moving anything: the move
// generator's candidates are built to pass every other check of refusal(), so this is all
// that is left to ask of them.
bool land_refused(const Board& b, int m, int to) {
  const int colour = colour_of(m);
  const int hit = b.occupant(to);
  if (hit < 0) return false;
  const int hit_colour = colour_of(hit);
  if (hit_colour == colour) return true;
  if (!b.same_team(hit_colour, colour)) return false;
  const int entrance = b.entrance_hole(hit_colour);
  if (entrance == to) return true;
  const int blocker = b.occupant(entrance);
  return blocker >= 0 && blocker != m && b.same_team(colour_of(blocker), colour);
}

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

}  // namespace

bool brings_out(Card c) { return c.is_joker() || c.rank() == 1 || c.rank() >= 11; }

int forward_steps(Card c) {
  if (c.is_joker() || c.rank() == kEight) return 0;
  if (c.rank() == 1) return 1;
  if (c.rank() >= 11) return 10;
  return c.rank();
}

namespace {

std::string sentence(const Why& why) {
  if (why.fixed) return why.fixed;
  if (why.past_home)
    return "That marble cannot go " + holes(why.past_home) + ": it would run past the end of its home.";
  return card_rule(why.card);
}

Reason refusal(const Board& board, int seat, const Action& a, Outcome* out) {
  if (a.kind != kMove || a.count != 0 || a.target != -1 || a.target_seat != -1 || !a.melds.empty())
    return Why{"That move is not part of Joker."};
  if (a.card.is_none()) return Why{"Choose a card to play."};
  const bool split = a.from2 != 0 || a.to2 != 0;
  if (split && (a.card.is_joker() || a.card.rank() != kSeven)) return Why{"Only a 7 can be split between two marbles."};
  const int colour = board.mover_colour(seat);
  const int m = board.marble_at(colour, a.from);
  if (m < 0) return not_movable(board, seat, colour, a.from);
  Board b = board;
  Shifts o;
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
  if (out) {
    static_cast<Shifts&>(*out) = o;
    out->after = b;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> check_move(const Board& board, int seat, const Action& a, Outcome* out) {
  if (auto why = refusal(board, seat, a, out)) return sentence(*why);
  return std::nullopt;
}

namespace {

// Offers every candidate move of the hand to `take` (duplicates included) until it returns true.
template <class Take>
void each_candidate(const Board& board, int seat, std::span<const Card> hand, Take&& take) {
  // Room for the whole deck (108 cards), kept on the stack: this runs at every step.
  std::array<Card, 128> face_store{};
  size_t face_count = 0;
  for (Card c : hand)
    if (face_count < face_store.size()) face_store[face_count++] = c.face();
  std::sort(face_store.begin(), face_store.begin() + static_cast<std::ptrdiff_t>(face_count));
  const std::span<const Card> faces(
      face_store.data(), static_cast<size_t>(std::unique(face_store.begin(),
                                                         face_store.begin() + static_cast<std::ptrdiff_t>(face_count)) -
                                             face_store.begin()));
  const int colour = board.mover_colour(seat);
  // Each marble once; all those in the start share one id.
  std::array<int, kMarbles> mover_ids{};
  int mover_count = 0;
  for (int i = 0; i < kMarbles; ++i) {
    const int m = colour * kMarbles + i;
    if (!board.is_start(board.pos(m)) || board.marble_at(colour, board.pos(m)) == m) mover_ids[mover_count++] = m;
  }
  const std::span<const int> movers(mover_ids.data(), static_cast<size_t>(mover_count));
  // The track holes a joker may jump onto (another colour's marble there), in order.
  std::array<int, kMaxSeats * kMarbles> target_store{};
  size_t target_count = 0;
  if (std::any_of(faces.begin(), faces.end(), [](Card c) { return c.is_joker(); }))
    for (int t = 0; t < board.track(); ++t)
      if (board.occupant(t) >= 0 && colour_of(board.occupant(t)) != colour) target_store[target_count++] = t;
  const std::span<const int> targets(target_store.data(), target_count);
  // Each marble's room ahead (forward_room), by its index within the colour.
  std::array<int, kMarbles> rooms{}, lefts{};
  for (int m : movers)
    rooms[static_cast<size_t>(m % kMarbles)] = forward_room(board, m, lefts[static_cast<size_t>(m % kMarbles)]);
  bool done = false;
  // `legal`: what refusal() would answer, worked out from how the candidate was built (the
  // joker moves reference test checks every listed move against check_move).
  // The action is built only for a legal candidate (most are not, and an Action is large).
  auto offer = [&](bool legal, Card c, int from, int to, int from2 = 0, int to2 = 0) {
    if (done || !legal) return;
    Action a(kMove);
    a.card = c;
    a.from = static_cast<uint8_t>(from);
    a.to = static_cast<uint8_t>(to);
    a.from2 = static_cast<uint8_t>(from2);
    a.to2 = static_cast<uint8_t>(to2);
    done = take(a);
  };
  for (Card c : faces) {
    for (int m : movers) {
      const int from = board.pos(m);
      const int door = board.come_out_hole(colour);
      if (board.is_start(from) && brings_out(c)) {
        const int there = board.occupant(door);
        offer(!(there >= 0 && colour_of(there) == colour) && !land_refused(board, m, door), c, from, door);
      }
      if (c.is_joker()) {
        // A jump clockwise, from the come-out hole for a marble in the start (onto the
        // come-out hole itself it is the come-out above); never from home.
        const bool in_start = board.is_start(from), on_track = board.is_track(from);
        for (int t : targets) {
          bool legal = false;
          if (in_start)
            legal = (t == door || board.wrap(t - door) <= board.lap()) && !land_refused(board, m, t);
          else if (on_track)
            legal = board.wrap(t - from) <= board.to_entrance(colour, from) && !land_refused(board, m, t);
          offer(legal, c, from, t);
        }
      }
      if (board.is_start(from)) continue;
      if (c.rank() == kEight && !c.is_joker()) {
        if (board.is_track(from)) {
          const int to = board.wrap(from - kEight);
          offer(!land_refused(board, m, to), c, from, to);
        }
        continue;
      }
      const int n = c.is_joker() ? 1 : forward_steps(c);
      const int left = lefts[static_cast<size_t>(m % kMarbles)], room = rooms[static_cast<size_t>(m % kMarbles)];
      if (n <= room) {
        const int dest = forward_hole(board, m, n, left);
        offer(!land_refused(board, m, dest), c, from, dest);
      }
      if (c.is_joker() || c.rank() != kSeven) continue;
      for (int first = 1; first < kSeven && first <= room; ++first) {
        int dest = forward_hole(board, m, first, left);
        if (land_refused(board, m, dest)) continue;
        Board b = board;
        Shifts o;
        land(b, m, dest, o, Shift{});
        std::array<int, 2 * kMarbles> second_ids{};
        int second_count = 0;
        for (int i = 0; i < kMarbles; ++i) second_ids[second_count++] = colour * kMarbles + i;
        if (colour == seat && b.all_home(seat))
          for (int i = 0; i < kMarbles; ++i) second_ids[second_count++] = b.partner_of(seat) * kMarbles + i;
        for (int m2 : std::span<const int>(second_ids.data(), static_cast<size_t>(second_count))) {
          int dest2 = -1;
          if (m2 == m || b.is_start(b.pos(m2)) || forward_dest(b, m2, kSeven - first, dest2)) continue;
          offer(!land_refused(b, m2, dest2), c, from, dest, b.pos(m2), dest2);
        }
      }
    }
  }
}

}  // namespace

bool has_move(const Board& board, int seat, std::span<const Card> hand) {
  bool found = false;
  each_candidate(board, seat, hand, [&](const Action&) { return found = true; });
  return found;
}

void legal_actions_for(const Board& board, int seat, std::span<const Card> hand, std::vector<Action>& out) {
  out.clear();
  // Candidates differ only in their card and holes, so those alone tell repeats (a joker's step
  // onto an opponent is also its jump there), kept in a small hash set stamped per call.
  constexpr size_t kSlots = 2048;  // above twice the most candidates a hand can give
  thread_local std::vector<uint64_t> keys(kSlots);
  thread_local std::vector<uint32_t> stamps(kSlots);
  thread_local uint32_t stamp = 0;
  if (++stamp == 0) {
    std::fill(stamps.begin(), stamps.end(), 0);
    stamp = 1;
  }
  each_candidate(board, seat, hand, [&](const Action& a) {
    const uint64_t key = uint64_t{a.card.bits()} | uint64_t{a.from} << 16 | uint64_t{a.to} << 24 |
                         uint64_t{a.from2} << 32 | uint64_t{a.to2} << 40;
    size_t i = static_cast<size_t>((key * 0x9E3779B97F4A7C15ULL) >> 53);
    while (stamps[i] == stamp && keys[i] != key) i = (i + 1) % kSlots;
    if (stamps[i] != stamp) {
      stamps[i] = stamp;
      keys[i] = key;
      out.push_back(a);
    }
    return false;
  });
  if (!out.empty()) return;
  for (Card c : hand) {
    const Action d = Action::discard(c);
    if (std::find(out.begin(), out.end(), d) == out.end()) out.push_back(d);
  }
  std::sort(out.begin(), out.end(), [](const Action& a, const Action& b) { return a.card < b.card; });
}

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
