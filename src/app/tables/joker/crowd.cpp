// Choices closer than a thumb: a 7's destination holes lie about 9 px apart on a phone, so a tap
// among them could mean any. A marble chosen whose holes crowd so, a tap among crowded marbles, or
// Enter from the keyboard puts the choices to the person as a list of 44 px buttons in words
// ("3 holes on (bumps Ana)"), which 1 to 9 answer.
#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "app/tables/joker/table.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"
#include "games/joker/moves.h"

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
  // Out of the start onto a marble further on (a joker's bump) counts from the come-out hole (the
  // question's title says so), so two such choices are told apart as the board's other holes are.
  const int from = marble();
  const int door = b.is_start(from) ? b.come_out_hole(b.start_owner(from)) : -1;
  // A joker goes clockwise only, however far round: never "back".
  const bool clockwise = picked_.is_joker() && b.is_track(from) && b.is_track(hole);
  const int n = door >= 0 ? b.wrap(hole - door) : clockwise ? b.wrap(hole - from) : steps(from, hole);
  std::string words = door == hole ? std::string("Come-out hole")
                      : n < 0      ? say("{holes} back", {{"holes", plural(-n, "hole")}})
                                   : say("{holes} on", {{"holes", plural(n, "hole")}});
  if (b.is_home(hole)) words = say("{move}, into home", {{"move", words}});
  if (const int there = b.occupant(hole); there >= 0) {
    const int seat = joker::colour_of(there);
    words = say(b.same_team(seat, me()) ? "{move} (sends {who} on)" : "{move} (bumps {who})",
                {{"move", words}, {"who", who(seat)}});
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

// A marble chosen whose holes all lie closer than a thumb: its holes are put as buttons at once, once
// for each choice in progress (a question cancelled stays away until a tap among them).
void JokerTable::ask_if_crowded() {
  if (marble() < 0 || covered() || picker_.chosen() == auto_asked_) return;
  auto_asked_ = picker_.chosen();
  // Only where every hole crowds another (a 7's run of holes): a joker's marbles to bump lie
  // around the board, most apart, and a list of them all would cover it; a tap among the few
  // that crowd asks about those alone.
  std::vector<int> all = choices(false);
  if (all.size() > 1 && std::all_of(all.begin(), all.end(), [&](int h) { return crowd(h, false).size() > 1; }))
    ask_between(std::move(all), false);
}

void JokerTable::ask_between(std::vector<int> near, bool is_marble) {
  if (!is_marble) {
    const int from = marble();
    std::stable_sort(near.begin(), near.end(), [&](int a, int b) { return steps(from, a) < steps(from, b); });
  }
  PieceQuestion q;
  q.title = is_marble       ? "Which marble?"
            : second_part() ? "Where does the second marble go?"
            : view().board.is_start(marble())
                ? say("Where does {whose} marble come out? Holes count on from its come-out hole.",
                      {{"whose", whose_marble(marble())}})
                : "Where does the marble go?";
  // A 7's first marble: the question says which marble, in the counts its buttons offer, and
  // where the rest of the 7 goes.
  if (!is_marble && !second_part() && picked_.rank() == 7) {
    std::string counts;
    for (size_t i = 0; i < near.size(); ++i)
      counts += (i == 0 ? "" : i + 1 == near.size() ? " or " : ", ") + std::to_string(steps(marble(), near[i]));
    q.title = say("Move {whose} marble from {where} {counts} on; any holes left of the 7 go to another marble.",
                  {{"whose", whose_marble(marble())},
                   {"where", where_words(marble())},
                   {"counts", counts + (counts == "1" ? " hole" : " holes")}});
  }
  for (int h : near) {
    q.words.push_back(choice_words(h, is_marble));
    q.targets.push_back((is_marble ? "marble:" : "hole:") + std::to_string(h));
  }
  // The board stays in view: its lit holes (or marbles) answer too.
  q.beside = layout_.board;
  q.chosen = [this, near, is_marble](int i) {
    asked_.clear(), step(near[static_cast<size_t>(i)], is_marble);
    ask_if_crowded();  // a marble answered, its crowded holes follow at once
  };
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

// A hole as the hint names where a marble is: "the start", "place 2 of home", "home's door",
// "12 holes before home" (before its owner's home).
std::string JokerTable::where_words(int hole) const {
  const joker::Board& b = view().board;
  if (b.is_start(hole)) return "the start";
  if (b.is_home(hole)) return say("place {n} of home", {{"n", std::to_string(b.home_index(hole))}});
  const int left = b.to_entrance(joker::colour_of(b.occupant(hole)), hole);
  return left == 0 ? std::string("home's door") : say("{holes} before home", {{"holes", plural(left, "hole")}});
}

// Whose marble is in `hole`, as a hint or question says it: "your", "Chloé's".
std::string JokerTable::whose_marble(int hole) const {
  const joker::Board& b = view().board;
  const int m = b.occupant(hole), seat = b.is_start(hole) ? b.start_owner(hole) : m < 0 ? me() : joker::colour_of(m);
  return seat == me() ? std::string("your") : seat_name(seat) + "'s";
}

// The hint in words: the card, the marble it moves, from where and how far, and whose marble it
// bumps.
std::string JokerTable::hint_words(const Action& a) const {
  const std::string card = card_name(a.card);
  if (a.kind == ActionKind::Discard)
    return say("Hint: no card of yours can move a marble, so discard the {card}.", {{"card", card}});
  joker::Outcome o;
  const joker::Board& b = view().board;
  if (a.kind != joker::kMove || joker::check_move(b, me(), a, &o)) return {};
  auto whose = [&](int hole) { return whose_marble(hole); };
  std::string bumps;
  for (const joker::Shift& sh : o.all())
    if (!sh.played && bumps.empty()) {
      const int seat = joker::colour_of(sh.marble);
      bumps = b.same_team(seat, me()) ? say(" (sends {who} on)", {{"who", who(seat)}})
                                      : say(" (bumps {who})", {{"who", who(seat)}});
    }
  auto holes = [&](int from, int to) { return plural(std::abs(steps(from, to)), "hole"); };
  if (a.from2 || a.to2)
    return say(
        "Hint: split the {card}: move {whose} marble from {where} {steps} on, then {whose2} marble from "
        "{where2} {steps2} on{bumps}.",
        {{"card", card},
         {"whose", whose(a.from)},
         {"steps", holes(a.from, a.to)},
         {"where", where_words(a.from)},
         {"whose2", whose(a.from2)},
         {"steps2", holes(a.from2, a.to2)},
         {"where2", where_words(a.from2)},
         {"bumps", bumps}});
  if (b.is_start(a.from))
    return say("Hint: with the {card}, bring a marble out of the start{bumps}.", {{"card", card}, {"bumps", bumps}});
  bool jump = false;
  for (const joker::Shift& sh : o.all()) jump = jump || (sh.played && sh.jump);
  const int there = b.occupant(a.to);
  if (jump && there >= 0)
    return say("Hint: with the {card}, move {whose} marble from {where} to take the place of {other} marble.",
               {{"card", card}, {"whose", whose(a.from)}, {"where", where_words(a.from)}, {"other", whose(a.to)}});
  const char* pattern = steps(a.from, a.to) < 0
                            ? "Hint: with the {card}, move {whose} marble {steps} back, from {where}{bumps}."
                        : b.is_home(a.to) && !b.is_home(a.from)
                            ? "Hint: with the {card}, move {whose} marble {steps} on into home, from {where}."
                            : "Hint: with the {card}, move {whose} marble {steps} on, from {where}{bumps}.";
  return say(pattern, {{"card", card},
                       {"whose", whose(a.from)},
                       {"steps", holes(a.from, a.to)},
                       {"where", where_words(a.from)},
                       {"bumps", bumps}});
}

}  // namespace parlor::scenes
