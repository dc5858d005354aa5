// The host's invite screen: for each invited seat, the link to send, the answer to paste back,
// and where that player is. It covers the table, which goes on underneath (the data channels
// are served whatever shows).
#include <SDL.h>

#include <algorithm>
#include <string>

#include "app/peer/peer_hub.h"
#include "app/platform/web_links.h"
#include "app/screen/lobby_chrome.h"
#include "app/screen/modal.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/text_entry.h"
#include "app/ui/text_field.h"
#include "app/ui/widgets.h"
#include "bots/bot.h"
#include "net/peer_invite.h"

namespace parlor::peer {
namespace {

using render::Face;
using scenes::device;
using scenes::draw_paragraph;

constexpr int kMaxSeats = 16;

scenes::Director* g_director = nullptr;

void shared(web::ShareResult r) {
  if (!g_director) return;
  if (r == web::ShareResult::Copied)
    notify_until_seated(*g_director, "Invite link copied: paste it into a message to your friend.");
  if (r == web::ShareResult::Failed) g_director->notify("This browser would not share or copy the link.");
}

class InviteScene final : public scenes::Scene {
 public:
  InviteScene(scenes::Director& director, int only_seat)
      : director_(director), only_seat_(only_seat), first_field_(ui::TextEntry::get().reserve_fields(kMaxSeats)) {
    invites_showing(true);
  }
  ~InviteScene() override {
    ui::TextEntry::get().clear();
    invites_showing(false);
  }

  void update(double) override {}
  bool keeps_below_running() const override { return true; }

  void draw(scenes::Frame& f) override {
    ui::TextEntry& entry = ui::TextEntry::get();
    entry.begin_frame(f.input);
    HostLink* host = hosting();
    while (auto edit = entry.take_commit())
      if (host && edit->field >= first_field_ && edit->field < first_field_ + kMaxSeats) {
        pasted_[edit->field - first_field_] = edit->text;
        connect(edit->field - first_field_);
      }
    focus_.begin(f.input, !entry.keys_taken());
    const float s = f.dpr;
    const bool one = host && only_seat_ >= 0 && only_seat_ < kMaxSeats;
    const std::string title = one ? host->name(only_seat_) + "'s rejoin link" : "Invite players";
    const auto [bar, col, x0, cx] = scenes::page(f, focus_, title, "to-table", "To the table");
    float y = (scenes::kTopBarH + 14) * s;
    ui::Widgets w{f.ui, focus_};
    if (!host) {
      draw_paragraph(f, "This table has no invited seats.", Face::Regular, 16 * s, cx, y, col * s, ui::kCream);
    } else {
      if (one) {
        const std::string& name = host->name(only_seat_);
        y = draw_paragraph(f,
                           name + "'s page lost the table (a reload, or a lost connection). " + name +
                               "'s seat and cards wait here, and the game goes on. Send " + name +
                               " this rejoin link: opening it gives " + name + " the same seat back, and " + name +
                               " sends you a code to paste here.",
                           Face::Regular, 15 * s, cx, y, col * s, ui::kCream);
        y = draw_seat(f, w, *host, only_seat_, x0, col, y + 14 * s);
      } else {
        y = draw_paragraph(f,
                           "For each player: send them their link, and they send you back a code. Paste it here. "
                           "Both of you keep this page open.",
                           Face::Regular, 15 * s, cx, y, col * s, ui::kCream);
        for (int seat : host->seats()) y = draw_seat(f, w, *host, seat, x0, col, y + 14 * s);
      }
      y = draw_paragraph(f,
                         "Some networks (mobile data, offices) need a TURN server to connect: add one under "
                         "Connection servers.",
                         Face::Regular, 13 * s, cx, y + 16 * s, col * s, ui::kCream.with_alpha(200));
      if (ui::button(w, "peer:servers", device(f, x0, y / s + 8, col, scenes::kTapH), "Connection servers",
                     ui::ButtonKind::Secondary))
        director_.push(make_servers_screen(director_));
    }
    focus_.draw(f.batch, s);
    focus_.end();
    entry.end_frame();
    if (bar.back || bar.right || (f.input.key(SDLK_ESCAPE) && !entry.keys_taken()) || all_came(host, one))
      director_.pop();
  }

