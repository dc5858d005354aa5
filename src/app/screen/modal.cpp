#include "app/screen/modal.h"

#include <algorithm>

#include "app/render/text_layout.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Rect;

namespace {

void draw_panel(Frame& f, Rect p) {
  const float s = f.dpr;
  f.batch.shadow(p, 14 * s, 18 * s, ui::kShadow);
  f.batch.rect(p, 14 * s, Color::hex(0x173f2a));
  f.batch.ring(p, 14 * s, 1.5f * s, ui::kGold.with_alpha(160));
}

}  // namespace

Rect modal_panel(Frame& f, float css_w, float css_h) {
  const float s = f.dpr;
  f.ui.clickable("modal", {0, 0, static_cast<float>(f.width), static_cast<float>(f.height)}, "Outside the panel", true);
  f.batch.rect({0, 0, static_cast<float>(f.width), static_cast<float>(f.height)}, 0, Color::hex(0x000000, 140));
  const float w = std::min(css_w, f.css_width() - 16) * s, h = std::min(css_h, f.css_height() - 16) * s;
  const Rect p{(static_cast<float>(f.width) - w) * 0.5f, (static_cast<float>(f.height) - h) * 0.5f, w, h};
  draw_panel(f, p);
  return p;
}

void modal_panel_beside(Frame& f, Rect panel, Rect clear) {
  const float sw = static_cast<float>(f.width), sh = static_cast<float>(f.height);
  const Rect around[] = {{0, 0, sw, clear.y},
                         {0, clear.y + clear.h, sw, sh - clear.y - clear.h},
                         {0, clear.y, clear.x, clear.h},
                         {clear.x + clear.w, clear.y, sw - clear.x - clear.w, clear.h}};
  for (const Rect& r : around)
    if (r.w > 0 && r.h > 0) f.ui.clickable("modal", r, "Outside the panel", true);
  // One even shade over the whole screen: an undimmed band round the subject read as a stray
  // panel. The subject relights its choices over it (TableScene::draw_over_question).
  f.batch.rect({0, 0, sw, sh}, 0, Color::hex(0x000000, 140));
  draw_panel(f, panel);
}

float draw_paragraph(Frame& f, std::string_view text, render::Face face, float px, float x, float y, float width,
                     render::Color color) {
  const float lh = f.text.line_height(face, px);
  for (const std::string& line : render::wrap_text(f.text, text, face, px, width)) {
    f.text.draw(f.batch, line, face, px, x, y, color, render::Align::Center);
    y += lh;
  }
  return y;
}

bool draw_paragraph_in(Frame& f, std::string_view text, render::Face face, float px, Rect box, render::Color color) {
  const std::vector<std::string> lines = render::wrap_text(f.text, text, face, px, box.w);
  const float lh = f.text.line_height(face, px), tall = lh * static_cast<float>(lines.size());
  if (tall > box.h) return false;
  float y = box.y + (box.h - tall) * 0.5f;
  for (const std::string& line : lines) {
    f.text.draw(f.batch, line, face, px, box.x + box.w * 0.5f, y, color, render::Align::Center);
    y += lh;
  }
  return true;
}

float paragraph_height(Frame& f, std::string_view text, render::Face face, float px, float width) {
  return f.text.line_height(face, px) * static_cast<float>(render::wrap_text(f.text, text, face, px, width).size());
}

}  // namespace parlor::scenes
