#include "app/kit/round_reveal.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"

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

// One seat: its name and points, its notes, then its melds and its leftovers, each leftover with
// its cost under it. Returns the y below it.
float draw_seat(Frame& f, const RevealSeat& r, const Reveal& all, const RevealPieces& pieces, Rect p, float y,
                float cw) {
  const float s = f.dpr, x0 = p.x + 14 * s, right = p.x + p.w - 14 * s, ch = cw * pieces.aspect;
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
  float x = x0;
  for (const Meld& m : r.melds) {
    for (const PlacedCard& c : m.cards) pieces.draw({x, y, cw, ch}, c), x += cw + 1 * s;
    x += cw * 0.35f;
  }
  for (Card c : r.left) {
    pieces.draw({x, y, cw, ch}, PlacedCard{c, Card::none()});
    if (pieces.cost && r.costed)
      f.text.draw(f.batch, std::to_string(pieces.cost(c)), Face::Bold, 13 * s, x + cw * 0.5f, y + ch + 1 * s, ui::kWarn,
                  Align::Center);
    x += cw + 1 * s;
  }
  return y + ch + (r.left.empty() ? 8 : 24) * s;
}

}  // namespace

std::string reveal_points(const Reveal& r, int p) {
  if (!r.units.empty()) return std::to_string(p) + " " + (p == 1 ? r.unit : r.units);
  if (!r.signed_points) return std::to_string(p) + (p == 1 ? " point" : " points");
  return (p > 0 ? "+" : "") + std::to_string(p);
}

void draw_reveal(Frame& f, const Reveal& r, const RevealPieces& pieces, const std::string& button) {
  const float s = f.dpr;
  int most = 1;
  for (const RevealSeat& seat : r.seats) most = std::max(most, piece_count(seat) + static_cast<int>(seat.melds.size()));
  // Pieces as large as the widest seat's row allows, and as the height allows for every seat.
  const float css_w = std::min(f.css_width() - 16, 640.0f);
  const float seats = static_cast<float>(r.seats.size());
  float cw = std::min((css_w - 28) / static_cast<float>(most), 40.0f);
  // Notes beyond the one line every seat has room for.
  float more = 0;
  for (const RevealSeat& seat : r.seats)
    more += 19 * std::max(0.0f, static_cast<float>(note_lines(f, seat, css_w * s - 28 * s).size()) - 1);
  const float fixed = 150 + seats * 70 + more, room = f.css_height() - 16 - fixed;
  cw = std::max(14.0f, std::min(cw, room / std::max(1.0f, seats) / pieces.aspect));
  const Rect p = modal_panel(f, css_w, fixed + seats * cw * pieces.aspect);
  float y = p.y + 14 * s;
  const float lh = f.text.line_height(Face::Bold, 20 * s);
  for (const std::string& line : render::wrap_text(f.text, r.title, Face::Bold, 20 * s, p.w - 28 * s)) {
    f.text.draw(f.batch, line, Face::Bold, 20 * s, p.x + p.w * 0.5f, y, ui::kGold, Align::Center);
    y += lh;
  }
  y += 10 * s;
  for (const RevealSeat& seat : r.seats) y = draw_seat(f, seat, r, pieces, p, y, cw * s);
  const float bh = 44 * s, bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("reveal-continue", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 14 * s, bw, bh}, button);
}

void publish_reveal(nlohmann::json& j, const Reveal& r) {
  nlohmann::json seats = nlohmann::json::array();
  for (const RevealSeat& seat : r.seats) {
    nlohmann::json melds = nlohmann::json::array(), left = nlohmann::json::array();
    for (const Meld& m : seat.melds) melds.push_back(meld_to_text(m));
    for (Card c : seat.left) left.push_back(to_text(c));
    seats.push_back({{"seat", seat.seat},
                     {"name", seat.name},
                     {"points", seat.points},
                     {"points_text", reveal_points(r, seat.points)},
                     {"melds", melds},
                     {"left", left},
                     {"notes", seat.notes},
                     {"out", seat.out}});
  }
  j["reveal"] = {{"title", r.title}, {"seats", seats}};
}

}  // namespace parlor::scenes
