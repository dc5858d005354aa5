// Drawing of the Rummy-O table: it only draws and says what may be tapped (table.cpp acts).
#include <algorithm>

#include "app/kit/table_pieces.h"
#include "app/tables/rummy_o/table.h"
#include "app/ui/palette.h"
#include "app/ui/tile_face.h"
#include "games/rummy_o/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;
using rummy_o::Phase;

void RummyOTable::draw_table(Frame& f) const {
  draw_opponents(f);
  draw_melds(f);
  draw_piles(f);
  const float cw = layout_.chip_w;
  MeldRow row{layout_.staged, cw - 2 * layout_.s, layout_.chip_h, cw, "staged", "Composed", ""};
  if (playing() && view().phase == Phase::Play)
    row.empty_text = "Select tiles and press Meld to compose a meld; tap a table meld to add to it.";
  draw_meld_row(f, row, rack().staged(), [&](Rect r, const PlacedCard& p) { ui::draw_tile(f.batch, f.text, r, layout_.s, p.card); });
  draw_buttons(f);
  draw_rack(f);
}

void RummyOTable::draw_opponents(Frame& f) const {
  const auto& v = view();
  for (int k = 0; k < static_cast<int>(layout_.opponents.size()); ++k) {
    const int seat = (me() + 1 + k) % v.players;
    const auto at = static_cast<size_t>(seat);
    const int tiles = v.rack_sizes[at], total = v.scores.totals.empty() ? 0 : v.scores.totals[at];
    const std::string line = std::to_string(tiles) + (tiles == 1 ? " tile" : " tiles") + "  \u00B7  " +
                             std::to_string(total) + " pts" + (v.on_board[at] ? "  \u00B7  on board" : "");
    draw_seat_badge(f, layout_.opponents[static_cast<size_t>(k)], seat,
                    seat_name(seat) + (seat == v.first ? "  \u25B2" : ""),  // ▲ the round's first player
                    line, v.current == seat && v.phase != Phase::GameOver);
  }
}

// The melds on the table, grouped by owner (the person's own first), wrapping in rows; the tiles
// shrink until everything fits the area.
void RummyOTable::draw_melds(Frame& f) const {
  const auto& v = view();
  const float s = layout_.s;
  const Rect area = layout_.table;
  f.batch.rect(area, 10 * s, Color::hex(0x000000, 35));
  std::vector<int> order;
  for (int k = 0; k < v.players; ++k)
    if (!v.table[static_cast<size_t>((me() + k) % v.players)].empty()) order.push_back((me() + k) % v.players);
  if (order.empty()) {
    f.text.draw_fit(f.batch, "No melds on the table yet. Go on board with 50 points or more, including a run.",
                    Face::Regular, 13 * s, area.w - 20 * s, area.x + area.w * 0.5f, area.y + area.h * 0.45f,
                    ui::kCream.with_alpha(170), Align::Center);
    return;
  }
  // One pass lays out (and, when drawing, draws); returns the bottom reached.
  auto pass = [&](float cw, bool drawing) {
    const float ch = cw * 1.3f, label_h = 18 * s, gap = 8 * s;
    float y = area.y + 6 * s;
    for (int seat : order) {
      const auto& melds = v.table[static_cast<size_t>(seat)];
      if (drawing)
        f.text.draw(f.batch, who(seat) == "You" ? "Your melds" : seat_name(seat) + "'s melds", Face::Bold, 12 * s,
                    area.x + 8 * s, y, ui::kGold);
      y += label_h;
      float x = area.x + 8 * s;
      for (size_t i = 0; i < melds.size(); ++i) {
        const auto& cards = melds[i].meld.cards;
        const float w = cw * static_cast<float>(cards.size()) + 6 * s;
        if (x + w > area.x + area.w - 6 * s) {
          x = area.x + 8 * s;
          y += ch + gap;
        }
        if (drawing) {
          const Rect box{x - 3 * s, y - 3 * s, w, ch + 6 * s};
          const bool hinted = hint_meld_ == std::make_pair(seat, static_cast<int>(i));
          f.batch.rect(box, 5 * s, hinted ? Color::hex(0xe2b64c, 130) : ui::kPanel);
          for (size_t c = 0; c < cards.size(); ++c) {
            const Rect tile{x + cw * static_cast<float>(c), y, cw - 2 * s, ch};
            ui::draw_tile(f.batch, f.text, tile, s, cards[c].card);
            if (!cards[c].card.is_joker()) continue;
            // The tile a joker stands for, small on it: what claiming it takes.
            const Card as(cards[c].as.suit(), cards[c].as.rank() == 14 ? 1 : cards[c].as.rank());
            f.text.draw_fit(f.batch, to_text(as), Face::Bold, ch * 0.24f, cw - 2 * s, tile.x + tile.w * 0.5f,
                            tile.y + ch * 0.74f, ui::tile_colour(as.suit()), Align::Center);
          }
          f.ui.clickable("meld:" + std::to_string(seat) + ":" + std::to_string(i), box,
                         meld_to_text(melds[i].meld) + " (" + seat_name(seat) + ")", !covered());
        }
        x += w + gap;
      }
      y += ch + gap;
    }
    return y;
  };
  float cw = layout_.chip_w;
  for (int k = 0; k < 6 && pass(cw, false) > area.y + area.h; ++k) cw *= 0.85f;
  pass(cw, true);
}

