#pragma once
// What a person's taps mean at the Jok-R-Ummy table, in the rules' terms: what each wild of a
// combination being composed could stand for (the table asks when there is a choice), each way a
// card joins a combination on the table (the engine lists each as its own move, the table asks
// which), and how far the composed combinations go towards the program (the program card shows
// the part being filled and what it still lacks).
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/action.h"
#include "games/jok_r_ummy/view.h"

namespace parlor::jok_r_ummy {

// For each card of `meld` (as composed): empty for a natural card, else what the wild could stand
// for; more than one card when the person should say which. A wild in a book names its suit.
std::vector<std::vector<Card>> wild_readings(const Meld& meld);

// Each add-on of `card` onto combination `index` of `seat`: one for a natural card; for a wild,
// one per card it could stand for there, the one the engine gives an undeclared wild first (a
// run's top: a 2 added to 3-4-5 is the 6). Empty when the card does not fit or there is no such
// combination.
std::vector<Action> add_on_readings(const Table& table, int seat, int index, Card card);

// How far the combinations composed for a reveal go towards the program.
struct Progress {
  std::vector<int> slot_meld;  // per slot (the parts, then again for mult): the composed meld it takes, or -1
  int next = -1;               // the part (index into parts) to fill next; -1 when every slot is filled
  int filled = 0, slots = 0;   // slots filled, and all of them
  std::string stray;           // why a composed combination serves no part ("" when all serve)
  std::string text;            // "Next: three 7s. Missing: a third 7." for the table
  std::vector<Card> uses;      // the cards not composed that the plan for the empty parts uses (solver.h)
};
// `rest`: the hand's cards not composed, for what the parts still empty lack.
Progress compose_progress(const Program& program, const std::vector<Meld>& composed, std::span<const Card> rest);

}  // namespace parlor::jok_r_ummy
