#include "app/peer/table_overlay.h"

#include <algorithm>

#include "app/kit/table_chrome.h"
#include "app/screen/lobby_chrome.h"
#include "app/ui/focus.h"
#include "app/ui/palette.h"
#include "app/ui/widgets.h"

namespace parlor::peer {
namespace {

constexpr double kBubbleSeconds = 4;
constexpr size_t kBubbles = 3;
constexpr net::Reaction kAll[] = {net::Reaction::ThumbsUp, net::Reaction::Laugh, net::Reaction::Wow,
                                  net::Reaction::Sad,      net::Reaction::Party, net::Reaction::Think};

}  // namespace

const char* reaction_label(net::Reaction r) {
  switch (r) {
    case net::Reaction::ThumbsUp: return "✓ Nice";
    case net::Reaction::Laugh: return "Ha ha";
    case net::Reaction::Wow: return "★ Wow";
    case net::Reaction::Sad: return "Oh no";
    case net::Reaction::Party: return "♥ Yay";
    case net::Reaction::Think: return "Hmm…";
  }
  return "";
}

void TableOverlay::reacted(const std::string& who, net::Reaction r) {
  bubbles_.push_back({who + ": " + reaction_label(r), kBubbleSeconds});
  while (bubbles_.size() > kBubbles) bubbles_.pop_front();
}

void TableOverlay::tick(double dt) {
  for (Bubble& b : bubbles_) b.left -= dt;
  while (!bubbles_.empty() && bubbles_.front().left <= 0) bubbles_.pop_front();
}

TableOverlay::Pressed TableOverlay::draw(scenes::Frame& f, const Model& m) {
  Pressed out;
  // In the place the kit keeps for them (kit/table_chrome.h, set_peer_bar): the bar's right end,
  // over the move log's panel on a wide screen, whose top leaves a line for who is away
  // (kit/table_scene.cpp, log_panel); a narrow screen's second row of the bar.
  const float s = f.dpr, W = f.css_width(), right = W - 8;
  const bool wide = scenes::side_log_shown(W, f.css_height());
  const float room = scenes::peer_bar_w(W, f.css_height());
  const float top = room > 0 ? 2 : scenes::peer_row_top(W, f.css_height()) + 3;
  ui::FocusRing none;
  ui::Widgets w{f.ui, none};
  float x = right;
  const float rw = 92;
  if (m.host) {
    const std::string label = !m.rejoin.empty() ? m.rejoin + "'s rejoin link"
                              : m.away          ? "Invites · " + std::to_string(m.away) + " away"
                                                : "Invites";
    // Its whole label at the button's largest size (ui.cpp) where the place allows (else the label
    // shrinks, a name at last cut, the whole in the item's label); React keeps its width beside it.
    const float most = (room > 0 ? room : W) - 8 - rw - 8;
    const float iw = std::clamp(f.text.measure(label, render::Face::Bold, 18 * s) / s + 24, 150.0f, most);
    x -= iw;
    out.invites = ui::button(w, "peer:invites", scenes::device(f, x, top, iw, scenes::kTapH), label,
                             m.away || !m.rejoin.empty() ? ui::ButtonKind::Primary : ui::ButtonKind::Secondary);
    x -= 8;
  }
  if (m.host_away) {
    // Nobody to react to: the button leads to the rejoin link's paste field instead.
    open_ = false;
    const float bw = std::min(200.0f, (room > 0 ? room : W) - 16);
    out.rejoin = ui::button(w, "peer:rejoin", scenes::device(f, right - bw, top, bw, scenes::kTapH),
                            "Paste rejoin link", ui::ButtonKind::Primary);
  } else if (ui::button(w, "peer:react", scenes::device(f, x - rw, top, rw, scenes::kTapH), open_ ? "Close" : "React",
                        ui::ButtonKind::Secondary)) {
    open_ = !open_;
  }
  float y = wide ? 56 : top + scenes::kTapH + 8;
  if (open_) {
    // Two rows of three on a phone, one row of six where there is room.
    const float bw = 76, gap = 6;
    const int per_row = W >= 6 * (bw + gap) + 16 ? 6 : 3;
    for (int i = 0; i < 6; ++i) {
      const float bx = right - static_cast<float>(per_row - i % per_row) * (bw + gap) + gap;
      const float by = y + static_cast<float>(i / per_row) * (scenes::kTapH + gap);
      if (ui::button(w, std::string("peer:react:") + net::reaction_name(kAll[i]),
                     scenes::device(f, bx, by, bw, scenes::kTapH), reaction_label(kAll[i]), ui::ButtonKind::Quiet)) {
        out.react = kAll[i];
        open_ = false;
      }
    }
    y += static_cast<float>(6 / per_row) * (scenes::kTapH + gap);
  }
  // Who is away, one line each on a dark chip, right-aligned.
  const float px = 14 * s, lh = f.text.line_height(render::Face::Bold, px);
  for (const std::string& note : m.notes) {
    const float tw = std::min(f.text.measure(note, render::Face::Bold, px), (W - 24) * s);
    render::Rect r{right * s - tw - 16 * s, y * s, tw + 16 * s, lh + 8 * s};
    f.batch.rect(r, 8 * s, render::Color::hex(0x26221e, 210));
    f.text.draw_fit(f.batch, note, render::Face::Bold, px, tw, r.x + 8 * s, r.y + 4 * s, ui::kGold);
    y += (lh + 8 * s) / s + 6;
  }
  // Reactions float in at the centre, under the bar and the peer buttons, each moved down past
  // any control the frame drew (the host's React among them): a bubble never covers a button.
  float by = std::max(y, scenes::kTableBarH + 6);
  for (const Bubble& b : bubbles_) {
    const float fade = static_cast<float>(std::min(1.0, b.left * 2));
    const float tw = std::min(f.text.measure(b.text, render::Face::Bold, 16 * s), (W - 40) * s);
    render::Rect r{(W * s - tw) * 0.5f - 14 * s, by * s, tw + 28 * s,
                   f.text.line_height(render::Face::Bold, 16 * s) + 12 * s};
    for (bool moved = true; moved && r.y + r.h < f.css_height() * s;) {
      moved = false;
      for (const ui::Item& it : f.ui.items())
        if (it.box.x < r.x + r.w && r.x < it.box.x + it.box.w && it.box.y < r.y + r.h && r.y < it.box.y + it.box.h)
          r.y = it.box.y + it.box.h + 4 * s, moved = true;
    }
    f.batch.rect(r, r.h * 0.5f, ui::kCream.with_alpha(static_cast<uint8_t>(235 * fade)));
    f.text.draw_fit(f.batch, b.text, render::Face::Bold, 16 * s, tw, W * s * 0.5f, r.y + 6 * s,
                    ui::kInk.with_alpha(static_cast<uint8_t>(255 * fade)), render::Align::Center);
    by = (r.y + r.h) / s + 6;
  }
  return out;
}

}  // namespace parlor::peer
