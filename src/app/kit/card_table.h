#pragma once
// What the card rummy tables with a fan of cards (Five Crowns, Jok-R-Ummy) lay out and warm the
// same way: the hand's cards, the smaller cards of melds, the piles, and the foot of the column.
#include "app/kit/table_chrome.h"
#include "app/render/batch.h"
#include "app/screen/warmup_queue.h"
#include "engine/card.h"

namespace parlor::scenes {

// In device pixels.
struct CardTableLayout : TableChrome {
  float s = 1;                   // device px per CSS px
  float chip_w = 0, chip_h = 0;  // cards of melds
  // The cards of the melds being composed: the chips' size, on a desktop at least `staged_least`
  // layout px wide where the table asks (Five Crowns' and Jok-R-Ummy's 48: the row under the table
  // reads at a glance; it held 34 px chips in a corner). Set staged_least before lay_out_cards.
  float staged_least = 0;
  float staged_w = 0, staged_h = 0;
  render::Rect staged;           // the melds being composed (or the person's laid ones)
  render::Rect hand;             // the fan's box
  float card_w = 0, card_h = 0;  // hand cards
  float pile_w = 0, pile_h = 0;
};

// The column of a card table whose combinations lie side by side in the middle (Jok-R-Ummy,
// Rummü): a large portrait screen's width goes to them (up to 1500 px). Sets `l.s`; `held`:
// the cards in the hand now (TableColumn::held).
TableColumn lay_out_melds_column(CardTableLayout& l, int width, int height, float dpr, int held);

// Sizes the hand's cards (`card_w` CSS px wide) and the melds' cards from them, and lays out the
// foot of the column under them (lay_out_hand_block: the hand of up to `most` cards, `buttons`
// buttons, and a staged row one meld card tall). Returns the area left for the table's own pieces
// (CSS px). `whole`: HandRow::whole, for a face whose index lies in its middle. `staged_on_log`:
// FootSpec's (a shared-melds table's, Five Crowns'). `staged_row` false: no staged row at the foot (the table
// places `staged` among its own pieces).
render::Rect lay_out_cards(CardTableLayout& l, TableColumn& t, float card_w, int most, int buttons, float whole = 0,
                           bool staged_on_log = false, bool staged_row = true);

// A card table's column for a game with shared melds in the middle (Jok-R-Ummy, Rummü): the
// hand's cards as big as the screen allows (at most `max_card_w` CSS px wide) with the foot of
// the column (lay_out_cards), and the other seats round the middle (in rows over it on a phone,
// with small fans while they fit in one row; on a desktop across the top, the middle keeping the
// whole width, unless four or more go round it). Returns the middle, in CSS px.
// With `corner` (w: the width wanted, h: the least height, CSS px), the piles' corner beside a row
// of seats (seat_beside_corner) is written there, empty where the seats leave none; on a phone
// held sideways the foot of the seats' column at the left (seat_in_side_column), `w` ignored.
render::Rect lay_out_card_middle(CardTableLayout& l, TableColumn& t, int opponents, float max_card_w, int most,
                                 int buttons, float whole = 0, render::Rect* corner = nullptr);
// The hand's card width lay_out_card_middle gives (CSS px).
float card_middle_w(const TableColumn& t, float max_card_w);

// Queues what such a table draws first at this screen's sizes: the deck's faces in the hand, on
// the piles and in melds, and the backs of the stock, of a card in flight and of a seat's fan.
void warm_card_table(WarmupQueue& w, DeckKind kind, const CardTableLayout& l);

}  // namespace parlor::scenes
