#pragma once
// The page's WebRTC layer (web/peer.js), seen from C++: connections by id, their descriptions
// and texts. Events arrive from the page between frames and wait here until the peer hub takes
// them at the start of the next frame, except what a handler takes at once (a host's texts, an
// answer code from another tab). On the desktop nothing connects.
#include <functional>
#include <string>
#include <vector>

namespace parlor::peer {

// The host's connections are its invited seats' numbers, and each joined guest's spare (kSpare +
// its seat) until it opens and becomes the seat's; a guest has one, kGuestConnection.
inline constexpr int kGuestConnection = 100;
inline constexpr int kSpare = 200;
struct PeerEvent {
  // Certified: the guest device's certificate fingerprint ("AB:CD:..."), for a spare's answer.
  enum class Kind { Described, Open, Closed, Failed, Text, Certified };
  Kind kind = Kind::Text;
  int id = -1;
  std::string text;  // the description, the text or the reason
};

std::vector<PeerEvent> take_events();
// A text arriving between frames goes to `take` at once when no earlier event still waits (they
// keep their order); `take` returns false to leave it for the next frame.
void on_text(std::function<bool(int id, const std::string& text)> take);
// Called after a text arrived between frames (taken at once or queued), so the app can draw the
// frame that shows it now rather than at the next animation frame, which is most of a frame away
// when the text answers a move made in the last one.
void on_text_arrived(std::function<void()> wake);
// An answer code another tab of this browser received: `take` answers at once with what the
// other tab shows (peer.js posts it back), or "" when this tab hosts no table.
void on_answer(std::function<std::string(const std::string& code)> take);

// `ice`: the settings' servers as the JSON RTCPeerConnection takes ([{"urls":[...]}]).
void offer(int id, const std::string& ice);
void answer(int id, const std::string& ice, const std::string& offer_sdp);
void accept(int id, const std::string& answer_sdp);
// The host: a spare connection `id` for `seat`'s guest (its offer comes back as Described); when
// it opens, its events carry `seat` from then on, and the seat's other connection is closed.
void spare(int id, int seat, const std::string& ice);
// A guest: this device's certificate for spare connections (Certified, or Failed).
void certify(int id);
// A guest back after a reload: answers a kept spare offer with the kept certificate and the ICE
// credentials its answer sent ahead named; it connects with no code passed (Open, or Closed).
void rejoin(int id, const std::string& ice, const std::string& offer_sdp, const std::string& ufrag,
            const std::string& pwd);
bool send(int id, const std::string& text);
void close(int id);
// Listens for answer codes that another tab of this browser received (`#answer=` links).
void listen();
void set_title(const std::string& title);
// This page's address without its fragment (a QR code carries the whole link).
std::string page_url();
bool page_hidden();

// Browser-test hooks (web/peer.js): whether the test wants the host's hidden cards after each
// move, and publishing them; whether a guest plays its seat by itself.
bool test_secrets();
void publish_secrets(const std::string& json);
bool test_autoplay();

}  // namespace parlor::peer
