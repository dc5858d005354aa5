#include <iostream>

#include "cli/commands.h"
#include "games/registry.h"

namespace parlor::cli {

int cmd_games(const Args& args) {
  if (auto why = no_arguments("games", args)) return complain("games", *why, kExitUsage);
  for (const auto& g : game_registry()) {
    std::cout << g.id << "\t" << g.display_name << "\t" << players_text(g) << " players\t"
              << (g.playable     ? "playable"
                  : g.has_engine ? "engine only (table coming later)"
                                 : "coming later")
              << "\n";
  }
  return kExitDone;
}

}  // namespace parlor::cli
