#include "app/kit/table_scene.h"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>
#include <utility>

#include "app/kit/confetti.h"
#include "app/kit/move_log.h"
#include "app/kit/score_sheet.h"
#include "app/kit/table_menu.h"
#include "app/kit/table_pieces.h"
#include "app/render/text_layout.h"
#include "app/screen/modal.h"
#include "app/session/settings.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

using render::Align;
using render::Color;
using render::Face;
using render::Rect;

namespace {

// The move log's panel on a wide screen: at a peer table its top leaves room for who is away
// (peer/table_overlay.cpp draws it there, with its buttons in the bar above).
Rect log_panel(const TableChrome& c, bool peer, float dpr) {
  Rect r = c.side;
  if (peer && r.w > 0) r.y += 36 * dpr, r.h -= 36 * dpr;
  return r;
}

}  // namespace

TableScene::TableScene(Director& director, session::TableSession session, HandWidget hand)
    : director_(director), session_(std::move(session)), hands_(session_.seat_count()), hand_widget_(std::move(hand)) {
  rounds_seen_ = session_.scores().rounds.size();
  const auto& seats = session_.setup().seats;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i].order.empty()) hands_.restore(static_cast<int>(i), seats[i].order_round, seats[i].order);
    hands_.choose_sort(static_cast<int>(i), seats[i].sort_by_rank);
  }
  // The scene is heap-allocated and owns the session, which tells the link when the table goes.
  if (const auto& link = session_.link()) link->on_arrival([this] { play_arrived(); });
}

// Pass-and-play hands the table to another person: their view, their arrangement, nothing in
// flight from the last person's. A table of bots is watched from seat 0.
void TableScene::sync_viewer() {
  viewer_ = session_.viewer();
  me_ = session_.shown_seat();
  view_ = session_.view(me_);
  // Over a round's end the table shows it as it ended (the next deal's view keeps that table).
  if (paused_) view_->show_round_end(*session_.view(me_));
  hand_widget_.cancel_drag();
  flight_.reset();
  viewer_changed();
  seen_top_ = discard_top();
  read_log(true);
  // A curtain lifted over a round's end (nobody had lifted it since a reload): its reveal is
  // told to the new reader, over their own view.
  if (paused_) {
    if (reveal_) reveal_ = reveal();
    sheet_ = sheet_lines(false);
  }
}

// The log's lines are said to their reader once a move, not once a frame, and only the new ones:
// a Joker race at six may pass a thousand moves.
void TableScene::read_log(bool whole) {
  log_moves_ = session_.moves();
  if (!whole && session_.lines_round() == log_round_) {
    for (std::string& line : session_.round_lines(reader(), log_recorded_)) log_.push_back(std::move(line));
  } else {
    log_ = session_.round_lines(reader());
  }
  log_round_ = session_.lines_round();
  log_recorded_ = session_.lines_recorded();
  log_json_ = nlohmann::json(log_).dump();
}

void TableScene::maybe_lay_out(const Frame& f) {
  if (!view_) sync_viewer();
  if (f.width == laid_out_w_ && f.height == laid_out_h_ && f.dpr == laid_out_dpr_) return;
  set_peer_bar(session_.link() != nullptr);
  laid_out_w_ = f.width;
  laid_out_h_ = f.height;
  laid_out_dpr_ = f.dpr;
  laid_out_zoom_ = f.zoom;
  lay_out(f);
}

bool TableScene::person_to_act() const {
  return !paused_ && !session_.all_bots() && !session_.match().is_over() && session_.match().current_seat() == me_ &&
         session_.viewer() == me_;
}

std::string TableScene::who(int seat) const { return seat == me_ && !session_.all_bots() ? "You" : seat_name(seat); }

void TableScene::sound(web::Sound s) const {
  // Instant games would chatter; sounds follow what a person can see happen.
  if (director_.settings().sound && session_.setup().speed != session::Speed::Instant) web::play_sound(s);
}

void TableScene::fail(std::string reason, float seconds) {
  error_.show(std::move(reason), seconds);
  ++refusals_;
  sound(web::Sound::Error);
}

bool TableScene::act(const Action& a) {
  const size_t before = session_.moves();
  if (auto reason = session_.play(me_, a)) {
    fail(*reason);
    return false;
  }
  error_.clear();
  // A peer guest's move went to its host: it is shown when the host's update plays it here.
  if (session_.moves() != before) after_move(me_);
  acted_ = true;
  return true;
}

