#include "app/kit/move_log.h"

#include <algorithm>

#include "app/render/text_layout.h"
#include "app/scenes/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

void draw_move_log(Frame& f, Rect area, const std::string& title, const std::vector<std::string>& lines) {
  const float s = f.dpr, px = 14 * s, pad = 10 * s, lh = f.text.line_height(Face::Regular, px);
  f.batch.rect(area, 10 * s, Color::hex(0x000000, 60));
  f.text.draw(f.batch, title, Face::Bold, 15 * s, area.x + pad, area.y + pad, ui::kGold);
  const float top = area.y + pad + 26 * s, width = area.w - 2 * pad;
  // From the newest up, as many whole moves as fit.
  std::vector<std::vector<std::string>> shown;
  float used = 0;
  size_t first = lines.size();
  while (first > 0) {
    // The newest move is drawn bold, so it wraps as bold (wider) text.
    const Face face = first == lines.size() ? Face::Bold : Face::Regular;
    std::vector<std::string> wrapped = render::wrap_text(f.text, lines[first - 1], face, px, width);
    const float h = lh * static_cast<float>(wrapped.size()) + 4 * s;
    if (top + used + h + lh > area.y + area.h - pad) break;
    used += h;
    shown.insert(shown.begin(), std::move(wrapped));
    --first;
  }
  float y = top;
  if (first > 0) {
    f.text.draw(f.batch, "\u2026 " + std::to_string(first) + (first == 1 ? " earlier move" : " earlier moves"),
                Face::Regular, px, area.x + pad, y, ui::kCream.with_alpha(150));
    y += lh + 4 * s;
  }
  if (lines.empty())
    f.text.draw(f.batch, "No moves yet.", Face::Regular, px, area.x + pad, y, ui::kCream.with_alpha(170));
  for (size_t i = 0; i < shown.size(); ++i) {
    const bool newest = i + 1 == shown.size();
    for (const std::string& l : shown[i]) {
      f.text.draw(f.batch, l, newest ? Face::Bold : Face::Regular, px, area.x + pad, y,
                  ui::kCream.with_alpha(newest ? 255 : 215));
      y += lh;
    }
    y += 4 * s;
  }
}

void draw_move_log_sheet(Frame& f, const std::string& title, const std::vector<std::string>& lines) {
  const float s = f.dpr;
  const Rect p = modal_panel(f, 560, f.css_height() - 60);
  const float bh = 44 * s;
  draw_move_log(f, {p.x + 8 * s, p.y + 8 * s, p.w - 16 * s, p.h - bh - 28 * s}, title, lines);
  const float bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("log-close", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 12 * s, bw, bh}, "Close");
}

}  // namespace parlor::scenes
