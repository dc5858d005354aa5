// A guest's joining screen: what this device is doing, the answer code to send back to the
// person who invited you (as text, a copy button and a link), then the table once the host
// welcomes you.
#include <SDL.h>

#include <algorithm>
#include <optional>
#include <string>

#include "app/peer/peer_hub.h"
#include "app/platform/web_links.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/session/store.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/widgets.h"

namespace parlor::peer {
namespace {

using render::Face;
using scenes::device;
using scenes::draw_paragraph;

scenes::Director* g_director = nullptr;

void shared(web::ShareResult r) {
  if (!g_director) return;
  if (r == web::ShareResult::Copied)
    notify_until_seated(*g_director, "Answer link copied: send it back to the person who invited you.");
  if (r == web::ShareResult::Failed) g_director->notify("This browser would not share or copy the link.");
}

// A code has no spaces, so it is cut into groups the text wraps between.
std::string spaced(const std::string& code) {
  std::string out;
  for (size_t i = 0; i < code.size(); i += 8) out += (i ? " " : "") + code.substr(i, 8);
  return out;
}

class JoinScene final : public scenes::Scene {
 public:
  explicit JoinScene(scenes::Director& director) : director_(director), kept_(director.store().load_peer_seat()) {}
  void update(double) override {}

  void draw(scenes::Frame& f) override {
    focus_.begin(f.input);
    const float s = f.dpr;
    const auto [bar, col, x0, cx] = scenes::page(f, focus_, "Join a table");
    float y = (scenes::kTopBarH + 16) * s;
    ui::Widgets w{f.ui, focus_};
    GuestLink* g = guesting();
    if (!g) {
      draw_paragraph(f, "Open the invite link you were sent to join a table.", Face::Regular, 16 * s, cx, y, col * s,
                     ui::kCream);
    } else {
      switch (g->step()) {
        case GuestLink::Step::Answering:
          draw_paragraph(f, "You are invited to a table. Preparing your answer…", Face::Bold, 17 * s, cx, y, col * s,
                         ui::kGold);
          break;
        case GuestLink::Step::AnswerReady: {
          // A rejoin link: the seat this device was at (the host's, by its table and seat number).
          const bool back = kept_ && kept_->table == g->offer().table && kept_->seat == g->offer().seat;
          const std::string host = kept_ && !kept_->host.empty() ? kept_->host : "";
          if (back) {
            y = draw_paragraph(f,
                               host.empty() ? "Back to your table: your seat is kept."
                                            : "Back to " + host + "'s table: your seat is kept.",
                               Face::Bold, 17 * s, cx, y, col * s, ui::kGold);
            y = draw_paragraph(f,
                               "Send this answer code back to " + (host.empty() ? "the person who invited you" : host) +
                                   ", and keep this page open. You are back in your seat once it is pasted.",
                               Face::Regular, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
          } else {
            y = draw_paragraph(f, "You are invited to a table.", Face::Bold, 17 * s, cx, y, col * s, ui::kGold);
            // After a reload the connection the first answer described is gone with the page.
            y = draw_paragraph(f,
                               g->reopened() ? "This page reloaded, so its answer code is new: send this one back to "
                                               "the person who invited you (the one you sent before no longer works), "
                                               "and keep this page open. The table appears here once they paste it."
                                             : "Send this answer code back to the person who invited you, and keep "
                                               "this page open. The table appears here once they paste it.",
                               Face::Regular, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
          }
          y = draw_paragraph(f, spaced(g->answer_code()), Face::Bold, 15 * s, cx, y + 12 * s, col * s, ui::kCream);
          const float half = (col - 8) * 0.5f;
          if (ui::button(w, "answer:copy", device(f, x0, y / s + 12, half, scenes::kTapH), "Copy answer code",
                         ui::ButtonKind::Primary)) {
            copy_text(g->answer_code());
            notify_until_seated(director_, "Answer code copied: paste it into your message back.");
          }
          if (ui::button(w, "answer:share", device(f, x0 + half + 8, y / s + 12, half, scenes::kTapH),
                         "Share answer link", ui::ButtonKind::Secondary)) {
            g_director = &director_;
            web::share_link(answer_fragment(g->answer_code()), "My answer to your Parlor invite", shared);
          }
          if (ui::button(w, "answer:qr", device(f, x0, y / s + 12 + scenes::kTapH + 8, col, scenes::kTapH),
                         "Show the answer as a QR code", ui::ButtonKind::Secondary))
            director_.push(make_qr_screen(director_, "Your answer",
                                          "The person who invited you scans this with the phone the table is on.",
                                          answer_fragment(g->answer_code())));
          y += (2 * scenes::kTapH + 32) * s;
          y = draw_paragraph(f,
                             "If nothing happens after they paste it, your networks may need a TURN server: set one "
                             "under Connection servers, on both devices.",
                             Face::Regular, 13 * s, cx, y, col * s, ui::kCream.with_alpha(200));
          servers_button(f, w, x0, col, y);
          break;
        }
        case GuestLink::Step::Rejoining:
        case GuestLink::Step::Connected:
          draw_paragraph(f, "Connected. Waiting for the table…", Face::Bold, 17 * s, cx, y, col * s, ui::kGold);
          break;
        case GuestLink::Step::Playing:
          if (g->autoplay()) {
            draw_paragraph(f, "This device plays its seat by itself (a browser test).", Face::Bold, 16 * s, cx, y,
                           col * s, ui::kGold);
            break;
          }
          [[fallthrough]];
        case GuestLink::Step::HostAway: {
          const std::string& host = g->guest().host();
          draw_paragraph(f,
                         host.empty() ? "The connection to the table was lost. Your seat is kept: ask the person "
                                        "who invited you for your rejoin link, and open it."
                                      : "The connection to " + host + "'s table was lost. Your seat is kept: ask " +
                                            host + " for your rejoin link, and open it.",
                         Face::Bold, 16 * s, cx, y, col * s, ui::kGold);
          break;
        }
        case GuestLink::Step::Failed:
          y = draw_paragraph(f, "This invite did not work: " + g->error(), Face::Bold, 16 * s, cx, y, col * s,
                             ui::kGold);
          servers_button(f, w, x0, col, y);
          break;
      }
    }
    focus_.draw(f.batch, s);
    focus_.end();
    if (bar.back || f.input.key(SDLK_ESCAPE)) {
      director_.store().forget_peer_invite();  // the person chose not to join: a reload stays in the lobby
      director_.show(director_.screens().lobby(director_));
    }
  }

 private:
  void servers_button(scenes::Frame& f, ui::Widgets& w, float x0, float col, float y) {
    if (ui::button(w, "peer:servers", device(f, x0, y / f.dpr + 8, col, scenes::kTapH), "Connection servers",
                   ui::ButtonKind::Secondary))
      director_.push(make_servers_screen(director_));
  }

  scenes::Director& director_;
  std::optional<session::Store::PeerSeat> kept_;  // the table this device was last a guest at
  ui::FocusRing focus_;
};

}  // namespace

std::unique_ptr<scenes::Scene> make_join_screen(scenes::Director& director) {
  return std::make_unique<JoinScene>(director);
}

}  // namespace parlor::peer
