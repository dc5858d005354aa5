#include <iostream>
#include <string>

#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::cli {
namespace {

// Requests without "game" go to the first game that has a judge (the examples in docs/cli.md).
std::string first_judge() {
  for (const auto& g : game_registry())
    if (g.judge) return std::string(g.id);
  return std::string();
}

}  // namespace

nlohmann::json judge_line(std::string_view line) {
  auto req = parse_json(line);
  if (!req) return json{{"ok", false}, {"error", req.error()}};
  json answer;
  auto game = get_string(*req, "game", first_judge());
  const GameEntry* g = game ? find_game(*game) : nullptr;
  if (!game)
    answer = json{{"ok", false}, {"error", game.error()}};
  else if (!g)
    answer = json{{"ok", false}, {"error", "There is no game called \"" + *game + "\"."}};
  else if (!g->judge)
    answer = json{{"ok", false}, {"error", std::string(g->display_name) + " has no judge yet."}};
  else
    answer = g->judge(*req);
  if (const json* id = find_member(*req, "id")) answer["id"] = *id;
  return answer;
}

// One request per line in, one answer per line out, so a script can keep the process open.
int cmd_judge(const Args& args, std::istream& in, std::ostream& out) {
  if (auto why = no_arguments("judge", args))
    return complain("judge", *why + " Requests come on stdin, one JSON object a line.", kExitUsage);
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    out << dump_json(judge_line(line)) << "\n" << std::flush;
  }
  return kExitDone;
}

}  // namespace parlor::cli
