// Jok-R-Ummy's program deck, our own (DECISIONS.md), as data: src/games/jok_r_ummy/programs.json,
// compiled in (games/game_data.h). The file is {"programs": [program, ...]} with each program in
// the form of program.h; docs/jok-r-ummy-programs.md lists the deck and its balance.
#pragma once

#include <string_view>
#include <vector>

#include "engine/result.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::jok_r_ummy {

inline constexpr const char* kProgramsFile = "jok_r_ummy/programs.json";

// A program of the deck needs 12 cards at most (the form allows 14, a full hand, for the judge):
// revealed from the 14 held after a draw, it leaves a card to discard and one to play on, where
// 13 or 14 would empty the hand and end the round at the reveal (issue 38: a fair deck).
inline constexpr int kMaxDeckProgramCards = 12;

// A deck file's programs, each checked (program.h), with ids unique, at most
// kMaxProgramCardsInDeck cards and none needing more than kMaxDeckProgramCards; the reason for
// the first fault otherwise.
Result<std::vector<Program>> parse_program_deck(std::string_view text);

// The deck compiled in, in file order (program k is program_card(k)). Empty if the file were
// broken, which the deck tests catch.
const std::vector<Program>& program_deck();
// The program of our deck with that id, or nullptr.
const Program* find_program(std::string_view id);

}  // namespace parlor::jok_r_ummy
