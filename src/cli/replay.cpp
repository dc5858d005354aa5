#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "engine/json_util.h"
#include "games/registry.h"

namespace parlor::cli {

namespace {

// The file's text, or a sentence saying why it cannot be had.
Result<std::string> read_saved_file(const std::string& path) {
  using R = Result<std::string>;
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) return R::failure("There is no file " + path + ".");
  if (std::filesystem::is_directory(status)) return R::failure(path + " is a directory, not a saved game.");
  const auto size = std::filesystem::file_size(path, ec);
  // A size is refused before reading, so a huge file costs nothing (load_game_text refuses it too).
  if (!ec && size > kMaxSaveBytes)
    return R::failure(path + " is too large to be a saved game (over " + std::to_string(kMaxSaveBytes >> 20) + " MB).");
  std::ifstream in(path, std::ios::binary);
  if (!in) return R::failure("Cannot read " + path + ": " + std::strerror(errno) + ".");
  std::stringstream buf;
  buf << in.rdbuf();
  if (in.bad()) return R::failure("Cannot read " + path + ".");
  return buf.str();
}

}  // namespace

int cmd_replay(const Args& args) {
  auto opts = parse_replay_args(args);
  if (!opts) return complain("replay", opts.error(), kExitUsage);
  const std::string& path = opts->path;
  auto text = read_saved_file(path);
  if (!text) return complain("replay", text.error(), kExitFile);
  auto state = load_game_text(*text);
  if (!state) return complain("replay", path + " does not replay: " + state.error(), kExitFile);
  const State& s = **state;
  std::cout << "game " << s.game_id() << ", options " << dump_json(s.options()) << ", seed " << s.seed() << ", "
            << s.history().size() << " moves replayed\n";
  if (opts->moves) {
    auto fresh = create_game(s.game_id(), s.options(), s.seed());
    for (const auto& la : s.history()) {
      std::cout << "  " << (*fresh)->describe_action(la.seat, la.action) << "\n";
      (*fresh)->apply(la.seat, la.action);
    }
  }
  Scores sc = s.scores();
  for (int seat = 0; seat < s.num_seats(); ++seat) {
    std::cout << "seat " << seat << ": " << sc.totals[static_cast<size_t>(seat)] << " points";
    if (std::find(sc.winners.begin(), sc.winners.end(), seat) != sc.winners.end())
      std::cout << (sc.winners.size() > 1 ? "  (shares the win)" : "  (wins)");
    std::cout << "\n";
  }
  if (!s.is_terminal())
    std::cout << "not finished: seat " << s.current_seat() << " to play, phase " << s.phase() << "\n";
  return kExitDone;
}

}  // namespace parlor::cli
