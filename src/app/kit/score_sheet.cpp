#include "app/kit/score_sheet.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "app/screen/drawing_names.h"
#include "app/ui/court_art.h"
#include "app/ui/palette.h"
#include "app/ui/scroll.h"

namespace parlor::scenes {

namespace {

constexpr float kRowH = 24, kFirstW = 54, kLeastColW = 44;  // CSS px

// Too many seats for a column each with room for a total ("267" and a winner's crown): the seats
// as rows instead, each with the last round's points and the total.
bool as_list(float panel_w_css, int players) {
  return (panel_w_css - 24 - kFirstW) / static_cast<float>(std::max(players, 1)) < kLeastColW;
}

// Where the name over column `col` of `cols` may run when the names take `rows` staggered rows:
// `rows` columns wide round its own, never past the grid's ends (from its first column's left).
std::pair<float, float> name_span(int col, int rows, float col_w, int cols) {
  const float centre = col_w * (static_cast<float>(col) + 0.5f), half = col_w * static_cast<float>(rows) * 0.5f;
  return {std::max(0.0f, centre - half), std::min(col_w * static_cast<float>(cols), centre + half)};
}

// How many staggered rows the names over the columns take (up to three): one where each fits its
// column, else each spans as many columns as there are rows.
int name_rows(Frame& f, float col_w, const std::vector<std::string>& names) {
  const int cols = static_cast<int>(names.size());
  for (int rows = 1; rows < 3; ++rows) {
    bool fit = true;
    for (int c = 0; c < cols && fit; ++c) {
      const auto [lo, hi] = name_span(c, rows, col_w, cols);
      fit = f.text.measure(names[static_cast<size_t>(c)], Face::Bold, 13 * f.dpr) <= hi - lo - 4 * f.dpr;
    }
    if (fit) return rows;
  }
  return 3;
}

int best_total(const Scores& sc) {
  if (sc.totals.empty()) return 0;
  return sc.low_wins ? *std::min_element(sc.totals.begin(), sc.totals.end())
                     : *std::max_element(sc.totals.begin(), sc.totals.end());
}

bool is_crowned(const std::vector<int>& crowned, int seat) {
  return std::find(crowned.begin(), crowned.end(), seat) != crowned.end();
}

// The seats as rows: each name, its points in every round and its total. Where the rounds are
// too many for the width between the names and the totals, they scroll sideways (`across`, the
// latest in view first), the names and totals staying put.
void draw_score_list(Frame& f, Rect p, float y, const Scores& sc, const std::vector<std::string>& names,
                     std::string_view first_heading, const std::vector<int>& crowned, ui::ScrollArea* across) {
  const float s = f.dpr, row_h = kRowH * s, left = p.x + 12 * s, right = p.x + p.w - 12 * s;
  const int rounds = static_cast<int>(sc.rounds.size()), best = best_total(sc);
  float name_w = f.text.measure(first_heading, Face::Bold, 13 * s);
  for (const std::string& n : names) name_w = std::max(name_w, f.text.measure(n, Face::Bold, 13 * s));
  name_w = std::clamp(name_w + 10 * s, kFirstW * s, (right - left) * 0.3f);
  const float total_x = right - 4 * s, mid_x = left + name_w, mid_w = right - (crowned.empty() ? 52 : 76) * s - mid_x;
  const float col_w = rounds > 0 ? std::clamp(mid_w / static_cast<float>(rounds), 36 * s, 56 * s) : 0;
  const float cols_w = col_w * static_cast<float>(rounds), rows_h = row_h * static_cast<float>(names.size() + 1);
  const Rect mid{mid_x, y - 3 * s, mid_w, rows_h};
  const bool scrolls = cols_w > mid_w + 0.5f && across;
  if (across) {
    across->set_viewport(scrolls ? mid : Rect{});
    across->set_content_height(scrolls ? cols_w : 0);
  }
  const float x0 = scrolls ? mid_x + mid_w - cols_w + across->offset() : mid_x;
  auto number = [&](int r, float yy, const std::string& t, Color c) {
    f.text.draw(f.batch, t, Face::Regular, 13 * s, x0 + col_w * (static_cast<float>(r) + 0.5f), yy, c, Align::Center);
  };
  f.text.draw(f.batch, first_heading, Face::Bold, 13 * s, left, y, ui::kGold);
  f.text.draw(f.batch, "Total", Face::Bold, 13 * s, total_x, y, ui::kGold, Align::Right);
  for (size_t c = 0; c < names.size(); c += 2)
    f.batch.rect({left - 4 * s, y + row_h * static_cast<float>(c + 1) - 3 * s, p.w - 16 * s, row_h}, 4 * s,
                 Color::hex(0xffffff, 14));
  {
    std::optional<ui::ClipScope> clip;
    if (scrolls) clip.emplace(f.batch, mid);
    for (int r = 0; r < rounds; ++r) number(r, y, std::to_string(r + 1), ui::kGold);
    for (size_t c = 0; c < names.size(); ++c)
      for (int r = 0; r < rounds; ++r)
        number(r, y + row_h * static_cast<float>(c + 1), std::to_string(sc.rounds[static_cast<size_t>(r)][c]),
               ui::kCream);
  }
  if (scrolls) across->draw_bar(f.batch, s);
  y += row_h;
  for (int c = 0; c < static_cast<int>(names.size()); ++c) {
    const auto at = static_cast<size_t>(c);
    const bool leads = at < sc.totals.size() && sc.totals[at] == best;
    // The leader (the best total) in gold, name and total, so the eye finds it from either end.
    f.text.draw_fit(f.batch, names[at], Face::Bold, 13 * s, name_w - 8 * s, left, y, leads ? ui::kGold : ui::kCream);
    if (at >= sc.totals.size()) continue;
    const std::string total = std::to_string(sc.totals[at]);
    f.text.draw(f.batch, total, Face::Bold, 13 * s, total_x, y, leads ? ui::kGold : ui::kCream, Align::Right);
    if (is_crowned(crowned, c))
      ui::draw_crown(f.batch, {total_x - f.text.measure(total, Face::Bold, 13 * s) - 24 * s, y + 1 * s, 18 * s, 14 * s},
                     ui::kGold);
    y += row_h;
  }
}

}  // namespace

float score_grid_height(Frame& f, float panel_w_css, const Scores& sc, const std::vector<std::string>& names) {
  const int players = static_cast<int>(names.size()), rounds = static_cast<int>(sc.rounds.size());
  if (as_list(panel_w_css, players)) return kRowH * static_cast<float>(players + 1) + 20;
  const float col_w = (panel_w_css - 24 - kFirstW) / static_cast<float>(std::max(players, 1)) * f.dpr;
  return kRowH * static_cast<float>(rounds + 1 + name_rows(f, col_w, names)) + 20;
}

void draw_score_grid(Frame& f, Rect p, float y, const Scores& sc, const std::vector<std::string>& names,
                     std::string_view first_heading, const std::vector<int>& crowned, ui::ScrollArea* across) {
  const float s = f.dpr, row_h = kRowH * s;
  const int players = static_cast<int>(names.size()), rounds = static_cast<int>(sc.rounds.size());
  if (as_list(p.w / s, players)) return draw_score_list(f, p, y, sc, names, first_heading, crowned, across);
  const float left = p.x + 12 * s, first_w = kFirstW * s;
  const float col_w = (p.w - 24 * s - first_w) / static_cast<float>(std::max(players, 1));
  auto cell = [&](int col, float yy, const std::string& t, Face face, Color c) {
    f.text.draw_fit(f.batch, t, face, 13 * s, col_w - 4 * s, left + first_w + col_w * (static_cast<float>(col) + 0.5f),
                    yy, c, Align::Center);
  };
  f.text.draw(f.batch, first_heading, Face::Bold, 13 * s, left, y, ui::kGold);
  // Names too long for their column take turns over two or three rows, each as many columns wide.
  const int name_h = name_rows(f, col_w, names);
  for (int c = 0; c < players; ++c) {
    const auto [lo, hi] = name_span(c, name_h, col_w, players);
    f.text.draw_fit(f.batch, names[static_cast<size_t>(c)], Face::Bold, 13 * s, hi - lo - 4 * s,
                    left + first_w + (lo + hi) * 0.5f, y + row_h * static_cast<float>(c % name_h), ui::kGold,
                    Align::Center);
  }
  y += row_h * static_cast<float>(name_h);
  for (int r = 0; r < rounds; ++r) {
    if (r % 2 == 0) f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, row_h}, 4 * s, Color::hex(0xffffff, 14));
    f.text.draw(f.batch, std::to_string(r + 1), Face::Regular, 13 * s, left + 8 * s, y, ui::kCream);
    for (int c = 0; c < players; ++c) {
      const int pts = sc.rounds[static_cast<size_t>(r)][static_cast<size_t>(c)];
      cell(c, y, std::to_string(pts), Face::Regular, ui::kCream);
    }
    y += row_h;
  }
  const int best = best_total(sc);
  f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, 1.5f * s}, 0, ui::kGold.with_alpha(160));
  y += 4 * s;
  f.text.draw(f.batch, "Total", Face::Bold, 13 * s, left, y, ui::kCream);
  for (int c = 0; c < players && c < static_cast<int>(sc.totals.size()); ++c) {
    const std::string total = std::to_string(sc.totals[static_cast<size_t>(c)]);
    cell(c, y, total, Face::Bold, sc.totals[static_cast<size_t>(c)] == best ? ui::kGold : ui::kCream);
    if (!is_crowned(crowned, c)) continue;
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
  // A new game at the same table: its seats and options come back, to change what the people want.
  if (f.ui.clicked() == "new-game")
    director.show(director.screens().setup(director, session.setup().game_id, &session.setup()));
}

}  // namespace parlor::scenes
