#include "app/kit/card_table.h"

#include <algorithm>

#include "app/kit/opponents.h"
#include "app/kit/seat_corner.h"
#include "app/kit/warmup_jobs.h"

namespace parlor::scenes {

TableColumn lay_out_melds_column(CardTableLayout& l, int width, int height, float dpr, int held) {
  l.s = dpr;
  TableColumn t = lay_out_column(l, width, height, dpr, true, 1500);
  t.held = held;
  return t;
}

render::Rect lay_out_cards(CardTableLayout& l, TableColumn& t, float card_w, int most, int buttons, float whole,
                           bool staged_on_log, bool staged_row) {
  const float s = t.s;
  l.card_w = card_w * s;
  l.card_h = card_w * 1.4f * s;
  l.chip_w = std::clamp(card_w * 0.42f, 22.0f, 34.0f) * s;
  l.chip_h = l.chip_w * 1.3f;
  l.staged_w = t.desk ? std::max(l.chip_w, l.staged_least * s) : l.chip_w;
  l.staged_h = l.staged_w * 1.3f;
  const Foot block =
      lay_out_hand_block(l, t, card_w, most, buttons, staged_row ? l.staged_h / s + 12 : 0, whole, staged_on_log);
  l.hand = block.hand;
  l.staged = block.staged;
  return block.play;
}

float card_middle_w(const TableColumn& t, float max_card_w) {
  // A desktop's hand is one row across the table, its cards a ninth of the height (100 CSS px
  // at 1440x900).
  return std::clamp(std::min(t.colw / 5.0f, t.H / (t.desk ? 7.6f : 9.5f)), 54.0f, max_card_w);
}

render::Rect lay_out_card_middle(CardTableLayout& l, TableColumn& t, int opponents, float max_card_w, int most,
                                 int buttons, float whole, render::Rect* corner) {
  const float card_w = card_middle_w(t, max_card_w);
  const render::Rect play = lay_out_cards(l, t, card_w, most, buttons, whole, true);
  const float fan_h = play.w < 620 ? (opponents <= 3 ? 26.0f : 0.0f) : std::clamp(card_w * 0.45f, 30.0f, 48.0f);
  // Rows leave room for the piles and a row of combinations (a small phone).
  // A desktop with four others or more seats them round the middle (two rows across the top
  // would leave it a strip); fewer sit across the top, over a middle as wide as the table (up the
  // sides of a wide desktop they left it empty felt under and over them).
  // A desktop whose middle would lose more than 460 px to side columns seats even five others in
  // one row across the top instead: the shared melds of five or six seats need the middle's width
  // more than the seats need theirs (Rummü's at 1440x900 were 22 px tiles in a scroll box between
  // side seats 280 px wide). A narrower desktop still seats them round a middle 480 px wide.
  const bool round = t.desk && opponents >= 4;
  // A phone held sideways: the seats and the piles in a column at the left, the melds keeping the
  // rest at its whole height (under a row of seats, Jok-R-Ummy's showed two rows of them).
  if (SeatsAndCorner side; t.low && corner && seat_in_side_column(play, opponents, corner->h, side)) {
    *corner = side.corner;
    for (const render::Rect& r : side.seats.seats) l.opponents.push_back(t.R(r));
    return side.seats.middle;
  }
  // Better still, all of them up the two sides in seats 200 px wide (the avatar beside "4 cards ·
  // 30 pts"), and the piles under the shorter side's: the melds between them keep the middle's
  // whole height (under a row across the top, six seats' melds had 265 px and 25 px pieces at
  // 1440x900) and the most width (Jok-R-Ummy's rows of combinations are long).
  if (SeatsAndCorner sides; round && seat_at_sides(play, opponents, 200, kSeatBand + fan_h + 6, 480,
                                                   corner ? corner->w : 0, corner ? corner->h : 0, sides)) {
    if (corner) *corner = sides.corner;
    for (const render::Rect& r : sides.seats.seats) l.opponents.push_back(t.R(r));
    return sides.seats.middle;
  }
  const float middle_w = round ? std::max(480.0f, play.w - 460) : t.desk ? play.w + 1 : 600;
  const SeatsAndCorner placed =
      seat_beside_corner(play, opponents, fan_h, middle_w, round ? 240 : 330, 0, t.melds_middle_h(play.h, 120),
                         corner && !round ? corner->w : 0, corner ? corner->h : 0);
  if (corner) *corner = placed.corner;
  for (const render::Rect& r : placed.seats.seats) l.opponents.push_back(t.R(r));
  return placed.seats.middle;
}

void warm_card_table(WarmupQueue& w, DeckKind kind, const CardTableLayout& l) {
  cards_at(w, kind, l.card_w, l.card_h, l.s);
  cards_at(w, kind, l.pile_w, l.pile_h, l.s);
  chips_at(w, kind, l.chip_w, l.chip_h, l.s);
  if (l.staged_w != l.chip_w) chips_at(w, kind, l.staged_w, l.staged_h, l.s);
  back_at(w, l.stock, l.s);
  back_at(w, {0, 0, l.card_w, l.card_h}, l.s);
  // The seats' fans are drawn at half the scale (their backs are small).
  if (!l.opponents.empty()) back_at(w, seat_back(l.opponents.front(), l.s), l.s * 0.5f);
}

}  // namespace parlor::scenes
