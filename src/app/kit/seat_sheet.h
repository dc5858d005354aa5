#pragma once
// A seat's sheet: what a tap on another seat (or the O key) opens over the table. It floats: it
// takes no room of the table's layout, so nothing under it moves. Its title is the seat's name
// and line (what it holds, its points), then what its markers mean, then the melds it has laid
// drawn as the reveal draws pieces (each face whole, a wild's stand-in mark readable). It closes by
// its Close button, a tap outside it, Escape, or by itself when the next move lands.
#include <functional>
#include <string>
#include <vector>

#include "app/kit/opponents.h"
#include "app/screen/scene.h"

namespace parlor::scenes {

struct SeatSheet {
  Opponent seat;
  std::string note;         // what the seat's markers mean ("Ana dealt this hand."), or empty
  std::vector<Meld> melds;  // the melds it has laid, drawn
  float aspect = 1.4f;      // a piece's height over its width
  std::function<void(render::Rect, const PlacedCard&)> piece;
};

// Draws the sheet and registers "modal" (the screen outside it: a tap there closes it),
// "seat-sheet" (the panel, labelled with all it says) and "seat-sheet-close" (a 44 px button).
void draw_seat_sheet(Frame& f, const SeatSheet& sheet);

// The sheet's words for its panel's label and the tests: its title, note and melds in words.
std::string seat_sheet_words(const SeatSheet& sheet);

}  // namespace parlor::scenes
