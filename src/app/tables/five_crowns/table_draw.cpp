// Drawing and pointer/keyboard handling of the Five Crowns table (immediate mode: each widget is
// handled where it is drawn).
#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "app/kit/meld_row.h"
#include "app/tables/five_crowns/table.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using five_crowns::Phase;
using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {


float ease_out(float t) { return 1.0f - std::pow(1.0f - std::clamp(t, 0.0f, 1.0f), 3.0f); }

Rect lerp(Rect a, Rect b, float t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t};
}

}  // namespace

void FiveCrownsTable::draw_table(Frame& f) const {
  draw_opponents(f);
  draw_piles(f);
  draw_staged(f);
  draw_buttons(f);
  draw_hand(f);
  draw_flight(f);
}

void FiveCrownsTable::draw_opponents(Frame& f) const {
  const float s = layout_.s;
  for (int k = 0; k < static_cast<int>(layout_.opponents.size()); ++k) {
    const int seat = (me() + 1 + k) % view().players;
    const Rect b = layout_.opponents[static_cast<size_t>(k)];
    const bool turn = view().current == seat && view().phase != Phase::GameOver;
    const float pad = 8 * s;
    const int count = view().hand_sizes[static_cast<size_t>(seat)];
    const int total = view().scores.totals.empty() ? 0 : view().scores.totals[static_cast<size_t>(seat)];
    std::string line = std::to_string(count) + (count == 1 ? " card" : " cards") + "  \u00B7  " + std::to_string(total) + " pts";
    // The dealer's button after the name.
    draw_seat_badge(f, b, seat, turn, seat_name(seat), seat == view().dealer ? "  \u25CF" : "", line);
    // Laid melds after someone goes out; otherwise a small fan of backs shows the hand size.
    const auto& melds = view().laid[static_cast<size_t>(seat)];
    float x = b.x + pad, y = b.y + 46 * s;
    if (!melds.empty()) {
      const float cw = std::min(layout_.chip_w * 0.8f, (b.w - 2 * pad) / 8.0f), ch = cw * 1.3f;
      for (const Meld& m : melds) {
        if (x + cw * static_cast<float>(m.cards.size()) > b.x + b.w - pad) break;
        for (const PlacedCard& p : m.cards) {
          ui::draw_card_chip(f.batch, f.text, {x, y, cw, ch}, s, p.card, five_crowns::is_wild_card(p.card, view().wild_rank));
          x += cw * 0.9f;
        }
        x += cw * 0.4f;
      }
    } else {
      const float cw = layout_.chip_w * 0.7f, ch = cw * 1.4f, step = std::min(cw * 0.35f, (b.w - 2 * pad - cw) / std::max(1, count));
      for (int i = 0; i < std::min(count, 14); ++i)
        ui::draw_card_back(f.batch, f.text, {x + step * static_cast<float>(i), y, cw, ch}, s * 0.5f);
    }
  }
}

void FiveCrownsTable::draw_piles(Frame& f) const {
  const float s = layout_.s;
  const bool drawing = person_to_act() && view().phase == Phase::Draw && !covered();
  // Stock: a short stack of backs, thicker when fuller.
  const Rect st = layout_.stock;
  const int layers = std::clamp(view().stock_count / 12, 1, 4);
  for (int i = layers - 1; i >= 0; --i)
    ui::draw_card_back(f.batch, f.text, {st.x - static_cast<float>(i) * 2 * s, st.y - static_cast<float>(i) * 2 * s, st.w, st.h}, s);
  if (drawing) f.batch.ring({st.x - 4 * s, st.y - 4 * s, st.w + 8 * s, st.h + 8 * s}, st.w * 0.1f, 3 * s, ui::kTurnGlow);
  f.text.draw(f.batch, std::to_string(view().stock_count), Face::Bold, 13 * s, st.x + st.w * 0.5f, st.y + st.h + 4 * s,
              ui::kCream, Align::Center);
  f.ui.clickable("stock", st, "Stock: draw a card", drawing);

  const Rect d = layout_.discard;
  Card top = view().discard_top;
  if (flight_ && flight_->hide_discard_top) top = flight_->pile_under;
  if (!top.is_none()) {
    ui::draw_card_face(f.batch, f.text, d, s, top, {five_crowns::is_wild_card(top, view().wild_rank)});
  } else {
    f.batch.ring(d, d.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  }
  const bool can_take = drawing && !view().discard_top.is_none();
  const bool can_drop = person_to_act() && view().phase == Phase::Discard && !covered();
  if (can_take || (can_drop && hand().selected_count() == 1))
    f.batch.ring({d.x - 4 * s, d.y - 4 * s, d.w + 8 * s, d.h + 8 * s}, d.w * 0.1f, 3 * s, ui::kTurnGlow);
  f.text.draw(f.batch, "Discard", Face::Regular, 13 * s, d.x + d.w * 0.5f, d.y + d.h + 4 * s, ui::kCream, Align::Center);
  std::string label = top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(top);
  f.ui.clickable("discard", d, label, can_take || can_drop);
}

void FiveCrownsTable::draw_staged(Frame& f) const {
  // After laying down, the person's melds on the table; before, the melds being composed.
  const auto& laid = view().laid[static_cast<size_t>(me())];
  const bool composing = laid.empty();
  const float cw = layout_.chip_w;
  draw_meld_row(f, layout_.staged, composing ? hand().staged() : laid, {cw * 0.85f, cw, layout_.chip_h, "Staged"},
                composing,
                composing && person_to_act() && view().phase == Phase::Discard
                    ? "Select three or more cards and press Meld to set a book or run aside."
                    : "",
                [&](const PlacedCard& p, Rect r) {
                  ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card,
                                     five_crowns::is_wild_card(p.card, view().wild_rank));
                });
}

