#pragma once
// The other seats around the table: each a badge (name, a line of counts, a glow on the seat to
// act) with, under it when the badge is tall enough, the melds the seat has laid face up or else
// a small fan of backs, one for each card or tile it holds.
#include <functional>
#include <string>
#include <vector>

#include "app/scenes/scene.h"
#include "engine/meld.h"

namespace parlor::scenes {

struct Opponent {
  int seat = 0;
  std::string name, line;
  bool turn = false;
  int held = 0;            // cards or tiles in hand, shown as backs
  std::vector<Meld> laid;  // shown instead of the backs when any
};

struct OpponentPieces {
  float chip_w = 0;  // a laid card's width, device px
  std::function<void(render::Rect)> back;
  std::function<void(render::Rect, const PlacedCard&)> chip;
};

void draw_opponents(Frame& f, const std::vector<render::Rect>& boxes, const std::vector<Opponent>& seats,
                    const OpponentPieces& pieces);

}  // namespace parlor::scenes
