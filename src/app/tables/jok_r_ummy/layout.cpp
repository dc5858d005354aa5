#include "app/tables/jok_r_ummy/layout.h"

#include <algorithm>
#include <cmath>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

namespace {
constexpr float kShortH = 700;  // CSS px: an upright phone this short is a small one
// The least of each card a tablet's hand shows: its index, its suit and the face's middle.
constexpr float kTabletShown = 0.6f;
}  // namespace

JokRUmmyLayout layout_jok_r_ummy(int width, int height, float dpr, int opponents, int held) {
  JokRUmmyLayout L;
  // The combinations, the program's words and the piles lie side by side.
  TableColumn t = lay_out_melds_column(L, width, height, dpr, held);
  // Cards: 14 (13 and the one drawn) must fit the fan, in two rows on a phone so each shows a
  // 44 px strip.
  L.staged_least = 48;
  const float s = t.s;
  // Sideways, the piles at the foot of the seats' column (lay_out_card_middle), the program's strip
  // then the card and its words only.
  constexpr float kPhonePileW = 48, kCountsH = 22;
  Rect corner{0, 0, 0, kPhonePileW * 1.4f + kCountsH};
  // A short phone upright (360x640): the hand's cards as small as Rummü's there (54 px, each row's
  // strips still 44 px and more), so a full hand of two rows leaves the combinations their rows
  // (at 67 px they had one line, the rest behind a thin scroll bar).
  const float max_card_w = !t.low && t.colw < 640 && t.H < kShortH ? 54.0f : 124.0f;
  // A tablet upright (820x1180) showed a 13-card hand in one row, each card only to its index: it
  // lays the hand in two rows where one would show less than kTabletShown of every card.
  const float whole = t.roomy() && !t.desk ? kTabletShown : 0.0f;
  const Rect mid = lay_out_card_middle(L, t, opponents, max_card_w, 14, 6, whole, &corner);  // 6: the buttons
  const bool narrow = mid.w < 620, side = t.low && corner.w > 0;

  // The program strip at the foot of the middle: the program card, its words, the piles.
  // A phone with five or six players has little middle left: a smaller card, fewer words, and
  // the combinations over them keep their rows.
  const bool cramped = narrow && (mid.h < 260 || side);
  // A desktop's program card and piles grow with the table's height.
  const float prog_w = narrow ? (cramped ? 48.0f : 64.0f)
                              : std::clamp(mid.h * (t.desk ? 0.16f : 0.32f), 80.0f, t.desk ? 150.0f : 118.0f);
  // Cramped upright, the card (its program in words, not a card's face) no taller than the piles.
  const float prog_h = cramped && !side ? 44.0f * 1.4f : prog_w * 1.4f;
  // Cramped upright, the piles a thumb's 44 px, the strip's 6 px more for the combinations over it.
  const float pile_w = narrow ? (cramped && !side ? 44.0f : 48.0f)
                              : std::clamp(prog_w * 0.85f, 60.0f, t.desk ? 128.0f : 90.0f),
              pile_h = pile_w * 1.4f;
  // Cramped upright, the stock's count on its back and the discard unnamed: the strip no taller
  // than the piles, its 22 px line of words under them a row of combinations' share; it reaches
  // 4 px into the 6 over the banner's box (whose pill lies at its foot), the combinations 2 px
  // over it (their 44 px targets reach into it, as far as a pile's thumb can spare): at 360x640
  // a sixth row of them, and the line counting those below, keep their room.
  const bool tight = cramped && !side;
  if (tight) L.pile_words_under = false;
  const float strip_h = side ? prog_h : std::max({prog_h, pile_h, narrow && !cramped ? 112.0f : 0.0f});
  const float strip_y = mid.y + mid.h - strip_h + (tight ? 4.0f : 0.0f), table_gap = tight ? 2.0f : 6.0f;
  L.program = t.R(mid.x, strip_y + (strip_h - prog_h) * 0.5f, prog_w, prog_h);
  L.pile_w = pile_w * s;
  L.pile_h = pile_h * s;
  const float gap = narrow ? 8.0f : 14.0f, py = strip_y + (strip_h - pile_h) * 0.5f;
  const float wx = mid.x + prog_w + 10;
  if (side) {
    const float cy = corner.y + corner.h - kCountsH - pile_h;
    L.stock = t.R(corner.x, cy, pile_w, pile_h);
    L.discard = t.R(corner.x + pile_w + gap, cy, pile_w, pile_h);
    L.words = t.R(wx, strip_y, mid.x + mid.w - wx, strip_h);
  } else {
    L.discard = t.R(mid.x + mid.w - pile_w, py, pile_w, pile_h);
    L.stock = t.R(mid.x + mid.w - 2 * pile_w - gap, py, pile_w, pile_h);
    L.words = t.R(wx, strip_y, mid.x + mid.w - 2 * pile_w - gap - 10 - wx, strip_h);
  }
  // The combinations' 44 px targets reach up to 2 px over their area's top (a 22 px piece's, the
  // least): the area starts that far under the seats' row, so a seat keeps its whole 44 px for a
  // thumb (42 at 360x640).
  constexpr float kMeldReach = 2;
  const float reach = t.roomy() ? 0.0f : kMeldReach;  // a roomy table's pieces are over 44 px tall
  L.table = t.R(mid.x, mid.y + reach, mid.w, strip_y - mid.y - table_gap - reach);
  // A combination's cards: as large as the area allows (the table shrinks them until all fit).
  L.meld_w = meld_piece_w(t.roomy(), L.table, 1.3f, std::max(L.chip_w * 1.2f, L.card_w * 0.5f), L.card_w, s);
  L.table_piece = {0, 0, L.meld_w, L.meld_w * 1.3f};
  L.short_names = !t.roomy();
  return L;
}

}  // namespace parlor::scenes
