// A guest's way back after its page reloaded (or its tab closed): the device kept whose table it
// was, which game and its seat (session::Store::PeerSeat, nothing of the cards), so this screen
// names them. While the guest was at the table the host sent it a spare connection's offer and
// took its answer, made ahead: this screen connects through it at once, with nothing for either
// person to do, and the table replaces it. When that cannot work (the host's page reloaded too,
// or this device lost what it kept) the way back is by hand, one link each way: the host's table
// makes the seat's rejoin link the moment the guest's channel closes, the guest opens or pastes it
// here, and sends back the answer it gives; the seat's token, kept on this device, gives the same
// seat back with the game where it was.
#include <SDL.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "app/peer/peer_hub.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/session/store.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/text_field.h"
#include "app/ui/widgets.h"
#include "games/registry.h"
#include "net/peer_invite.h"

namespace parlor::peer {
namespace {

using render::Face;
using scenes::device;
using scenes::draw_paragraph;

// Room for this page's address before the code.
constexpr size_t kMaxLinkChars = net::kMaxInviteChars + 512;

class RejoinScene final : public scenes::Scene {
 public:
  RejoinScene(scenes::Director& director, session::Store::PeerSeat seat)
      : director_(director), seat_(std::move(seat)), field_(ui::TextEntry::get().reserve_fields(1)) {
    const GameEntry* g = find_game(seat_.game);
    const std::string game = g ? std::string(g->display_name) : std::string("a game");
    const std::string& you = seat_.arranged.name;
    host_ = seat_.host.empty() ? "the person who invited you" : seat_.host;
    table_ = seat_.host.empty() ? "the table" : seat_.host + "'s table";
    where_ = seat_.host.empty() ? "You were " + you + " at a table of " + game + "."
                                : "You were " + you + " at " + seat_.host + "'s table (" + game + ").";
    by_spare_ = rejoin_by_spare(director_, seat_);
  }
  ~RejoinScene() override { ui::TextEntry::get().clear(); }

  void update(double) override {}

  void draw(scenes::Frame& f) override {
    ui::TextEntry& entry = ui::TextEntry::get();
    entry.begin_frame(f.input);
    while (auto edit = entry.take_commit())
      if (edit->field == field_) {
        pasted_ = edit->text;
        open();
      }
    focus_.begin(f.input, !entry.keys_taken());
    const float s = f.dpr;
    const auto [bar, col, x0, cx] = scenes::page(f, focus_, "Rejoin your table");
    float y = (scenes::kTopBarH + 14) * s;
    ui::Widgets w{f.ui, focus_};
    y = draw_paragraph(f, where_, Face::Bold, 17 * s, cx, y, col * s, ui::kGold);
    const GuestLink* g = by_spare_ ? guesting() : nullptr;
    const bool trying = g && g->by_spare() && g->step() != GuestLink::Step::Failed;
    if (trying)
      y = draw_paragraph(f, "Reconnecting to " + table_ + " by itself…", Face::Bold, 15 * s, cx, y + 8 * s, col * s,
                         ui::kCream);
    else if (by_spare_)
      y = draw_paragraph(f,
                         "This page could not reach " + table_ +
                             " by itself: its host's page may have reloaded or closed. Your seat is kept for you "
                             "with your cards.",
                         Face::Regular, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
    else
      y = draw_paragraph(f,
                         "Your seat is kept for you with your cards, and the game goes on from where it was. "
                         "This page lost its connection to the table, so it needs a new link to reach it.",
                         Face::Regular, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
    y = draw_paragraph(f,
                       std::string(trying ? "If nothing happens, ask " : "1. Ask ") + host_ +
                           " for your rejoin link: it is ready on their table.",
                       Face::Bold, 15 * s, cx, y + 14 * s, col * s, ui::kCream);
    y = draw_paragraph(f, "2. Open it, or paste it here:", Face::Bold, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
    const float bw = 110;
    ui::text_field(w, "rejoin:link", field_, device(f, x0, y / s + 6, col - bw - 8, scenes::kTapH), pasted_,
                   kMaxLinkChars);
    if (ui::button(w, "rejoin:open", device(f, x0 + col - bw, y / s + 6, bw, scenes::kTapH), "Open",
                   ui::ButtonKind::Primary))
      open();
    y += (scenes::kTapH + 10) * s;
    y = draw_paragraph(
        f, "3. Send " + host_ + " the answer it gives you. You are back in your seat once " + host_ + " pastes it.",
        Face::Bold, 15 * s, cx, y + 8 * s, col * s, ui::kCream);
    if (ui::button(w, "forget-peer", device(f, x0, y / s + 20, col, scenes::kTapH), "Forget this table",
                   ui::ButtonKind::Secondary)) {
      director_.store().forget_peer_seat();
      director_.show(director_.screens().lobby(director_));
    }
    focus_.draw(f.batch, s);
    focus_.end();
    entry.end_frame();
    // Always over the lobby or the guest's table whose host is gone.
    if (bar.back || (f.input.key(SDLK_ESCAPE) && !entry.keys_taken())) director_.pop();
  }

 private:
  // The link as sent (this page's address and `#join=`), its fragment or the bare code.
  void open() {
    const std::string text = std::exchange(pasted_, std::string());
    if (text.empty()) return;
    const auto at = text.find("join=");
    if (text.find("answer=") != std::string::npos)
      return director_.notify("That is an answer link: it goes to the device that hosts the table.");
    std::string_view code = at == std::string::npos ? std::string_view(text) : std::string_view(text).substr(at + 5);
    code.remove_prefix(std::min(code.size(), code.find_first_not_of(" \t\r\n")));
    code = code.substr(0, code.find_first_of(" \t\r\n"));
    open_fragment(director_, join_fragment(std::string(code)));
  }

  scenes::Director& director_;
  session::Store::PeerSeat seat_;
  ui::FocusRing focus_;
  int field_;
  std::string pasted_, host_, table_, where_;
  bool by_spare_ = false;  // it tried the spare connection kept for this table
};

}  // namespace

std::unique_ptr<scenes::Scene> make_rejoin_screen(scenes::Director& director) {
  auto seat = director.store().load_peer_seat();
  if (!seat) return nullptr;
  return std::make_unique<RejoinScene>(director, std::move(*seat));
}

}  // namespace parlor::peer
