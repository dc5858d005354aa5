#include "app/kit/move_log.h"

#include <SDL.h>

#include <algorithm>

#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Color;
using render::Face;
using render::Rect;

namespace {

constexpr float kPx = 14, kPad = 10, kTitleH = 26, kGap = 4;

}  // namespace

Rect MoveLog::sheet_box(const Frame& f) {
  const float s = f.dpr;
  const float w = std::min(560.0f, f.css_width() - 16) * s, h = std::min(f.css_height() - 60, f.css_height() - 16) * s;
  const Rect p{(static_cast<float>(f.width) - w) * 0.5f, (static_cast<float>(f.height) - h) * 0.5f, w, h};
  const float bh = 44 * s;
  return {p.x + 8 * s, p.y + 8 * s, p.w - 16 * s, p.h - bh - 28 * s};
}

Rect MoveLog::content_box(const Frame& f, Rect area) const {
  const float s = f.dpr, top = area.y + kPad * s + kTitleH * s;
  return {area.x, top, area.w, area.y + area.h - kPad * s - top};
}

const std::vector<MoveLog::Row>& MoveLog::rows(Frame& f, float width, const std::vector<std::string>& lines) const {
  const float px = kPx * f.dpr, lh = f.text.line_height(Face::Regular, px);
  if (width != wrapped_w_ || px != wrapped_px_) rows_.clear(), wrapped_of_.clear();
  // The moves kept are those still at the front of `lines` (a new round starts again).
  size_t same = 0;
  while (same < wrapped_of_.size() && same < lines.size() && wrapped_of_[same] == lines[same]) ++same;
  // The one that was newest was wrapped bold.
  if (same == wrapped_of_.size() && same < lines.size() && same > 0) --same;
  rows_.resize(same);
  wrapped_of_.resize(same);
  for (size_t i = same; i < lines.size(); ++i) {
    const Face face = i + 1 == lines.size() ? Face::Bold : Face::Regular;
    Row r;
    r.text = render::wrap_text(f.text, lines[i], face, px, width);
    r.y = rows_.empty() ? 0 : rows_.back().y + rows_.back().h;
    r.h = lh * static_cast<float>(r.text.size()) + kGap * f.dpr;
    rows_.push_back(std::move(r));
    wrapped_of_.push_back(lines[i]);
  }
  wrapped_w_ = width;
  wrapped_px_ = px;
  return rows_;
}

void MoveLog::handle(Frame& f, Rect area, const std::vector<std::string>& lines, bool keys) {
  const Rect view = content_box(f, area);
  // A new round's log starts at its newest move.
  if (!wrapped_of_.empty() && (lines.empty() || lines.front() != wrapped_of_.front())) follow_ = true;
  // The content as it is now, with the newest move in view when following: the keys and the
  // wheel of this frame move from there.
  rows(f, area.w - 2 * kPad * f.dpr, lines);
  scroll_.set_viewport(view);
  scroll_.set_content_height(content_height());
  if (follow_) scroll_.scroll_by(1e9f);
  const float before = scroll_.offset(), bottom = std::max(0.0f, content_height() - view.h);
  scroll_.begin(f.ui, view);
  if (keys) {
    const float page = view.h * 0.85f;
    for (SDL_Keycode k : f.input.keys) {
      switch (k) {
        case SDLK_PAGEDOWN: scroll_.scroll_by(page); break;
        case SDLK_PAGEUP: scroll_.scroll_by(-page); break;
        case SDLK_HOME: scroll_.scroll_by(-1e9f); break;
        case SDLK_END: scroll_.scroll_by(1e9f); break;
        default: break;
      }
    }
  }
  if (scroll_.offset() != before || scroll_.dragging()) follow_ = scroll_.offset() >= bottom - 2 * f.dpr;
}

void MoveLog::draw(Frame& f, Rect area, const std::string& title, const std::vector<std::string>& lines) const {
  const float s = f.dpr, px = kPx * s, pad = kPad * s, lh = f.text.line_height(Face::Regular, px);
  f.batch.rect(area, 10 * s, Color::hex(0x000000, 60));
  f.text.draw(f.batch, title, Face::Bold, 15 * s, area.x + pad, area.y + pad, ui::kGold);
  const Rect view = content_box(f, area);
  if (lines.empty()) {
    f.text.draw(f.batch, "No moves yet.", Face::Regular, px, area.x + pad, view.y, ui::kCream.with_alpha(170));
    first_shown_ = 0;
    return;
  }
  const std::vector<Row>& all = rows(f, area.w - 2 * pad, lines);
  const float height = content_height(), bottom = std::max(0.0f, height - view.h);
  // Moves that came after handle() (played in update) are shown at once when following.
  const float offset = follow_ ? bottom : std::min(scroll_.offset(), bottom);
  ui::ClipScope clip(f.batch, view);
  first_shown_ = all.size() - 1;
  for (size_t i = 0; i < all.size(); ++i) {
    const Row& r = all[i];
    const float y = view.y + r.y - offset;
    if (y + r.h < view.y) continue;
    if (y > view.y + view.h) break;
    first_shown_ = std::min(first_shown_, i);
    const bool newest = i + 1 == all.size();
    for (size_t k = 0; k < r.text.size(); ++k)
      f.text.draw(f.batch, r.text[k], newest ? Face::Bold : Face::Regular, px, area.x + pad,
                  y + lh * static_cast<float>(k), ui::kCream.with_alpha(newest ? 255 : 215));
  }
  scroll_.draw_bar(f.batch, s);
}

void MoveLog::draw_sheet(Frame& f, const std::string& title, const std::vector<std::string>& lines) const {
  const float s = f.dpr;
  const Rect p = modal_panel(f, 560, f.css_height() - 60);
  const Rect box = sheet_box(f);
  draw(f, box, title, lines);
  const float bh = 44 * s, bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("log-close", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 12 * s, bw, bh}, "Close");
}

}  // namespace parlor::scenes