// Stock and discard, glowing when a tile may be taken, and the opening counter: what the
// composed melds are worth against the 50 needed.
void RummyOTable::draw_piles(Frame& f) const {
  const auto& v = view();
  const float s = layout_.s;
  auto glow = [&](Rect r) {
    f.batch.ring({r.x - 3 * s, r.y - 3 * s, r.w + 6 * s, r.h + 6 * s}, 8 * s, 3 * s, ui::kTurnGlow);
  };
  const Rect st = layout_.stock, d = layout_.discard;
  ui::draw_tile_back(f.batch, st, s);
  if (drawing()) glow(st);
  f.text.draw(f.batch, std::to_string(v.stock_count), Face::Bold, 12 * s, st.x + st.w * 0.5f, st.y + st.h + 2 * s,
              ui::kCream, Align::Center);
  f.ui.clickable("stock", st, "Stock: take a tile", drawing());
  if (!v.discard_top.is_none()) ui::draw_tile(f.batch, f.text, d, s, v.discard_top);
  else f.batch.ring(d, 8 * s, 2 * s, ui::kCream.with_alpha(90));
  const bool can_take = drawing() && !v.discard_top.is_none();
  if (can_take) glow(d);
  f.text.draw(f.batch, "Discard", Face::Regular, 12 * s, d.x + d.w * 0.5f, d.y + d.h + 2 * s, ui::kCream,
              Align::Center);
  const std::string label =
      v.discard_top.is_none() ? "Discard pile (empty)" : "Discard pile: " + card_name(v.discard_top);
  f.ui.clickable("discard", d, label, can_take || playing());
  const Rect c = layout_.counter;
  std::string line = "You are on board: add to any meld.";
  Color ink = ui::kCream;
  if (!v.on_board[static_cast<size_t>(me())]) {
    const int pts = staged_points();
    const auto& staged = rack().staged();
    const bool run = std::any_of(staged.begin(), staged.end(), [](const Meld& m) { return m.kind == MeldKind::Run; });
    line = "Opening: " + std::to_string(pts) + " / " + std::to_string(rummy_o::kOpeningPoints) + "  \u00B7  run " +
           (run ? "\u2713" : "\u2717");
    if (pts >= rummy_o::kOpeningPoints && run) ink = ui::kGold;
  }
  f.text.draw_fit(f.batch, line, Face::Bold, 14 * s, c.w, c.x, c.y + c.h * 0.5f - 9 * s, ink);
}

void RummyOTable::draw_buttons(Frame& f) const {
  const Rect r = layout_.buttons;
  const bool play_phase = playing() && view().phase == Phase::Play;
  const int sel = rack().selected_count();
  const bool on_board = view().on_board[static_cast<size_t>(me())];
  const bool going_out = play_phase && !on_board && !rack().staged().empty() && sel == 1;
  auto slot = [&](int i) { return row_slot(r, 6, i, 5 * layout_.s); };
  f.ui.button("sort-colour", slot(0), "Colour", ui::ButtonKind::Secondary);
  f.ui.button("sort-number", slot(1), "Number", ui::ButtonKind::Secondary);
  f.ui.button("hint", slot(2), "Hint", ui::ButtonKind::Secondary, person_to_act() && !covered());
  f.ui.button("meld", slot(3), "Meld", ui::ButtonKind::Primary, play_phase && sel >= 3);
  f.ui.button("lay-down", slot(4), "Lay down", ui::ButtonKind::Primary, play_phase && !rack().staged().empty());
  f.ui.button("discard-button", slot(5), going_out ? "Go out" : "Discard",
              going_out ? ui::ButtonKind::Danger : ui::ButtonKind::Primary, playing() && sel == 1);
}

void RummyOTable::draw_rack(Frame& f) const {
  const float s = layout_.s;
  rack_widget_.draw(f, rack(), rack_geometry(), !covered(), [&](const HandItem& it) {
    const Rect r = it.box;
    const float lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
    ui::draw_tile(f.batch, f.text, r, s, it.card, {it.selected && !it.floating, false, lift});
    if (it.focused && !covered())
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, 8 * s, 2 * s, ui::kCream.with_alpha(200));
  });
}

}  // namespace parlor::scenes
