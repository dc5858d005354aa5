#include "app/tables/rummu/layout.h"

#include <algorithm>

#include "app/kit/meld_table.h"
#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

RummuLayout layout_rummu(int width, int height, float dpr, int opponents, int held) {
  RummuLayout L;
  // Combinations with their points lie side by side.
  TableColumn t = lay_out_melds_column(L, width, height, dpr, held);
  const bool narrow = t.colw < 640;
  const float s = t.s;
  // 12 cards dealt to three players, and a few more taken from the discard pile: 16 in two rows
  // of 8 on a phone, each showing a 44 px strip (and 2 to spare).
  constexpr int kMost = 16;
  const float fit = t.colw - 2 * t.pad - static_cast<float>(kMost / 2 - 1) * 46;
  // A card's number and colour mark lie in its middle: a tablet shows them whole, each row showing
  // at least three quarters of every card (two rows of whole cards when one would hide them).
  const float whole = t.roomy() && !t.desk ? 0.75f : 0.0f;
  const float max_card_w = narrow ? std::max(fit, 54.0f) : 112.0f;
  // A desktop's and a tablet's piles are near the hand's cards' size, in the corner beside a row
  // of seats where it leaves one (the combinations then get the whole width), else beside the
  // combinations.
  constexpr float kCaptionH = 20, kWordsLineH = 22;
  const float roomy_pile_w = std::clamp(card_middle_w(t, max_card_w) * 0.7f, 60.0f, 100.0f);
  // Round a desktop's middle (four others or more) the seats keep their sides (the piles then
  // under the right side's seats, where they fit).
  const bool round = t.desk && opponents >= 4;
  // A phone's piles are 48 px wide (a thumb's target and its caption).
  constexpr float kPhonePileW = 48;
  Rect corner{0, 0, t.roomy() ? 2 * roomy_pile_w + 14 : 0, (t.low ? kPhonePileW : 60) * 1.4f + kCaptionH};
  const Rect mid = lay_out_card_middle(L, t, opponents, max_card_w, kMost, 6, whole,
                                       &corner);  // 6: the buttons (table.cpp)
  if (corner.w > 0 && t.low) {
    // Sideways: the piles at the foot of the seats' column, by the hand; the combinations the whole
    // middle, their words giving way to the prompt, which says the same.
    const float pile_w = kPhonePileW, pile_h = pile_w * 1.4f, py = corner.y + corner.h - kCaptionH - pile_h;
    L.pile_w = pile_w * s;
    L.pile_h = pile_h * s;
    L.stock = t.R(corner.x, py, pile_w, pile_h);
    L.discard = t.R(corner.x + pile_w + 8, py, pile_w, pile_h);
    L.words = {};
    L.table = t.R(mid);
  } else if (corner.w > 0) {
    const float pile_h = std::min(roomy_pile_w * 1.4f, corner.h - kCaptionH), pile_w = pile_h / 1.4f;
    L.pile_w = pile_w * s;
    L.pile_h = pile_h * s;
    L.stock = t.R(corner.x, corner.y, pile_w, pile_h);
    L.discard = t.R(corner.x + pile_w + 14, corner.y, pile_w, pile_h);
    L.words = t.R(mid.x, mid.y + mid.h - kWordsLineH, mid.w, kWordsLineH);
    L.table = t.R(mid.x, mid.y, mid.w, mid.h - kWordsLineH - 4);
  } else {
    const bool small = mid.w < 620;  // the piles' size follows the table's part

    // The piles at the foot of the middle, the words about coming out beside them.
    const float pile_w = small       ? 48.0f
                         : t.roomy() ? roomy_pile_w
                                     : std::clamp(mid.h * 0.16f, 60.0f, 90.0f),
                pile_h = pile_w * 1.4f;
    // Under the piles: the stock's count and the discard's word (piles.cpp), 13 px text.
    const float strip_y = mid.y + mid.h - pile_h - 20;
    L.pile_w = pile_w * s;
    L.pile_h = pile_h * s;
    const float gap = small ? 8.0f : 14.0f;
    L.stock = t.R(mid.x, strip_y, pile_w, pile_h);
    L.discard = t.R(mid.x + pile_w + gap, strip_y, pile_w, pile_h);
    // The discard's words ("Discard · 5") run wider than a small pile: the combinations start
    // clear of them.
    const float wx = mid.x + 2 * pile_w + gap + std::max(12.0f, 6 + (84 - pile_w) * 0.5f);
    // A desktop's or a tablet's combinations take the middle's height beside the piles (rows of
    // them are short and many), over a line for the words about coming out; a short middle (a
    // small phone's) or a wide and short one (a phone held sideways) does the same, its words
    // giving way to the prompt, which says the same.
    // Round a desktop's middle (four others or more) the words too give way: the combinations of
    // five or six seats need every line.
    // A tablet's are in a row under them with their words (beside them, the piles took a column of
    // the middle's whole height for two cards at its foot), the combinations the middle's width.
    if (t.desk && !round) {
      L.words = t.R(wx, mid.y + mid.h - kWordsLineH, mid.x + mid.w - wx, kWordsLineH);
      L.table = t.R(wx - 6, mid.y, mid.x + mid.w - wx + 6, mid.h - kWordsLineH - 4);
    } else if (t.desk || t.low || strip_y - mid.y - 6 < 100) {
      L.words = {};
      // Clear of the discard's caption ("Discard · 12", 13 px text, centred under a pile
      // narrower than it: half of it is 44 px): it ran into the melds' rows.
      const float tx = std::max(wx - 6, mid.x + pile_w + gap + pile_w * 0.5f + 48);
      L.table = t.R(tx, mid.y, mid.x + mid.w - tx, mid.h);
    } else {
      L.words = t.R(wx, strip_y, mid.x + mid.w - wx, pile_h);
      // A wide table's combinations as large as its room allows.
      L.table = t.R(mid.x, mid.y, mid.w, strip_y - mid.y - 6);
    }
  }
  L.meld_w = meld_piece_w(t.roomy(), L.table, L.chip_h / L.chip_w,
                          std::max(L.chip_w, std::min(L.card_w * 0.55f, 52 * s)), L.card_w, s);
  L.table_piece = {0, 0, L.meld_w, L.meld_w * L.chip_h / L.chip_w};
  return L;
}

}  // namespace parlor::scenes
