// Computer players. A bot sees exactly what a human in its seat would: one View.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/action.h"
#include "engine/result.h"
#include "engine/state.h"

namespace parlor {

class Bot {
 public:
  virtual ~Bot() = default;
  virtual std::string_view kind() const = 0;
  // Called only when view.to_act(); returns one of the view's legal actions.
  virtual Action choose(const View& view) = 0;
  // The app's way to ask, a frame at a time: up to about `slice_ms` of work now, and the move
  // once it is ready, else nothing (asked again, with the same position, at the next frame). A
  // bot that searches spends its budget in time here, across calls; choose() spends it in
  // iterations at once (reproducible by seed). A bot that answers at once just chooses.
  virtual std::optional<Action> think(const View& view, double /*slice_ms*/) { return choose(view); }
};

// One bot of a kind the game offers (bots/registry.cpp lists them). A table of bots is made
// with make_bots (bots/registry.h), which seeds every seat the same way.
Result<std::unique_ptr<Bot>> make_bot(std::string_view kind, std::string_view game_id, uint64_t seed);
// The kinds a game offers, weakest first: "random" for every game, then the game's own. `Quick`
// leaves out the kinds that search ("strong": a move takes many rollouts), for the suites that
// play whole games by every kind (golden, conformance, peer views, fuzz corpora). `All` adds the
// kinds the app does not offer yet, which make_bot still makes (the CLI and the benches play them).
enum class BotKinds { Quick, Offered, All };
std::vector<std::string_view> bot_kinds(std::string_view game_id, BotKinds which = BotKinds::Offered);
// A kind as set-up and the peer host's invites name it: "random" is Easy, "greedy" Good,
// "strong" Strong (any other kind capitalised).
std::string bot_level_label(std::string_view kind);

}  // namespace parlor
