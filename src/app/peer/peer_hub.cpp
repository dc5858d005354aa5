#include "app/peer/peer_hub.h"

#include <nlohmann/json.hpp>
#include <utility>

#include "app/platform/web_bridge.h"
#include "app/scenes/lobby_chrome.h"
#include "app/session/table_session.h"
#include "app/ui/focus.h"
#include "app/ui/widgets.h"

#ifdef __EMSCRIPTEN__
extern "C" void parlor_js_copy_text(const char* text);
#endif

namespace parlor::peer {
namespace {

struct Hub {
  std::weak_ptr<HostLink> host;
  std::shared_ptr<GuestLink> guest;
  bool listening = false;
  std::string published;
  std::string title;
  bool open_invites = false;  // the invite screen opens over the new table next frame
  bool invites_showing = false;
};

Hub& hub() {
  static Hub h;
  return h;
}

const char* step_name(HostLink::Step s) {
  switch (s) {
    case HostLink::Step::Preparing: return "preparing";
    case HostLink::Step::Waiting: return "waiting";
    case HostLink::Step::Connecting: return "connecting";
    case HostLink::Step::Joined: return "joined";
    case HostLink::Step::Away: return "away";
    case HostLink::Step::Failed: return "failed";
  }
  return "";
}

const char* step_name(GuestLink::Step s) {
  switch (s) {
    case GuestLink::Step::Answering: return "answering";
    case GuestLink::Step::AnswerReady: return "answer_ready";
    case GuestLink::Step::Connected: return "connected";
    case GuestLink::Step::Playing: return "playing";
    case GuestLink::Step::HostAway: return "host_away";
    case GuestLink::Step::Failed: return "failed";
  }
  return "";
}

// For the browser tests: the codes, steps and who is connected; nothing hidden in the game.
void publish() {
  nlohmann::json j;
  if (HostLink* h = hosting()) {
    j["role"] = "host";
    j["table"] = h->table();
    nlohmann::json seats = nlohmann::json::array();
    for (int s : h->seats())
      seats.push_back({{"seat", s},
                       {"name", h->name(s)},
                       {"step", step_name(h->invite(s).step)},
                       {"code", h->invite(s).code},
                       {"presence", net::presence_name(h->presence(s))},
                       {"error", h->invite(s).error}});
    j["seats"] = std::move(seats);
    j["refusals"] = h->refusals();
  } else if (GuestLink* g = guesting()) {
    j["role"] = "guest";
    j["step"] = step_name(g->step());
    j["answer"] = g->answer_code();
    j["seat"] = g->guest().seat();
    j["moves"] = g->moves();
    j["error"] = g->error();
    if (g->autoplay()) {
      j["phase"] = g->phase();
      j["totals"] = g->totals();
    }
  } else {
    j["role"] = "none";
  }
  std::string text = j.dump();
  if (text == hub().published) return;
  hub().published = std::move(text);
  web::publish("Peer", hub().published.c_str());
}

// "Your turn" in the tab's title while the page is hidden and the guest (or host) is to act.
void turn_alert() {
  bool my_turn = false;
  if (GuestLink* g = guesting(); g && g->step() == GuestLink::Step::Playing && g->guest().view())
    my_turn = g->guest().view()->to_act();
  const std::string title = my_turn && page_hidden() ? "Your turn · Parlor" : "Parlor";
  if (title == hub().title) return;
  hub().title = title;
  set_title(title);
}

}  // namespace

HostLink* hosting() {
  auto h = hub().host.lock();
  return h && !h->gone() ? h.get() : nullptr;
}

GuestLink* guesting() { return hub().guest.get(); }

std::string ice_json(const session::Settings& settings) {
  nlohmann::json servers = nlohmann::json::array();
  for (const std::string& url : settings.ice_servers) servers.push_back({{"urls", url}});
  return servers.dump();
}

std::string join_fragment(const std::string& code) { return "join=" + code; }
std::string answer_fragment(const std::string& code) { return "answer=" + code; }

void copy_text(const std::string& text) {
#ifdef __EMSCRIPTEN__
  parlor_js_copy_text(text.c_str());
#else
  (void)text;
#endif
}

std::shared_ptr<HostLink> host_table(scenes::Director& director, net::Match& match, const session::GameSetup& setup) {
  if (!hub().listening) listen(), hub().listening = true;
  hub().guest.reset();
  auto link = std::make_shared<HostLink>(match, setup, ice_json(director.settings()));
  hub().host = link;
  hub().open_invites = true;
  return link;
}

bool open_fragment(scenes::Director& director, std::string_view fragment) {
  if (fragment.substr(0, 5) == "join=") {
    auto offer = net::decode_invite(fragment.substr(5));
    if (!offer || offer->answer) {
      director.notify(offer ? "That link is an answer: open it on the device that invited you."
                            : "This invite link does not open: " + offer.error());
      return true;
    }
    if (auto old = hub().guest) close(kGuestConnection);
    hub().host.reset();
    hub().guest = std::make_shared<GuestLink>(director, std::move(*offer), ice_json(director.settings()));
    hub().guest->start();
    director.show(make_join_screen(director));
    return true;
  }
  if (fragment.substr(0, 7) == "answer=") {
    HostLink* h = hosting();
    if (!h) {
      director.notify(
          "This answer link is for the device that hosts the table: open it there, or paste its code there.");
      return true;
    }
    if (auto why = h->take_answer(fragment.substr(7)))
      director.notify(*why);
    else
      director.notify("Answer received: connecting.");
    return true;
  }
  return false;
}

void invites_showing(bool showing) { hub().invites_showing = showing; }

void draw_overlay(scenes::Director& director, scenes::Frame& f) {
  HostLink* h = hosting();
  if (!h || hub().invites_showing) return;
  int away = 0;
  for (int s : h->seats()) away += h->presence(s) != net::Presence::Connected ? 1 : 0;
  const std::string label = away ? "Invites · " + std::to_string(away) + " away" : "Invites";
  const float s = f.dpr, w = 150;
  ui::FocusRing none;
  ui::Widgets wd{f.ui, none};
  if (ui::button(wd, "peer:invites", scenes::device(f, f.css_width() - w - 8, 64, w, 36), label,
                 away ? ui::ButtonKind::Primary : ui::ButtonKind::Secondary))
    director.push(make_invite_screen(director));
  (void)s;
}

void frame(scenes::Director& director, scenes::Frame&, double) {
  if (std::exchange(hub().open_invites, false) && hosting()) director.push(make_invite_screen(director));
  for (const PeerEvent& e : take_events()) {
    if (e.kind == PeerEvent::Kind::Answer) {
      open_fragment(director, answer_fragment(e.text));
      continue;
    }
    if (HostLink* h = hosting()) h->event(e);
    if (GuestLink* g = guesting()) g->event(e);
  }
  turn_alert();
  publish();
}

}  // namespace parlor::peer
