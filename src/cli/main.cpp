#include <iostream>
#include <string>

#include "cli/commands.h"

namespace {

void usage(std::ostream& out) {
  out << "parlor: the Parlor game engine from the command line\n"
         "\n"
         "  parlor games                      list the games and whether they are playable\n"
         "  parlor simulate [options]         seeded bot games; exits 1 on any invariant violation\n"
         "      --game ID        a game id (default: every game with an engine)\n"
         "      --games N        games per game id (default 100)\n"
         "      --seed S         first seed; game i uses S + i (default 1)\n"
         "      --players P      players (default: the game's smallest table)\n"
         "      --bots A,B,...   bot per seat, repeated to fill the table: random, greedy (default random);\n"
         "                       strong,greedy: Strong in one seat, rotated, its win share and move times\n"
         "      --threads N      games played at once against Strong (default: every core)\n"
         "      --check MODE     full | sampled (default) | none\n"
         "      --save FILE      write the last game as saved-game JSON\n"
         "      --option N=V     one of the game's options, repeatable (--option partners=true)\n"
         "      --verbose        one line per game\n"
         "  parlor replay FILE [--moves]      replay a saved game and print the final scores\n"
         "  parlor judge                      answer rules questions: one JSON request per stdin line\n"
         "\n"
         "Exit status: 0 when everything asked was done, 1 when simulate found a broken invariant,\n"
         "2 for a mistake on the command line, 3 when a file cannot be read or written or is not a saved game.\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "parlor: say what to do.\n\n";
    usage(std::cerr);
    return parlor::cli::kExitUsage;
  }
  std::string cmd = argv[1];
  parlor::cli::Args args(argv + 2, argv + argc);
  if (cmd == "simulate") return parlor::cli::cmd_simulate(args);
  if (cmd == "replay") return parlor::cli::cmd_replay(args);
  if (cmd == "judge") return parlor::cli::cmd_judge(args, std::cin, std::cout);
  if (cmd == "games") return parlor::cli::cmd_games(args);
  if (cmd == "help" || cmd == "--help" || cmd == "-h") {
    usage(std::cout);
    return parlor::cli::kExitDone;
  }
  std::cerr << "parlor: there is no command \"" << cmd << "\".\n\n";
  usage(std::cerr);
  return parlor::cli::kExitUsage;
}
