// Choices closer than a thumb: a 7's destination holes lie about 9 px apart on a phone, so a tap
// among them could mean any. A tap there, or Enter from the keyboard, puts the choices near it to
// the person as a list of 44 px buttons in words ("3 holes on (bumps Ana)"), which 1 to 9 answer.
#include <SDL.h>

#include <algorithm>
#include <cmath>

#include "app/tables/joker/table.h"
#include "engine/enum_names.h"

namespace parlor::scenes {

// Where a choice lies on the board (device px): a start's marbles by the start's middle.
Point JokerTable::spot(int hole) const {
  if (!view().board.is_start(hole)) return layout_.hole(hole);
  const Point a = layout_.hole(hole, 0);
  return render::lerp(a, render::lerp(layout_.hole(hole, 2), layout_.hole(hole, 3), 0.5f), 0.5f);
}

// The marbles that may be chosen now, or the chosen marble's holes.
std::vector<int> JokerTable::choices(bool marbles) const {
  const int chosen = marble();
  return marbles ? picker_.options_at(chosen >= 0 ? picker_.depth() - 1 : picker_.depth()) : picker_.options();
}

// How far a marble goes from `from` to `to`, along its way.
int JokerTable::steps(int from, int to) const {
  const joker::Board& b = view().board;
  if (b.is_home(to) && b.is_home(from)) return b.home_index(to) - b.home_index(from);
  if (b.is_home(to) && b.is_track(from)) return b.to_entrance(b.home_owner(to), from) + b.home_index(to);
  if (!b.is_track(from) || !b.is_track(to)) return 0;
  const int on = b.wrap(to - from);
  return on > b.track() / 2 ? on - b.track() : on;  // a 4 goes back
}

std::string JokerTable::choice_words(int hole, bool is_marble) const {
  const joker::Board& b = view().board;
  if (is_marble) {
    // Short enough for a button a third of a small phone wide.
    if (b.is_start(hole)) return "From the start";
    if (b.is_home(hole)) return "Home, place " + std::to_string(b.home_index(hole));
    const int owner = joker::colour_of(b.occupant(hole));
    const int left = b.to_entrance(owner, hole);
    return left == 0 ? "At home's door" : plural(left, "hole") + " from home";
  }
  const int n = steps(marble(), hole);
  std::string words = b.is_start(marble()) ? std::string("Out of the start")
                      : n < 0              ? plural(-n, "hole") + " back"
                                           : plural(n, "hole") + " on";
  if (b.is_home(hole)) words += ", into home";
  if (const int there = b.occupant(hole); there >= 0) {
    const int seat = joker::colour_of(there);
    words += b.same_team(seat, me()) ? " (sends " + who(seat) + " on)" : " (bumps " + who(seat) + ")";
  }
  return words;
}

// The choices within a thumb's width (44 CSS px) of `hole`, itself included, along the way.
std::vector<int> JokerTable::crowd(int hole, bool is_marble) const {
  const Point at = spot(hole);
  const float thumb = 44 * css_scale();
  std::vector<int> near;
  for (int o : choices(is_marble)) {
    const Point p = spot(o);
    if (std::hypot(p.x - at.x, p.y - at.y) < thumb) near.push_back(o);
  }
  return near;
}

void JokerTable::ask_between(std::vector<int> near, bool is_marble) {
  if (!is_marble) {
    const int from = marble();
    std::stable_sort(near.begin(), near.end(), [&](int a, int b) { return steps(from, a) < steps(from, b); });
  }
  PieceQuestion q;
  q.title = is_marble       ? "Which marble?"
            : second_part() ? "Where does the second marble go?"
                            : "Where does the marble go?";
  for (int h : near) q.words.push_back(choice_words(h, is_marble));
  q.chosen = [this, near, is_marble](int i) { asked_.clear(), step(near[static_cast<size_t>(i)], is_marble); };
  q.cancelled = [this] { asked_.clear(); };
  asked_ = near;
  ask(std::move(q));
}

// Enter while a card is chosen: the marbles it can move, or the chosen marble's holes, as a list.
void JokerTable::keys(Frame& f) {
  if (picker_.depth() == 0 || stuck() || !f.input.key(SDLK_RETURN)) return;
  const bool marbles = marble() < 0;
  std::vector<int> all = choices(marbles);
  if (!all.empty()) ask_between(std::move(all), marbles);
}

}  // namespace parlor::scenes
