#include "app/kit/score_sheet.h"

#include <algorithm>

#include "app/ui/court_art.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

void draw_score_grid(Frame& f, Rect p, float y, const Scores& sc, const std::vector<std::string>& names,
                     std::string_view first_heading, const std::vector<int>& crowned) {
  const float s = f.dpr, row_h = 24 * s;
  const int players = static_cast<int>(names.size()), rounds = static_cast<int>(sc.rounds.size());
  const float left = p.x + 12 * s, first_w = 54 * s;
  const float col_w = (p.w - 24 * s - first_w) / static_cast<float>(std::max(players, 1));
  auto cell = [&](int col, float yy, const std::string& t, Face face, Color c) {
    f.text.draw_fit(f.batch, t, face, 13 * s, col_w - 4 * s, left + first_w + col_w * (static_cast<float>(col) + 0.5f),
                    yy, c, Align::Center);
  };
  f.text.draw(f.batch, first_heading, Face::Bold, 13 * s, left, y, ui::kGold);
  for (int c = 0; c < players; ++c) cell(c, y, names[static_cast<size_t>(c)], Face::Bold, ui::kGold);
  y += row_h;
  for (int r = 0; r < rounds; ++r) {
    if (r % 2 == 0) f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, row_h}, 4 * s, Color::hex(0xffffff, 14));
    f.text.draw(f.batch, std::to_string(r + 1), Face::Regular, 13 * s, left + 8 * s, y, ui::kCream);
    for (int c = 0; c < players; ++c) {
      const int pts = sc.rounds[static_cast<size_t>(r)][static_cast<size_t>(c)];
      cell(c, y, pts == 0 ? "\u2013" : std::to_string(pts), Face::Regular, ui::kCream);
    }
    y += row_h;
  }
  int best = 0;
  if (!sc.totals.empty())
    best = sc.low_wins ? *std::min_element(sc.totals.begin(), sc.totals.end())
                       : *std::max_element(sc.totals.begin(), sc.totals.end());
  f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, 1.5f * s}, 0, ui::kGold.with_alpha(160));
  y += 4 * s;
  f.text.draw(f.batch, "Total", Face::Bold, 13 * s, left, y, ui::kCream);
  for (int c = 0; c < players && c < static_cast<int>(sc.totals.size()); ++c) {
    const std::string total = std::to_string(sc.totals[static_cast<size_t>(c)]);
    cell(c, y, total, Face::Bold, sc.totals[static_cast<size_t>(c)] == best ? ui::kGold : ui::kCream);
    if (std::find(crowned.begin(), crowned.end(), c) == crowned.end()) continue;
    const float w = f.text.measure(total, Face::Bold, 13 * s),
                cx = left + first_w + col_w * (static_cast<float>(c) + 0.5f);
    // Beside the total where its column has room, else under it: never over a neighbour's.
    if (col_w >= w + 48 * s)
      ui::draw_crown(f.batch, {cx - w * 0.5f - 22 * s, y + 1 * s, 18 * s, 14 * s}, ui::kGold);
    else
      ui::draw_crown(f.batch, {cx - 8 * s, y + 18 * s, 16 * s, 12 * s}, ui::kGold);
  }
}

void draw_end_buttons(Frame& f, Rect p) {
  const float s = f.dpr, bh = 44 * s, by = p.y + p.h - bh - 14 * s, bw = (p.w - 36 * s) * 0.5f;
  f.ui.button("play-again", {p.x + 12 * s, by, bw, bh}, "Play again");
  f.ui.button("new-game", {p.x + 24 * s + bw, by, bw, bh}, "New game", ui::ButtonKind::Secondary);
}

void handle_end_buttons(Frame& f, const session::TableSession& session, Director& director) {
  if (f.ui.clicked() == "play-again") {
    session::GameSetup again = session.setup();
    again.seed = session.setup().seed * 6364136223846793005ull + 1442695040888963407ull;
    if (auto next = director.screens().table(director, again)) director.show(std::move(next));
  }
  if (f.ui.clicked() == "new-game") director.show(director.screens().setup(director, session.setup().game_id));
}

}  // namespace parlor::scenes
