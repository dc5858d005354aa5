#pragma once
// The Joker board's pieces, drawn from shapes like the cards: the seats' colours (partners share
// warm or cool ones), a glass marble, and the wooden board with its holes, each side's colour
// under its track, its home lane and its start.
#include <functional>

#include "app/render/batch.h"

namespace parlor::ui {

render::Color seat_colour(int seat);
render::Rect circle(render::Point p, float r);
void draw_marble(render::Batch& b, render::Point p, float r, render::Color c, float alpha = 1.0f);

struct BoardArt {
  float cx = 0, cy = 0, radius = 0;  // the track's circle, device px
  float hole_r = 0, s = 1;           // a hole's radius; device px per CSS px
  // A hole's centre (engine ids, games/joker/board.h); a start needs which of its places (0..4).
  std::function<render::Point(int id, int place)> hole;
};
void draw_marble_board(render::Batch& b, const BoardArt& art);

}  // namespace parlor::ui
