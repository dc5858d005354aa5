#include "app/scenes/notices.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <vector>

#include "app/platform/web_bridge.h"
#include "app/render/text_layout.h"
#include "app/screen/drawing_names.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

namespace {

constexpr float kMessagePx = 15, kDetailPx = 14, kButtonH = 44, kButtonW = 120, kMargin = 12;

float overlap_area(const Rect& a, const Rect& b) {
  const float w = std::min(a.x + a.w, b.x + b.w) - std::max(a.x, b.x);
  const float h = std::min(a.y + a.h, b.y + b.h) - std::max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

// How much of what the frame drew a box at `top` would cover: its text, and with `items` its
// controls too (a screen-wide control, such as a modal's backdrop, leaves no room, so the text
// alone decides then).
float covered(const Frame& f, Rect box, bool items) {
  float area = 0;
  for (const render::Text::Drawn& d : f.text.drawn()) area += overlap_area(box, d.box);
  for (const Rect& r : f.ui.kept_clear()) area += overlap_area(box, r);
  if (items)
    for (const ui::Item& it : f.ui.items()) area += overlap_area(box, it.box);
  return area;
}

}  // namespace

void Notices::add(std::string message, std::string detail) {
  if (message.empty() || (showing() && message == now_.message)) return;
  for (const Notice& w : waiting_)
    if (w.message == message) return;
  waiting_.push_back({std::move(message), std::move(detail)});
  if (!showing()) next();
}

void Notices::withdraw(std::string_view message) {
  // A waiting one is emptied, and next() passes over it.
  for (Notice& w : waiting_)
    if (w.message == message) w.message.clear();
  if (showing() && now_.message == message) next();
}

int Notices::strip(float dpr) const {
  return reserved_ && showing() && placed_h_ > 0 ? static_cast<int>(std::ceil(placed_h_ + 2 * kMargin * dpr)) : 0;
}

void Notices::next() {
  open_ = false;
  top_ = -1;
  while (!waiting_.empty() && waiting_.front().message.empty()) waiting_.pop_front();
  if (waiting_.empty()) {
    // The scene gets its whole screen back once no notice is left, not between two of them.
    now_ = {};
    left_ = 0;
    reserved_ = false;
    placed_w_ = placed_h_ = 0;
    return;
  }
  now_ = std::move(waiting_.front());
  waiting_.pop_front();
  // Time to read it, and to reach for its Details button.
  left_ = 4.0 + static_cast<double>(now_.message.size()) / 40.0 + (now_.detail.empty() ? 0.0 : 4.0);
  web::publish("Notice", nlohmann::json({{"text", now_.message}, {"detail", now_.detail}}).dump().c_str());
}

Rect Notices::place(const Frame& f, float w, float h) {
  const float s = f.dpr, W = static_cast<float>(f.width), H = static_cast<float>(f.height);
  const float margin = kMargin * s, pad = 6 * s, x = (W - w) * 0.5f;
  const float lowest = std::max(margin, H - margin - h);
  if (reserved_) {
    placed_w_ = w, placed_h_ = h;
    return {x, lowest, w, h};
  }
  auto box_at = [&](float top) { return Rect{x - pad, top - pad, w + 2 * pad, h + 2 * pad}; };
  if (top_ >= 0 && w == placed_w_ && h == placed_h_ && top_ + h <= H - margin + 0.5f &&
      covered(f, box_at(top_), items_free_) == 0)
    return {x, top_, w, h};
  placed_w_ = w, placed_h_ = h;
  // The lowest spot clear of text and controls, else clear of text.
  for (bool items : {true, false})
    for (float top = lowest; top >= std::min(margin, lowest); top -= 4 * s)
      if (covered(f, box_at(top), items) == 0) {
        top_ = top, items_free_ = items;
        return {x, top_, w, h};
      }
  reserved_ = true;
  return {x, lowest, 0, 0};
}

void Notices::publish(const Frame& f, Rect box) const {
  std::string text = "null";
  if (showing()) {
    const float s = f.dpr / f.zoom;  // the page's CSS px, as the tests' items are
    text = nlohmann::json({{"text", now_.message},
                           {"detail", now_.detail},
                           {"open", open_},
                           {"x", box.x / s},
                           {"y", box.y / s},
                           {"w", box.w / s},
                           {"h", box.h / s}})
               .dump();
  }
  if (text == published_) return;
  published_ = std::move(text);
  web::publish("Toast", published_.c_str());
}

void Notices::draw(Frame& f, double dt) {
  if (!open_ && left_ > 0) {
    left_ -= dt;
    if (left_ <= 0) next();
  }
  if (!showing()) {
    publish(f, {});
    return;
  }
  const float s = f.dpr, W = static_cast<float>(f.width);
  const float inner = std::min(W - 24 * s, 520 * s) - 36 * s, gap = 10 * s;
  const float px = kMessagePx * s, lh = f.text.line_height(Face::Bold, px);
  const float dpx = kDetailPx * s, dlh = f.text.line_height(Face::Regular, dpx);
  const auto lines = render::wrap_text(f.text, now_.message, Face::Bold, px, inner);
  std::vector<std::string> details;
  if (open_) details = render::wrap_text(f.text, now_.detail, Face::Regular, dpx, inner);
  // A notice with details is itself the button that shows them (its last line says so), which
  // keeps it short; shown, they end with a Close button.
  const bool more = !now_.detail.empty() && !open_;
  const char* more_label = "Details \u203A";
  const float label_px = 14 * s, label_lh = f.text.line_height(Face::Bold, label_px);
  float w = open_ ? kButtonW * s : 0;
  for (const auto& l : lines) w = std::max(w, f.text.measure(l, Face::Bold, px));
  for (const auto& l : details) w = std::max(w, f.text.measure(l, Face::Regular, dpx));
  w += 36 * s;
  float h = lh * static_cast<float>(lines.size()) + 2 * gap;
  if (more) h = std::max(h + label_lh + gap * 0.5f, kButtonH * s);
  if (open_) h += gap + dlh * static_cast<float>(details.size()) + kButtonH * s + gap;
  const Rect r = place(f, w, h);
  if (r.w <= 0) return;  // no room this frame: the next one leaves it a strip

  const float alpha = open_ ? 1.0f : static_cast<float>(std::min(1.0, left_ * 2.5));
  const auto a = [alpha](float v) { return static_cast<std::uint8_t>(v * alpha); };
  bool pressed = more && f.ui.clickable("notice:details", r, now_.message + " " + more_label);
  f.batch.shadow(r, 12 * s, 10 * s, ui::kShadow.with_alpha(a(110)));
  f.batch.rect(r, 12 * s, Color::hex(0x26221e, a(235)));
  if (more && f.ui.hovered("notice:details")) f.batch.rect(r, 12 * s, Color::hex(0xffffff, a(20)));
  float y = r.y + gap;
  for (const auto& l : lines) {
    f.text.draw(f.batch, l, Face::Bold, px, r.x + r.w * 0.5f, y, ui::kCream.with_alpha(a(255)), Align::Center);
    y += lh;
  }
  if (more) {
    const render::LabelText label_size(f.text);
    f.text.draw(f.batch, more_label, Face::Bold, label_px, r.x + r.w * 0.5f, y + gap * 0.5f,
                ui::kGold.with_alpha(a(255)), Align::Center);
  }
  if (open_) {
    y += gap;
    for (const auto& l : details) {
      f.text.draw(f.batch, l, Face::Regular, dpx, r.x + r.w * 0.5f, y, ui::kCream.with_alpha(a(210)), Align::Center);
      y += dlh;
    }
    const Rect b{r.x + (r.w - kButtonW * s) * 0.5f, y + gap, kButtonW * s, kButtonH * s};
    if (f.ui.button("notice:close", b, "Close", ui::ButtonKind::Secondary)) {
      next();
      pressed = false;
    }
  }
  if (pressed) open_ = true;
  publish(f, r);
}

}  // namespace parlor::scenes
