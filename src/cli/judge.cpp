#include <iostream>
#include <string>

#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::cli {
namespace {

// Requests without "game" go to the first game that has a judge (the README's examples).
std::string first_judge() {
  for (const auto& g : game_registry())
    if (g.judge) return std::string(g.id);
  return std::string();
}

}  // namespace

// One request per line in, one answer per line out, so a script can keep the process open.
int cmd_judge(const Args&) {
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    json answer;
    auto req = parse_json(line);
    if (!req) {
      answer = json{{"ok", false}, {"error", req.error()}};
    } else {
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
    }
    std::cout << dump_json(answer) << "\n" << std::flush;
  }
  return 0;
}

}  // namespace parlor::cli
