#include "app/kit/round_reveal.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>

#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "app/ui/scroll.h"
#include "engine/sentence.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

namespace {

int piece_count(const RevealSeat& r) {
  int n = static_cast<int>(r.left.size());
  for (const Meld& m : r.melds) n += static_cast<int>(m.cards.size());
  return n;
}

// A seat's notes as drawn: on one line when they fit it, else each on its own, wrapped to `width`
// (Rummü's scoring, combination by combination).
std::vector<std::string> note_lines(Frame& f, const RevealSeat& r, float width) {
  std::string notes;
  for (const std::string& n : r.notes) notes += (notes.empty() ? "" : "  \u00B7  ") + n;
  if (notes.empty() || f.text.measure(notes, Face::Regular, 13 * f.dpr) <= width) return {notes};
  std::vector<std::string> lines;
  for (const std::string& n : r.notes)
    for (std::string& l : render::wrap_text(f.text, n, Face::Regular, 13 * f.dpr, width)) lines.push_back(std::move(l));
  return lines;
}

// Where a seat's pieces go, in lines `width` wide (CSS px): its melds, each kept on one line when
// it fits one, then its leftovers. Each piece's box is from the seat's first line's top left.
struct Placed {
  Rect box;
  PlacedCard piece;
  bool left = false;  // a leftover (its cost is drawn under it)
};
struct SeatPieces {
  std::vector<Placed> pieces;
  float height = 0;            // of every line, with the room under a line of leftovers for their costs
  std::vector<int> left_rows;  // how many leftovers each of their lines holds
};
constexpr float kCostRoom = 18, kLineGap = 6;

SeatPieces place_pieces(const RevealSeat& r, float cw, float ch, float width, bool costed) {
  SeatPieces out;
  float x = 0, y = 0;
  bool line_has_left = false;
  auto new_line = [&] {
    y += ch + (line_has_left ? kCostRoom : kLineGap);
    x = 0;
    line_has_left = false;
  };
  auto put = [&](const PlacedCard& c, bool left) {
    if (x > 0 && x + cw > width) new_line();
    out.pieces.push_back({{x, y, cw, ch}, c, left});
    line_has_left = line_has_left || (left && costed);
    x += cw + 1;
  };
  for (const Meld& m : r.melds) {
    const float meld_w = static_cast<float>(m.cards.size()) * (cw + 1);
    if (x > 0 && x + meld_w > width) new_line();
    for (const PlacedCard& c : m.cards) put(c, false);
    x += cw * 0.35f;
  }
  // The leftovers, in rack order: after the melds where they all fit that line, else from a line
  // of their own in rows as even as the width allows, the longer first (a lone tile on a line,
  // then a part-filled one, read as a break in the rack).
  const int n = static_cast<int>(r.left.size()), per_line = std::max(1, static_cast<int>((width + 1) / (cw + 1)));
  const bool after_melds = x + static_cast<float>(n) * (cw + 1) - 1 <= width;
  if (!after_melds && x > 0) new_line();
  const int rows = after_melds ? 1 : (n + per_line - 1) / per_line, per = (n + rows - 1) / std::max(rows, 1);
  for (int i = 0; i < n; ++i) {
    if (i > 0 && i % per == 0) new_line();
    if (i % per == 0) out.left_rows.push_back(0);
    put(PlacedCard{r.left[static_cast<size_t>(i)], Card::none()}, true);
    ++out.left_rows.back();
  }
  out.height = out.pieces.empty() ? 0 : y + ch + (line_has_left ? kCostRoom : kLineGap);
  return out;
}

// One seat: its name and points, its notes, then its pieces (each leftover with its cost under
// it). Returns the y below it; `left_rows`: how many leftovers each of their lines holds.
float draw_seat(Frame& f, const RevealSeat& r, const Reveal& all, const RevealPieces& pieces, Rect p, float y,
                float cw /* CSS px */, std::vector<int>& left_rows) {
  const float s = f.dpr, x0 = p.x + 14 * s, right = p.x + p.w - 14 * s;
  f.text.draw(f.batch, r.name + (r.out ? "  \u2605" : ""), Face::Bold, 15 * s, x0, y, r.out ? ui::kGold : ui::kCream);
  // A count in the game's own words (marbles home) is never against the seat.
  const bool bad = all.units.empty() && (all.signed_points ? r.points < 0 : r.points > 0);
  f.text.draw(f.batch, reveal_points(all, r.points), Face::Bold, 15 * s, right, y, bad ? ui::kWarn : ui::kGold,
              Align::Right);
  y += 22 * s;
  for (const std::string& line : note_lines(f, r, right - x0)) {
    if (line.empty()) break;
    f.text.draw(f.batch, line, Face::Regular, 13 * s, x0, y, ui::kGold);
    y += 19 * s;
  }
  const bool costed = pieces.cost && r.costed;
  const SeatPieces placed = place_pieces(r, cw, cw * pieces.aspect, (right - x0) / s, costed);
  left_rows = placed.left_rows;
  for (const Placed& c : placed.pieces) {
    const Rect box{x0 + c.box.x * s, y + c.box.y * s, c.box.w * s, c.box.h * s};
    pieces.draw(box, c.piece);
    if (c.left && costed)
      f.text.draw(f.batch, std::to_string(pieces.cost(c.piece.card)), Face::Bold, 13 * s, box.x + box.w * 0.5f,
                  box.y + box.h + 1 * s, ui::kWarn, Align::Center);
  }
  return y + (placed.height + 2) * s;
}

}  // namespace

