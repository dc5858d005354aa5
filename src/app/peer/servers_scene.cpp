// Connection servers: the STUN and TURN servers peer play asks (the settings' ice_servers), one
// line each, edited on screen. Invites not answered yet and a guest's answer not yet taken are
// made again with the new list.
#include <SDL.h>

#include <algorithm>
#include <string>

#include "app/peer/peer_hub.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/session/settings.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/text_field.h"
#include "app/ui/widgets.h"
#include "net/ice_server.h"

namespace parlor::peer {
namespace {

using render::Face;
using scenes::device;
using scenes::draw_paragraph;

constexpr int kFields = static_cast<int>(session::kMaxIceServers) + 1;  // each server, and a new one

class ServersScene final : public scenes::Scene {
 public:
  explicit ServersScene(scenes::Director& director)
      : director_(director), first_field_(ui::TextEntry::get().reserve_fields(kFields)) {}
  ~ServersScene() override { ui::TextEntry::get().clear(); }

  void update(double) override {}
  bool keeps_below_running() const override { return true; }

  void draw(scenes::Frame& f) override {
    ui::TextEntry& entry = ui::TextEntry::get();
    entry.begin_frame(f.input);
    std::vector<std::string>& servers = director_.settings().ice_servers;
    while (auto edit = entry.take_commit()) commit(servers, edit->field - first_field_, edit->text);
    focus_.begin(f.input, !entry.keys_taken());
    const float s = f.dpr;
    const auto [bar, col, x0, cx] = scenes::page(f, focus_, "Connection servers");
    float y = (scenes::kTopBarH + 12) * s;
    ui::Widgets w{f.ui, focus_};
    y = draw_paragraph(f,
                       "Two devices play together directly. A STUN server tells each device how the internet "
                       "reaches it. Some networks (mobile data, offices, schools) also need a TURN server, which "
                       "relays the game: someone's own server, with a user name and password. On one local "
                       "network no server is needed.",
                       Face::Regular, 14 * s, cx, y, col * s, ui::kCream);
    y = draw_paragraph(f, "One server a line: stun:host:port, or turn:host:port user password.", Face::Bold, 14 * s, cx,
                       y + 8 * s, col * s, ui::kGold);
    const float bw = 100;
    for (size_t i = 0; i < servers.size(); ++i) {
      const std::string id = "servers:" + std::to_string(i);
      ui::text_field(w, id, first_field_ + static_cast<int>(i), device(f, x0, y / s + 8, col - bw - 8, scenes::kTapH),
                     servers[i], session::kMaxIceServerChars);
      if (ui::button(w, id + ":remove", device(f, x0 + col - bw, y / s + 8, bw, scenes::kTapH), "Remove",
                     ui::ButtonKind::Secondary)) {
        servers.erase(servers.begin() + static_cast<long>(i));
        changed("Server removed.");
        break;
      }
      y += (scenes::kTapH + 8) * s;
    }
    if (servers.empty())
      y = draw_paragraph(f, "No servers: devices on one local network can still play together.", Face::Regular, 14 * s,
                         cx, y + 8 * s, col * s, ui::kCream);
    if (servers.size() < session::kMaxIceServers) {
      y = draw_paragraph(f, "Add a server:", Face::Regular, 14 * s, cx, y + 12 * s, col * s, ui::kCream);
      ui::text_field(w, "servers:new", first_field_ + kFields - 1, device(f, x0, y / s + 6, col, scenes::kTapH), "",
                     session::kMaxIceServerChars);
      y += (scenes::kTapH + 6) * s;
    }
    const float half = (col - 8) * 0.5f;
    if (ui::button(w, "servers:default", device(f, x0, y / s + 16, half, scenes::kTapH), "Use the default",
                   ui::ButtonKind::Secondary)) {
      servers = {session::kDefaultStun};
      changed("The default STUN server is back.");
    }
    if (ui::button(w, "servers:none", device(f, x0 + half + 8, y / s + 16, half, scenes::kTapH), "No servers",
                   ui::ButtonKind::Secondary)) {
      servers.clear();
      changed("No servers: for devices on one local network.");
    }
    focus_.draw(f.batch, s);
    focus_.end();
    entry.end_frame();
    if (bar.back || (f.input.key(SDLK_ESCAPE) && !entry.keys_taken())) director_.pop();
  }

 private:
  // A field's finished text: a server edited (emptied: removed) or added, once it reads as one.
  void commit(std::vector<std::string>& servers, int field, const std::string& text) {
    if (field < 0 || field >= kFields) return;
    const bool adding = field == kFields - 1;
    if (!adding && static_cast<size_t>(field) >= servers.size()) return;
    if (text.find_first_not_of(" \t") == std::string::npos) {
      if (adding) return;
      servers.erase(servers.begin() + field);
      return changed("Server removed.");
    }
    auto server = net::parse_ice_server(text);
    if (!server) return director_.notify(server.error());
    const std::string line = net::ice_server_line(*server);
    if (adding)
      servers.push_back(line);
    else
      servers[static_cast<size_t>(field)] = line;
    changed(adding ? "Server added." : "Server changed.");
  }

  void changed(const std::string& what) {
    director_.save_settings();
    servers_changed(director_);
    director_.notify(what);
  }

  scenes::Director& director_;
  ui::FocusRing focus_;
  int first_field_;
};

}  // namespace

std::unique_ptr<scenes::Scene> make_servers_screen(scenes::Director& director) {
  return std::make_unique<ServersScene>(director);
}

}  // namespace parlor::peer
