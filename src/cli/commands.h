// The `parlor` command line: simulate, replay, judge, games. Each returns an exit code
// (cli/args.h) and writes its complaints to stderr as sentences.
#pragma once

#include <iosfwd>
#include <nlohmann/json.hpp>
#include <string_view>

#include "cli/args.h"

namespace parlor::cli {

int cmd_simulate(const Args& args);
int cmd_replay(const Args& args);
int cmd_judge(const Args& args, std::istream& in, std::ostream& out);
// One judge request (a line of JSON) and its answer; "game" picks the game, Five Crowns by default.
nlohmann::json judge_line(std::string_view line);
int cmd_games(const Args& args);

// How a command stops on a problem: "parlor <command>: <why>" on stderr, and `exit_code` back.
int complain(std::string_view command, std::string_view why, int exit_code);

}  // namespace parlor::cli
