// Every legal move of a hand (legal_actions_for, has_move): the candidates are built to pass
// refusal()'s checks by construction, so only a landing is left to ask of each.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <vector>

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

}  // namespace parlor::joker
