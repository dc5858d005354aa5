#pragma once
// The words on a seat's badge where it is narrow (a phone's row, a full table's small seat) or
// stacked (beside a board): its line's parts fitted so that a count or a score is never cut, the
// dealer's button and the tag (opponents.cpp draws the badge, and a wide one's lines itself).
#include <string>

#include "app/kit/opponents.h"

namespace parlor::scenes {

// What separates the parts of a seat's line ("4 cards  ·  52 pts").
inline constexpr const char* kDot = "  \u00B7  ";

// The first character of a name, whole (a name may start with a letter of several bytes).
std::string initial(const std::string& name);
// Whether a seat's panel `b` shows its count and score in short lines beside its initial: a small
// seat, or a narrow one with no room for its name over its whole line and none for a fan under.
// Such a seat may show its name over them instead (compact_named).
bool short_lines(Frame& f, render::Rect b, const Opponent& o);
// A small seat's name over its count and score, a stripe of `colour` for its avatar, where its
// panel `b` is wide enough for the count and score whole and two letters of the name; false,
// drawing nothing (or with `draw` false, only measuring), where they do not fit.
bool compact_named(Frame& f, render::Rect b, const Opponent& o, render::Color colour, bool draw);
// A small card's outline before a bare count (three, gold, where it counts melds laid), on a line
// `lh` tall at (x, y); kCountGlyphW wide with its gap.
inline constexpr float kCountGlyphW = 10;
void draw_count_glyph(Frame& f, float x, float y, float lh, bool melds = false);
// The dealer's button: a "D" in a white disc `dd` px across at (x, y).
void draw_dealer_chip(Frame& f, float x, float y, float dd);
// The dealer's button in the place of the avatar `av`'s letter (left out), the avatar a rim round
// it: where no other place on a narrow seat has room (draw_narrow_lines says so).
void draw_dealer_on_avatar(Frame& f, render::Rect av);
// The seat's name with its sign after it (Opponent::sign) where both fit `w` at `px`, else the
// name alone.
std::string name_and_sign(Frame& f, const Opponent& o, float w, float px);
// The room a seat's tag takes at the end of the name's line, its gap included (0: none), and the
// tag drawn whole ending at `right`.
float tag_room(Frame& f, const Opponent& o);
void draw_tag(Frame& f, const Opponent& o, float right, float y);
// Whether a narrow seat `b` (its avatar `d` across) shows its name over its whole line.
bool narrow_named(Frame& f, render::Rect b, const Opponent& o, float d, float pad);
// Whether such a named seat's whole line overruns its panel `b`, so its count shows as an outline.
bool narrow_line_overruns(Frame& f, render::Rect b, const Opponent& o, float pad);
// A narrow seat's two lines beside and under its avatar `av`; whether the dealer's button goes in
// the avatar's place. With `draw` false, only that is found.
bool draw_narrow_lines(Frame& f, render::Rect b, render::Rect av, const Opponent& o, float pad, bool named,
                       bool draw = true);
// A stacked badge's name, tag and line under and beside its avatar; returns where its text ends.
float draw_stacked(Frame& f, render::Rect b, const Opponent& o, render::Rect av, float tx, float name_w);

}  // namespace parlor::scenes
