#pragma once
// The other seats around the table. Where they sit: seat_places.h. How each looks (here):
// a round avatar with the name's initial in the seat's colour, the name, a line of counts, the
// dealer's button, a glow on the seat to act, and under them the melds it has laid face up or
// else a fan of backs, one for each card or tile it holds, held like a hand.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/kit/seat_places.h"
#include "app/screen/scene.h"
#include "engine/meld.h"

namespace parlor::scenes {

struct Opponent {
  int seat = 0;
  std::string name, line;
  // A short word drawn whole beside the name or on its own line ("partner", "you"): the name gives
  // way first. The label says it in brackets after the name.
  std::string tag;
  // A short mark after the name (Rummü's ✓ for a seat that came out this round): beside the
  // name where both fit whole, else on a small seat's count line where that has the room, else not
  // drawn; the name never gives way to it (a small seat's "Chlo…" beside its ✓, blind test).
  // `sign_words` says it in the label, a sentence of its own.
  std::string sign, sign_words;
  // A narrow seat puts its name under its avatar and its line's parts on rows of their own where
  // it has the height, before its fan (a badge beside a board); with the name under the avatar,
  // what it holds shows beside the avatar (a small card and the number) and the line's last part,
  // which says the same, is left out. Else the name beside the avatar and the line in one row,
  // cut down to its counts.
  bool stack = false;
  bool turn = false;
  int held = 0;            // cards or tiles in hand, shown as backs
  std::vector<Meld> laid;  // shown instead of the backs when any
  // What it laid said in words, a line each, under the name at the seat's 13 px in place of its
  // fan (Jok-R-Ummy's completed programs, whose cards' own words were 6-8 px at a seat): as many
  // lines as the room holds, the last "N more" where they do not all fit; the label says them all.
  std::vector<std::string> laid_lines;
  bool dealer = false;                  // the dealer's button beside the avatar
  std::optional<render::Color> colour;  // the seat's colour in the game, else one of the kit's
  std::string_view mark;                // the avatar's letter where the game marks its pieces so; else the initial
  // A stacked seat's first part of its line, where its words do not fit the badge: its number
  // after a piece of the seat's colour (Joker's "3 home" as a marble and 3), never cut.
  bool first_as_piece = false;
  // The line's first part counts the melds laid, not what it holds ("3 melds"): a small seat with
  // no room to draw them (opponents.cpp); its outline before the bare number is a meld's.
  bool counts_melds = false;
  // The word such a count uses ("meld"); empty: the line already counts what is laid (Jok-R-Ummy's
  // programs), and the seat shows what it holds.
  std::string laid_word = "meld";
  // Its count as a card's outline and a number ("13  ·  218 pts"), set by draw_opponents where a
  // narrow seat's whole line does not fit: then every seat says it so, one table, one look.
  bool count_outline = false;
  // The table's line whose score (after its first part) is widest: where that one must drop its
  // words, every small seat's does (draw_opponents sets it; one form at a table).
  std::string widest_line;
  // Every seat's score said bare ("241" for "241 pts"): the dealer's button has room on its narrow
  // seat only beside a bare score, and a score keeps one form at a table (draw_opponents sets it).
  bool bare_scores = false;
  // Every seat's score fitted to the room its line leaves beside the dealer's button ("0/5" for
  // "0 of 5"): where even a bare score leaves the button no room on its small seat, so that the
  // button goes beside the score rather than into the avatar over its initial (draw_opponents sets
  // it; one form at a table).
  bool scores_by_chip = false;
  // Where one wide seat's line breaks onto a second line, every wide seat's does (draw_opponents
  // sets it): "10 cards" over "167 pts" beside "1 card  ·  163 pts" read as two forms.
  bool break_line = false;
};

struct OpponentPieces {
  float chip_w = 0;  // a laid card's width, device px
  std::function<void(render::Rect)> back;
  std::function<void(render::Rect, const PlacedCard&)> chip;
  // Where one wide seat's line breaks, every wide seat's does (Opponent::break_line): a desktop's
  // table asks it (Five Crowns'); phones and tablets keep each seat's own.
  bool break_together = false;
};

// The size of one back in the fan of a seat drawn in `box` (device px; empty when it has none),
// for the lobby's warm-up.
render::Rect seat_back(render::Rect box, float dpr);

// Registers each seat as "seat:<seat>", labelled with its name and line (a tap on it opens its
// sheet, seat_sheet.h); `drawn` gets the seats as given, for the sheet (TableScene::seats_drawn()).
void draw_opponents(Frame& f, const std::vector<render::Rect>& boxes, const std::vector<Opponent>& seats,
                    const OpponentPieces& pieces, std::vector<Opponent>* drawn = nullptr);

}  // namespace parlor::scenes
