#include "app/kit/table_pieces.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/screen/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Face;
using render::Rect;

// Whether `p` stands for another piece: a wild's value. A natural ace (or 1) played high carries
// its place in `as` too (rank 14, kept for the round), yet is itself: no game's wild is an ace.
namespace {
bool stands_in_mark(const PlacedCard& p) {
  return !p.as.is_none() && (p.card.is_joker() || p.card.rank() != 1 || p.as.rank() <= 13);
}
}  // namespace

// The least of a piece's chip that shows from under the next, in chip widths: a stand-in's whole
// face (its mark, "=J♦", runs across it), a "10"'s or a joker's "JK" (wider than a strip of 55%)
// what its centred rank needs. 0: any strip shows its rank.
float least_strip(const PlacedCard& c) {
  if (stands_in_mark(c)) return 1.04f;
  return c.card.is_joker() || c.card.rank() == 10 ? 0.84f : 0.0f;
}
// A meld's width in chips, its cards showing `strip` of their width (or more, least_strip).
float meld_units(const Meld& m, float strip) {
  float units = 1;
  for (size_t i = 0; i + 1 < m.cards.size(); ++i) units += std::max(strip, least_strip(m.cards[i]));
  return units;
}

StandInShown draw_meld_row(Frame& f, const MeldRow& row, const std::vector<Meld>& melds,
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
  // together: a meld set aside is never left out (a small phone's fourth was, blind test). A
  // stand-in's mark ("=J\u2665") shows whole from under the next piece.
  struct Fit {
    float k, step;
  };
  auto wrap = [&](Fit fit, const std::function<void(size_t, float, float, float)>& place) {
    const float cw = row.chip_w * fit.k, row_h = ch * fit.k + 14 * s;
    float x = area.x, y = area.y;
    for (size_t m = 0; m < melds.size(); ++m) {
      const float w = cw * meld_units(melds[m], fit.step / cw);
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
  StandInShown stand_in;
  wrap(fit, [&](size_t m, float x, float y, float w) {
    const Rect box{x - 3 * s, y + 2 * s, w + 6 * s, kh + 8 * s};
    f.batch.rect(box, 6 * s, ui::kPanel);
    float cx = x;  // a stand-in's mark or a "10" is never covered by the next piece (least_strip)
    for (size_t c = 0; c < melds[m].cards.size(); ++c) {
      const PlacedCard& p = melds[m].cards[c];
      draw_chip({cx, y + 6 * s, cw, kh}, p);
      const float next = std::max(fit.step, least_strip(p) * cw), shown = c + 1 < melds[m].cards.size() ? next : cw;
      if (stands_in_mark(p)) stand_in = {stand_in.w > 0 ? std::min(stand_in.shown, shown) : shown, cw};
      cx += next;
    }
    if (!row.id_prefix.empty())
      f.ui.target(row.id_prefix + ":" + std::to_string(m), box,
                  row.label_word + " " + meld_to_text(melds[m]) + " (tap to take back)");
  });
  return stand_in;
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
