#pragma once
// Every move of the round in the players' words, newest last: beside the table on a wide screen,
// or as a sheet over it on a phone (opened by tapping the last move's line; "log-close" closes
// it). Long lines wrap. It scrolls back to the round's first move (the wheel, a drag, PageUp and
// PageDown, Home and End) and keeps the newest move in view unless its reader has scrolled up.
#include <string>
#include <vector>

#include "app/screen/scene.h"
#include "app/ui/scroll.h"

namespace parlor::scenes {

class MoveLog {
 public:
  // The panel's box when shown as a sheet (device px).
  static render::Rect sheet_box(const Frame& f);
  // Once a frame before drawing, with the box it will be drawn in: the wheel and drags over it,
  // and its keys when `keys` (nothing else on screen wants them), move it.
  void handle(Frame& f, render::Rect area, const std::vector<std::string>& lines, bool keys);
  // Only draws: the moves that arrived since handle() are drawn at the bottom when following.
  void draw(Frame& f, render::Rect area, const std::string& title, const std::vector<std::string>& lines) const;
  void draw_sheet(Frame& f, const std::string& title, const std::vector<std::string>& lines) const;
  // The first move wholly or partly in view (for the tests), and whether the newest is followed.
  size_t first_shown() const { return first_shown_; }
  bool following() const { return follow_; }
  // Shows the newest move again (the sheet opens on it).
  void to_newest() { follow_ = true; }

 private:
  struct Row {
    std::vector<std::string> text;  // the move, wrapped
    float y = 0, h = 0;             // in the content, from its top (device px)
  };
  // Wraps the moves for this width (cached: a move is wrapped once, and again only when it stops
  // being the newest, drawn bold, or the width changes).
  const std::vector<Row>& rows(Frame& f, float width, const std::vector<std::string>& lines) const;
  render::Rect content_box(const Frame& f, render::Rect area) const;
  float content_height() const { return rows_.empty() ? 0 : rows_.back().y + rows_.back().h; }

  ui::ScrollArea scroll_;
  bool follow_ = true;
  mutable std::vector<Row> rows_;
  mutable std::vector<std::string> wrapped_of_;
  mutable float wrapped_w_ = 0, wrapped_px_ = 0;
  mutable size_t first_shown_ = 0;
};

}  // namespace parlor::scenes
