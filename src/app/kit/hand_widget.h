#pragma once
// A hand as every table shows it, a fan of cards or a rack of tiles: tap to select, drag to
// reorder, drag onto a target (the pile, a meld), arrow keys and space (or 1 to 9) for keyboard
// players. The
// table gives the geometry and draws each card or tile; the widget does the rest.
#include <functional>
#include <optional>
#include <string>

#include "app/screen/scene.h"
#include "app/session/hand_model.h"

namespace parlor::scenes {

struct HandGeometry {
  // Where item i of n is drawn and hit; `raised` when selected.
  std::function<render::Rect(int i, int n, bool raised)> box;
  // The slot a pointer at (x, y) falls in, for reordering.
  std::function<int(float x, float y, int n)> slot;
  // A drag released here reorders; anywhere else it is a drop the table handles.
  render::Rect area;
};

// One item to draw. `floating` for the one under a dragging finger (drawn last, at the pointer).
struct HandItem {
  int index = 0, count = 0;
  render::Rect box;
  Card card;
  bool selected = false;
  bool focused = false;  // the keyboard cursor, shown only to keyboard players
  bool floating = false;
  // A later card lies over some of this one's foot-right corner, where a face repeats its index
  // turned over: a face leaves that index out rather than show part of it (a "0" of a 10).
  bool foot_covered = false;
  float strip = 0;  // the width left showing beside the next card in its row (0: none lies there)
};

// A hand across `area`: cards at most `spread` card widths apart, overlapping as much as the
// width needs, a selected one raised. Where one row would leave a card's visible strip narrower
// than `min_strip` (CSS px: a thumb's target), the hand takes two rows (three where two would
// still leave them narrower): the first cards in a back row that sits `rise()` above the one in
// front of it, its cards showing that much of their tops (a raised front card still leaves 44
// px). Every card's box is what is drawn and hit; later cards lie over earlier ones, as they are
// drawn. A layout that may hold `most` cards leaves `extra_h(most)` over the row for the rows
// behind. A drag released inside `reorder`
// reorders; with `reorder` empty every release is a drop (on a pile it discards, elsewhere it
// reorders). A face whose index and mark lie in its middle (Rummü's) sets `whole`: the share of a
// card's width a row must show of each card; under it the two rows show whole cards, the back
// row a card's height above the front one.
struct HandRow {
  render::Rect area, reorder;
  float card_w = 0, card_h = 0, spread = 1, s = 1;
  float min_strip = 44;
  float whole = 0;
  int rows(int n) const;
  // How many cards sit in `row` (0 the back row) of a hand of n.
  int in_row(int row, int n) const;
  int first_of_row(int row, int n) const;  // the index of the first card of `row`
  float rise() const {                     // 4 px to spare
    return (whole > 0 ? card_h : min_strip * s) + 4 * s + card_h * kLift;
  }
  float extra_h(int most) const { return static_cast<float>(rows(most) - 1) * rise(); }
  float step(int n) const;  // between neighbours in a row of n
  render::Rect card(int i, int n, float lift) const;
  int slot(float x, float y, int n) const;
  HandGeometry geometry() const;
  static constexpr float kLift = 0.14f;  // a selected card rises this much of its height
};

// Where a piece dragged from `from` and released at (x, y) over the hand goes.
int drop_slot(const HandGeometry& g, int from, float x, float y, int n);

struct HandDrop {
  int index;
  float x, y;  // device pixels
};

class HandWidget {
 public:
  explicit HandWidget(std::string id_prefix, bool single = false)
      : prefix_(std::move(id_prefix) + ":"), single_(single) {}

  // Input: taps select (one at a time when single), a drag reorders within the area; a drag
  // released elsewhere is returned. `enabled` false ignores everything but ends a drag.
  std::optional<HandDrop> handle(Frame& f, session::HandModel& hand, const HandGeometry& g, bool enabled);
  // Draws every item through `draw_item`, registering each as a clickable "<prefix>:<i>".
  void draw(Frame& f, const session::HandModel& hand, const HandGeometry& g, bool enabled,
            const std::function<void(const HandItem&)>& draw_item) const;

  void cancel_drag() { drag_ = -1; }
  int dragging() const { return drag_; }
  int focus() const { return focus_; }
  bool keyboard() const { return keyboard_; }

 private:
  std::string prefix_;
  bool single_;
  int drag_ = -1;  // item being dragged
  float drag_x_ = 0, drag_y_ = 0;
  int focus_ = 0;
  bool keyboard_ = false;
};

}  // namespace parlor::scenes