// Shows the move just made, then opens the reveal (every seat's cards face up) when a round or
// the game ended, then the sheet: people see them between rounds and at the end, while a table
// of bots keeps going by itself. A person here sees them over the round that ended: the next
// deal waits until they leave them (resume_round()).
void TableScene::after_move(int seat) {
  const Scores sc = session_.scores();
  const bool round_over = sc.rounds.size() > rounds_seen_;
  rounds_seen_ = sc.rounds.size();
  const bool over = session_.match().is_over();
  // A guest's move at its host whose person is still at the round's end: shown when they leave
  // it (unless it ended the game).
  if (paused_ && !over) return;
  if (std::exchange(paused_, false)) session_.hold_curtain(false);
  const bool pause = round_over && !over && !session_.all_bots() && !round_word().empty();
  const auto history = session_.state().history();
  std::optional<CardFlight> fl = history.empty() || pause ? std::nullopt : flight_for(history.back());
  std::unique_ptr<View> ended = std::exchange(view_, session_.view(me_));
  hint_target_.reset();
  last_target_.reset();
  if (pause) {
    // The reveal reads the round's end from the new view; the table keeps the ended round's, as
    // it was after its last move (each hand, the melds, the pile), which the next deal's view
    // keeps for it.
    reveal_ = reveal();
    sheet_ = sheet_lines(false);
    ended->show_round_end(*view_);
    view_ = std::move(ended);
    paused_ = true;
    paused_seat_ = seat;
    session_.hold_curtain(true);
    read_log(false);  // the round's last line, and no further one until the person leaves
    moved(seat);      // the table follows the round's end (the person's hand as it ended)
    sound(web::Sound::Card);
    if (reveal_)
      round_ended();
    else
      overlay_ = Overlay::Scores;
    return;
  }
  if (!history.empty() && move_traits(history.back().action.kind, view_->move_kinds()) & move_trait::kOnTableMeld)
    last_target_ = std::make_pair(static_cast<int>(history.back().action.target_seat),
                                  static_cast<int>(history.back().action.target));
  moved(seat);
  launch(std::move(fl));
  sound(web::Sound::Card);
  // A game without rounds (a race) shows its reveal once, at its end, before the results.
  if ((round_over || over) && (reveal_ = reveal())) {
    round_ended();
  } else if (session_.match().is_over()) {
    overlay_ = Overlay::Results;
    const auto& w = sc.winners;
    if (!session_.all_bots() && std::find(w.begin(), w.end(), me_) != w.end()) sound(web::Sound::Win);
  } else if (round_over && !session_.all_bots() && !round_word().empty()) {
    overlay_ = Overlay::Scores;
  } else if (person_to_act() && seat != me_) {
    sound(web::Sound::Turn);
  }
}

int TableScene::held_shown(int seat, int held) const {
  if (!paused_ || !reveal_) return held;
  for (const RevealSeat& r : reveal_->seats)
    if (r.seat == seat) return static_cast<int>(r.left.size());
  return held;
}

// Every seat's cards face up before the sheet: people go on when ready; a table of bots after a
// moment (at once at instant speed).
void TableScene::round_ended() {
  overlay_ = Overlay::Reveal;
  reveal_left_ = session_.all_bots() ? bot_delay(session_.setup().speed) * 5 : 0;
  // Going out is celebrated (at the end, the sound for the winner says it).
  const auto& r = reveal_;
  if (r && !session_.match().is_over() &&
      std::any_of(r->seats.begin(), r->seats.end(), [&](const RevealSeat& s) { return s.out && s.seat == reader(); }))
    sound(web::Sound::Win);
  if (session_.all_bots() && reveal_left_ <= 0) leave_reveal();
  if (session_.match().is_over() && !session_.all_bots()) {
    const auto& w = session_.scores().winners;
    if (std::find(w.begin(), w.end(), me_) != w.end()) sound(web::Sound::Win);
  }
}

void TableScene::leave_reveal() {
  reveal_scroll_ = {};
  sheet_scroll_ = {};
  const bool over = session_.match().is_over();
  overlay_ = over ? Overlay::Results : session_.all_bots() || round_word().empty() ? Overlay::None : Overlay::Scores;
  if (overlay_ == Overlay::None) resume_round();
}