void FiveCrownsTable::draw_buttons(Frame& f) const {
  const Rect r = layout_.buttons;
  const bool mine = my_discard_phase();
  const int sel = hand().selected_count();
  const bool going_out = sel == 1 && hand().cards().size() == 1 && !hand().staged().empty();
  const std::string discard_label = view().final_turn && !hand().staged().empty() ? "Lay down" : going_out ? "Go out" : "Discard";
  auto slot = [&](int i) { return row_slot(r, 5, i, 6 * layout_.s); };
  f.ui.button("sort-suit", slot(0), "By suit", ui::ButtonKind::Secondary);
  f.ui.button("sort-rank", slot(1), "By rank", ui::ButtonKind::Secondary);
  f.ui.button("hint", slot(2), "Best", ui::ButtonKind::Secondary, mine);
  f.ui.button("meld", slot(3), "Meld", ui::ButtonKind::Primary, mine && sel > 0);
  f.ui.button("discard-button", slot(4), discard_label, going_out ? ui::ButtonKind::Danger : ui::ButtonKind::Primary, mine && sel == 1);
}

void FiveCrownsTable::draw_hand(Frame& f) const {
  const float s = layout_.s;
  const int wild = view().wild_rank;
  fan_.draw(f, hand(), fan(), !covered(), [&](const HandItem& it) {
    if (flight_ && flight_->hide_hand_index == it.index && !it.floating) return;
    const Rect r = it.box;
    ui::FaceStyle st;
    st.wild = five_crowns::is_wild_card(it.card, wild);
    st.selected = it.selected && !it.floating;
    st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
    // A gentle fan: cards turn a little about a point below the hand.
    const float mid = (static_cast<float>(it.count) - 1) * 0.5f, angle = it.floating ? 0 : (static_cast<float>(it.index) - mid) * 0.012f;
    f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 3.0f, angle));
    ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
    if (it.focused && !covered())
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, r.w * 0.1f, 2 * s, ui::kCream.with_alpha(200));
    f.batch.pop();
  });
}

void FiveCrownsTable::draw_flight(Frame& f) const {
  if (!flight_) return;
  const float t = ease_out(flight_->t / std::max(flight_->duration, 0.001f));
  Rect r = lerp(flight_->from, flight_->to, t);
  r.y -= std::sin(t * 3.14159265f) * 30.0f * layout_.s;  // a small arc reads as a toss
  f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 0.5f, (1.0f - t) * 0.25f));
  // Cards drawn from the stock turn face up halfway, for the person who drew them.
  if (flight_->face_up && (t > 0.5f || flight_->hide_discard_top || flight_->from.x != layout_.stock.x))
    ui::draw_card_face(f.batch, f.text, r, layout_.s, flight_->face, {five_crowns::is_wild_card(flight_->face, view().wild_rank), false, false, 0.8f});
  else
    ui::draw_card_back(f.batch, f.text, r, layout_.s, 0.8f);
  f.batch.pop();
}

}  // namespace parlor::scenes
