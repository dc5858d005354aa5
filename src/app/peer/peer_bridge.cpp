#include "app/peer/peer_bridge.h"

#include <cstdlib>
#include <utility>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>

extern "C" {
void parlor_js_peer_offer(int id, const char* ice);
void parlor_js_peer_answer(int id, const char* ice, const char* sdp);
void parlor_js_peer_accept(int id, const char* sdp);
void parlor_js_peer_spare(int id, int seat, const char* ice);
void parlor_js_peer_certify(int id);
void parlor_js_peer_rejoin(int id, const char* ice, const char* sdp, const char* ufrag, const char* pwd);
int parlor_js_peer_send(int id, const char* text);
void parlor_js_peer_close(int id);
void parlor_js_peer_listen();
void parlor_js_set_title(const char* text);
int parlor_js_page_hidden();
char* parlor_js_page_url();
int parlor_js_peer_test_secrets();
void parlor_js_peer_publish_secrets(const char* json);
int parlor_js_peer_test_autoplay();
}
#endif

namespace {
std::vector<parlor::peer::PeerEvent> g_events;
std::function<bool(int, const std::string&)> g_take_text;
std::function<std::string(const std::string&)> g_take_answer;
std::function<void()> g_wake;
}  // namespace

// Exported to the page (-sEXPORTED_FUNCTIONS in cmake/app.cmake).
extern "C" {
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_peer_event(int id, const char* what, const char* detail) {
  using K = parlor::peer::PeerEvent::Kind;
  const std::string w = what ? what : "";
  K kind = K::Failed;
  if (w == "described")
    kind = K::Described;
  else if (w == "open")
    kind = K::Open;
  else if (w == "closed")
    kind = K::Closed;
  else if (w == "certified")
    kind = K::Certified;
  g_events.push_back({kind, id, detail ? detail : ""});
}
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
void parlor_peer_text(int id, const char* text, const char*) {
  std::string t = text ? text : "";
  if (!g_events.empty() || !g_take_text || !g_take_text(id, t))
    g_events.push_back({parlor::peer::PeerEvent::Kind::Text, id, std::move(t)});
  if (g_wake) g_wake();
}
// The reply for the tab the answer came from (JSON, or "" for none), valid until the next call.
#ifdef __EMSCRIPTEN__
EMSCRIPTEN_KEEPALIVE
#endif
const char* parlor_peer_answer(const char* code) {
  static std::string reply;
  reply = g_take_answer ? g_take_answer(code ? code : "") : "";
  return reply.c_str();
}
}

namespace parlor::peer {

std::vector<PeerEvent> take_events() { return std::exchange(g_events, {}); }
void on_text(std::function<bool(int, const std::string&)> take) { g_take_text = std::move(take); }
void on_answer(std::function<std::string(const std::string&)> take) { g_take_answer = std::move(take); }
void on_text_arrived(std::function<void()> wake) { g_wake = std::move(wake); }

#ifdef __EMSCRIPTEN__
void offer(int id, const std::string& ice) { parlor_js_peer_offer(id, ice.c_str()); }
void answer(int id, const std::string& ice, const std::string& sdp) {
  parlor_js_peer_answer(id, ice.c_str(), sdp.c_str());
}
void accept(int id, const std::string& sdp) { parlor_js_peer_accept(id, sdp.c_str()); }
void spare(int id, int seat, const std::string& ice) { parlor_js_peer_spare(id, seat, ice.c_str()); }
void certify(int id) { parlor_js_peer_certify(id); }
void rejoin(int id, const std::string& ice, const std::string& sdp, const std::string& ufrag, const std::string& pwd) {
  parlor_js_peer_rejoin(id, ice.c_str(), sdp.c_str(), ufrag.c_str(), pwd.c_str());
}
bool send(int id, const std::string& text) { return parlor_js_peer_send(id, text.c_str()) != 0; }
void close(int id) { parlor_js_peer_close(id); }
void listen() { parlor_js_peer_listen(); }
void set_title(const std::string& title) { parlor_js_set_title(title.c_str()); }
bool page_hidden() { return parlor_js_page_hidden() != 0; }
std::string page_url() {
  char* url = parlor_js_page_url();
  std::string out = url ? url : "";
  std::free(url);
  return out;
}
bool test_secrets() { return parlor_js_peer_test_secrets() != 0; }
void publish_secrets(const std::string& json) { parlor_js_peer_publish_secrets(json.c_str()); }
bool test_autoplay() { return parlor_js_peer_test_autoplay() != 0; }
#else
void offer(int id, const std::string&) {
  g_events.push_back({PeerEvent::Kind::Failed, id, "No peer play on the desktop."});
}
void answer(int id, const std::string&, const std::string&) {
  g_events.push_back({PeerEvent::Kind::Failed, id, "No peer play on the desktop."});
}
void accept(int, const std::string&) {}
void spare(int, int, const std::string&) {}
void certify(int) {}
void rejoin(int id, const std::string&, const std::string&, const std::string&, const std::string&) {
  g_events.push_back({PeerEvent::Kind::Failed, id, "No peer play on the desktop."});
}
bool send(int, const std::string&) { return false; }
void close(int) {}
void listen() {}
void set_title(const std::string&) {}
bool page_hidden() { return false; }
std::string page_url() { return "https://parlor.invalid/"; }
bool test_secrets() { return false; }
void publish_secrets(const std::string&) {}
bool test_autoplay() { return false; }
#endif

}  // namespace parlor::peer
