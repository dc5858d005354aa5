#include "app/peer/peer_hub.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <utility>

#include "app/peer/table_overlay.h"
#include "app/platform/sounds.h"
#include "app/platform/web_bridge.h"
#include "app/screen/lobby_chrome.h"
#include "app/session/table_session.h"
#include "app/ui/focus.h"
#include "app/ui/widgets.h"
#include "net/ice_server.h"

#ifdef __EMSCRIPTEN__
extern "C" void parlor_js_copy_text(const char* text);
#endif

namespace parlor::peer {
namespace {

struct Hub {
  scenes::Director* director = nullptr;  // the app's, once a table is hosted
  std::weak_ptr<HostLink> host;
  std::shared_ptr<GuestLink> guest;
  bool listening = false;
  std::string published;
  std::string title;
  bool open_invites = false;  // the invite screen opens over the new table next frame
  bool invites_showing = false;
  TableOverlay overlay;
  uint64_t frame = 0, table_frame = 0;  // the table ticked in frame `table_frame`: it is on top
  bool my_turn = false;
  int alerts = 0;  // turn alerts given while the page was hidden (the tests read it)
  nlohmann::json reactions = nlohmann::json::array();  // the last few, for the tests
  std::vector<std::string> until_seated;               // notices withdrawn at the next seating
  int seated = 0;                                      // seats joined here, or 1 for a guest at its table
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
    case GuestLink::Step::Rejoining: return "rejoining";
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
    j["my_turn"] = h->my_turn();
    j["moves"] = h->moves();
  } else if (GuestLink* g = guesting()) {
    j["role"] = "guest";
    j["step"] = step_name(g->step());
    j["answer"] = g->answer_code();
    j["reopened"] = g->reopened();
    j["seat"] = g->guest().seat();
    j["moves"] = g->moves();
    j["error"] = g->error();
    nlohmann::json presence = nlohmann::json::array();
    for (size_t s = 0; s < g->guest().names().size(); ++s)
      presence.push_back(net::presence_name(g->guest().presence(static_cast<int>(s))));
    j["presence"] = std::move(presence);
    if (g->autoplay()) {
      j["phase"] = g->phase();
      j["totals"] = g->totals();
    }
  } else {
    j["role"] = "none";
  }
  j["reactions"] = hub().reactions;
  j["alerts"] = hub().alerts;
  j["title"] = hub().title;
  std::string text = j.dump();
  if (text == hub().published) return;
  hub().published = std::move(text);
  web::publish("Peer", hub().published.c_str());
}

// "Your turn" in the tab's title while the page is hidden and the person here is to act, and
// the turn chime (when sounds are on) as the turn comes. While the page is hidden its frames run
// on a timer (web/peer.js), so this is seen within about a second.
void turn_alert(scenes::Director& director) {
  bool my_turn = false;
  if (HostLink* h = hosting()) my_turn = h->my_turn();
  if (GuestLink* g = guesting(); g && g->step() == GuestLink::Step::Playing && g->guest().view())
    my_turn = g->guest().view()->to_act();
  const bool hidden = page_hidden();
  if (my_turn && !hub().my_turn && hidden) {
    ++hub().alerts;
    if (director.settings().sound) web::play_sound(web::Sound::Turn);
  }
  hub().my_turn = my_turn;
  const std::string title = my_turn && hidden ? "Your turn · Parlor" : "Parlor";
  if (title == hub().title) return;
  hub().title = title;
  set_title(title);
}

// Someone's reaction: floated over the table and kept for the tests.
void reacted(int seat, net::Reaction r) {
  std::string who;
  if (HostLink* h = hosting()) who = seat == h->my_seat() ? "You" : h->name(seat);
  if (GuestLink* g = guesting()) {
    const auto& names = g->guest().names();
    who = seat == g->guest().seat()                               ? "You"
          : seat >= 0 && static_cast<size_t>(seat) < names.size() ? names[static_cast<size_t>(seat)]
                                                                  : "Someone";
  }
  hub().overlay.reacted(who, r);
  hub().reactions.push_back({{"seat", seat}, {"reaction", net::reaction_name(r)}});
  if (hub().reactions.size() > 8) hub().reactions.erase(hub().reactions.begin());
}

// Who is away, as the person here reads it.
TableOverlay::Model overlay_model() {
  TableOverlay::Model m;
  auto note = [&](const std::string& name, net::Presence p) {
    if (p == net::Presence::Away) m.notes.push_back(name + " is away.");
    if (p == net::Presence::BotPlays) m.notes.push_back("A bot plays for " + name + ".");
  };
  if (HostLink* h = hosting()) {
    m.host = true;
    for (int s : h->seats()) {
      m.away += h->presence(s) != net::Presence::Connected ? 1 : 0;
      note(h->name(s), h->presence(s));
    }
  } else if (GuestLink* g = guesting()) {
    if (g->step() == GuestLink::Step::HostAway) m.notes.push_back("The host is away.");
    const auto& names = g->guest().names();
    for (size_t s = 0; s < names.size(); ++s)
      if (static_cast<int>(s) != g->guest().seat()) note(names[s], g->guest().presence(static_cast<int>(s)));
  }
  return m;
}

// The one seat whose guest left the table hosted here (joined, then gone: a reload), whose rejoin
// link the bar offers; -1 when none, or several (the invite screen lists them all).
int rejoin_seat() {
  HostLink* h = hosting();
  int seat = -1;
  for (int s : h ? h->seats() : std::vector<int>{}) {
    if (!h->left(s)) continue;
    if (seat >= 0) return -1;
    seat = s;
  }
  return seat;
}

// An answer code for the table hosted here, from a link: the reason it does not fit, or none when
// its guest is being connected. Said on this screen either way.
std::optional<std::string> take_answer(scenes::Director& director, HostLink& host, std::string_view code) {
  auto why = host.take_answer(code);
  if (why)
    director.notify(*why);
  else
    notify_until_seated(director, "Answer received: connecting.");
  return why;
}

// A guest's text reaching the host between frames: checked at once and, when it is the move the
// table waits for, played and every guest's update sent at once (a frame may be a while coming:
// a hidden tab's run on a timer), unless something on the table must go first. Only a table that
// is running (it ticked in the last frame, maybe under the invite screen) plays it.
bool text_arrived(int id, const std::string& text) {
  HostLink* h = hosting();
  if (!h) return false;
  h->event({PeerEvent::Kind::Text, id, text});
  if (hub().table_frame == hub().frame) h->play_arrived();
  return true;
}

// An answer link opened in another tab of this browser: taken here when this tab hosts the
// table, and the other tab is told, with the seat's name, or why not.
std::string answer_arrived(const std::string& code) {
  HostLink* h = hosting();
  if (!h || !hub().director) return "";
  nlohmann::json reply{{"code", code}};
  if (auto why = take_answer(*hub().director, *h, code))
    reply["refused"] = *why;
  else if (auto a = net::decode_invite(code))
    reply["name"] = h->name(a->seat);
  return reply.dump();
}

}  // namespace

