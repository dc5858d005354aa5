#include "app/kit/table_pieces.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Face;
using render::Rect;

void draw_meld_row(Frame& f, const MeldRow& row, const std::vector<Meld>& melds,
                   const std::function<void(Rect, const PlacedCard&)>& draw_chip) {
  const float s = f.dpr, ch = row.chip_h;
  const Rect area = row.area;
  // Wrapped, centred in the row; only a row too short for its lines falls back to one cut line.
  if (melds.empty() && !row.empty_text.empty() &&
      !draw_paragraph_in(f, row.empty_text, Face::Regular, 13 * s, area, ui::kCream.with_alpha(170)))
    f.text.draw_fit(f.batch, row.empty_text, Face::Regular, 13 * s, area.w, area.x + area.w * 0.5f,
                    area.y + (area.h - 16 * s) * 0.5f, ui::kCream.with_alpha(170), render::Align::Center);
  // An area with the height for more rows (a desktop's beside the piles) wraps into them. Melds
  // that would not all fit are drawn smaller, down to 70% (their marks still read), then closer
  // together: a meld set aside is never left out (a small phone's fourth was, blind test).
  struct Fit {
    float k, step;
  };
  auto wrap = [&](Fit fit, const std::function<void(size_t, float, float, float)>& place) {
    const float cw = row.chip_w * fit.k, row_h = ch * fit.k + 14 * s;
    float x = area.x, y = area.y;
    for (size_t m = 0; m < melds.size(); ++m) {
      const float w = fit.step * static_cast<float>(melds[m].cards.size() - 1) + cw;
      if (!place && w > area.w) return false;
      // Drawing (`place`), what the smallest pieces cannot fit goes on along the last row.
      if (x + w > area.x + area.w && x != area.x) {
        if (y + 2 * row_h <= area.y + area.h + 6 * s) {
          x = area.x;
          y += row_h;
        } else if (!place) {
          return false;
        }
      }
      if (place) place(m, x, y, w);
      x += w + 12 * s;
    }
    return true;
  };
  Fit fit{1.0f, row.step};
  for (float k = 0.95f; k >= 0.7f && !wrap(fit, nullptr); k -= 0.05f) fit = {k, row.step * k};
  for (float close = 0.9f; close >= 0.2f && !wrap(fit, nullptr); close -= 0.1f) fit.step = row.step * fit.k * close;
  const float cw = row.chip_w * fit.k, kh = ch * fit.k;
  wrap(fit, [&](size_t m, float x, float y, float w) {
    const Rect box{x - 3 * s, y + 2 * s, w + 6 * s, kh + 8 * s};
    f.batch.rect(box, 6 * s, ui::kPanel);
    for (size_t c = 0; c < melds[m].cards.size(); ++c)
      draw_chip({x + fit.step * static_cast<float>(c), y + 6 * s, cw, kh}, melds[m].cards[c]);
    if (!row.id_prefix.empty())
      f.ui.target(row.id_prefix + ":" + std::to_string(m), box,
                  row.label_word + " " + meld_to_text(melds[m]) + " (tap to take back)");
  });
}

Rect row_slot(Rect row, int count, int i, float gap) {
  const float w = (row.w - gap * static_cast<float>(count - 1)) / static_cast<float>(std::max(count, 1));
  return {row.x + static_cast<float>(i) * (w + gap), row.y, w, row.h};
}

void draw_glow(Frame& f, Rect r, float radius) {
  const float s = f.dpr;
  f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, radius, 3 * s, ui::kTurnGlow);
}

Rect seat_anchor(const std::vector<Rect>& badges, int k, Rect fallback, float w, float h) {
  if (k < 0 || k >= static_cast<int>(badges.size())) return fallback;
  const Rect b = badges[static_cast<size_t>(k)];
  return {b.x + (b.w - w) * 0.5f, b.y + (b.h - h) * 0.5f, w, h};
}

bool Toss::advance(double dt) {
  t += static_cast<float>(dt);
  return t < duration;
}

float Toss::progress() const {
  return 1.0f - std::pow(1.0f - std::clamp(t / std::max(duration, 0.001f), 0.0f, 1.0f), 3.0f);
}

void Toss::draw(Frame& f, float s, const std::function<void(Rect)>& draw_card) const {
  const float k = progress();
  Rect r{from.x + (to.x - from.x) * k, from.y + (to.y - from.y) * k, from.w + (to.w - from.w) * k,
         from.h + (to.h - from.h) * k};
  r.y -= std::sin(k * 3.14159265f) * 30.0f * s;  // a small arc reads as a toss
  f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, (1.0f - k) * 0.25f));
  draw_card(r);
  f.batch.pop();
}

void publish_hand(nlohmann::json& j, const session::HandModel& hand) {
  nlohmann::json shown = nlohmann::json::array(), selected = nlohmann::json::array();
  for (int i = 0; i < static_cast<int>(hand.cards().size()); ++i) {
    shown.push_back(to_text(hand.cards()[static_cast<size_t>(i)]));
    if (hand.selected(i)) selected.push_back(i);
  }
  j["hand"] = std::move(shown);
  j["selected"] = std::move(selected);
  j["staged"] = hand.staged().size();
}

}  // namespace parlor::scenes
