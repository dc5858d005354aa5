#include "app/screen/lobby_chrome.h"

#include <algorithm>
#include <string>

#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "app/ui/widgets.h"

namespace parlor::scenes {

using render::Align;
using render::Face;

Page page(Frame& f, ui::FocusRing& focus, std::string_view title, std::string_view right_id,
          std::string_view right_label, float widest) {
  f.batch.felt(ui::kFelt);
  Page p;
  p.bar = top_bar(f, focus, title, right_id, right_label);
  const float W = f.css_width();
  p.col = std::min(W - 32, widest);
  p.x0 = (W - p.col) * 0.5f;
  p.cx = (p.x0 + p.col * 0.5f) * f.dpr;
  return p;
}

TopBarResult top_bar(Frame& f, ui::FocusRing& focus, std::string_view title, std::string_view right_id,
                     std::string_view right_label) {
  const float s = f.dpr, W = f.css_width();
  const float bw = std::min(110.0f, W * 0.28f), by = (kTopBarH - kTapH) * 0.5f;
  f.batch.rect(device(f, 0, 0, W, kTopBarH), 0, render::Color::hex(0x000000, 55));
  f.batch.rect(device(f, 0, kTopBarH - 1, W, 1), 0, ui::kCream.with_alpha(40));

  TopBarResult r;
  ui::Widgets w{f.ui, focus};
  r.back = ui::button(w, "back", device(f, 12, by, bw, kTapH), "\u2190 Back", ui::ButtonKind::Quiet);
  float right_edge = W - 12;
  if (!right_label.empty()) {
    // As wide as its label at the button's full size ("To the table" shrank in 110 px), within a
    // third of a phone's width so the title keeps its room.
    const float label_w = f.text.measure(right_label, Face::Bold, 18 * s) / s + 28;
    const float rw = std::clamp(label_w, bw, std::max(bw, W * 0.34f));
    r.right = ui::button(w, right_id, device(f, W - 12 - rw, by, rw, kTapH), right_label, ui::ButtonKind::Secondary);
    right_edge = W - 12 - rw;
  }
  // Centred in the room the buttons leave.
  const float left = 12 + bw + 8, room = right_edge - 8 - left;
  // A title too long for one line at 22 px (a phone's "Invite players" beside "To the table")
  // takes two lines at 18 px rather than shrinking to one small line.
  const float px = 22 * s, cx = (left + room * 0.5f) * s;
  if (f.text.measure(title, Face::Bold, px) > room * s &&
      draw_paragraph_in(f, title, Face::Bold, 18 * s, {left * s, 0, room * s, kTopBarH * s}, ui::kCream))
    return r;
  f.text.draw_fit(f.batch, title, Face::Bold, px, room * s, cx,
                  (kTopBarH * s - f.text.line_height(Face::Bold, px)) * 0.5f, ui::kCream, Align::Center);
  return r;
}

}  // namespace parlor::scenes
