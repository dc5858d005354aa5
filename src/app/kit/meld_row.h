#pragma once
// The melds a person is composing, in a row above the hand: each on a small panel, tappable to
// take it back. Cards or tiles alike: the table draws each face.
#include <functional>
#include <string_view>
#include <vector>

#include "app/scenes/scene.h"
#include "engine/meld.h"

namespace parlor::scenes {

struct MeldRowLook {
  float step = 0;                // from one face's left edge to the next one's
  float face_w = 0, face_h = 0;  // one face
  std::string_view verb;         // the items' labels: "<verb> <meld> (tap to take back)"
};

// Left to right along `area`, as many melds as fit; each an item "staged:<m>" when `tappable`.
// While there are none, `empty_text` (when not empty) says quietly what to do.
void draw_meld_row(Frame& f, render::Rect area, const std::vector<Meld>& melds, const MeldRowLook& look, bool tappable,
                   std::string_view empty_text, const std::function<void(const PlacedCard&, render::Rect)>& draw_face);

}  // namespace parlor::scenes
