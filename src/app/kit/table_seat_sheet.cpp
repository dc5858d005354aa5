// The kit's seat sheet (seat_sheet.h) at a table: opened by a tap on a seat or the O key, moved
// from seat to seat by the left and right arrows (or O), closed by its button, a tap outside it, Escape or the
// next move (TableScene::update).
#include <SDL.h>

#include <algorithm>

#include "app/kit/seat_sheet.h"
#include "app/kit/table_scene.h"
#include "engine/sentence.h"

namespace parlor::scenes {

void TableScene::open_seat_sheet(int seat) {
  if (std::none_of(seats_drawn_.begin(), seats_drawn_.end(), [&](const Opponent& o) { return o.seat == seat; })) return;
  seat_sheet_ = seat;
  seat_sheet_moves_ = session_.moves();
}

// The sheet's taps (a tap outside it closes it and does nothing else) and keys: true when the
// frame's input was the sheet's. Other keys still reach the table (D draws, and the move closes it).
bool TableScene::handle_seat_sheet(Frame& f) {
  const std::string_view clicked = f.ui.clicked();
  if (clicked == "seat-sheet-close" || clicked == "modal" || f.input.key(SDLK_ESCAPE) || f.input.key(SDLK_RETURN)) {
    seat_sheet_ = -1;
    return true;
  }
  const int step = f.input.key(SDLK_o) || f.input.key(SDLK_RIGHT) ? 1 : f.input.key(SDLK_LEFT) ? -1 : 0;
  const auto n = static_cast<int>(seats_drawn_.size());
  if (step != 0 && n > 0) {
    const auto at = std::find_if(seats_drawn_.begin(), seats_drawn_.end(),
                                 [&](const Opponent& o) { return o.seat == seat_sheet_; }) -
                    seats_drawn_.begin();
    seat_sheet_ = seats_drawn_[static_cast<size_t>(((static_cast<int>(at) + step) % n + n) % n)].seat;
    return true;
  }
  return f.input.pressed || f.input.down || f.input.released;
}

void TableScene::draw_seat_sheet_over(Frame& f) const {
  const auto o = std::find_if(seats_drawn_.begin(), seats_drawn_.end(),
                              [&](const Opponent& seat) { return seat.seat == seat_sheet_; });
  seat_sheet_pieces_.clear();
  if (o == seats_drawn_.end()) return;
  SeatSheet sheet{*o, "", o->laid, piece_aspect(), [&](render::Rect r, const PlacedCard& p) {
                    seat_sheet_pieces_.emplace_back(p.card, piece_wild(p));
                    draw_piece(f, r, p);
                  }};
  // A shared table's melds are grouped by owner in its middle: the seat's own, drawn here whole.
  for (int i = 0; sheet.seat.laid.empty() && i < 64; ++i) {
    const Meld* m = table_meld(o->seat, i);
    if (!m) break;
    sheet.melds.push_back(*m);
  }
  if (!o->sign_words.empty()) sheet.note = o->sign_words + ".";
  if (o->dealer)
    sheet.note += (sheet.note.empty() ? "" : " ") + say("The D: {name} dealt this hand.", {{"name", o->name}});
  if (const std::string more = seat_note(o->seat); !more.empty()) sheet.note += (sheet.note.empty() ? "" : " ") + more;
  draw_seat_sheet(f, sheet);
}

}  // namespace parlor::scenes