// The person left the round's end: the next round's deal shows, and the seats play on.
void TableScene::resume_round() {
  if (!std::exchange(paused_, false)) return;
  session_.hold_curtain(false);
  view_ = session_.view(me_);
  moved(paused_seat_);
  seen_top_ = discard_top();
  if (person_to_act()) sound(web::Sound::Turn);
}

// Until a new round's first move (and while the round's end is shown) the log and the last
// move's line are still the old round's: the round the log was read at.
int TableScene::logged_round_ended() const {
  const int r = log_round_;
  return !round_word().empty() && r >= 0 && static_cast<size_t>(r) < session_.scores().rounds.size() ? r : -1;
}

std::string TableScene::log_title() const {
  const std::string word = round_word();
  if (word.empty()) return "Moves";
  const std::string lower = static_cast<char>(std::tolower(word[0])) + word.substr(1);
  const int ended = logged_round_ended();
  return ended >= 0 ? "Moves of " + lower + " " + std::to_string(ended + 1) : "Moves this " + lower;
}

// Seats that play by themselves wait for what is moving on screen and for the sheet to close; at
// instant speed as many moves as fit in 1.5 ms are made each frame, so drawing keeps its share.
void TableScene::run_seats(double dt) {
  const net::Match& m = session_.match();
  // The person's own move gets its frame to itself: the next seat moves from the next frame on.
  if (std::exchange(acted_, false)) return;
  if (!seats_may_play()) {
    seat_wait_ = 0;
    return;
  }
  seat_wait_ += static_cast<float>(dt);
  if (m.seat(m.current_seat()).paced() && seat_wait_ < bot_delay(session_.setup().speed)) return;
  // A seat still thinking (a Strong bot's search across frames) keeps its turn from frame to frame.
  if (play_seats()) seat_wait_ = 0;
}

// Whether the seat to act may play by itself now: no sheet is open, and nothing moves on screen,
// except that a card still flying does not hold back a peer host's guest (whom every other device
// waits for): it lands at once when that seat moves.
bool TableScene::seats_may_play() const {
  const net::Match& m = session_.match();
  if (busy() || m.is_over() || !m.seat_plays_itself()) return false;
  const bool guest = session_.link() && session_.link()->urgent(m.current_seat());
  // A guest at its host is never held by the host's round's end (it leaves its own).
  if (overlay_ != Overlay::None && !(paused_ && guest)) return false;
  return !flight_ || guest;
}

bool TableScene::play_seats() {
  const net::Match& m = session_.match();
  bool played = false;  // or refused: the seat answered
  repeat_bot_moves(session_.setup().speed, [&](double slice_ms) {
    const int seat = m.current_seat();
    const auto t = std::chrono::steady_clock::now();
    const session::TableSession::Ready r = session_.play_ready(slice_ms);
    thinking_.ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
    ++thinking_.frames;
    if (r.refused) fail(seat_name(seat) + " made a move the rules do not allow: " + *r.refused);
    played = played || r.played || r.refused;
    if (!r.played) return false;
    last_seat_move_ = {seat, thinking_.ms, thinking_.frames};
    thinking_ = {};
    after_move(seat);
    return seats_may_play();
  });
  return played;
}

// A peer host's guest move, arrived between frames: played now (and the guests' updates sent)
// when the frame would play it at once anyway: the table is as its last frame left it and the
// seat to act is not paced. A bot due first, or something on screen to wait for, keeps it for
// the frames. What the move shows is drawn at the next frame.
void TableScene::play_arrived() {
  const net::Match& m = session_.match();
  if (!view_ || session_.viewer() != viewer_ || !seats_may_play() || m.seat(m.current_seat()).paced()) return;
  play_seats();
}

