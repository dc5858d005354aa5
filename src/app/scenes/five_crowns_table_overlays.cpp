// The Five Crowns table's overlays: the menu, the score sheet between hands, the results.
#include <SDL.h>

#include <algorithm>

#include "app/scenes/five_crowns_table.h"
#include "app/scenes/modal.h"
#include "app/scenes/score_sheet.h"
#include "app/scenes/table_menu.h"
#include "app/scenes/table_factory.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;


void FiveCrownsTable::draw_menu(Frame& f) {
  if (draw_table_menu(f, session_, director_)) overlay_ = Overlay::None;
}

void FiveCrownsTable::draw_scores(Frame& f, bool final_results) {
  const float s = f.dpr;
  const Scores& sc = view_.scores;
  const int players = view_.players, hands = static_cast<int>(sc.rounds.size());
  const float row_h = 24;
  Rect p = modal_panel(f, 620, 150 + row_h * static_cast<float>(hands + 2) + (final_results ? 60 : 0));
  float y = p.y + 14 * s;

  std::string title;
  if (final_results) {
    std::vector<int> w = sc.winners;
    bool me_won = std::find(w.begin(), w.end(), me_) != w.end() && !session_.all_bots();
    if (w.size() == 1) title = me_won ? "You win!" : seat_name(w[0]) + " wins!";
    else {
      title = "Shared win: ";
      for (size_t i = 0; i < w.size(); ++i) title += (i ? (i + 1 == w.size() ? " and " : ", ") : "") + seat_name(w[i]);
    }
  } else {
    title = hands ? "After hand " + std::to_string(hands) : "Scores";
  }
  f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, final_results ? ui::kGold : ui::kCream,
                  Align::Center);
  y += 34 * s;
  if (!final_results && view_.last_hand && view_.last_hand->hand_number == hands && view_.last_hand->went_out >= 0) {
    int who = view_.last_hand->went_out;
    std::string line = (who == me_ && !session_.all_bots() ? std::string("You") : seat_name(who)) + " went out. Low total wins.";
    f.text.draw_fit(f.batch, line, Face::Regular, 14 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, ui::kCream, Align::Center);
  }
  y += 26 * s;

  std::vector<std::string> names;
  for (int c = 0; c < players; ++c) names.push_back(c == me_ && !session_.all_bots() ? "You" : seat_name(c));
  draw_score_grid(f, p, y, sc, names, "Hand");

  const float bh = 44 * s, by = p.y + p.h - bh - 14 * s;
  if (final_results) {
    draw_end_buttons(f, p, session_, director_);
  } else {
    const float bw = std::min(p.w - 24 * s, 240 * s);
    const bool between = !session_.all_bots() && view_.phase != five_crowns::Phase::GameOver;
    if (f.ui.button("continue", {p.x + (p.w - bw) * 0.5f, by, bw, bh}, between ? "Continue" : "Close") ||
        f.input.key(SDLK_RETURN) || f.input.key(SDLK_ESCAPE))
      overlay_ = session_.match().is_over() ? Overlay::Results : Overlay::None;
  }
}

}  // namespace parlor::scenes