std::string reveal_points(const Reveal& r, int p) {
  if (!r.units.empty()) return say(p == 1 ? r.unit : r.units, {{"count", std::to_string(p)}});
  if (!r.signed_points) return std::to_string(p) + (p == 1 ? " point" : " points");
  return (p > 0 ? "+" : "") + std::to_string(p);
}

RevealRows draw_reveal(Frame& f, const Reveal& r, const RevealPieces& pieces, const std::string& button,
                       ui::ScrollArea* scroll) {
  const float s = f.dpr;
  const int n = static_cast<int>(r.seats.size());
  RevealRows left_rows(r.seats.size());
  // Many seats on a wide screen lie in columns (of 300 CSS px at least), in seat order down each:
  // up to four, so 14 seats at 1440x900 show every piece without scrolling.
  const float room_w = f.css_width() - 16;
  const int cols = n > 4 ? std::clamp(static_cast<int>(room_w / 300), 1, std::min(4, (n + 3) / 4)) : 1;
  const float css_w = std::min(room_w, cols > 1 ? 330.0f * static_cast<float>(cols) : 640.0f);
  const float col_gap = 16, inner = (css_w - 28 - col_gap * static_cast<float>(cols - 1)) / static_cast<float>(cols);
  const int per_col = (n + cols - 1) / cols;
  // A seat's height (CSS px) with pieces `cw` wide: its name's line, its notes, its pieces.
  auto seat_h = [&](const RevealSeat& seat, float cw) {
    const std::vector<std::string> notes = note_lines(f, seat, inner * s);
    return 22 + 19 * static_cast<float>(notes.front().empty() ? 0 : notes.size()) +
           place_pieces(seat, cw, cw * pieces.aspect, inner, pieces.cost && seat.costed).height + 2;
  };
  auto content_h = [&](float cw) {
    float most = 0;
    for (int c = 0; c < cols; ++c) {
      float h = 0;
      for (int i = c * per_col; i < std::min(n, (c + 1) * per_col); ++i)
        h += seat_h(r.seats[static_cast<size_t>(i)], cw);
      most = std::max(most, h);
    }
    return most;
  };
  const float lh = f.text.line_height(Face::Bold, 20 * s);
  const std::vector<std::string> title = render::wrap_text(f.text, r.title, Face::Bold, 20 * s, (css_w - 28) * s);
  const float title_h = static_cast<float>(title.size()) * lh / s + 10, foot_h = 44 + 28;
  // The largest pieces (up to 40 px wide) whose lines, every seat's, fit the screen's height: a
  // seat's pieces wrap onto more lines rather than shrink. Under 22 px a leftover's cost (a bold
  // "10") would run into the next: the seats scroll instead.
  const float most_h = f.css_height() - 16 - 14 - title_h - foot_h;
  float cw = 40;
  while (cw > 22 && content_h(cw) > most_h) cw -= 1;
  const float seats_h = content_h(cw), shown_h = std::min(seats_h, most_h);
  const Rect p = modal_panel(f, css_w, 14 + title_h + shown_h + foot_h);
  float y = p.y + 14 * s;
  for (const std::string& line : title) {
    f.text.draw(f.batch, line, Face::Bold, 20 * s, p.x + p.w * 0.5f, y, ui::kGold, Align::Center);
    y += lh;
  }
  y += 10 * s;
  const Rect view{p.x, y, p.w, shown_h * s};
  const bool scrolls = scroll && seats_h > most_h + 0.5f;
  if (scroll) {
    scroll->set_viewport(scrolls ? view : Rect{});
    scroll->set_content_height(scrolls ? seats_h * s : 0);
  }
  {
    std::optional<ui::ClipScope> clip;
    if (scrolls) clip.emplace(f.batch, view);
    const float top = y - (scrolls ? scroll->offset() : 0);
    for (int c = 0; c < cols; ++c) {
      const Rect col{p.x + static_cast<float>(c) * (inner + col_gap) * s, p.y, (inner + 28) * s, p.h};
      float cy = top;
      for (int i = c * per_col; i < std::min(n, (c + 1) * per_col); ++i)
        cy = draw_seat(f, r.seats[static_cast<size_t>(i)], r, pieces, col, cy, cw, left_rows[static_cast<size_t>(i)]);
    }
  }
  if (scrolls) {
    scroll->draw_bar(f.batch, s);
    // The seats' edge above the button: a piece cut there reads as scrolled, not hidden behind it.
    f.batch.rect({p.x + 14 * s, view.y + view.h, p.w - 28 * s, std::max(1.0f, s)}, 0, ui::kGold.with_alpha(120));
  }
  const float bh = 44 * s, bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("reveal-continue", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 14 * s, bw, bh}, button);
  return left_rows;
}

void publish_reveal(nlohmann::json& j, const Reveal& r, const RevealRows& left_rows) {
  nlohmann::json seats = nlohmann::json::array();
  for (const RevealSeat& seat : r.seats) {
    const size_t i = static_cast<size_t>(&seat - r.seats.data());
    nlohmann::json melds = nlohmann::json::array(), left = nlohmann::json::array();
    for (const Meld& m : seat.melds) melds.push_back(meld_to_text(m));
    for (Card c : seat.left) left.push_back(to_text(c));
    seats.push_back({{"seat", seat.seat},
                     {"name", seat.name},
                     {"points", seat.points},
                     {"points_text", reveal_points(r, seat.points)},
                     {"melds", melds},
                     {"left", left},
                     {"left_rows", i < left_rows.size() ? left_rows[i] : std::vector<int>{}},
                     {"notes", seat.notes},
                     {"out", seat.out}});
  }
  j["reveal"] = {{"title", r.title}, {"seats", seats}};
}

}  // namespace parlor::scenes
