// The Five Crowns table's overlays: the menu, the score sheet between hands, the results.
#include <SDL.h>

#include <algorithm>

#include "app/scenes/five_crowns_table.h"
#include "app/scenes/modal.h"
#include "app/scenes/table_common.h"
#include "app/scenes/table_factory.h"
#include "app/ui/palette.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;


void FiveCrownsTable::draw_menu(Frame& f) {
  if (!draw_table_menu(f, session_, director_)) overlay_ = Overlay::None;
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
    bool me_won = std::find(w.begin(), w.end(), me_) != w.end() && !spectator_;
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
    std::string line = (who == me_ && !spectator_ ? std::string("You") : seat_name(who)) + " went out. Low total wins.";
    f.text.draw_fit(f.batch, line, Face::Regular, 14 * s, p.w - 24 * s, p.x + p.w * 0.5f, y, ui::kCream, Align::Center);
  }
  y += 26 * s;

  // Columns: hand number, then one per player; the lowest total is marked in gold.
  const float left = p.x + 12 * s, first_w = 44 * s;
  const float col_w = (p.w - 24 * s - first_w) / static_cast<float>(players);
  auto cell = [&](int col, float yy, const std::string& t, Face face, Color c) {
    f.text.draw_fit(f.batch, t, face, 13 * s, col_w - 4 * s, left + first_w + col_w * (static_cast<float>(col) + 0.5f), yy, c,
                    Align::Center);
  };
  f.text.draw(f.batch, "Hand", Face::Bold, 13 * s, left, y, ui::kGold);
  for (int c = 0; c < players; ++c) cell(c, y, c == me_ && !spectator_ ? "You" : seat_name(c), Face::Bold, ui::kGold);
  y += row_h * s;
  for (int h = 0; h < hands; ++h) {
    if (h % 2 == 0) f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, row_h * s}, 4 * s, Color::hex(0xffffff, 14));
    f.text.draw(f.batch, std::to_string(h + 1), Face::Regular, 13 * s, left + 8 * s, y, ui::kCream);
    for (int c = 0; c < players; ++c) {
      int pts = sc.rounds[static_cast<size_t>(h)][static_cast<size_t>(c)];
      cell(c, y, pts == 0 ? "\u2013" : std::to_string(pts), Face::Regular, ui::kCream);
    }
    y += row_h * s;
  }
  const int best = sc.totals.empty() ? 0 : *std::min_element(sc.totals.begin(), sc.totals.end());
  f.batch.rect({left - 4 * s, y - 3 * s, p.w - 16 * s, 1.5f * s}, 0, ui::kGold.with_alpha(160));
  y += 4 * s;
  f.text.draw(f.batch, "Total", Face::Bold, 13 * s, left, y, ui::kCream);
  for (int c = 0; c < players && c < static_cast<int>(sc.totals.size()); ++c)
    cell(c, y, std::to_string(sc.totals[static_cast<size_t>(c)]), Face::Bold,
         sc.totals[static_cast<size_t>(c)] == best ? ui::kGold : ui::kCream);

  const float bh = 44 * s, by = p.y + p.h - bh - 14 * s;
  if (final_results) {
    const float bw = (p.w - 36 * s) * 0.5f;
    if (f.ui.button("play-again", {p.x + 12 * s, by, bw, bh}, "Play again")) play_again(director_, session_);
    if (f.ui.button("to-lobby", {p.x + 24 * s + bw, by, bw, bh}, "Back to lobby", ui::ButtonKind::Secondary))
      director_.show(make_lobby(director_));
  } else {
    const float bw = std::min(p.w - 24 * s, 240 * s);
    const bool between = !spectator_ && view_.phase != five_crowns::Phase::GameOver;
    if (f.ui.button("continue", {p.x + (p.w - bw) * 0.5f, by, bw, bh}, between ? "Continue" : "Close") ||
        f.input.key(SDLK_RETURN) || f.input.key(SDLK_ESCAPE))
      overlay_ = session_.match().is_over() ? Overlay::Results : Overlay::None;
  }
}

}  // namespace parlor::scenes
