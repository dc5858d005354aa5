#pragma once
// A move's line as the games write it ("Player 2 takes the 7 of stars ...", third person, seats
// numbered from 1) turned into the sentence one reader sees: their own seat as "you" (with the
// verb agreeing: "You take"), everyone else by name.
#include <string>
#include <string_view>
#include <vector>

namespace parlor::session {

// `reader` is the seat reading (-1: nobody at the table, every seat by name).
std::string for_reader(std::string_view line, const std::vector<std::string>& names, int reader);

// Every "Player N" in the line (N = seat + 1, the whole number) with names[seat].
std::string with_seat_names(std::string line, const std::vector<std::string>& names);

}  // namespace parlor::session
