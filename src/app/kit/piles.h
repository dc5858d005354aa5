#pragma once
// The stock and the discard pile as every rummy table shows them: the stock a short stack of
// backs (thicker when fuller) with its count under it (or on its back), the discard's top face
// up or an empty outline (over a stack of backs with its count when the table says it), each
// glowing when the person may tap it, each a clickable ("stock", "discard").
#include <functional>
#include <string>
#include <string_view>

#include "app/screen/scene.h"
#include "engine/card.h"

namespace parlor::scenes {

struct Piles {
  render::Rect stock, discard;
  int stock_count = 0;
  Card top;                                       // none: the pile is empty
  bool stock_open = false, discard_open = false;  // may be tapped now
  bool discard_lit = false;                       // glows: taking it or dropping on it would do something now
  std::string piece = "card";                     // the game's word: "card", "tile"
  int discard_count = -1;                         // said under the pile ("Discard · 6") unless -1
  bool words_under = true;                        // false: the count on the stock's back, no words under
  std::string_view hinted;                        // the pile the hint takes from ("stock", "discard"): it alone glows
};

void draw_piles(Frame& f, const Piles& p, const std::function<void(render::Rect)>& draw_back,
                const std::function<void(render::Rect, Card)>& draw_face);

}  // namespace parlor::scenes
