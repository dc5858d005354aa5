#pragma once
// The Joker board's pieces, drawn from shapes like the cards: the seats' colours (partners share
// a kind of colour), a glass marble, and the wooden board with its holes, each side's colour
// under its track, its home lane and its start. Four seats play on a round board, six on a
// hexagonal one; where each hole sits on either is board_hole().
#include <functional>
#include <string_view>
#include <vector>

#include "app/render/batch.h"
#include "app/render/text.h"

namespace parlor::ui {

// A seat's marbles on a board of `seats` (4 or 6): the colours joker::colour_name() names.
render::Color seat_colour(int seat, int seats);
render::Color seat_colour(int seat);  // on the four-seat board
render::Rect circle(render::Point p, float r);
void draw_marble(render::Batch& b, render::Point p, float r, render::Color c, float alpha = 1.0f);
// A seat's mark on its marble (a letter): partners' colours differ little, and not at all to
// some eyes. Ink on a light marble, white on a dark one; part of the picture, not text to read.
void draw_mark(render::Batch& b, render::Text& t, render::Point p, float r, render::Color c, std::string_view mark);

// Where a board sits and how it turns: `me`'s side along the bottom, play running clockwise (the
// next seat's side on the left). Four seats: a round track. Six: a hexagon, flat at the bottom,
// whose sides bow out a little.
struct BoardShape {
  int seats = 4;
  int me = 0;
  float cx = 0, cy = 0, radius = 0;  // the centre and the track's radius at its corners, device px
};
// A hole's centre (engine ids of a board of `seats`, games/joker/board.h); a start id needs which
// of its five places (0..4). On four seats the same places as the round board's first layout.
render::Point board_hole(const BoardShape& shape, int id, int place = 0);
// Between neighbouring track holes, device px: holes and marbles are sized from it (the round
// board's holes have a radius of 0.36 of it).
float board_step(const BoardShape& shape);
// The track's radius that fits a board, its holes and its rim into a square `side` px wide.
float board_radius_for(int seats, float side);
// Points around the edge of the board that fits a square `side` wide centred on `c` (any unit):
// a circle on four seats; on six a hexagon as wide as the square, its corners left and right, so
// 0.866 of the square's height. What lies outside them is free for the seats' badges.
std::vector<render::Point> board_outline(int seats, render::Point c, float side);

struct BoardArt {
  float cx = 0, cy = 0, radius = 0;  // the track's centre and radius, device px
  float hole_r = 0, s = 1;           // a hole's radius; device px per CSS px
  // A hole's centre (engine ids, games/joker/board.h); a start needs which of its places (0..4).
  std::function<render::Point(int id, int place)> hole;
  int seats = 4;  // 6: the hexagonal board
};
void draw_marble_board(render::Batch& b, const BoardArt& art);

}  // namespace parlor::ui