HostLink* hosting() {
  auto h = hub().host.lock();
  return h && !h->gone() ? h.get() : nullptr;
}

GuestLink* guesting() { return hub().guest.get(); }

std::string ice_json(const session::Settings& settings) { return net::ice_servers_json(settings.ice_servers); }

void servers_changed(scenes::Director& director) {
  if (HostLink* h = hosting()) h->set_ice(ice_json(director.settings()));
  if (GuestLink* g = guesting()) g->set_ice(ice_json(director.settings()));
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
  hub().director = &director;
  if (!hub().listening) {
    listen();
    on_text(text_arrived);
    on_answer(answer_arrived);
    hub().listening = true;
  }
  hub().guest.reset();
  auto link = std::make_shared<HostLink>(match, setup, ice_json(director.settings()));
  hub().host = link;
  hub().open_invites = true;
  return link;
}

namespace {
void answer_invite(scenes::Director& director, net::PeerInvite offer, bool reopened) {
  if (auto old = hub().guest) close(kGuestConnection);
  hub().host.reset();
  hub().guest = std::make_shared<GuestLink>(director, std::move(offer), ice_json(director.settings()));
  if (reopened) hub().guest->set_reopened();
  hub().guest->start();
  director.show(make_join_screen(director));
}
}  // namespace

bool reopen_invite(scenes::Director& director) {
  const auto code = director.store().load_peer_invite();
  if (!code) return false;
  auto offer = net::decode_invite(*code);
  if (!offer || offer->answer) {
    director.store().forget_peer_invite();
    return false;
  }
  answer_invite(director, std::move(*offer), true);
  return true;
}

