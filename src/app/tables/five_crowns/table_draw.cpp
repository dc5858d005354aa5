// Drawing of the Five Crowns table: only drawing, and registering what can be tapped (the taps
// are handled in table.cpp).
#include <algorithm>

#include "app/kit/table_pieces.h"
#include "app/tables/five_crowns/table.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using five_crowns::Phase;
using render::Align;
using render::Face;
using render::Rect;

void FiveCrownsTable::draw_table(Frame& f) const {
  draw_opponents(f);
  draw_piles(f);
  draw_staged(f);
  draw_buttons(f);
  draw_hand(f);
  draw_flight(f);
}

void FiveCrownsTable::draw_chip(Frame& f, Rect r, Card c) const {
  ui::draw_card_chip(f.batch, f.text, r, layout_.s, c, five_crowns::is_wild_card(c, view().wild_rank));
}

void FiveCrownsTable::draw_opponents(Frame& f) const {
  const auto& v = view();
  const float s = layout_.s, pad = 8 * s;
  for (int k = 0; k < static_cast<int>(layout_.opponents.size()); ++k) {
    const int seat = (me() + 1 + k) % v.players;
    const Rect b = layout_.opponents[static_cast<size_t>(k)];
    const int count = v.hand_sizes[static_cast<size_t>(seat)];
    const int total = v.scores.totals.empty() ? 0 : v.scores.totals[static_cast<size_t>(seat)];
    draw_seat_badge(f, b, seat, seat_name(seat) + (seat == v.dealer ? "  \u25CF" : ""),  // the dealer's button
                    std::to_string(count) + (count == 1 ? " card" : " cards") + "  \u00B7  " + std::to_string(total) + " pts",
                    v.current == seat && v.phase != Phase::GameOver);
    // Laid melds after someone goes out; otherwise a small fan of backs shows the hand size.
    const auto& melds = v.laid[static_cast<size_t>(seat)];
    float x = b.x + pad;
    const float y = b.y + 46 * s;
    if (!melds.empty()) {
      const float cw = std::min(layout_.chip_w * 0.8f, (b.w - 2 * pad) / 8.0f);
      for (const Meld& m : melds) {
        if (x + cw * static_cast<float>(m.cards.size()) > b.x + b.w - pad) break;
        for (const PlacedCard& p : m.cards) draw_chip(f, {x, y, cw, cw * 1.3f}, p.card), x += cw * 0.9f;
        x += cw * 0.4f;
      }
      continue;
    }
    const float cw = layout_.chip_w * 0.7f, step = std::min(cw * 0.35f, (b.w - 2 * pad - cw) / std::max(1, count));
    for (int i = 0; i < std::min(count, 14); ++i)
      ui::draw_card_back(f.batch, f.text, {x + step * static_cast<float>(i), y, cw, cw * 1.4f}, s * 0.5f);
  }
}

void FiveCrownsTable::draw_piles(Frame& f) const {
  const auto& v = view();
  const float s = layout_.s;
  const bool drawing = person_to_act() && v.phase == Phase::Draw && !covered();
  // Stock: a short stack of backs, thicker when fuller.
  const Rect st = layout_.stock;
  for (int i = std::clamp(v.stock_count / 12, 1, 4) - 1; i >= 0; --i)
    ui::draw_card_back(f.batch, f.text, {st.x - static_cast<float>(i) * 2 * s, st.y - static_cast<float>(i) * 2 * s, st.w, st.h}, s);
  if (drawing) draw_glow(f, st, st.w * 0.1f);
  f.text.draw(f.batch, std::to_string(v.stock_count), Face::Bold, 13 * s, st.x + st.w * 0.5f, st.y + st.h + 4 * s, ui::kCream,
              Align::Center);
  f.ui.clickable("stock", st, "Stock: draw a card", drawing);

  const Rect d = layout_.discard;
  const Card top = flight_ && flight_->hide_discard_top ? flight_->pile_under : v.discard_top;
  if (!top.is_none()) ui::draw_card_face(f.batch, f.text, d, s, top, {five_crowns::is_wild_card(top, v.wild_rank)});
  else f.batch.ring(d, d.w * 0.08f, 2 * s, ui::kCream.with_alpha(90));
  const bool can_take = drawing && !v.discard_top.is_none(), can_drop = my_discard_phase();
  if (can_take || (can_drop && hand().selected_count() == 1)) draw_glow(f, d, d.w * 0.1f);
  f.text.draw(f.batch, "Discard", Face::Regular, 13 * s, d.x + d.w * 0.5f, d.y + d.h + 4 * s, ui::kCream, Align::Center);
  f.ui.clickable("discard", d, top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(top), can_take || can_drop);
}

// After laying down, the person's melds on the table; before, the melds being composed.
void FiveCrownsTable::draw_staged(Frame& f) const {
  const auto& laid = view().laid[static_cast<size_t>(me())];
  const bool composing = laid.empty();
  MeldRow row{layout_.staged, layout_.chip_w, layout_.chip_h, layout_.chip_w * 0.85f, composing ? "staged" : "", "Staged", ""};
  if (composing && my_discard_phase()) row.empty_text = "Select three or more cards and press Meld to set a book or run aside.";
  draw_meld_row(f, row, composing ? hand().staged() : laid, [&](Rect r, const PlacedCard& p) { draw_chip(f, r, p.card); });
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
    st.selected = it.selected;
    st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
    // A gentle fan: cards turn a little about a point below the hand.
    const float mid = (static_cast<float>(it.count) - 1) * 0.5f;
    const float angle = it.floating ? 0 : (static_cast<float>(it.index) - mid) * 0.012f;
    f.batch.push(render::Affine::rotate_about(r.x + r.w * 0.5f, r.y + r.h * 3.0f, angle));
    ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
    if (it.focused && !covered())
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, r.w * 0.1f, 2 * s, ui::kCream.with_alpha(200));
    f.batch.pop();
  });
}

void FiveCrownsTable::draw_flight(Frame& f) const {
  if (!flight_) return;
  const Flight& fl = *flight_;
  fl.toss.draw(f, layout_.s, [&](Rect r) {
    // Cards drawn from the stock turn face up halfway, for the person who drew them.
    if (fl.face_up && (fl.toss.progress() > 0.5f || fl.hide_discard_top || fl.toss.from.x != layout_.stock.x))
      ui::draw_card_face(f.batch, f.text, r, layout_.s, fl.face, {five_crowns::is_wild_card(fl.face, view().wild_rank), false, false, 0.8f});
    else
      ui::draw_card_back(f.batch, f.text, r, layout_.s, 0.8f);
  });
}

}  // namespace parlor::scenes