 private:
  float draw_seat(scenes::Frame& f, ui::Widgets& w, HostLink& host, int seat, float x0, float col, float y) {
    const float s = f.dpr, cx = (x0 + col * 0.5f) * s;
    const std::string& name = host.name(seat);
    const HostLink::Invite& inv = host.invite(seat);
    const std::string id = "invite:" + std::to_string(seat);
    const net::Presence p = host.presence(seat);
    // A guest who joined before this screen opened (or before the host's page reloaded) left.
    if (p == net::Presence::Connected || host.left(seat)) joined_once_[seat] = true;
    std::string status;
    if (p == net::Presence::Connected)
      status = name + " is at the table.";
    else if (inv.step == HostLink::Step::Preparing)
      status = "Preparing " + name + "'s invite…";
    else if (inv.step == HostLink::Step::Failed)
      status = name + "'s invite did not work: " + inv.error;
    else if (inv.step == HostLink::Step::Connecting)
      status = "Connecting to " + name + "…";
    else if (p == net::Presence::BotPlays)
      status = name + " is away and a bot plays for " + name + ". To bring " + name + " back, send this new link:";
    else if (joined_once_[seat])
      status = name + " is away. Send " + name + " this new link to come back:";
    else
      status = "1. Send " + name + " this link:";
    y = draw_paragraph(f, status, Face::Bold, 16 * s, cx, y, col * s, ui::kGold);
    // The steps are numbered where the first says it is one ("1. Send ..."), never the second alone.
    const std::string paste =
        std::string(status.starts_with("1. ") ? "2. " : "") + "Paste the code " + name + " sends back:";
    // A link being prepared keeps the room its buttons will take, so nothing below moves under a
    // finger when they come.
    if (inv.step == HostLink::Step::Preparing && p != net::Presence::Connected)
      return y + (scenes::kTapH + 14) * s + paragraph_height(f, paste, Face::Regular, 15 * s, col * s) +
             (scenes::kTapH + 10) * s;
    if (p == net::Presence::Connected || inv.code.empty() || inv.step == HostLink::Step::Connecting) {
      if (inv.step == HostLink::Step::Failed &&
          ui::button(w, id + ":retry", device(f, x0, y / s + 6, col, scenes::kTapH), "Make a new invite",
                     ui::ButtonKind::Secondary))
        host.reinvite(seat);
      return y + (inv.step == HostLink::Step::Failed ? (scenes::kTapH + 6) * s : 0);
    }
    const float third = (col - 16) / 3;
    if (ui::button(w, id + ":share", device(f, x0, y / s + 6, third, scenes::kTapH), "Share link",
                   ui::ButtonKind::Primary)) {
      g_director = &director_;
      web::share_link(join_fragment(inv.code), "Come play at my Parlor table", shared);
    }
    if (ui::button(w, id + ":copy", device(f, x0 + third + 8, y / s + 6, third, scenes::kTapH), "Copy link",
                   ui::ButtonKind::Secondary)) {
      copy_text("#" + join_fragment(inv.code));
      notify_until_seated(director_, "Invite link copied: paste it into a message to " + name + ".");
    }
    if (ui::button(w, id + ":qr", device(f, x0 + 2 * (third + 8), y / s + 6, third, scenes::kTapH), "QR code",
                   ui::ButtonKind::Secondary))
      director_.push(make_qr_screen(director_, name + "'s invite",
                                    name + " scans this with a phone's camera to open the invite.",
                                    join_fragment(inv.code)));
    y += (scenes::kTapH + 14) * s;
    y = draw_paragraph(f, paste, Face::Regular, 15 * s, cx, y, col * s, ui::kCream);
    const float bw = 110;
    ui::text_field(w, id + ":answer", first_field_ + seat, device(f, x0, y / s + 6, col - bw - 8, scenes::kTapH),
                   pasted_[seat], net::kMaxInviteChars);
    if (ui::button(w, id + ":connect", device(f, x0 + col - bw, y / s + 6, bw, scenes::kTapH), "Connect",
                   ui::ButtonKind::Primary))
      connect(seat);
    y += (scenes::kTapH + 10) * s;
    if (p == net::Presence::Away && joined_once_[seat]) {
      // The stand-in's level, Good unless the host picks another (Strong where the game has it).
      if (level_[seat].empty()) level_[seat] = "greedy";
      std::vector<ui::Segment> levels;
      int chosen = -1;
      for (std::string_view kind : bot_kinds(host.game_id())) {
        if (kind == level_[seat]) chosen = static_cast<int>(levels.size());
        levels.push_back({std::string(kind), bot_level_label(kind)});
      }
      const int pick =
          ui::segmented(w, id + ":bot-level", device(f, x0, y / s, col, scenes::kTapH), levels, chosen, true);
      if (pick >= 0) level_[seat] = levels[static_cast<size_t>(pick)].key;
      y += (scenes::kTapH + 6) * s;
      if (ui::button(w, id + ":bot", device(f, x0, y / s, col, scenes::kTapH),
                     "Let a bot play for " + name + " meanwhile", ui::ButtonKind::Secondary)) {
        if (auto why = host.stand_in(seat, level_[seat])) director_.notify(*why);
      }
      y += (scenes::kTapH + 6) * s;
    }
    return y;
  }

  // Whether the last of the players this screen waits for (every invited seat, or the one it
  // brings back) has just come to the table: the host then goes there too, as a table starts once
  // everyone is in. Not when the screen opened with everyone there already (the host came to read it).
  bool all_came(HostLink* host, bool one) {
    bool all = host != nullptr;
    if (host && one) all = host->presence(only_seat_) == net::Presence::Connected;
    if (host && !one)
      for (int seat : host->seats()) all = all && host->presence(seat) == net::Presence::Connected;
    const bool came = all && everyone_in_ == 0;
    everyone_in_ = all ? 1 : 0;
    return came;
  }

  void connect(int seat) {
    HostLink* host = hosting();
    if (!host || pasted_[seat].empty()) return;
    if (auto why = host->take_answer(pasted_[seat])) director_.notify(*why);
    pasted_[seat].clear();
  }

  scenes::Director& director_;
  int only_seat_;  // -1: every invited seat
  ui::FocusRing focus_;
  int first_field_;
  std::string pasted_[kMaxSeats];
  bool joined_once_[kMaxSeats] = {};
  std::string level_[kMaxSeats];  // a stand-in's level; empty: Good
  int everyone_in_ = -1;          // at the last frame: 1 every awaited player connected, 0 not, -1 no frame yet
};

}  // namespace

std::unique_ptr<scenes::Scene> make_invite_screen(scenes::Director& director, int only_seat) {
  return std::make_unique<InviteScene>(director, only_seat);
}

}  // namespace parlor::peer
