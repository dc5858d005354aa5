// Whether combinations a person lays fulfil their Jok-R-Ummy program (the reveal), and if not,
// which instruction they miss, in the words of the program card.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/meld.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::jok_r_ummy {

// Nothing when the melds are legal combinations (meld_rules()) that fulfil every part of the
// program times mult, one meld each, in any order; else the reason, addressed to the player:
// "Your program asks for a run of 4 hearts or diamonds; this run is in spades." Fills in what
// each wild stands for where the player did not say, as the program needs it (a wild in a set
// of red 7s stands for a red 7). Whether the cards are the player's is the state's check.
std::optional<std::string> check_fulfils(const Program& program, std::vector<Meld>& melds);

// How far combinations being composed go towards the program: for each slot (the parts, then the
// parts again for mult 2 and 3), the meld that fulfils it, or -1, filling as many slots as can
// be. `why` gets, for each meld that fills no slot, the reason (as check_fulfils words it, against
// the first slot left empty), else an empty string.
std::vector<int> fill_slots(const Program& program, const std::vector<Meld>& melds, std::vector<std::string>* why);

}  // namespace parlor::jok_r_ummy
