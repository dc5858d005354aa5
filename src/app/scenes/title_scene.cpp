#include "app/scenes/title_scene.h"

#include <algorithm>
#include <cmath>

#include "app/ui/card_art.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;

TitleScene::TitleScene(Director& director) : director_(director) {
  entries_ = {
      {"five_crowns", "Five Crowns", "\u265B", Color::hex(0x7a3fb0), {}},
      {"rummy_o", "Rummy-O", "\u25A0", Color::hex(0xc0392b), {}},
      {"jok_r_ummy", "Jok-R-Ummy", "\u2605", Color::hex(0x1f6fb2), {}},
      {"rummu", "Rumm\u00FC", "\u25C6", Color::hex(0xd4a017), {}},
      {"joker", "Joker", "\u25CF", Color::hex(0x2e8b57), {}},
  };
}

void TitleScene::update(double dt) {
  float k = 1.0f - std::exp(-static_cast<float>(dt) * 14.0f);
  for (Entry& e : entries_) {
    float target = e.hovered ? 1.0f : 0.0f;
    e.lift += (target - e.lift) * k;
  }
}

// Cards keep a playing card's proportions and take the largest size the window allows:
// five in a row on a wide screen, a two- or three-column grid on a tall one.
void TitleScene::layout(const Frame& f) {
  const float s = f.dpr;
  const float W = static_cast<float>(f.width) / s, H = static_cast<float>(f.height) / s;  // CSS px
  const bool tall = W < H * 0.9f;
  title_px_ = std::clamp(std::min(W * 0.16f, H * 0.11f), 36.0f, 96.0f);
  title_y_ = std::max(16.0f, H * 0.05f);
  subtitle_px_ = std::clamp(title_px_ * 0.28f, 13.0f, 24.0f);
  subtitle_y_ = title_y_ + title_px_ * 1.2f;
  const float top = subtitle_y_ + subtitle_px_ * 2.2f, bottom = H - 20.0f, margin = 20.0f;
  const int cols = tall ? (W < 700 ? 2 : 3) : 5;
  const int rows = (static_cast<int>(entries_.size()) + cols - 1) / cols;
  const float gap = std::clamp(W * 0.03f, 12.0f, 32.0f), aspect = 0.7f;
  float cw = (W - 2 * margin - gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  float ch_room = (bottom - top - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
  cw = std::min({cw, ch_room * aspect, 220.0f});
  const float ch = cw / aspect;
  const float grid_h = ch * static_cast<float>(rows) + gap * static_cast<float>(rows - 1);
  const float y0 = top + std::max(0.0f, (bottom - top - grid_h) * 0.4f);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    int row = static_cast<int>(i) / cols, col = static_cast<int>(i) % cols;
    int in_row = std::min(cols, static_cast<int>(entries_.size()) - row * cols);
    float row_w = cw * static_cast<float>(in_row) + gap * static_cast<float>(in_row - 1);
    float x = (W - row_w) * 0.5f + static_cast<float>(col) * (cw + gap);
    float y = y0 + static_cast<float>(row) * (ch + gap);
    entries_[i].box = {x * s, y * s, cw * s, ch * s};
  }
  laid_out_w_ = f.width;
  laid_out_h_ = f.height;
}

void TitleScene::draw(Frame& f) {
  if (f.width != laid_out_w_ || f.height != laid_out_h_) layout(f);
  const float s = f.dpr;
  render::Batch& b = f.batch;
  b.felt(ui::kFelt);
  f.text.draw(b, "Parlor", Face::Bold, title_px_ * s, static_cast<float>(f.width) * 0.5f, title_y_ * s, ui::kCream,
              Align::Center);
  f.text.draw(b, "Five table games, ready to deal", Face::Regular, subtitle_px_ * s,
              static_cast<float>(f.width) * 0.5f, subtitle_y_ * s, ui::kGold, Align::Center);

  for (Entry& e : entries_) {
    f.ui.clickable("game:" + e.id, e.box, e.name);
    e.hovered = f.ui.hovered("game:" + e.id);
    render::Rect r = e.box;
    r.y -= e.lift * 8.0f * s;
    const float radius = r.w * 0.07f;
    ui::draw_card_body(b, r, s, {radius, e.lift});
    // Corner indices like a real card: the symbol top-left and, turned over, bottom-right.
    const float corner_px = r.w * 0.13f, pad = r.w * 0.07f;
    f.text.draw(b, e.symbol, Face::Regular, corner_px, r.x + pad, r.y + pad, e.accent);
    b.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, 3.14159265f));
    f.text.draw(b, e.symbol, Face::Regular, corner_px, r.x + pad, r.y + pad, e.accent);
    b.pop();
    const float big_px = r.w * 0.42f;
    f.text.draw(b, e.symbol, Face::Regular, big_px, r.x + r.w * 0.5f, r.y + r.h * 0.5f - big_px * 0.75f, e.accent,
                Align::Center);
    const float name_px = r.w * 0.12f;
    f.text.draw_fit(b, e.name, Face::Bold, name_px, r.w - 2 * pad, r.x + r.w * 0.5f, r.y + r.h * 0.68f, ui::kInk,
                    Align::Center);
  }
}

}  // namespace parlor::scenes
