#include "app/ui/ui.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/platform/web_bridge.h"
#include "app/ui/palette.h"

namespace parlor::ui {

const Item* Ui::topmost(float x, float y) const {
  for (auto it = prev_items_.rbegin(); it != prev_items_.rend(); ++it) {
    if (!it->box.contains(x, y)) continue;
    if (!it->nearest) return &*it;
    // Targets overlap where they sit close: the nearest centre among those under the finger.
    auto dist = [x, y](const Item& i) {
      const float dx = i.box.x + i.box.w * 0.5f - x, dy = i.box.y + i.box.h * 0.5f - y;
      return dx * dx + dy * dy;
    };
    const Item* best = &*it;
    for (auto other = it; other != prev_items_.rend(); ++other)
      if (other->nearest && other->box.contains(x, y) && dist(*other) < dist(*best)) best = &*other;
    return best;
  }
  return nullptr;
}

void Ui::begin(Input& input, float dpr, render::Rect screen, float css) {
  input_ = &input;
  dpr_ = dpr;
  css_dpr_ = css > 0 ? css : dpr;
  screen_ = screen;
  clicked_.clear();
  clicked_label_.clear();
  tapped_disabled_.clear();
  const Item* over = topmost(input.x, input.y);
  hot_ = over && over->enabled ? over->id : "";
  if (input.pressed) {
    const Item* at = topmost(input.press_x, input.press_y);
    active_ = at && at->enabled ? at->id : "";
    pressed_disabled_ = at && !at->enabled ? at->id : "";
  }
  if (input.released) {
    if (!active_.empty() && over && over->id == active_) clicked_ = active_, clicked_label_ = over->label;
    if (!pressed_disabled_.empty() && over && over->id == pressed_disabled_) tapped_disabled_ = pressed_disabled_;
    active_.clear();
    pressed_disabled_.clear();
  }
  items_.clear();
  kept_clear_.clear();
}

namespace {
bool same_items(const std::vector<Item>& a, const std::vector<Item>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const Item &x = a[i], &y = b[i];
    if (x.id != y.id || x.label != y.label || x.enabled != y.enabled || x.nearest != y.nearest || x.box.x != y.box.x ||
        x.box.y != y.box.y || x.box.w != y.box.w || x.box.h != y.box.h)
      return false;
  }
  return true;
}
}  // namespace

void Ui::end() {
  // Most frames show the same items as the last one; only a change is worth serialising.
  if (!published_.empty() && same_items(items_, prev_items_)) {
    prev_items_.swap(items_);
    return;
  }
  nlohmann::json list = nlohmann::json::array();
  for (const Item& it : items_)
    list.push_back({{"id", it.id},
                    {"label", it.label},
                    {"enabled", it.enabled},
                    {"x", it.box.x / css_dpr_},
                    {"y", it.box.y / css_dpr_},
                    {"w", it.box.w / css_dpr_},
                    {"h", it.box.h / css_dpr_},
                    {"target", it.nearest}});
  std::string text = list.dump();
  if (text != published_) {
    published_ = std::move(text);
    web::publish_items(published_.c_str());
  }
  prev_items_.swap(items_);
}

bool Ui::clickable(std::string_view id, render::Rect r, std::string_view label, bool enabled) {
  items_.push_back({std::string(id), std::string(label), r, enabled});
  return enabled && id == clicked_;
}

bool Ui::target(std::string_view id, render::Rect r, std::string_view label, bool enabled) {
  const float min = 44 * dpr_, w = std::max(r.w, min), h = std::max(r.h, min);
  render::Rect box{r.x + (r.w - w) * 0.5f, r.y + (r.h - h) * 0.5f, w, h};
  if (screen_.w > 0) {
    box.x = std::clamp(box.x, screen_.x, std::max(screen_.x, screen_.x + screen_.w - box.w));
    box.y = std::clamp(box.y, screen_.y, std::max(screen_.y, screen_.y + screen_.h - box.h));
  }
  items_.push_back({std::string(id), std::string(label), box, enabled, true});
  return enabled && id == clicked_;
}

namespace {
float button_px(float h, float s) { return std::max(14.0f * s, std::min(h * 0.42f, 18.0f * s)); }
}  // namespace

float Ui::row_label_px(const std::vector<std::string_view>& labels, float w, float h) {
  const render::LabelText label_size(text_);
  float px = button_px(h, dpr_);
  for (const std::string_view label : labels)
    px = std::min(px, text_.fit_px(label, render::Face::Bold, px, w - 12 * dpr_));
  return px;
}

bool Ui::button(std::string_view id, render::Rect r, std::string_view label, ButtonKind kind, bool enabled,
                float label_px) {
  bool clicked = clickable(id, r, label, enabled);
  const float s = dpr_, radius = std::min(r.h * 0.5f, 10.0f * s);
  render::Color fill = kGold, ink = kInk;
  switch (kind) {
    case ButtonKind::Primary: break;
    case ButtonKind::Secondary: fill = kCardFace; break;
    case ButtonKind::Quiet: fill = render::Color::hex(0x000000, 70), ink = kCream; break;
    case ButtonKind::Danger: fill = render::Color::hex(0xb2473e), ink = kCardFace; break;
  }
  if (!enabled) fill = fill.with_alpha(90), ink = ink.with_alpha(120);
  float push = held(id) ? 1.0f * s : 0.0f;
  if (kind != ButtonKind::Quiet && enabled)
    batch_.shadow({r.x, r.y + 2 * s - push, r.w, r.h}, radius, 4 * s, kShadow.with_alpha(70));
  render::Rect body{r.x, r.y + push, r.w, r.h};
  batch_.rect(body, radius, fill);
  if (hovered(id) && enabled) batch_.rect(body, radius, render::Color::hex(0xffffff, 40));
  const float px = label_px > 0 ? label_px : button_px(r.h, s);
  const render::LabelText label_size(text_);
  text_.draw_fit(batch_, label, render::Face::Bold, px, r.w - 12 * s, r.x + r.w * 0.5f,
                 body.y + (r.h - text_.line_height(render::Face::Bold, px)) * 0.5f, ink, render::Align::Center);
  return clicked;
}

}  // namespace parlor::ui
