// The table kit's results: the score sheet between rounds and at the end, who won, where the
// reader finished, and the teams.
#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/kit/confetti.h"
#include "app/kit/score_sheet.h"
#include "app/kit/table_scene.h"
#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/ui/court_art.h"
#include "app/ui/palette.h"
#include "app/ui/scroll.h"
#include "engine/sentence.h"

namespace parlor::scenes {

using render::Align;
using render::Face;
using render::Rect;

bool TableScene::partners() const { return session_.scores().has_teams(); }

std::string TableScene::teams_title() const {
  const int n = session_.seat_count(), half = n / 2;
  std::string title;
  for (int k = 0; k < half; ++k) {
    const int seat = (me_ + k) % n;
    title += (k ? "  vs  " : "") + who(seat) + " & " + who((seat + half) % n);
  }
  return title;
}

namespace {

std::string ordinal(int place) {
  const int tens = place % 100;
  const char* suffix = tens >= 11 && tens <= 13 ? "th"
                       : place % 10 == 1        ? "st"
                       : place % 10 == 2        ? "nd"
                       : place % 10 == 3        ? "rd"
                                                : "th";
  return std::to_string(place) + suffix;
}

std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) out += (i ? (i + 1 == names.size() ? " and " : ", ") : "") + names[i];
  return out;
}

}  // namespace