void TableScene::input(Frame& f) {
  maybe_lay_out(f);
  // The curtain and the summary after it handle their own buttons, over everything.
  if (session_.curtain_up() || curtain_.summary_open()) {
    curtain_.input(f, session_, director_);
    return;
  }
  const std::string_view clicked = f.ui.clicked();
  if ((overlay_ == Overlay::Scores || overlay_ == Overlay::Results) && sheet_scroll_.viewport().h > 0)
    sheet_scroll_.begin(f.ui, sheet_scroll_.viewport());
  switch (overlay_) {
    case Overlay::Menu:
      if (handle_table_menu(f, session_, director_)) overlay_ = Overlay::None;
      return;
    case Overlay::Scores:
      if (clicked == "continue" || f.input.key(SDLK_RETURN) || f.input.key(SDLK_ESCAPE)) {
        overlay_ = session_.match().is_over() ? Overlay::Results : Overlay::None;
        resume_round();
      }
      return;
    case Overlay::Results: handle_end_buttons(f, session_, director_); return;
    case Overlay::Reveal:
      if (reveal_scroll_.viewport().h > 0) reveal_scroll_.begin(f.ui, reveal_scroll_.viewport());
      if (clicked == "reveal-continue" || f.input.key(SDLK_RETURN)) leave_reveal();
      return;
    case Overlay::Log:
      move_log_.handle(f, MoveLog::sheet_box(f), log_, true);
      if (clicked == "log-close" || clicked == "log" || f.input.key(SDLK_ESCAPE)) overlay_ = Overlay::None;
      return;
    case Overlay::Question:
      if (const auto k = handle_piece_question(f, *question_)) {
        const PieceQuestion q = std::exchange(*question_, {});
        overlay_ = Overlay::None;
        if (*k >= 0 && q.chosen) q.chosen(*k);
        if (*k >= 0 && q.answer && !q.pieces.empty()) q.answer(q.pieces[static_cast<size_t>(*k)]);
        if (*k < 0 && q.cancelled) q.cancelled();
      }
      return;
    case Overlay::None: break;
  }
  if (melds_scroll_.viewport().h > 0) melds_scroll_.begin(f.ui, melds_scroll_.viewport());
  if (clicked == "menu") overlay_ = Overlay::Menu;
  if (clicked == "log" && chrome().side.w <= 0) {
    overlay_ = Overlay::Log;
    move_log_.to_newest();
  }
  if (overlay_ == Overlay::None && chrome().side.w > 0)
    move_log_.handle(f, log_panel(chrome(), session_.link() != nullptr, f.dpr), log_, true);
  if (clicked == "scores") overlay_ = Overlay::Scores, sheet_scroll_ = {};
  if (f.input.key(SDLK_ESCAPE) && !escape()) overlay_ = Overlay::Menu;
  if (overlay_ == Overlay::None) handle_table(f);
}

// The hand's gestures, then the buttons (clicked, or their keys), then the table's own.
// A drop outside the hand's area on a table whose hand has none (the whole screen) reorders.
void TableScene::handle_table(Frame& f) {
  const HandGeometry g = hand_geometry();
  if (auto d = hand_widget_.handle(f, hand(), g, true); d && !dropped_on_pile(*d))
    g.area.w > 0 ? dropped(f, *d) : hand().move(d->index, g.slot(d->x, d->y, static_cast<int>(hand().cards().size())));
  const std::string_view clicked = f.ui.clicked();
  for (const TableButton& b : buttons()) {
    const bool key = b.key && f.input.key(b.key);
    if (clicked == b.id || key)
      press(b.id);
    else if (f.ui.tapped_disabled() == b.id)
      pressed_disabled(b);
  }
  handle_piles(f);
  // A seat around the table, tapped: what it holds and what its markers mean, in words.
  if (clicked.starts_with("seat:")) director_.notify(std::string(f.ui.clicked_label()) + ".");
  handle(f);
}

// A disabled button tapped: the table says why, as when its key is pressed; when it is not the
// person's turn, the kit says so (nothing the table could do now).
void TableScene::pressed_disabled(const TableButton& b) {
  const size_t refusals = refusals_;
  if (person_to_act()) press(b.id);
  if (refusals_ != refusals) return;
  const int now = session_.match().current_seat();
  fail(session_.match().is_over() ? "The game is over."
       : person_to_act()          ? "\"" + b.label + "\" cannot be used now."
       : now >= 0                 ? "Wait for your turn: " + seat_name(now) + " is playing."
                                  : "It is not your turn.",
       3.0f);
}

void TableScene::think_hint(std::unique_ptr<Bot> bot, std::function<void(const Action&)> then) {
  hint_bot_ = std::move(bot);
  hint_then_ = std::move(then);
  hint_moves_ = session_.moves();
  think_hint_slice();  // a bot that answers at once shows its hint in this frame
}

