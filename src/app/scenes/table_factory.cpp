#include "app/scenes/table_factory.h"

#include <algorithm>

#include "app/peer/peer_hub.h"
#include "app/session/save.h"
#include "app/tables/registry.h"

namespace parlor::scenes {

std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup) {
  auto match = net::Match::create(setup.game_id, setup.options, setup.seed, session::seat_configs(setup));
  if (!match) return nullptr;
  return make_table(director, setup, std::move(*match));
}

std::unique_ptr<Scene> make_table(Director& director, const session::GameSetup& setup,
                                  std::unique_ptr<net::Match> match) {
  // A table of bots only is a show to watch: it is not saved, so it never replaces a person's
  // saved game.
  const bool anyone = match->first_person() >= 0;
  const bool invites = std::any_of(setup.seats.begin(), setup.seats.end(),
                                   [](const session::SeatSetup& s) { return s.kind == session::SeatKind::Remote; });
  std::shared_ptr<peer::HostLink> host;
  if (invites) host = peer::host_table(director, *match, setup);
  session::TableSession table(setup, std::move(match), anyone ? &director.store() : nullptr);
  if (host) table.link(std::move(host));
  const TableEntry* entry = find_table(setup.game_id);
  return entry && entry->make ? entry->make(director, std::move(table)) : nullptr;
}

Screens& app_screens() {
  struct AppScreens final : Screens {
    std::unique_ptr<Scene> lobby(Director& d) override { return make_lobby(d); }
    std::unique_ptr<Scene> setup(Director& d, std::string_view game_id, const session::GameSetup* last) override {
      return make_setup_screen(d, game_id, last);
    }
    std::unique_ptr<Scene> rules(Director& d, const std::string& game_id) override {
      return make_rules_screen(d, game_id);
    }
    std::unique_ptr<Scene> share(Director& d, const session::TableSession& s) override {
      return make_share_screen(d, s);
    }
    std::unique_ptr<Scene> table(Director& d, const session::GameSetup& setup) override { return make_table(d, setup); }
  };
  static AppScreens screens;
  return screens;
}

}  // namespace parlor::scenes
