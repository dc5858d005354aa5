// Opening a share link: the link wins over the saved game, but a different saved game is only
// replaced when the person says so. A link that does not open changes nothing saved.
#include <string>

#include "app/scenes/confirm_scene.h"
#include "app/scenes/table_factory.h"
#include "app/session/save.h"
#include "app/session/settings.h"
#include "app/session/store.h"
#include "games/registry.h"
#include "net/link.h"

namespace parlor::scenes {
namespace {

std::string game_name(std::string_view id) {
  const GameEntry* g = find_game(id);
  return g ? std::string(g->display_name) : std::string(id);
}

// Shows the table for the link's game; false (with a message) when it cannot be set up.
bool start_linked(Director& director, const session::GameSetup& setup, const State& state) {
  auto match = session::restore_match(setup, state);
  if (!match) {
    director.notify("This link could not be opened: " + match.error() + " Nothing saved was changed.");
    return false;
  }
  auto table = make_table(director, setup, std::move(*match));
  if (!table) {
    director.notify(game_name(setup.game_id) + " cannot be played here yet, so the link was not opened.");
    return false;
  }
  director.show(std::move(table));
  return true;
}

}  // namespace

void open_link(Director& director, std::string_view fragment) {
  auto opened = net::open_link(fragment);
  if (!opened) {
    director.notify(opened.error() + " Nothing saved was changed.");
    return;
  }
  // Shared pointers: the confirmation's answers outlive this call.
  auto state = std::shared_ptr<State>(std::move(opened->state));
  auto setup =
      std::make_shared<session::GameSetup>(session::setup_for(*state, opened->seats, director.settings().bot_speed));
  // Each person finds their cards in the order they left them, whatever round the table is at.
  for (size_t i = 0; i < opened->orders.size() && i < setup->seats.size(); ++i) {
    setup->seats[i].order = opened->orders[i];
    setup->seats[i].order_round = opened->orders[i].empty() ? -1 : session::kOpeningRound;
  }
  auto saved = director.store().load_game();
  director.notify(saved.notice.message, saved.notice.detail);
  if (!saved.game || session::continues_game(*saved.game->state, *state)) {
    // Keep this device's PINs when the link continues the saved game.
    if (saved.game && saved.game->setup.seats.size() == setup->seats.size())
      for (size_t i = 0; i < setup->seats.size(); ++i) setup->seats[i].pin = saved.game->setup.seats[i].pin;
    start_linked(director, *setup, *state);
    return;
  }
  const std::string saved_name = game_name(saved.game->setup.game_id);
  Choice yes{"confirm:yes", "Open the link", [&director, setup, state] {
               if (!start_linked(director, *setup, *state)) director.show(make_lobby(director));
             }};
  Choice no{"confirm:no", "Keep my game", [&director] {
              director.show(make_lobby(director));
              director.notify("Your saved game is kept; the link was not opened.");
            }};
  director.show(make_confirm(director, "Open this link?",
                             "A different game of " + saved_name + " is saved on this device. Opening the " +
                                 game_name(setup->game_id) + " link replaces it.",
                             std::move(yes), std::move(no)));
}

}  // namespace parlor::scenes