void TableScene::think_hint_slice() {
  if (!hint_bot_) return;
  if (session_.moves() != hint_moves_ || !view_ || !person_to_act()) {
    hint_bot_.reset();
    return;
  }
  const std::optional<Action> a = hint_bot_->think(*view_, kThinkSliceMs);
  if (!a) return;
  hint_bot_.reset();
  std::exchange(hint_then_, {})(*a);
}

void TableScene::show_hint(const Action& a) {
  ++hints_;
  hand().clear_selection();
  hint_target_.reset();
  const uint8_t traits = move_traits(a.kind, view_->move_kinds());
  if (traits & move_trait::kOnTableMeld)
    hint_target_ = std::make_pair(static_cast<int>(a.target_seat), static_cast<int>(a.target));
  else if (a.melds.size() > 0) {
    std::vector<Meld> melds;
    for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
    hand().clear_staged();
    hand().stage(melds);
  }
  const Card pick = traits & move_trait::kPlaysFirstCard ? a.melds.cards(0)[0].card : a.card;
  const auto& cards = hand().cards();
  auto it = pick.is_none() ? cards.end() : std::find(cards.begin(), cards.end(), pick.face());
  if (it != cards.end()) hand().select_only(static_cast<int>(it - cards.begin()));
}

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
  for (size_t i = 0; i < row.size(); ++i) {
    const TableButton& b = row[i];
    const float x = x0 + static_cast<float>(i % per_row) * (w + gap),
                y = r.y + static_cast<float>(i / per_row) * (h + gap);
    f.ui.button(b.id, {x, y, w, h}, b.label, b.kind, b.enabled && !covered());
  }
}

void TableScene::update(double dt) {
  time_ += dt;
  // The bar keeps naming the round a reveal shows, not the next one dealt behind it.
  if (overlay_ != Overlay::Reveal) bar_title_ = title();
  const session::StoreNotice notice = session_.take_notice();
  director_.notify(notice.message, notice.detail);
  if (!view_ || session_.viewer() != viewer_) sync_viewer();
  error_.tick(dt);
  if (overlay_ == Overlay::Reveal && reveal_left_ > 0 && (reveal_left_ -= static_cast<float>(dt)) <= 0) leave_reveal();
  if (overlay_ == Overlay::Results && results_at_ < 0) results_at_ = time_;
  tick(dt);
  if (flight_ && !flight_->toss.advance(dt)) flight_.reset();
  run_seats(dt);
  think_hint_slice();
  if (!paused_ && session_.moves() != log_moves_) read_log(false);
  keep_arrangement();
  session_.flush(dt);
  // What this frame draws and publishes: the person now shown (never the last one's cards), and
  // the curtain as the session has it now.
  if (session_.viewer() != viewer_) sync_viewer();
  curtain_.follow(session_);
}

// After the frame is drawn, so what the tests read is what it showed (the move log's first line
// in view is known once it is drawn).
void TableScene::publish() {
  if (laid_out_dpr_ <= 0) return;
  if (session_.curtain_up())
    publisher_.publish_curtain(curtain_, session_);
  else
    publish_state();
}

// The shown person's arrangement goes with every save (and link) of the game.
void TableScene::keep_arrangement() {
  if (me_ >= 0 && hands_.round(me_) != -1)
    session_.arrange(me_, hands_.round(me_), hand().order(), hands_.by_rank(me_));
}

void TableScene::draw(Frame& f) { paint(f); }

