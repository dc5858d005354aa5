#pragma once
// A Jok-R-Ummy program card as the sheet prints it, drawn rather than taken from a picture: the
// multiplier at the top (1x, 2x, 3x), each instruction a row of small cards crossed by its arrow
// (one diagonal arrow through a straight, a vertical arrow through each card of a set), imposed
// values on the cards, the suits allowed under them and the no-wild sign; a SUN card shows its sun.
#include <vector>

#include "app/render/batch.h"
#include "app/render/text.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::scenes {

// While a reveal is composed: the part (row) to fill next, outlined, and how many times each
// part is filled (a row filled `mult` times is ticked).
struct ProgramMarks {
  int next = -1;
  std::vector<int> filled;
};
// `r` in device px, `s` device px per CSS px. Small cards (a completed program in front of a
// seat) say the program in a few words ("2 runs of 4"); small ones marked keep the multiplier
// and the rows, without the values and suits.
void draw_program_card(render::Batch& b, render::Text& t, render::Rect r, float s, const jok_r_ummy::Program& p,
                       const ProgramMarks& marks = {});
// The card with its program in those few words instead of its drawing: where the drawing would be
// too small to read (a phone's program strip, whose tiny boxes and arrow a player could not make out).
inline constexpr float kProgramDrawnLeastW = 80;  // CSS px: a narrower card says its program in words
void draw_program_in_words(render::Batch& b, render::Text& t, render::Rect r, float s, const jok_r_ummy::Program& p);
// A program card face down (the person holds none until the next deal).
void draw_program_back(render::Batch& b, render::Text& t, render::Rect r, float s);

}  // namespace parlor::scenes
