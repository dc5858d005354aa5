// The Rummy-O score sheet: after each round (how it ended and its bonus, celebrated), and the
// results at the end.
#include <SDL.h>

#include <algorithm>

#include "app/scenes/modal.h"
#include "app/kit/score_sheet.h"
#include "app/scenes/rummy_o_table.h"
#include "app/scenes/table_factory.h"
#include "app/ui/palette.h"
#include "games/rummy_o/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

void RummyOTable::draw_scores(Frame& f, bool final_results) {
  const float s = f.dpr;
  const Scores& sc = view_.scores;
  const int players = view_.players, rounds = static_cast<int>(sc.rounds.size());
  const float row_h = 24;
  Rect p = modal_panel(f, 620, 190 + row_h * static_cast<float>(rounds + 2));
  float y = p.y + 14 * s;
  std::string title = rounds ? "After round " + std::to_string(rounds) : "Scores";
  if (final_results) {
    const auto& w = sc.winners;
    const bool me_won = !session_.all_bots() && std::find(w.begin(), w.end(), me_) != w.end();
    title = w.size() == 1 ? (me_won ? std::string("You win!") : seat_name(w[0]) + " wins!") : std::string("A shared win!");
  }
  f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, final_results ? ui::kGold : ui::kCream,
                  Align::Center);
  y += 34 * s;
  // How the last round ended: the way out and its bonus, in gold.
  if (view_.last_round && view_.last_round->round == rounds) {
    const rummy_o::RoundResult& r = *view_.last_round;
    std::string line = r.went_out < 0 ? "Nobody went out this round."
                                      : who(r.went_out) + " went out: " + rummy_o::way_out_title(r.way) + "!  +" +
                                            std::to_string(r.bonus) + " bonus";
    f.text.draw_fit(f.batch, line, Face::Bold, 18 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, ui::kGold, Align::Center);
    y += 28 * s;
    f.text.draw_fit(f.batch, "Highest total after four rounds wins. Never on board: -100.", Face::Regular, 13 * s, p.w - 24 * s,
                    p.x + p.w * 0.5f, y, ui::kCream, Align::Center);
  }
  y += 28 * s;
  std::vector<std::string> names;
  for (int c = 0; c < players; ++c) names.push_back(who(c));
  draw_score_grid(f, p, y, sc, names, "Round");

  const float bh = 44 * s, by = p.y + p.h - bh - 14 * s;
  if (final_results) {
    draw_end_buttons(f, p, session_, director_);
  } else {
    const float bw = std::min(p.w - 24 * s, 240 * s);
    if (f.ui.button("continue", {p.x + (p.w - bw) * 0.5f, by, bw, bh}, session_.match().is_over() ? "Results" : "Continue") ||
        f.input.key(SDLK_RETURN) || f.input.key(SDLK_ESCAPE))
      overlay_ = session_.match().is_over() ? Overlay::Results : Overlay::None;
  }
}

}  // namespace parlor::scenes
