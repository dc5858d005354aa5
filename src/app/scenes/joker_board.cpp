#include "app/scenes/joker_board.h"

#include <algorithm>

#include "app/session/settings.h"
#include "games/joker/state.h"

namespace parlor::scenes {

using joker::EventKind;
using joker::JokerView;

JokerBoard::JokerBoard(Director& director, session::TableSession session)
    : director_(director), session_(std::move(session)) {
  sync_viewer();
  shown_ = view_.board;
}

// Pass-and-play turns the board to the person who lifted the curtain; an all-bot table is
// watched from seat 0.
void JokerBoard::sync_viewer() {
  const int next = session_.shown_seat();
  if (next == me_) return;
  me_ = next;
  refresh_view();
  clear_choice();
}

std::string JokerBoard::seat_name(int seat) const { return session_.seat_name(seat); }

std::string JokerBoard::you_or(int seat) const { return seat == me_ && !session_.all_bots() ? "You" : seat_name(seat); }

bool JokerBoard::person_to_act() const {
  return !session_.all_bots() && !session_.match().is_over() && session_.match().current_seat() == me_ && session_.viewer() == me_;
}

void JokerBoard::sound(web::Sound s) {
  if (director_.settings().sound && session_.setup().speed != session::Speed::Instant) web::play_sound(s);
}

void JokerBoard::refresh_view() {
  view_ = static_cast<const joker::JokerState&>(session_.match().state()).typed_view(me_);
  legal_.clear();
  if (person_to_act()) view_.legal_actions(legal_);
}

void JokerBoard::clear_choice() {
  card_ = -1;
  marble_ = -1;
  split_from_ = split_to_ = -1;
}

// Queues the marbles of the moves since `events_before` to run across the board.
void JokerBoard::after_move(int events_before) {
  refresh_view();
  const int fresh = view_.event_count - events_before;
  const int first = std::max(0, static_cast<int>(view_.events.size()) - fresh);
  bool played = false;
  for (size_t i = static_cast<size_t>(first); i < view_.events.size(); ++i) {
    const joker::Event& e = view_.events[i];
    if (e.kind == EventKind::Shifted) queue_.push_back(e.shift);
    if (e.kind == EventKind::Played || e.kind == EventKind::Discarded) played = true;
  }
  if (flight_time(session_.setup().speed) <= 0) {
    queue_.clear();
    run_.reset();
    shown_ = view_.board;
  }
  if (played) sound(web::Sound::Card);
  if (session_.match().is_over()) {
    const bool won = !session_.all_bots() && view_.winner_team == joker::team_of(me_);
    if (won) sound(web::Sound::Win);
    overlay_ = Overlay::Results;
  } else if (person_to_act()) {
    sound(web::Sound::Turn);
  }
  clear_choice();
}

void JokerBoard::act(const Action& a) {
  const int before = view_.event_count;
  if (auto reason = session_.play(me_, a)) {
    error_.show(*reason);
    sound(web::Sound::Error);
    return;
  }
  error_.clear();
  after_move(before);
}

// Bots move once the marbles have stopped.
void JokerBoard::run_bots(double dt) {
  if (animating() || overlay_ != Overlay::None || session_.match().is_over() || !session_.match().bot_to_act()) {
    bot_wait_ = 0;
    return;
  }
  bot_wait_ += static_cast<float>(dt);
  if (bot_wait_ < bot_delay(session_.setup().speed)) return;
  bot_wait_ = 0;
  repeat_bot_moves(session_.setup().speed, [&] {
    const int before = view_.event_count;
    if (auto reason = session_.play_bot()) {
      error_.show("A bot made an illegal move: " + *reason);
      return false;
    }
    after_move(before);
    return overlay_ == Overlay::None && !session_.match().is_over() && session_.match().bot_to_act();
  });
}

void JokerBoard::update(double dt) {
  time_ += dt;
  director_.notify(session_.take_notice());
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  error_.tick(dt);
  // One marble at a time: the card's marble hole by hole, then each marble it bumped.
  const float per_hole = flight_time(session_.setup().speed) * 0.18f;
  if (!run_ && !queue_.empty()) {
    Run r;
    r.shift = queue_.front();
    queue_.pop_front();
    r.path = joker::shift_path(r.shift);
    r.duration = r.shift.played ? per_hole * static_cast<float>(r.path.size()) : per_hole * 4;
    run_ = r;
  }
  if (run_) {
    run_->t += static_cast<float>(dt);
    if (run_->t >= run_->duration) {
      shown_.place(run_->shift.marble, run_->shift.to);
      run_.reset();
      if (queue_.empty()) shown_ = view_.board;
    }
  }
  run_bots(dt);
  session_.flush(dt);
}

std::vector<const Action*> JokerBoard::options_for_card() const {
  std::vector<const Action*> out;
  if (card_ < 0 || card_ >= static_cast<int>(view_.hand.size())) return out;
  const Card c = view_.hand[static_cast<size_t>(card_)];
  for (const Action& a : legal_)
    if (a.kind == ActionKind::Move && a.card == c) out.push_back(&a);
  return out;
}

std::vector<int> JokerBoard::movable() const {
  std::vector<int> out;
  for (const Action* a : options_for_card()) {
    const bool second = split_from_ >= 0;
    if (second && (a->from != split_from_ || a->to != split_to_ || !(a->from2 || a->to2))) continue;
    const int from = second ? a->from2 : a->from;
    if (std::find(out.begin(), out.end(), from) == out.end()) out.push_back(from);
  }
  return out;
}

std::vector<int> JokerBoard::targets(int from) const {
  std::vector<int> out;
  for (const Action* a : options_for_card()) {
    if (split_from_ >= 0) {
      if (a->from == split_from_ && a->to == split_to_ && a->from2 == from && (a->from2 || a->to2)) out.push_back(a->to2);
    } else if (a->from == from && std::find(out.begin(), out.end(), a->to) == out.end()) {
      out.push_back(a->to);
    }
  }
  return out;
}

void JokerBoard::choose_card(int index) {
  const bool same = index == card_;
  clear_choice();
  if (same) return;
  card_ = index;
  if (person_to_act() && options_for_card().empty() && !legal_.empty() && legal_.front().kind == ActionKind::Move) {
    error_.show("That card cannot move any of your marbles now.", 3.0f);
  }
}

void JokerBoard::choose_marble(int from) {
  if (split_from_ >= 0) {
    // The rest of a 7 has one way to go for each marble.
    for (const Action* a : options_for_card())
      if (a->from == split_from_ && a->to == split_to_ && a->from2 == from && (a->from2 || a->to2)) return act(*a);
    return;
  }
  const std::vector<int> to = targets(from);
  if (to.size() == 1) {
    marble_ = from;
    return choose_target(to.front());
  }
  marble_ = marble_ == from ? -1 : from;
}

void JokerBoard::choose_target(int to) {
  if (marble_ < 0) return;
  const auto options = options_for_card();
  for (const Action* a : options)
    if (a->from == marble_ && a->to == to && !(a->from2 || a->to2)) return act(*a);
  // A 7 stopped short: the rest goes to a second marble.
  for (const Action* a : options)
    if (a->from == marble_ && a->to == to) {
      split_from_ = marble_;
      split_to_ = to;
      marble_ = -1;
      return;
    }
}

void JokerBoard::discard_selected() {
  if (!person_to_act()) return;
  if (card_ < 0) {
    error_.show("Choose the card to discard.", 3.0f);
    return;
  }
  act(Action::discard(view_.hand[static_cast<size_t>(card_)]));
}

}  // namespace parlor::scenes
