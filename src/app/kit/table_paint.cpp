// The table kit's drawing: the felt, the bar, the banner, the last move's line and the move log,
// the row of buttons and the hand, and the table's own pieces between them. Drawing only
// (paint() is const); what it registers is handled in table_scene.cpp.
#include <algorithm>
#include <cmath>

#include "app/kit/confetti.h"
#include "app/kit/move_log.h"
#include "app/kit/score_sheet.h"
#include "app/kit/table_menu.h"
#include "app/kit/table_pieces.h"
#include "app/kit/table_scene.h"
#include "app/render/text_layout.h"
#include "app/screen/drawing_names.h"
#include "app/screen/modal.h"
#include "app/ui/palette.h"
#include "engine/sentence.h"

namespace parlor::scenes {

void TableScene::draw_hand(Frame& f) const {
  hand_widget_.draw(f, hand(), hand_geometry(), !covered(), [&](const HandItem& it) {
    // The person's drawn card is in flight to its place.
    if (flight_ && flight_->hide_hand_index == it.index && !it.floating) return;
    draw_hand_item(f, it);
    // The keyboard cursor (shown only to keyboard players).
    const Rect r = it.box;
    const float s = f.dpr;
    if (it.focused && !covered())
      f.batch.ring({r.x - 4 * s, r.y - 4 * s, r.w + 8 * s, r.h + 8 * s}, r.w * 0.1f, 2 * s, ui::kCream.with_alpha(200));
  });
}

// Side by side across the chrome's row, at most 180 px each and centred when few.
// In rows as the layout made room for (TableColumn::buttons_h): one to three.
void TableScene::draw_buttons(Frame& f) const {
  const std::vector<TableButton> row = buttons();
  if (row.empty()) return;
  const Rect r = chrome().buttons;
  const float gap = TableColumn::kButtonGap * f.dpr, bh = TableColumn::kButtonH * f.dpr;
  const auto rows = static_cast<size_t>(std::clamp(std::lround((r.h + gap) / (bh + gap)), 1L, 3L));
  const size_t per_row = (row.size() + rows - 1) / rows;
  const float n = static_cast<float>(per_row),
              h = (r.h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
  const float w = std::min((r.w - gap * (n - 1)) / n, 180 * f.dpr), x0 = r.x + (r.w - (w * n + gap * (n - 1))) * 0.5f;
  std::vector<std::string_view> labels;
  for (const TableButton& b : row) labels.push_back(b.label);
  const float px = f.ui.row_label_px(labels, w, h);
  for (size_t i = 0; i < row.size(); ++i) {
    const TableButton& b = row[i];
    const float x = x0 + static_cast<float>(i % per_row) * (w + gap),
                y = r.y + static_cast<float>(i / per_row) * (h + gap);
    f.ui.button(b.id, {x, y, w, h}, b.label, b.kind, b.enabled && !covered(), px);
  }
}

void TableScene::draw(Frame& f) {
  // A move in update() may have changed the hand's size: its rows and the table's room follow at once.
  maybe_lay_out(f);
  paint(f);
}

// Nothing of the table is drawn while the curtain is up.
void TableScene::paint(Frame& f) const {
  if (curtain_.draw(f, session_)) return;
  f.batch.felt(ui::kFelt);
  seats_drawn_.clear();
  draw_bar(f);
  draw_messages(f);
  draw_buttons(f);
  draw_table(f);
  if (chrome().keep_clear.w > 0) f.ui.keep_clear(chrome().keep_clear);
  draw_flight(f);
  draw_pile_drag(f);
  if (overlay_ == Overlay::None && seat_sheet_ >= 0) draw_seat_sheet_over(f);
  switch (overlay_) {
    case Overlay::Menu: draw_table_menu(f, session_); break;
    case Overlay::Scores: draw_sheet(f, false); break;
    case Overlay::Results: draw_sheet(f, true); break;
    case Overlay::Reveal:
      if (reveal_) {
        const RevealPieces pieces{piece_aspect(), [&](Rect box, const PlacedCard& p) { draw_piece(f, box, p); },
                                  [&](Card c) { return piece_cost(c); }};
        reveal_rows_ =
            draw_reveal(f, *reveal_, pieces, session_.match().is_over() ? "Results" : "Score sheet", &reveal_scroll_);
      }
      break;
    case Overlay::Log: move_log_.draw_sheet(f, log_title(), log_); break;
    case Overlay::Question:
      question_drawn_ = draw_piece_question(f, *question_, piece_aspect(), [&](Rect r, Card c) { draw_face(f, r, c); });
      // Lit over the dim only where the panel left the subject in view: never over its buttons.
      if (ui::intersect(question_drawn_, question_->beside).w <= 0) draw_over_question(f);
      break;
    case Overlay::None: curtain_.draw_summary(f); break;
  }
}

void TableScene::draw_bar(Frame& f) const {
  const float s = f.dpr;
  const TableChrome& c = chrome();
  f.batch.rect(c.bar, 0, Color::hex(0x000000, 50));
  draw_menu_button(f, c.menu_button);
  float right = c.bar.x + c.bar.w - (8 + peer_bar_w(f.css_width(), f.css_height())) * s;
  if (c.score_button.w > 0) {
    f.ui.button("scores", c.score_button, "Scores", ui::ButtonKind::Quiet);
    right = c.score_button.x - 8 * s;
  }
  // Centred over the table's column (a peer table's buttons at the bar's end move it no more than
  // Scores does) where it fits there whole, else in the room between the buttons, so a long title
  // never runs under either.
  float left = c.menu_button.x + c.menu_button.w + 8 * s, room = right - left;
  const float centre = c.side.w > 0 ? c.side.x * 0.5f : c.bar.x + c.bar.w * 0.5f;
  const float half = std::min(centre - left, right - centre);
  if (half > 0 && f.text.measure(shown_title(), Face::Bold, 16 * s) <= 2 * half) left = centre - half, room = 2 * half;
  // A peer table's second row, for its buttons (set_peer_bar), is not the title's.
  const Rect bar{c.bar.x, c.bar.y, c.bar.w, std::min(c.bar.h, kTableBarH * s)};
  // Too long for one line (a phone): its parts (split at " · ") on two lines, else wrapped.
  std::string t = shown_title();
  if (overlay_ != Overlay::Reveal)
    for (const std::string& form : title_forms())
      if (t = form; f.text.measure(form, Face::Bold, 16 * s) <= room) break;
  bar_drawn_ = t;
  const size_t dot = t.find("  \u00B7  ");
  if (f.text.measure(t, Face::Bold, 16 * s) > room && dot != std::string::npos) {
    const Rect top{left, bar.y, room, bar.h * 0.5f + 2 * s}, low{left, top.y + top.h - 4 * s, room, top.h};
    draw_paragraph_in(f, t.substr(0, dot), Face::Bold, 15 * s, top, ui::kCream);
    draw_paragraph_in(f, t.substr(dot + 6), Face::Bold, 15 * s, low, ui::kCream);
  } else if (!draw_paragraph_in(f, t, Face::Bold, 16 * s, {left, bar.y, room, bar.h}, ui::kCream)) {
    f.text.draw_fit(f.batch, t, Face::Bold, 16 * s, room, left + room * 0.5f, bar.y + 12 * s, ui::kCream,
                    Align::Center);
  }
}

// The banner's words: the round's end, the hint, the table's prompt, or who is to act (a peer
// seat's person away said as the one true status, with the bot playing for them).
Prompt TableScene::shown_prompt() const {
  Prompt p = prompt();
  const int now = session_.match().current_seat();
  if (paused_) return {round_word() + " " + std::to_string(rounds_seen_) + " is over.", false};
  if (p.text.empty() && session_.match().is_over()) return {"The game is over.", false};
  if (const std::string hint = hint_said(); !hint.empty()) return {hint, true};
  if (!p.text.empty() || now < 0 || person_to_act()) return p;
  const net::Presence here = session_.link() ? session_.link()->presence(now) : net::Presence::Connected;
  const std::string name = seat_name(now);
  if (here == net::Presence::Away) return {say("{name} is away.", {{"name", name}}), false};
  if (here == net::Presence::BotPlays) return {say("{name} is away: a bot plays for {name}.", {{"name", name}}), false};
  return {say("{name} is playing\u2026", {{"name", name}}), false};
}

// The game's keys, wrapped at the foot of the move log's column: a desktop has the room and a
// keyboard, and nothing else on screen says the keys exist. A finger's last press hides them
// (a tablet lying down), as phones, without the column, never show them.
std::vector<std::string> TableScene::keys_lines(Frame& f) const {
  const std::string words = keys_words();
  const Rect side = log_panel(f.dpr);
  if (words.empty() || side.w <= 0 || f.input.touch) return {};
  return render::wrap_text(f.text, words, Face::Regular, kKeysPx * f.dpr, side.w - 24 * f.dpr);
}

Rect TableScene::log_area(Frame& f) const {
  Rect r = log_panel(f.dpr);
  const size_t n = keys_lines(f).size();
  if (n == 0) return r;
  const float h = static_cast<float>(n) * f.text.line_height(Face::Regular, kKeysPx * f.dpr) + 16 * f.dpr;
  // The log keeps most of its column: keys that would take more than a third are not shown.
  if (h > r.h / 3) return r;
  r.h -= h;
  return r;
}

void TableScene::draw_keys(Frame& f) const {
  const Rect side = log_panel(f.dpr), log = log_area(f);
  keys_drawn_.clear();
  if (log.h >= side.h) return;
  const float lh = f.text.line_height(Face::Regular, kKeysPx * f.dpr);
  float y = log.y + log.h + 8 * f.dpr;
  f.batch.rect({side.x + 12 * f.dpr, y - 5 * f.dpr, side.w - 24 * f.dpr, 1 * f.dpr}, 0, ui::kCream.with_alpha(60));
  for (const std::string& line : keys_lines(f)) {
    f.text.draw(f.batch, line, Face::Regular, kKeysPx * f.dpr, side.x + 12 * f.dpr, y, ui::kCream.with_alpha(200));
    keys_drawn_ += (keys_drawn_.empty() ? "" : " ") + line;
    y += lh;
  }
}

bool TableScene::staged_row_held() const { return !hand().staged().empty(); }

void TableScene::draw_messages(Frame& f) const {
  const TableChrome& c = chrome();
  const Prompt p = shown_prompt();
  band_drawn_.clear();
  // The banner may run down over the last move's band where that is free (not holding the melds
  // being composed): the move is in the log.
  const bool band_free = c.log.h > 0 && !(c.staged_on_log && staged_row_held());
  const Rect room{c.banner.x, c.banner.y, c.banner.w, band_free ? c.log.y + c.log.h - c.banner.y : c.banner.h};
  banner_drawn_ = draw_banner(f, c.banner, room, p.text, p.strong, error_.text());
  if (c.side.w > 0) move_log_.draw(f, log_area(f), log_title(), log_);
  draw_keys(f);
  if (banner_drawn_.y + banner_drawn_.h > c.banner.y + c.banner.h + 0.5f) return;  // over the move's line
  // The log's last line: the last move's (while the round's end is shown, its round's); beside
  // the move log's column the column shows it.
  // Before the game's first move, what the deal brought, where the table says it.
  std::string line = log_.empty() ? round_began_line(false) : log_.back();
  // The melds being composed take the line's band on a phone (TableChrome::staged_on_log).
  if (line.empty() || c.log.h <= 0 || (c.staged_on_log && staged_row_held())) return;
  std::string brief = log_.empty() ? round_began_line(true) : log_short_;
  if (const int ended = logged_round_ended(); ended >= 0 && !ended_shown()) {
    // The next round on the table, before its first move: its line starts afresh (the old round's
    // last move, under the new round's title, read as this round's).
    line = round_began_line(false);
    brief = round_began_line(true);
    if (line.empty()) line = say("{Round} {n} has begun.", {{"Round", round_word()}, {"n", std::to_string(ended + 2)}});
    if (brief == line) brief.clear();
  } else if (ended >= 0) {
    // Said of the old round while its end is shown, or it reads as something that just happened.
    const std::string said = round_word() + " " + std::to_string(ended + 1) + ": ";
    line = said + line;
    if (!brief.empty()) brief = said + brief;
  }
  // Wrapped in its strip, clear of the list's mark at the right: the whole sentence where it fits,
  // else the game's short form of it (counts for the pieces named), then both at 12 px. A sentence
  // is never cut: the log it opens has every long form.
  const Rect strip{c.log.x + 20 * f.dpr, c.log.y, c.log.w - 40 * f.dpr, c.log.h};
  for (const float px : {13.0f, 12.0f}) {
    for (const std::string* said : {&line, &brief})
      if (!said->empty() && band_drawn_.empty() &&
          draw_paragraph_in(f, *said, Face::Regular, px * f.dpr, strip, ui::kCream.with_alpha(220)))
        band_drawn_ = *said;
  }
  // No form fits (a game without a short form, names at their longest): its lines that fit.
  if (band_drawn_.empty()) {
    const std::string& said = brief.empty() ? line : brief;
    const std::vector<std::string> lines = render::wrap_text(f.text, said, Face::Regular, 12 * f.dpr, strip.w);
    const float lh = f.text.line_height(Face::Regular, 12 * f.dpr);
    for (size_t i = 0; i < lines.size() && lh * static_cast<float>(i + 1) <= strip.h + 0.5f; ++i) {
      f.text.draw(f.batch, lines[i], Face::Regular, 12 * f.dpr, strip.x + strip.w * 0.5f,
                  strip.y + lh * static_cast<float>(i), ui::kCream.with_alpha(220), Align::Center);
      band_drawn_ += (i == 0 ? "" : " ") + lines[i];
    }
  }
  // On a phone or a tablet the line opens every move of the round. Its mark, a list's three bars,
  // is drawn, not set: the fonts hold no ☰ (tools/subset-fonts), and a tablet's testers saw a
  // bare sentence that said nothing of the log behind it.
  if (c.side.w > 0) return;
  const float s = f.dpr, bar_w = 14 * s, mid = c.log.y + c.log.h * 0.5f;
  for (int i = -1; i <= 1; ++i)
    f.batch.rect({c.log.x + c.log.w - 4 * s - bar_w, mid + static_cast<float>(i) * 5 * s - 1 * s, bar_w, 2 * s}, 1 * s,
                 ui::kGold);
  const float grow = std::max(0.0f, 44 * f.dpr - c.log.h) * 0.5f;
  f.ui.clickable("log", {c.log.x, c.log.y - grow, c.log.w, c.log.h + 2 * grow}, "Every move of this round. " + line,
                 !covered());
}

}  // namespace parlor::scenes