// Nothing of the table is drawn while the curtain is up.
void TableScene::paint(Frame& f) const {
  if (curtain_.draw(f, session_)) return;
  f.batch.felt(ui::kFelt);
  draw_bar(f);
  draw_messages(f);
  draw_buttons(f);
  draw_table(f);
  if (chrome().keep_clear.w > 0) f.ui.keep_clear(chrome().keep_clear);
  draw_flight(f);
  draw_pile_drag(f);
  switch (overlay_) {
    case Overlay::Menu: draw_table_menu(f, session_); break;
    case Overlay::Scores: draw_sheet(f, false); break;
    case Overlay::Results: draw_sheet(f, true); break;
    case Overlay::Reveal:
      if (reveal_) {
        const RevealPieces pieces{piece_aspect(), [&](Rect box, const PlacedCard& p) { draw_piece(f, box, p); },
                                  [&](Card c) { return piece_cost(c); }};
        draw_reveal(f, *reveal_, pieces, session_.match().is_over() ? "Results" : "Score sheet", &reveal_scroll_);
      }
      break;
    case Overlay::Log: move_log_.draw_sheet(f, log_title(), log_); break;
    case Overlay::Question:
      draw_piece_question(f, *question_, piece_aspect(), [&](Rect r, Card c) { draw_face(f, r, c); });
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
  // Centred in the room between the buttons, so a long title never runs under either.
  const float left = c.menu_button.x + c.menu_button.w + 8 * s, room = right - left;
  // A peer table's second row, for its buttons (set_peer_bar), is not the title's.
  const Rect bar{c.bar.x, c.bar.y, c.bar.w, std::min(c.bar.h, kTableBarH * s)};
  // Too long for one line (a phone): its parts (split at " · ") on two lines, else wrapped.
  std::string t = shown_title();
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

void TableScene::draw_messages(Frame& f) const {
  const TableChrome& c = chrome();
  Prompt p = prompt();
  const int now = session_.match().current_seat();
  if (paused_)
    p = {round_word() + " " + std::to_string(rounds_seen_) + " is over.", false};
  else if (p.text.empty() && session_.match().is_over())
    p.text = "The game is over.";
  else if (p.text.empty() && now >= 0 && !person_to_act())
    p.text = seat_name(now) + " is playing\u2026";
  draw_banner(f, c.banner, p.text, p.strong, error_.text());
  if (c.side.w > 0) move_log_.draw(f, log_panel(c, session_.link() != nullptr, f.dpr), log_title(), log_);
  // The log's last line: the last move's (while the round's end is shown, its round's); beside
  // the move log's column the column shows it.
  std::string line = log_.empty() ? std::string() : log_.back();
  // The melds being composed take the line's band on a phone (TableChrome::staged_on_log).
  if (line.empty() || c.log.h <= 0 || (c.staged_on_log && !hand().staged().empty())) return;
  // Said of the old round, or it reads as something that just happened in this one.
  if (const int ended = logged_round_ended(); ended >= 0)
    line = round_word() + " " + std::to_string(ended + 1) + ": " + line;
  // Wrapped in its strip, clear of the phone's ☰ at the right; a move too long for it (a going
  // out that names each meld) is cut, whole in the log it opens and in its item's label.
  const Rect strip{c.log.x + 20 * f.dpr, c.log.y, c.log.w - 40 * f.dpr, c.log.h};
  const render::SummaryText summary(f.text);
  if (!draw_paragraph_in(f, line, Face::Regular, 13 * f.dpr, strip, ui::kCream.with_alpha(220))) {
    // Longer than the strip (the log has it whole): the lines that fit, the last one cut.
    const std::vector<std::string> lines = render::wrap_text(f.text, line, Face::Regular, 13 * f.dpr, strip.w);
    const float lh = f.text.line_height(Face::Regular, 13 * f.dpr);
    const size_t fit = std::max<size_t>(1, static_cast<size_t>(strip.h / lh));
    std::string rest;
    for (size_t i = 0; i < lines.size(); ++i) {
      if (i + 1 < fit)
        f.text.draw(f.batch, lines[i], Face::Regular, 13 * f.dpr, strip.x + strip.w * 0.5f,
                    strip.y + lh * static_cast<float>(i), ui::kCream.with_alpha(220), Align::Center);
      else
        rest += (rest.empty() ? "" : " ") + lines[i];
    }
    f.text.draw_fit(f.batch, rest, Face::Regular, 13 * f.dpr, strip.w, strip.x + strip.w * 0.5f,
                    strip.y + lh * static_cast<float>(fit - 1), ui::kCream.with_alpha(220), Align::Center);
  }
  // On a phone the line opens every move of the round.
  if (c.side.w > 0) return;
  f.text.draw(f.batch, "☰", Face::Bold, 14 * f.dpr, c.log.x + c.log.w - 4 * f.dpr,
              c.log.y + (c.log.h - f.text.line_height(Face::Bold, 14 * f.dpr)) * 0.5f, ui::kGold, Align::Right);
  const float grow = std::max(0.0f, 44 * f.dpr - c.log.h) * 0.5f;
  f.ui.clickable("log", {c.log.x, c.log.y - grow, c.log.w, c.log.h + 2 * grow}, "Every move of this round. " + line,
                 !covered());
}

void TableScene::publish_state() {
  nlohmann::json j;
  j["screen"] = "table";
  j["game"] = session_.setup().game_id;
  j["me"] = me_;
  j["viewer"] = session_.viewer();
  j["current"] = session_.match().current_seat();
  j["phase"] = session_.state().phase();
  j["to_act"] = person_to_act();
  j["moves"] = session_.moves();
  // The last move of a seat that plays by itself: the time it took to choose, summed over the
  // frames it thought in (a Strong bot's), for bench/strong-move.mjs.
  j["seat_move"] = {{"seat", last_seat_move_.seat}, {"ms", last_seat_move_.ms}, {"frames", last_seat_move_.frames}};
  j["busy"] = moving();
  const char* overlays[] = {"", "menu", "scores", "results", "reveal", "log", "question"};
  j["overlay"] = overlays[static_cast<int>(overlay_)];
  j["summary"] = curtain_.summary_open();
  j["summary_lines"] = curtain_.summary();
  j["game_over"] = session_.match().is_over();
  j["error"] = error_.text();
  nlohmann::json row = nlohmann::json::array();
  for (const TableButton& b : buttons()) row.push_back({{"id", b.id}, {"label", b.label}, {"enabled", b.enabled}});
  j["buttons"] = std::move(row);
  j["refusals"] = refusals_;
  j["prompt"] = prompt().text;
  j["bar_title"] = shown_title();
  j["round_word"] = round_word();
  j["round_ended"] = logged_round_ended();
  nlohmann::json sheet = nlohmann::json::array();
  for (const SheetLine& l : shown_sheet_lines(session_.match().is_over())) sheet.push_back(l.text);
  j["sheet_lines"] = std::move(sheet);
  // In the page's CSS px, as the tests' items are (a desktop's zoom included).
  const float css = css_scale();
  j["table_piece"] = {chrome().table_piece.w / css, chrome().table_piece.h / css};
  j["meld_piece"] = melds_drawn_w_ / css;
  j["log_first_shown"] = move_log_.first_shown();
  j["log_following"] = move_log_.following();
  if (const Rect side = log_panel(chrome(), session_.link() != nullptr, laid_out_dpr_); side.w > 0)
    j["log_panel"] = {side.x / css, side.y / css, side.w / css, side.h / css};
  j["log"] = nullptr;  // spliced in as text, dumped once a move (publisher_.publish)
  if (overlay_ == Overlay::Question) publish_piece_question(j, *question_);
  if (overlay_ == Overlay::Reveal && reveal_) publish_reveal(j, *reveal_);
  j["paused"] = paused_;
  const Scores sc = session_.scores();
  j["totals"] = sc.totals;
  j["placing"] = placing();
  j["rounds_scored"] = sc.rounds.size();
  j["round_scores"] = sc.rounds;
  j["winners"] = sc.winners;
  nlohmann::json seats = nlohmann::json::array();
  for (int seat = 0; seat < session_.seat_count(); ++seat) seats.push_back(seat_name(seat));
  j["seats"] = std::move(seats);
  if (overlay_ == Overlay::Results) {
    j["results_title"] = results_title();
    j["confetti"] = confetti() && results_at_ >= 0 && time_ - results_at_ < kConfettiSeconds;
  }
  publish_hand(j, hand());
  if (me_ >= 0) j["sort"] = hands_.by_rank(me_) ? "rank" : "suit";
  if (chrome().discard.w > 0) j["discard_top"] = discard_top().is_none() ? "" : to_text(discard_top());
  // Under the round's end: the card its last move threw, from the match's history (the tests hold
  // the pile shown to it).
  if (const auto history = session_.state().history(); paused_ && !history.empty()) {
    const Action& a = history.back().action;
    if (move_traits(a.kind, view_->move_kinds()) & move_trait::kDiscards) j["last_thrown"] = to_text(a.card.face());
  }
  j["hints"] = hints_;
  j["hint_meld"] = nullptr;
  if (hint_target_) j["hint_meld"] = {hint_target_->first, hint_target_->second};
  publish_extra(j);
  publisher_.publish(j, {{"log", log_json_}});
}

}  // namespace parlor::scenes
