#include "app/kit/table_scene.h"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <nlohmann/json.hpp>
#include <utility>

#include "app/kit/move_log.h"
#include "app/kit/score_sheet.h"
#include "app/kit/table_menu.h"
#include "app/kit/table_pieces.h"
#include "app/screen/drawing_names.h"
#include "app/session/settings.h"
#include "app/ui/palette.h"

namespace parlor::scenes {

TableScene::TableScene(Director& director, session::TableSession session, HandWidget hand)
    : director_(director), session_(std::move(session)), hands_(session_.seat_count()), hand_widget_(std::move(hand)) {
  rounds_seen_ = session_.scores().rounds.size();
  kept_round_end_ = session_.setup().round_end;
  const auto& seats = session_.setup().seats;
  for (size_t i = 0; i < seats.size(); ++i) {
    if (!seats[i].order.empty())
      hands_.restore(static_cast<int>(i), seats[i].order_round, seats[i].order, seats[i].staged);
    hands_.choose_sort(static_cast<int>(i), seats[i].sort_by_rank);
    kept_choices_.push_back(seats[i].choice);
  }
  // The scene is heap-allocated and owns the session, which tells the link when the table goes.
  if (const auto& link = session_.link()) link->on_arrival([this] { play_arrived(); });
}

// Pass-and-play hands the table to another person: their view, their arrangement, nothing in
// flight from the last person's. A table of bots is watched from seat 0.
void TableScene::sync_viewer() {
  viewer_ = session_.viewer();
  me_ = session_.shown_seat();
  // Over a round's end the table shows it as it ended.
  view_ = paused_ ? ended_view() : session_.view(me_);
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
// The log stays its person's over a round's end.
void TableScene::read_log(bool whole) {
  log_moves_ = session_.moves();
  const int reader = session_.all_bots() ? -1 : me_;
  if (!whole && session_.lines_round() == log_round_) {
    for (std::string& line : session_.round_lines(reader, log_recorded_)) log_.push_back(std::move(line));
  } else {
    log_ = session_.round_lines(reader);
  }
  log_short_ = session_.last_short_line(reader);
  log_round_ = session_.lines_round();
  log_recorded_ = session_.lines_recorded();
  log_json_ = nlohmann::json(log_).dump();
}

// The move log's panel on a wide screen: at a peer table its top leaves room for who is away
// (peer/table_overlay.cpp draws it there, with its buttons in the bar above).
Rect TableScene::log_panel(float dpr) const {
  Rect r = chrome().side;
  if (session_.link() != nullptr && r.w > 0) r.y += 36 * dpr, r.h -= 36 * dpr;
  return r;
}

int TableScene::held_now() const { return me_ >= 0 ? static_cast<int>(hands_[me_].cards().size()) : 0; }

void TableScene::maybe_lay_out(const Frame& f) {
  if (!view_) sync_viewer();
  // A phone's hand takes the rows its pieces need (TableColumn::held): the layout follows them.
  if (f.width == laid_out_w_ && f.height == laid_out_h_ && f.dpr == laid_out_dpr_ && held_now() == laid_out_held_)
    return;
  laid_out_held_ = held_now();
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

std::string TableScene::who(int seat) const { return seat == reader() ? "You" : seat_name(seat); }

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
    paused_ = true;  // first: at a pass-and-play table, the reveal and the sheet name every seat
    paused_seat_ = seat;
    reveal_ = reveal();
    sheet_ = sheet_lines(false);
    ended->show_round_end(*view_);
    view_ = std::move(ended);
    session_.hold_curtain(true);
    read_log(false);  // the round's last line, and no further one until the person leaves
    moved(seat);      // the table follows the round's end (the person's hand as it ended)
    sound(web::Sound::Card);
    if (reveal_)
      round_ended();
    else
      overlay_ = Overlay::Scores, sheet_across_ = ui::ScrollArea::across();
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
    overlay_ = Overlay::Scores, sheet_across_ = ui::ScrollArea::across();
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
  sheet_across_ = ui::ScrollArea::across();
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
    most_move_frames_ = std::max(most_move_frames_, thinking_.frames);
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
  if (seat_sheet_ >= 0 && overlay_ == Overlay::None && handle_seat_sheet(f)) return;
  const std::string_view clicked = f.ui.clicked();
  if ((overlay_ == Overlay::Scores || overlay_ == Overlay::Results) && sheet_scroll_.viewport().h > 0)
    sheet_scroll_.begin(f.ui, sheet_scroll_.viewport());
  if ((overlay_ == Overlay::Scores || overlay_ == Overlay::Results) && sheet_across_.viewport().w > 0) {
    sheet_across_.begin(f.ui, sheet_across_.viewport());
    // The arrows bring earlier rounds in and back out, a round for each press (several can land
    // in one frame), without a pointer.
    for (SDL_Keycode k : f.input.keys)
      if (k == SDLK_LEFT || k == SDLK_RIGHT) sheet_across_.scroll_by((k == SDLK_LEFT ? 36.0f : -36.0f) * f.dpr);
  }
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
  if (overlay_ == Overlay::None && chrome().side.w > 0) move_log_.handle(f, log_area(f), log_, true);
  if (clicked == "scores") overlay_ = Overlay::Scores, sheet_scroll_ = {}, sheet_across_ = ui::ScrollArea::across();
  // A tap and a key can land in one frame under load: a sheet the tap opened keeps Escape for itself.
  if (overlay_ == Overlay::None && f.input.key(SDLK_ESCAPE) && !escape()) overlay_ = Overlay::Menu;
  if (overlay_ == Overlay::None) handle_table(f);
}

// The hand's gestures, then the buttons (clicked, or their keys), then the table's own.
// A drop outside the hand's area on a table whose hand has none (the whole screen) reorders.
//
// A refusal stays until the person next does something the table takes (a tap or a key it does
// not refuse): then it is stale, whether or not that was a move, at every table alike.
void TableScene::handle_table(Frame& f) {
  const size_t refusals = refusals_;
  const bool gesture = f.input.released || !f.input.keys.empty();
  handle_gestures(f);
  if (gesture && refusals_ == refusals) error_.clear();
}

void TableScene::handle_gestures(Frame& f) {
  const bool taking = drawing();
  const size_t moves = session_.moves(), refusals = refusals_;
  const HandGeometry g = hand_geometry();
  if (auto d = hand_widget_.handle(f, hand(), g, true)) dropped_from_hand(f, *d);
  const std::string_view clicked = f.ui.clicked();
  for (const TableButton& b : buttons()) {
    const bool key = b.key && f.input.key(b.key);
    if (clicked == b.id || key)
      press(b.id);
    else if (f.ui.tapped_disabled() == b.id)
      pressed_disabled(b);
  }
  handle_piles(f);
  // A seat around the table, tapped (or O, the first of them): its sheet, floating over the table.
  if (clicked.starts_with("seat:")) open_seat_sheet(std::atoi(std::string(clicked.substr(5)).c_str()));
  if (f.input.key(SDLK_o) && !seats_drawn_.empty()) open_seat_sheet(seats_drawn_.front().seat);
  handle(f);
  refuse_unused_keys(f, taking, moves, refusals);
}

// A piece of the hand released outside it. A table plays a drop as a tap with that piece alone
// selected; a drop that makes no move (refused, or on nothing) gives back the selection the
// person had before the drag, nothing newly selected (a blind tester's next key acted on the
// piece they had only dragged).
void TableScene::dropped_from_hand(Frame& f, const HandDrop& d) {
  const HandGeometry g = hand_geometry();
  const int n = static_cast<int>(hand().cards().size());
  const size_t moves = session_.moves();
  std::vector<int> had;
  for (int i = 0; i < n; ++i)
    if (hand().selected(i)) had.push_back(i);
  if (!dropped_on_pile(d)) {
    // A hand with no area of its own (the whole screen) reorders wherever a drop lands.
    if (g.area.w <= 0) return hand().move(d.index, drop_slot(g, d.index, d.x, d.y, n));
    dropped(f, d);
  }
  // A question the drop put (which tile a joker stands for) still plays that move.
  if (session_.moves() != moves || overlay_ == Overlay::Question) return;
  hand().clear_selection();
  for (const int i : had) hand().toggle(i);
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

void TableScene::update(double dt) {
  time_ += dt;
  // The bar keeps naming the round a reveal shows, not the next one dealt behind it.
  if (overlay_ != Overlay::Reveal) bar_title_ = title();
  const session::StoreNotice notice = session_.take_notice();
  director_.notify(notice.message, notice.detail);
  if (!view_ || session_.viewer() != viewer_) sync_viewer();
  resume_round_end();
  error_.tick(dt);
  if (overlay_ == Overlay::Reveal && reveal_left_ > 0 && (reveal_left_ -= static_cast<float>(dt)) <= 0) leave_reveal();
  if (overlay_ == Overlay::Results && results_at_ < 0) results_at_ = time_;
  tick(dt);
  if (flight_ && !flight_->toss.advance(dt)) flight_.reset();
  run_seats(dt);
  think_hint_slice();
  if (!paused_ && session_.moves() != log_moves_) read_log(false);
  // A seat's sheet is about the table as it was: the next move (or anything over the table) closes it.
  if (seat_sheet_ >= 0 && (session_.moves() != seat_sheet_moves_ || overlay_ != Overlay::None)) seat_sheet_ = -1;
  resume_kept_choice();
  keep_arrangement();
  session_.flush(dt);
  // What this frame draws and publishes: the person now shown (never the last one's cards), and
  // the curtain as the session has it now.
  if (session_.viewer() != viewer_) sync_viewer();
  // The move that hands the table on is seen to land (its card's flight) before the curtain
  // falls; a curtain already up stays up whatever flies under it.
  session_.hold_curtain(paused_ || (flight_ && !curtain_.up()));
  curtain_.follow(session_);
}

}  // namespace parlor::scenes
