// Drawing of the Five Crowns table: only drawing, and registering what can be tapped (the taps
// are handled in table.cpp).
#include <algorithm>

#include "app/kit/opponents.h"
#include "app/kit/table_pieces.h"
#include "app/tables/five_crowns/table.h"
#include "app/ui/card_face.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

void FiveCrownsTable::draw_table(Frame& f) const {
  draw_opponents(f);
  draw_piles(f);
  draw_staged(f);
  draw_hand(f);
}

void FiveCrownsTable::draw_chip(Frame& f, Rect r, const PlacedCard& p) const {
  ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card, five_crowns::is_wild_card(p.card, view().wild_rank), p.as);
}

void FiveCrownsTable::draw_opponents(Frame& f) const {
  const auto& v = view();
  const std::vector<Opponent> seats = opponent_seats(v.hand_sizes, [&](Opponent& o) {
    o.laid = v.laid[static_cast<size_t>(o.seat)];
    o.dealer = o.seat == v.dealer;
  });
  // The smallest card of the seats' melds, published as `meld_piece` (a full table's must read).
  MeldsDrawn& drawn = *melds_drawn();
  drawn.w = 0;
  scenes::draw_opponents(f, layout_.opponents, seats,
                         {layout_.chip_w, [&](Rect r) { ui::draw_card_back(f.batch, f.text, r, layout_.s * 0.5f); },
                          [&](Rect r, const PlacedCard& p) {
                            drawn.w = drawn.w > 0 ? std::min(drawn.w, r.w) : r.w;
                            draw_chip(f, r, p);
                          },
                          chrome().side.w > 0},
                         seats_drawn());
}

void FiveCrownsTable::draw_face(Frame& f, Rect r, Card c) const {
  ui::draw_card_face(f.batch, f.text, r, layout_.s, c, {five_crowns::is_wild_card(c, view().wild_rank)});
}

void FiveCrownsTable::draw_back(Frame& f, Rect r) const { ui::draw_card_back(f.batch, f.text, r, layout_.s); }

// After laying down, the person's melds on the table; before, the melds being composed.
void FiveCrownsTable::draw_staged(Frame& f) const {
  const auto& laid = view().laid[static_cast<size_t>(me())];
  const bool composing = laid.empty();
  MeldRow row{layout_.staged,
              layout_.staged_w,
              layout_.staged_h,
              layout_.staged_w * 0.85f,
              composing ? "staged" : "",
              "Staged",
              ""};
  // Where the row shares the last move's band, the line speaks while nothing is set aside.
  if (composing && my_discard_phase() && !layout_.staged_on_log)
    row.empty_text = "Select three or more cards and press Meld to set a book or run aside.";
  // Beside the piles (a desktop) the melds' place is a panel of its own, said even while empty.
  if (layout_.melds_beside) {
    const float s = layout_.s;
    const Rect a = layout_.staged;
    f.batch.rect({a.x - 10 * s, a.y - 6 * s, a.w + 20 * s, a.h + 12 * s}, 10 * s, render::Color::hex(0x000000, 35));
    if (row.empty_text.empty() && composing && hand().staged().empty())
      row.empty_text = "The books and runs you set aside lie here.";
  }
  staged_stand_in_ = draw_meld_row(f, row, composing ? hand().staged() : laid,
                                   [&](Rect r, const PlacedCard& p) { draw_chip(f, r, p); });
}

void FiveCrownsTable::draw_hand_item(Frame& f, const HandItem& it) const {
  const float s = layout_.s;
  const Rect r = it.box;
  ui::FaceStyle st;
  st.wild = five_crowns::is_wild_card(it.card, view().wild_rank);
  st.selected = it.selected;
  st.lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
  st.foot_covered = it.foot_covered;
  st.strip = it.strip;
  // Flat, not turned: what is drawn is exactly what a tap hits.
  ui::draw_card_face(f.batch, f.text, r, s, it.card, st);
}

}  // namespace parlor::scenes