// Seats, or teams where partners win together, are placed by the game's winners first, then by
// their totals; whoever is level with the reader shares their place and is named.
std::string TableScene::placing() const {
  const Scores sc = session_.scores();
  const int r = reader(), n = session_.seat_count();
  if (r < 0 || !session_.match().is_over() || r >= static_cast<int>(sc.totals.size())) return "";
  const bool teams = sc.has_teams() && static_cast<int>(sc.teams.size()) == n;
  const int units = teams ? sc.team_count() : n;
  auto unit_of = [&](int seat) { return sc.team(seat); };
  auto total = [&](int u) { return (teams ? sc.team_totals : sc.totals)[static_cast<size_t>(u)]; };
  auto won = [&](int u) {
    return std::any_of(sc.winners.begin(), sc.winners.end(), [&](int w) { return unit_of(w) == u; });
  };
  const int mine = unit_of(r);
  int place = 1;
  std::vector<std::string> level;
  for (int u = 0; u < units; ++u) {
    if (u == mine) continue;
    if (won(u) != won(mine)) {
      place += won(u) ? 1 : 0;
    } else if (total(u) == total(mine)) {
      std::string names;
      for (int seat = 0; seat < n; ++seat)
        if (unit_of(seat) == u) names += (names.empty() ? "" : " & ") + seat_name(seat);
      level.push_back(names);
    } else if (sc.low_wins ? total(u) < total(mine) : total(u) > total(mine)) {
      ++place;
    }
  }
  std::string line = (teams ? "Your team came " : "You came ") + ordinal(place) + " of " + std::to_string(units);
  if (!level.empty()) line += ", level with " + listed(level);
  return line + ".";
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

// What the sheet shows, said in its title: the rounds scored ("After round 2"), or with the
// round being played counted so far (Jok-R-Ummy's programs) "Round 3 so far".
std::string TableScene::sheet_title(bool final_results) const {
  if (final_results) return results_title();
  const int scored = static_cast<int>(session_.scores().rounds.size());
  const int shown = static_cast<int>(sheet_scores(final_results).rounds.size());
  if (round_word().empty() || shown == 0) return "Scores";
  if (shown > scored) return say("{Round} {n} so far", {{"Round", round_word()}, {"n", std::to_string(shown)}});
  return say("After {round} {n}", {{"round", lower_first(round_word())}, {"n", std::to_string(scored)}});
}

void TableScene::draw_sheet(Frame& f, bool final_results) const {
  const float s = f.dpr, line_h = 28;
  const Scores sc = sheet_scores(final_results);
  std::vector<SheetLine> lines = shown_sheet_lines(final_results);
  if (std::string place = final_results ? placing() : ""; !place.empty())
    lines.insert(lines.begin(), {std::move(place), true});
  const bool grid = !round_word().empty();
  std::vector<std::string> names;
  for (int seat = 0; seat < session_.seat_count(); ++seat) names.push_back(who(seat));
  // Each line wraps to the panel; a line's wrapped rest follows it closer than the next line.
  // A grid of many seats takes the screen's width (up to 84 px a seat), so names stay whole.
  const float seats_w = 78 + 84 * static_cast<float>(session_.seat_count());
  const float panel_w = grid ? std::max(620.0f, std::min(seats_w, f.css_width() - 16)) : 440,
              shown_w = std::min(panel_w, f.css_width() - 16), inner = (shown_w - 24) * s, more_h = 20;
  const float grid_h = grid ? score_grid_height(f, shown_w, sc, names) : 0;
  struct Wrapped {
    std::string text;
    bool gold, first;
  };
  std::vector<Wrapped> wrapped;
  float lines_h = 0;
  for (const SheetLine& l : lines) {
    bool first = true;
    for (std::string& part :
         render::wrap_text(f.text, l.text, l.gold ? Face::Bold : Face::Regular, (l.gold ? 17 : 14) * s, inner)) {
      lines_h += first ? line_h : more_h;
      wrapped.push_back({std::move(part), l.gold, std::exchange(first, false)});
    }
  }
  // The lines and the grid scroll between the title and the buttons where the screen is too
  // short for them (a phone held sideways at a full table).
  const float body_h = lines_h + grid_h, most_h = f.css_height() - 16 - 130, shown_h = std::min(body_h, most_h);
  Rect p = modal_panel(f, panel_w, 130 + shown_h);
  float y = p.y + 14 * s;
  const std::string title = sheet_title(final_results);
  const float title_w = f.text.draw_fit(f.batch, title, Face::Bold, 22 * s, p.w - 96 * s, p.x + p.w * 0.5f, y,
                                        final_results ? ui::kGold : ui::kCream, Align::Center);
  const bool crowns = final_results && celebrated();
  if (crowns)
    for (const float side : {-1.0f, 1.0f})
      ui::draw_crown(f.batch, {p.x + p.w * 0.5f + side * (title_w * 0.5f + 22 * s) - 14 * s, y + 2 * s, 28 * s, 20 * s},
                     ui::kGold);
  y += 40 * s;
  const Rect view{p.x, y - 4 * s, p.w, (shown_h + 8) * s};
  const bool scrolls = body_h > most_h + 0.5f;
  sheet_scroll_.set_viewport(scrolls ? view : Rect{});
  sheet_scroll_.set_content_height(scrolls ? (body_h + 8) * s : 0);
  std::optional<ui::ClipScope> clip;
  if (scrolls) clip.emplace(f.batch, view), y -= sheet_scroll_.offset();
  for (size_t i = 0; i < wrapped.size(); ++i) {
    const Wrapped& l = wrapped[i];
    f.text.draw(f.batch, l.text, l.gold ? Face::Bold : Face::Regular, (l.gold ? 17 : 14) * s, p.x + p.w * 0.5f, y,
                l.gold ? ui::kGold : ui::kCream, Align::Center);
    y += (i + 1 < wrapped.size() && !wrapped[i + 1].first ? more_h : line_h) * s;
  }
  if (grid)
    draw_score_grid(f, p, y + 6 * s, sc, names, round_word(), final_results ? sc.winners : std::vector<int>{},
                    &sheet_across_);
  clip.reset();
  if (scrolls) sheet_scroll_.draw_bar(f.batch, s);
  if (final_results) {
    draw_end_buttons(f, p);
    if (crowns && confetti())
      draw_confetti(f.batch, static_cast<float>(time_ - results_at_), static_cast<float>(f.width),
                    static_cast<float>(f.height), s, p);
    return;
  }
  const float bh = 44 * s, bw = std::min(p.w - 24 * s, 240 * s);
  f.ui.button("continue", {p.x + (p.w - bw) * 0.5f, p.y + p.h - bh - 14 * s, bw, bh},
              session_.match().is_over() ? "Results" : "Continue");
}

// A game won by some and not shared by every seat: its winners get the crowns and the confetti.
bool TableScene::celebrated() const {
  const auto& w = session_.scores().winners;
  return session_.match().is_over() && !w.empty() && static_cast<int>(w.size()) < session_.seat_count();
}

// Confetti is for the people here who won (or for the winners of a table of bots to watch),
// never for a person who lost.
bool TableScene::confetti() const {
  if (!celebrated()) return false;
  if (session_.all_bots()) return true;
  const auto& w = session_.scores().winners;
  return std::any_of(w.begin(), w.end(),
                     [&](int seat) { return seat == me_ || (me_ < 0 && session_.is_person(seat)); });
}

}  // namespace parlor::scenes