bool open_fragment(scenes::Director& director, std::string_view fragment) {
  if (fragment.substr(0, 5) == "join=") {
    auto offer = net::decode_invite(fragment.substr(5));
    if (!offer || offer->answer) {
      director.notify(offer ? "That link is an answer: open it on the device that invited you."
                            : "This invite link does not open: " + offer.error());
      return true;
    }
    director.store().save_peer_invite(std::string(fragment.substr(5)));
    answer_invite(director, std::move(*offer), false);
    return true;
  }
  if (fragment.substr(0, 7) == "answer=") {
    HostLink* h = hosting();
    if (!h) {
      director.notify(
          "This answer link is for the device that hosts the table: open it there, or paste its code there.");
      return true;
    }
    take_answer(director, *h, fragment.substr(7));
    return true;
  }
  return false;
}

bool rejoin_by_spare(scenes::Director& director, const session::Store::PeerSeat& seat) {
  if (guesting() || hosting()) return false;
  auto kept = director.store().load_peer_spare(seat.table);
  if (!kept) return false;
  auto offer = net::decode_invite(kept->offer);
  if (!offer || offer->answer || offer->table != seat.table || offer->seat != seat.seat) return false;
  hub().host.reset();
  hub().guest = std::make_shared<GuestLink>(director, std::move(*offer), ice_json(director.settings()));
  hub().guest->start_spare(kept->ufrag, kept->pwd);
  return true;
}

void invites_showing(bool showing) { hub().invites_showing = showing; }

void notify_until_seated(scenes::Director& director, std::string message) {
  if (std::find(hub().until_seated.begin(), hub().until_seated.end(), message) == hub().until_seated.end())
    hub().until_seated.push_back(message);
  director.notify(std::move(message));
}

namespace {
// Seats joined here (a host), or 1 while a guest here is at its table: a rise ends the moment
// of the notices given until then.
int seated() {
  int n = 0;
  if (HostLink* h = hosting())
    for (int s : h->seats()) n += h->invite(s).step == HostLink::Step::Joined ? 1 : 0;
  if (GuestLink* g = guesting()) n += g->step() == GuestLink::Step::Playing ? 1 : 0;
  return n;
}
}  // namespace

void table_showing() { hub().table_frame = hub().frame; }

void draw_overlay(scenes::Director& director, scenes::Frame& f) {
  // Over the table only: it ticks when it is the scene on top, or under the invite screen (and
  // the screens that opens), which has its own controls.
  if (hub().table_frame != hub().frame || hub().invites_showing || (!hosting() && !guesting())) return;
  TableOverlay::Model model = overlay_model();
  const int back = rejoin_seat();
  if (back >= 0) model.rejoin = hosting()->name(back);
  model.host_away = guesting() && guesting()->step() == GuestLink::Step::HostAway;
  const TableOverlay::Pressed p = hub().overlay.draw(f, model);
  if (p.invites) director.push(make_invite_screen(director, back));
  if (p.rejoin)
    if (auto screen = make_rejoin_screen(director)) director.push(std::move(screen));
  if (!p.react) return;
  if (HostLink* h = hosting()) {
    h->react(h->my_seat(), *p.react);
    reacted(h->my_seat(), *p.react);
  } else if (GuestLink* g = guesting()) {
    g->react(*p.react);  // the host tells every guest, this one too
  }
}

void frame(scenes::Director& director, scenes::Frame&, double dt) {
  ++hub().frame;
  if (std::exchange(hub().open_invites, false) && hosting()) director.push(make_invite_screen(director));
  for (const PeerEvent& e : take_events()) {
    if (HostLink* h = hosting()) h->event(e);
    if (GuestLink* g = guesting()) g->event(e);
  }
  if (HostLink* h = hosting())
    for (const auto& [seat, r] : h->take_reactions()) reacted(seat, r);
  if (GuestLink* g = guesting())
    for (const auto& [seat, r] : g->take_reactions()) reacted(seat, r);
  if (const int now = seated(); now != hub().seated) {
    if (now > hub().seated)
      for (const std::string& m : std::exchange(hub().until_seated, {})) director.withdraw_notice(m);
    hub().seated = now;
  }
  hub().overlay.tick(dt);
  turn_alert(director);
  publish();
}

}  // namespace parlor::peer
