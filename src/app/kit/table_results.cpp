// The table kit's results: the score sheet between rounds and at the end, who won, where the
// reader finished, and the teams.
#include <algorithm>

#include "app/kit/score_sheet.h"
#include "app/kit/table_scene.h"
#include "app/scenes/modal.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

std::string TableScene::teams_title() const {
  const int n = session_.seat_count(), half = n / 2;
  std::string title;
  for (int k = 0; k < half; ++k) {
    const int seat = (me_ + k) % n;
    title += (k ? "  vs  " : "") + who(seat) + " & " + who((seat + half) % n);
  }
  return title;
}

std::string TableScene::placing() const {
  const Scores sc = session_.scores();
  const int r = reader();
  if (r < 0 || partners() || !session_.match().is_over() || r >= static_cast<int>(sc.totals.size())) return "";
  const int mine = sc.totals[static_cast<size_t>(r)];
  // Seats ahead of the reader; those level with them share their place.
  const auto ahead =
      std::count_if(sc.totals.begin(), sc.totals.end(), [&](int t) { return sc.low_wins ? t < mine : t > mine; });
  const int place = static_cast<int>(ahead) + 1;
  const char* suffix = place == 1 ? "st" : place == 2 ? "nd" : place == 3 ? "rd" : "th";
  return "You came " + std::to_string(place) + suffix + " of " + std::to_string(sc.totals.size()) + ".";
}

std::string TableScene::results_title() const {
  std::vector<int> w = session_.scores().winners;
  const int n = session_.seat_count();
  if (w.empty()) return "The game is over";
  if (n > 1 && static_cast<int>(w.size()) == n) return "The game is a draw";
  if (w.size() == 1) return who(w[0]) == "You" ? "You win!" : seat_name(w[0]) + " wins!";
  // The reader first, named "You".
  std::stable_partition(w.begin(), w.end(), [&](int seat) { return who(seat) == "You"; });
  std::string names;
  for (size_t i = 0; i < w.size(); ++i) names += (i ? (i + 1 == w.size() ? " and " : ", ") : "") + who(w[i]);
  return partners() ? names + " win!" : "Shared win: " + names;
}

void TableScene::draw_sheet(Frame& f, bool final_results) const {
  const float s = f.dpr, row_h = 24, line_h = 28;
  const Scores sc = session_.scores();
  std::vector<SheetLine> lines = sheet_lines(final_results);
  if (std::string place = final_results ? placing() : ""; !place.empty())
    lines.insert(lines.begin(), {std::move(place)});
  const bool grid = !round_word().empty();
  const int rounds = static_cast<int>(sc.rounds.size());
  const float grid_h = grid ? row_h * static_cast<float>(rounds + 2) + 20 : 0;
  Rect p = modal_panel(f, grid ? 620 : 440, 130 + line_h * static_cast<float>(lines.size()) + grid_h);
  float y = p.y + 14 * s;
  const std::string title = final_results ? results_title()
                            : rounds      ? "After " + round_word() + " " + std::to_string(rounds)
                                          : std::string("Scores");
  f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, p.w - 24 * s, p.x + p.w * 0.5f, y,
                  final_results ? ui::kGold : ui::kCream, Align::Center);
  y += 40 * s;
  for (const SheetLine& l : lines) {
    f.text.draw_fit(f.batch, l.text, l.gold ? Face::Bold : Face::Regular, (l.gold ? 17 : 14) * s, p.w - 24 * s,
                    p.x + p.w * 0.5f, y, l.gold ? ui::kGold : ui::kCream, Align::Center);
    y += line_h * s;
  }
  if (grid) {
    std::vector<std::string> names;
    for (int seat = 0; seat < session_.seat_count(); ++seat) names.push_back(who(seat));
    draw_score_grid(f, p, y + 6 * s, sc, names, round_word());
  }
  if (final_results) return draw_end_buttons(f, p);
  const float bh = 44 * s, bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("continue", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 14 * s, bw, bh},
              session_.match().is_over() ? "Results" : "Continue");
}

}  // namespace parlor::scenes
