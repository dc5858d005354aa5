// Every legal move of a hand (legal_actions_for, has_move): the candidates are built to pass
// refusal()'s checks by construction, so only a landing is left to ask of each.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/card_faces.h"
#include "games/joker/marble_walk.h"
#include "games/joker/moves.h"

namespace parlor::joker {
namespace {

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

// Whether land() would refuse marble m arriving at `to`, without moving anything: the move
// generator's candidates are built to pass every other check of refusal(), so this is all
// that is left to ask of them.
inline bool land_refused(const Board& b, int m, int to) {
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

// A candidate's card and holes: the Action is built only for one kept (an Action is large, and
// building one to copy it cost more than finding the move).
struct Move {
  Card card;
  uint8_t from, to, from2, to2;
};

// Offers every candidate move of the hand to `take` (duplicates included) until it returns true.
template <class Take>
void each_candidate(const Board& board, int seat, std::span<const Card> hand, Take&& take) {
  const FaceSet faces(hand);
  const int colour = board.mover_colour(seat);
  // Each marble once; all those in the start share one id.
  std::array<int, kMarbles> mover_ids{};
  int mover_count = 0;
  bool start_seen = false;  // the first marble in the start stands for them all (Board::marble_at)
  for (int i = 0; i < kMarbles; ++i) {
    const int m = colour * kMarbles + i;
    const bool in_start = board.is_start(board.pos(m));
    if (!in_start || !start_seen) mover_ids[mover_count++] = m;
    start_seen = start_seen || in_start;
  }
  const std::span<const int> movers(mover_ids.data(), static_cast<size_t>(mover_count));
  // The track holes a joker may jump onto (another colour's marble there), in order.
  std::array<int, kMaxSeats * kMarbles> target_store;  // the first target_count are set
  size_t target_count = 0;
  if (std::any_of(faces.begin(), faces.end(), [](Card c) { return c.is_joker(); }))
    for (int t = 0; t < board.track(); ++t)
      if (board.occupant(t) >= 0 && colour_of(board.occupant(t)) != colour) target_store[target_count++] = t;
  const std::span<const int> targets(target_store.data(), target_count);
  // Each marble's place along its way: minus its holes to the home entrance on the track, its
  // home hole at home. Marble k is way[k] - way[i] holes ahead of marble i when that is 1 or
  // more (only its own colour blocks a marble), so each room ahead (forward_room) comes from
  // these five numbers.
  std::array<int, kMarbles> way{}, rooms{}, lefts{};
  std::array<bool, kMarbles> out{};
  auto way_of = [&](int h) { return board.is_home(h) ? board.home_index(h) : -board.to_entrance(colour, h); };
  for (int i = 0; i < kMarbles; ++i) {
    const int h = board.pos(colour * kMarbles + i);
    out[static_cast<size_t>(i)] = !board.is_start(h);
    if (out[static_cast<size_t>(i)]) way[static_cast<size_t>(i)] = way_of(h);
  }
  // The room (forward_room), the marble setting it (-1: the end of the home) and the room
  // without that one: a 7's second part asks the room once the first part moved a marble.
  std::array<int, kMarbles> room_next{}, closest{};
  for (int i = 0; i < kMarbles; ++i) {
    if (!out[static_cast<size_t>(i)]) continue;
    lefts[static_cast<size_t>(i)] = -way[static_cast<size_t>(i)];
    int best = kHomeHoles - way[static_cast<size_t>(i)], next = best, who = -1;
    for (int k = 0; k < kMarbles; ++k) {
      const int a = way[static_cast<size_t>(k)] - way[static_cast<size_t>(i)];
      if (k == i || !out[static_cast<size_t>(k)] || a < 1) continue;
      if (a < best) {
        next = best;
        best = a;
        who = k;
      } else if (a < next) {
        next = a;
      }
    }
    rooms[static_cast<size_t>(i)] = best;
    room_next[static_cast<size_t>(i)] = next;
    closest[static_cast<size_t>(i)] = who;
  }
  // Marble i's room once marble `gone` has moved to hole `h` (forward_room on that board).
  auto room_beside = [&](int i, int gone, int h) {
    const int room =
        closest[static_cast<size_t>(i)] == gone ? room_next[static_cast<size_t>(i)] : rooms[static_cast<size_t>(i)];
    const int a = way_of(h) - way[static_cast<size_t>(i)];
    return a >= 1 && a < room ? a : room;
  };
  const bool sevens =
      std::any_of(faces.begin(), faces.end(), [](Card c) { return !c.is_joker() && c.rank() == kSeven; });
  const int home_before = sevens ? board.home_count(colour) : 0;
  // A 7's first part is played here and taken back (copied only for a hand with a 7).
  thread_local Board played;
  if (sevens) played = board;
  bool done = false;
  // `legal`: what refusal() would answer, worked out from how the candidate was built (the
  // joker moves reference test checks every listed move against check_move).
  // The action is built only for a legal candidate (most are not, and an Action is large).
  auto offer = [&](bool legal, Card c, int from, int to, int from2 = 0, int to2 = 0) {
    if (done || !legal) return;
    done = take(Move{c, static_cast<uint8_t>(from), static_cast<uint8_t>(to), static_cast<uint8_t>(from2),
                     static_cast<uint8_t>(to2)});
  };
  // Whether a marble may come out: the same for every card that brings one out.
  const int door = board.come_out_hole(colour);
  const int at_door = board.occupant(door);
  const bool door_own = at_door >= 0 && colour_of(at_door) == colour;
  for (Card c : faces) {
    for (int m : movers) {
      const int from = board.pos(m);
      if (board.is_start(from) && brings_out(c)) offer(!door_own && !land_refused(board, m, door), c, from, door);
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
        const int dest = forward_hole(board, m, first, left);
        if (land_refused(board, m, dest)) continue;
        // The second part's room, from the rooms kept for the whole hand: the first part moved
        // only m among the marbles that can block (a bump sends another colour's marble away).
        const bool partner_too =
            colour == seat && home_before + (board.is_home(dest) && !board.is_home(from) ? 1 : 0) == kMarbles;
        const int n2 = kSeven - first;
        bool any = false;
        for (int i = 0; i < kMarbles && !any; ++i) {
          const int m2 = colour * kMarbles + i;
          any = m2 != m && !board.is_start(board.pos(m2)) && n2 <= room_beside(i, m % kMarbles, dest);
        }
        if (!any && !partner_too) continue;
        // Played on a scratch board and taken back after: a landing at most for each first part.
        Shifts o;
        Board& scratch = played;
        land(scratch, m, dest, o, Shift{});
        auto second = [&](int m2, int room2, int left2) {
          if (n2 > room2) return;
          const int dest2 =
              n2 <= left2 ? scratch.wrap(scratch.pos(m2) + n2) : scratch.home_hole(colour_of(m2), n2 - left2);
          offer(!land_refused(scratch, m2, dest2), c, from, dest, scratch.pos(m2), dest2);
        };
        for (int i = 0; i < kMarbles; ++i) {
          const int m2 = colour * kMarbles + i;
          if (m2 == m || board.is_start(board.pos(m2))) continue;
          second(m2, room_beside(i, m % kMarbles, dest), lefts[static_cast<size_t>(i)]);
        }
        if (partner_too)
          for (int i = 0; i < kMarbles; ++i) {
            const int m2 = scratch.partner_of(seat) * kMarbles + i;
            if (scratch.is_start(scratch.pos(m2))) continue;
            int left2 = 0;
            const int room2 = forward_room(scratch, m2, left2);
            second(m2, room2, left2);
          }
        for (int k = o.count; k-- > 0;)
          scratch.place(o.shifts[static_cast<size_t>(k)].marble, o.shifts[static_cast<size_t>(k)].from);
      }
    }
  }
}

}  // namespace

bool has_move(const Board& board, int seat, std::span<const Card> hand) {
  bool found = false;
  each_candidate(board, seat, hand, [&](const Move&) { return found = true; });
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
  auto add = [&](const Move& a) {
    Action& added = out.emplace_back(kMove);
    added.card = a.card;
    added.from = a.from;
    added.to = a.to;
    added.from2 = a.from2;
    added.to2 = a.to2;
  };
  if (++stamp == 0) {
    std::fill(stamps.begin(), stamps.end(), 0);
    stamp = 1;
  }
  each_candidate(board, seat, hand, [&](const Move& a) {
    // Only a joker's candidates repeat (each other card gives one per marble and distance).
    if (!a.card.is_joker()) {
      add(a);
      return false;
    }
    const uint64_t key = uint64_t{a.card.bits()} | uint64_t{a.from} << 16 | uint64_t{a.to} << 24 |
                         uint64_t{a.from2} << 32 | uint64_t{a.to2} << 40;
    size_t i = static_cast<size_t>((key * 0x9E3779B97F4A7C15ULL) >> 53);
    while (stamps[i] == stamp && keys[i] != key) i = (i + 1) % kSlots;
    if (stamps[i] != stamp) {
      stamps[i] = stamp;
      keys[i] = key;
      add(a);
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

}  // namespace parlor::joker
