#pragma once
// Pieces several tables draw the same way: a row of melds, the glow around what
// the person may tap, a card in flight, and the hand as the tests' hook publishes it. Drawing
// only; the ids they register are handled by the table.
#include <functional>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/screen/scene.h"
#include "app/session/hand_model.h"
#include "engine/meld.h"

namespace parlor::scenes {

// Melds side by side from the area's left, each on a panel, a card or tile every `step` device
// pixels; at the area's right edge they go on in a row under it where the area has the height
// for one (rows `chip_h` + 14 px apart); melds that would not all fit are drawn smaller and closer,
// never left out. With an id prefix, each panel is a target (Ui::target)
// "<prefix>:<i>" labelled "<label_word> <meld> (tap to take back)". With no melds, `empty_text`
// (if any) says what to do.
// The least of a piece's chip that shows from under the next, in chip widths (0: any strip shows
// its rank), and a meld's width in chips with its cards showing `strip` of theirs or that least.
float least_strip(const PlacedCard& c);
float meld_units(const Meld& m, float strip);

struct MeldRow {
  render::Rect area;
  float chip_w = 0, chip_h = 0, step = 0;
  std::string id_prefix, label_word, empty_text;
};
// Returns how much of a stand-in (a wild with its mark, "=J\u2665") shows from under the next
// piece at least, and a piece's width (device px; 0, 0 with no stand-in drawn).
struct StandInShown {
  float shown = 0, w = 0;
};
StandInShown draw_meld_row(Frame& f, const MeldRow& row, const std::vector<Meld>& melds,
                           const std::function<void(render::Rect, const PlacedCard&)>& draw_chip);

// Item i of `count` side by side across a row, `gap` apart (a row of buttons).
render::Rect row_slot(render::Rect row, int count, int i, float gap);

// A gold ring around something the person may tap now.
void draw_glow(Frame& f, render::Rect r, float radius);

// A card tossed from one place to another: it slides on a small arc and settles its turn.
struct Toss {
  render::Rect from, to;
  float t = 0, duration = 0;  // seconds
  // False once it has landed.
  bool advance(double dt);
  float progress() const;  // 0..1, eased
  // Where it is now, and its turn in radians (the batch is turned about its centre while `draw` runs).
  void draw(Frame& f, float s, const std::function<void(render::Rect)>& draw_card) const;
};

// A card on its way between the piles, a seat and the hand; what it left or goes to shows the
// state before it until it lands.
struct CardFlight {
  Card face;
  bool face_up = true;  // else its back (a card another seat drew from the stock)
  bool from_stock = false;
  bool to_hand = false;  // drawn by the person shown
  Toss toss;
  int hide_hand_index = -1;       // the person's arriving card, hidden until it lands
  bool hide_discard_top = false;  // the pile shows `pile_under` until the card lands
  Card pile_under;
};

// Where a card goes to or comes from at the k-th badge after the person's: its top middle,
// `w` x `h`.
render::Rect seat_anchor(const std::vector<render::Rect>& badges, int k, render::Rect fallback, float w, float h);

// The hand as shown (not staged cards), the selected places, the staged meld count.
void publish_hand(nlohmann::json& j, const session::HandModel& hand);

}  // namespace parlor::scenes
