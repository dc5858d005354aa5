// The `parlor` command line: simulate, replay, judge, games.
#pragma once

#include <string>
#include <vector>

namespace parlor::cli {

using Args = std::vector<std::string>;

int cmd_simulate(const Args& args);
int cmd_replay(const Args& args);
int cmd_judge(const Args& args);
int cmd_games(const Args& args);

}  // namespace parlor::cli
