// Drawing of the Rummy-O table: it only draws and says what may be tapped (table.cpp acts).
#include <algorithm>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"
#include "app/screen/modal.h"
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

std::string RummyOTable::composed_hint() const {
  if (!playing() || view().phase != Phase::Play) return "";
  if (view().opened_this_turn)
    return "Select tiles and press Meld to compose another meld; you add to melds from your next turn on.";
  return "Select tiles and press Meld to compose a meld; tap a table meld to add to it.";
}

void RummyOTable::draw_opponents(Frame& f) const {
  const auto& v = view();
  const std::vector<Opponent> seats = opponent_seats(v.rack_sizes, [&](Opponent& o) {
    // In words: a mark beside the name read as the orange tiles' shape.
    if (o.seat == v.first) o.tag = "first";
    if (v.on_board[static_cast<size_t>(o.seat)]) o.line += kDot + std::string("on board");
  });
  scenes::draw_opponents(f, layout_.opponents, seats,
                         {layout_.chip_w, [&](Rect r) { ui::draw_tile_back(f.batch, r, layout_.s * 0.5f); }, {}},
                         seats_drawn());
}

// The melds on the table, grouped by owner, the person's own first. A joker shows, small, the
// tile it stands for: what claiming it takes.
void RummyOTable::draw_melds(Frame& f) const {
  const auto& v = view();
  std::vector<MeldGroup> groups;
  for (int k = 0; k < v.players; ++k) {
    const int seat = (me() + k) % v.players;
    const auto& melds = v.table[static_cast<size_t>(seat)];
    if (melds.empty()) continue;
    // At the start of a row (a phone's table runs the groups on), the name alone.
    groups.push_back(
        {seat, who(seat) == "You" ? "Your melds" : seat_name(seat) + "'s melds", seat_name(seat), {}, {}, who(seat)});
    for (const auto& m : melds) groups.back().melds.push_back(m.meld);
  }
  MeldTable t{layout_.table, layout_.meld_w,
              1.3f,          highlight(),
              !covered(),    "No melds on the table yet. Go on board with 50 points or more, including a run."};
  t.scroll = melds_scroll();
  t.drawn = melds_drawn();
  draw_meld_table(f, t, groups, [&](Rect tile, const PlacedCard& p) { draw_piece(f, tile, p); });
}

void RummyOTable::draw_piece(Frame& f, Rect tile, const PlacedCard& p) const {
  ui::TileStyle style;
  if (p.card.is_joker()) style.stands_for = p.as;
  ui::draw_tile(f.batch, f.text, tile, layout_.s, p.card, style);
}

void RummyOTable::draw_back(Frame& f, Rect r) const { ui::draw_tile_back(f.batch, r, layout_.s); }

// The opening counter: what the composed melds are worth against the 50 needed.
void RummyOTable::draw_counter(Frame& f) const {
  const auto& v = view();
  const Rect c = layout_.counter;
  // rummy-o.txt: adding on starts on the turn after going on board.
  std::string line = v.opened_this_turn && person_to_act() ? "You are on board: add to melds from your next turn on."
                                                           : "You are on board: add tiles to any meld.";
  Color ink = ui::kCream;
  if (!v.on_board[static_cast<size_t>(me())]) {
    const int pts = staged_points();
    const auto& staged = hand().staged();
    const bool run = std::any_of(staged.begin(), staged.end(), [](const Meld& m) { return m.kind == MeldKind::Run; });
    line = "Opening: " + std::to_string(pts) + " / " + std::to_string(rummy_o::kOpeningPoints) + "  \u00B7  run " +
           (run ? "\u2713" : "\u2717");
    if (pts >= rummy_o::kOpeningPoints && run) ink = ui::kGold;
  }
  if (!draw_paragraph_in(f, line, Face::Bold, 14 * f.dpr, c, ink))
    f.text.draw_fit(f.batch, line, Face::Bold, 14 * f.dpr, c.w, c.x, c.y + c.h * 0.5f - 9 * f.dpr, ink);
}

void RummyOTable::draw_hand_item(Frame& f, const HandItem& it) const {
  const float s = layout_.s;
  const float in = layout_.tile_inset;
  const Rect r{it.box.x + in, it.box.y, it.box.w - 2 * in, it.box.h};
  const float lift = it.floating ? 1.0f : it.selected ? 0.6f : 0.0f;
  ui::draw_tile(f.batch, f.text, r, s, it.card, {it.selected && !it.floating, false, lift, {}});
}

}  // namespace parlor::scenes
