// The share screen: the game so far (pass-and-play across devices) or a new game with the same
// players and options, as a link. It says plainly what a link gives away.
#include <SDL.h>

#include <algorithm>
#include <string>

#include "app/platform/web_links.h"
#include "app/scenes/table_factory.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/widgets.h"
#include "games/registry.h"

namespace parlor::scenes {
namespace {

using render::Align;
using render::Face;

constexpr const char* kHonesty =
    "A link carries the whole game, shuffle included. Parlor never shows anyone else's cards, but a "
    "determined player could decode them from the link, so share it only with the people at this table.";
// A PIN guards one device's curtain; a link never carries it, so nobody's PIN travels in a message.
constexpr const char* kNoPins = "The link does not carry the PINs: each player sets theirs again.";

Director* g_share_director = nullptr;
bool g_share_solo = false;  // one person at the table: the link carries the game to another device

void share_done(web::ShareResult r) {
  if (!g_share_director) return;
  switch (r) {
    case web::ShareResult::Shared: g_share_director->notify("Link shared."); break;
    case web::ShareResult::Copied:
      g_share_director->notify(g_share_solo ? "Link copied: open it on another device to play on from here."
                                            : "Link copied: paste it to the next player.");
      break;
    case web::ShareResult::Cancelled: break;
    case web::ShareResult::Failed: g_share_director->notify("This browser would not share or copy the link."); break;
  }
}

class ShareScene : public Scene {
 public:
  ShareScene(Director& director, const session::TableSession& session) : director_(director) {
    const GameEntry* g = find_game(session.setup().game_id);
    name_ = g ? std::string(g->display_name) : "Parlor";
    if (auto link = session.share_game())
      game_ = *link;
    else
      error_ = link.error();
    // A fresh seed for the new game; any value will do.
    if (auto link = session.share_new_game(session.setup().seed * 0x9E3779B97F4A7C15ull + SDL_GetPerformanceCounter()))
      fresh_ = *link;
    game_over_ = session.match().is_over();
    int people = 0;
    for (const session::SeatSetup& seat : session.setup().seats) {
      people += seat.kind != session::SeatKind::Bot;
      pins_ = pins_ || !seat.pin.empty();
    }
    solo_ = people <= 1;
  }
  void update(double) override {}
  void draw(Frame& f) override {
    const float s = f.dpr;
    focus_.begin(f.input);
    const auto [bar, col, x0, cx] = page(f, focus_, "Share", {}, {}, 480);
    float y = (kTopBarH + 20) * s;
    y = draw_paragraph(f,
                       solo_ ? "Carry this game to another device: open the link there and play on from this moment."
                             : "Send this game to the next player: they open the link, play their turn and send it on.",
                       Face::Regular, 16 * s, cx, y, col * s, ui::kCream);
    y += 14 * s;
    ui::Widgets w{f.ui, focus_};
    const float bh = 48 * s;
    if (!game_over_ && !game_.empty()) {
      if (ui::button(w, "share:game", device(f, x0, y / s, col, 48), "Share this game", ui::ButtonKind::Primary))
        share(game_, name_ + ": your turn");
      y += bh + 12 * s;
    }
    if (!fresh_.empty() && ui::button(w, "share:new", device(f, x0, y / s, col, 48), "Invite to a new game like this",
                                      ui::ButtonKind::Secondary))
      share(fresh_, "Come play " + name_);
    y += bh + 22 * s;
    y = draw_paragraph(f, kHonesty, Face::Regular, 14 * s, cx, y, col * s, ui::kCream.with_alpha(210));
    if (pins_) y = draw_paragraph(f, kNoPins, Face::Regular, 14 * s, cx, y + 10 * s, col * s, ui::kCream);
    if (!error_.empty()) draw_paragraph(f, error_, Face::Bold, 14 * s, cx, y + 10 * s, col * s, ui::kGold);
    focus_.draw(f.batch, s);
    focus_.end();
    if (bar.back || f.input.key(SDLK_ESCAPE)) director_.pop();
  }

 private:
  void share(const std::string& fragment, const std::string& title) {
    g_share_director = &director_;
    g_share_solo = solo_;
    web::share_link(fragment, title, share_done);
  }

  Director& director_;
  ui::FocusRing focus_;
  std::string name_, game_, fresh_, error_;
  bool game_over_ = false;
  bool solo_ = false;
  bool pins_ = false;  // a seat has a PIN, which the link leaves behind
};

}  // namespace

std::unique_ptr<Scene> make_share_screen(Director& director, const session::TableSession& session) {
  return std::make_unique<ShareScene>(director, session);
}

}  // namespace parlor::scenes
