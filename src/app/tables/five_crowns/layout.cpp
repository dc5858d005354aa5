#include "app/tables/five_crowns/layout.h"

#include <algorithm>
#include <cmath>

#include "app/kit/opponents.h"

namespace parlor::scenes {

using render::Rect;

FiveCrownsLayout layout_five_crowns(int width, int height, float dpr, int opponents, int held) {
  FiveCrownsLayout L;
  TableColumn t = lay_out_column(L, width, height, dpr);
  t.held = held;
  const float s = L.s = dpr, H = t.H, colw = t.colw;
  auto R = [&t](float x, float y, float w, float h) { return t.R(x, y, w, h); };

  // Cards: as wide as the width and height allow; 14 cards must fit the fan overlapped.
  // A desktop's hand is one row across the table (cards 100 CSS px wide at 1440x900).
  // A desktop's full table (seven others or more) keeps its hand at 87 (101 CSS px at 1440x900),
  // and its staged row beside the buttons: the seats' melds take that height.
  const bool full = t.desk && opponents > 6;
  t.staged_by_buttons = full;
  const float card_w =
      std::clamp(std::min({colw / 5.0f, H / (t.desk ? 7.6f : 8.5f), full ? 87.0f : 110.0f}), 54.0f, 110.0f);

  // The bottom block, from the bottom edge up: hand, buttons, staged melds. Dropping anywhere but
  // on the pile reorders, so the whole screen is the fan's area less the pile. A hand of 14 (13
  // dealt and the one drawn) that would leave strips under 44 px takes two rows (a phone's).
  // Side by side while there is room (a short hand overlapped in an empty row looked cramped),
  // overlapping only as the hand grows.
  // (A full desktop table's staged row beside the buttons: 42, 48 CSS px at 1440x900.)
  L.staged_least = full ? 42.0f : 48.0f;
  // A desktop with one or two others: they sit across the top, and the melds (being composed,
  // or laid) lie beside the piles in the middle, which keeps the whole width and the height of a
  // staged row (two players at 1920x1080 sat in a narrow column, the piles held down by the
  // height). Three others or more sit round the piles (the middle then too narrow for both).
  const bool beside = t.desk && opponents <= 2;
  // At a full table (seven others or more) a phone's or a tablet's staged row shares the last
  // move's band, as a shared-melds table's does: its empty band under the line cost a small phone's
  // 14 seats the row their names need (their initials showed at 360x640 late in the game, blind
  // test). A smaller table keeps the band for a hint's third line while melds are set aside (a
  // hint that lays down and discards was cut short at 390x844).
  const Rect play = lay_out_cards(L, t, card_w, 14, 5, 0, opponents > 6, !beside);  // 5: the buttons (table.cpp)

  // The other seats around the piles (or in rows over them on a phone), each with a fan of backs
  // at least as tall as a laid meld's cards; the piles take the middle that is left.
  // A desktop's piles grow with the table's area.
  const float want =
      std::clamp(t.desk ? std::min(play.w / 4.5f, play.h / (beside ? 2.6f : 3.2f)) : card_w * 1.5f, 40.0f, 190.0f);
  // A desktop's seats grow with its height: taller fans, and melds laid in rows. A phone's
  // seats in two rows (four others or more) keep low fans, so the piles keep their size.
  const bool phone = play.w < 620;
  const float fan_h =
      phone && opponents > 3
          ? 30.0f
          : std::max(L.chip_h / s, phone    ? 30.0f
                                   : t.desk ? std::clamp(play.h * (opponents > 6 ? 0.16f : 0.2f), 60.0f, 110.0f)
                                            : std::clamp(card_w * 0.7f, 28.0f, 74.0f));
  // A desktop's full table (seven others or more) lays each seat's melds two to a row, their cards
  // 28 px wide at least (32 CSS px at 1440x900): each seat as wide as two melds of three showing
  // 80% of each card and its panel's padding; its fan two rows of cards up to 34 px tall, lowered
  // to what the height holds (seat_opponents), so a wider seat's cards grow with it.
  const float seat_w = full ? 28 * 5.6f + 14 : 0, laid_h = full ? 34 * 2.6f + 4 : fan_h;
  // Rows over the piles leave them 40 px wide at least, with their labels (a small phone); a
  // full table's small seats leave them 108 px (two piles of 40 and the gap) between them.
  // Its piles then take the middle of the seats' last row, each at least 86 wide (100 CSS px at
  // 1440x900, a hand card's least).
  // A phone's seats may reach 4 of the 6 px over the banner's box: its pill lies at the box's foot,
  // or from its top where it runs on over the last move's band, and the piles under them keep their
  // label clear, centred in a middle at least as tall as two rows of small seats (the 14 seats at
  // 360x640 were 2 px short of the rows that show their names).
  const Rect seats_area = phone && !t.low ? Rect{play.x, play.y, play.w, play.h + 4} : play;
  const SeatPlaces seats = seat_opponents(seats_area, opponents, std::max(fan_h, laid_h),
                                          beside ? play.w + 1
                                          : full ? 2 * 86.0f + 28
                                                 : want * 1.7f + 28,
                                          want * 1.2f, seat_w, 84, 108);
  for (const Rect& r : seats.seats) L.opponents.push_back(t.R(r));
  const Rect mid = seats.middle;
  // Beside the piles, the melds' area: room for four melds of three in two rows (13 cards).
  const float melds_w = beside ? std::max(280.0f, mid.w * 0.42f) : 0, apart = beside ? 48.0f : 0;
  const float piles_w = mid.w - melds_w - apart;
  // Under each pile its label (the stock's count, "Discard": 4 px and a 16 px line) stays inside
  // the middle: under it the banner lies, and a long hint there covered the count.
  constexpr float kLabelH = 20;
  const float pile_w = std::clamp(std::min({(mid.h - kLabelH) / 1.4f, (piles_w - 28) / 2, want}), 40.0f, 190.0f);
  const float pile_h = pile_w * 1.4f, py = mid.y + std::max(0.0f, (mid.h - pile_h - kLabelH) * 0.5f);
  L.pile_w = pile_w * s;
  L.pile_h = pile_h * s;
  // The piles 28 px apart where the middle has room, closer in a narrow one, so their labels
  // ("Discard", wider than a pile of 40) stay inside it; beside the melds, the two centred
  // together.
  const float half_gap = std::clamp(piles_w * 0.5f - pile_w - 6, 6.0f, 14.0f);
  const float group_w = 2 * pile_w + 2 * half_gap + apart + melds_w;
  const float cx = beside ? mid.x + (mid.w - group_w) * 0.5f + pile_w + half_gap : mid.x + mid.w * 0.5f;
  L.stock = R(cx - pile_w - half_gap, py, pile_w, pile_h);
  L.discard = R(cx + half_gap, py, pile_w, pile_h);
  L.melds_beside = beside;
  if (beside) {
    // As many rows of melds as the piles' height holds, from their top.
    const float row_h = L.staged_h / s + 14;
    const float rows = std::max(1.0f, std::floor((pile_h + 14) / row_h));
    L.staged = R(cx + pile_w + half_gap + apart, py, melds_w, rows * row_h - 2);
  }
  L.table_piece = L.discard;
  return L;
}

}  // namespace parlor::scenes
