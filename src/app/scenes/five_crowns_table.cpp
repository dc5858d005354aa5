#include "app/scenes/five_crowns_table.h"

#include <SDL.h>

#include <algorithm>

#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/state.h"
#include "app/scenes/table_common.h"
#include "app/session/settings.h"

namespace parlor::scenes {

using five_crowns::EventKind;
using five_crowns::FiveCrownsView;
using five_crowns::Phase;

FiveCrownsTable::FiveCrownsTable(Director& director, session::TableSession session)
    : director_(director), session_(std::move(session)) {
  hands_.resize(static_cast<size_t>(session_.state().num_seats()));
  hand_numbers_.assign(hands_.size(), -1);
  me_ = -1;
  sync_viewer();
}

// Pass-and-play hands the table to another person: their cards, their arrangement, nothing in
// flight from the last person's view. An all-bot table is watched from seat 0.
void FiveCrownsTable::sync_viewer() {
  const int next = session_.shown_seat();
  if (next == me_) return;
  me_ = next;
  refresh_view();
  flight_.reset();
  drag_index_ = -1;
  // A person's arrangement is kept between their turns, and starts sorted in each new hand.
  int& seen = hand_numbers_[static_cast<size_t>(me_)];
  if (seen != view_.hand_number) {
    hand().reset();
    hand().sync(view_.hand);
    hand().sort_by_suit(view_.wild_rank);
    seen = view_.hand_number;
  }
  hand().sync(view_.hand);
}

std::string FiveCrownsTable::seat_name(int seat) const { return session_.seat_name(seat); }

float FiveCrownsTable::bot_delay() const { return scenes::bot_delay(session_.setup().speed); }

float FiveCrownsTable::flight_time() const { return scenes::flight_time(session_.setup().speed); }

bool FiveCrownsTable::person_to_act() const {
  return !session_.all_bots() && !session_.match().is_over() && session_.match().current_seat() == me_ &&
         session_.viewer() == me_;
}

void FiveCrownsTable::sound(web::Sound s) {
  // Instant games would chatter; sounds follow what a person can see happen.
  if (director_.settings().sound && session_.setup().speed != session::Speed::Instant) web::play_sound(s);
}

void FiveCrownsTable::refresh_view() {
  auto& state = static_cast<const five_crowns::FiveCrownsState&>(session_.match().state());
  view_ = state.typed_view(me_);
}

std::string FiveCrownsTable::describe(const five_crowns::Event& e) const {
  const std::string who = e.seat == me_ && !session_.all_bots() ? "You" : seat_name(e.seat);
  const bool you = who == "You";
  switch (e.kind) {
    case EventKind::HandStarted:
      return "Hand " + std::to_string(e.value) + ": " + std::to_string(e.value + 2) + " cards each, " +
             rank_name(e.value + 2, false) + "s are wild.";
    case EventKind::DrewStock: return who + (you ? " drew" : " drew a card") + " from the stock.";
    case EventKind::TookDiscard: return who + " took the " + card_name(e.card) + " from the discard pile.";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::WentOut: return who + " went out!";
    case EventKind::LaidDown:
      return e.value ? who + " laid down " + std::to_string(e.value) + (e.value == 1 ? " meld." : " melds.")
                     : who + " laid nothing down.";
    case EventKind::Reshuffled: return "The discards were shuffled into a new stock.";
    case EventKind::HandScored:
      return who + (you ? " score " : " scores ") + std::to_string(e.value) + " this hand.";
    case EventKind::GameOver: return "The game is over.";
  }
  return "";
}

render::Rect FiveCrownsTable::seat_anchor(int seat) const {
  if (seat == me_) {
    int n = std::max(1, static_cast<int>(hand().cards().size()));
    return layout_.hand_card(n - 1, n, 0);
  }
  int k = (seat - me_ - 1 + view_.players) % view_.players;
  if (k < static_cast<int>(layout_.opponents.size())) {
    render::Rect b = layout_.opponents[static_cast<size_t>(k)];
    return {b.x + b.w * 0.5f - layout_.chip_w * 0.5f, b.y + 6 * layout_.s, layout_.chip_w, layout_.chip_h};
  }
  return layout_.stock;
}

// Shows the move just made: a card slides between its two places, and hand ends open the sheet.
void FiveCrownsTable::after_move(const FiveCrownsView& before, int seat) {
  refresh_view();
  const int fresh = view_.event_count - before.event_count;
  const int first = std::max(0, static_cast<int>(view_.events.size()) - fresh);
  bool hand_over = false;
  std::optional<Flight> fl;
  for (size_t i = static_cast<size_t>(first); i < view_.events.size(); ++i) {
    const five_crowns::Event& e = view_.events[i];
    if (e.kind == EventKind::HandScored || e.kind == EventKind::GameOver) hand_over = true;
    if (fl) continue;
    if (e.kind == EventKind::DrewStock || e.kind == EventKind::TookDiscard) {
      Flight f;
      f.from = e.kind == EventKind::DrewStock ? layout_.stock : layout_.discard;
      f.face_up = e.kind == EventKind::TookDiscard || e.seat == me_;
      f.face = e.card;
      if (e.seat == me_) {
        hand().sync(view_.hand);
        int n = static_cast<int>(hand().cards().size());
        f.hide_hand_index = hand().newest();
        if (f.hide_hand_index >= 0) f.face = hand().cards()[static_cast<size_t>(f.hide_hand_index)];
        f.to = layout_.hand_card(std::max(0, f.hide_hand_index), n, 0);
      } else {
        f.to = seat_anchor(e.seat);
      }
      fl = f;
    } else if (e.kind == EventKind::Discarded) {
      Flight f;
      f.face = e.card;
      f.to = layout_.discard;
      f.hide_discard_top = true;
      f.pile_under = before.discard_top;
      if (e.seat == me_) {
        // From where the card sat in the fan before it left.
        const auto& cards = hand().cards();
        int n = static_cast<int>(cards.size());
        auto it = std::find(cards.begin(), cards.end(), e.card);
        int idx = it == cards.end() ? n - 1 : static_cast<int>(it - cards.begin());
        f.from = layout_.hand_card(std::max(0, idx), std::max(1, n), 0);
      } else {
        f.from = seat_anchor(e.seat);
      }
      fl = f;
    }
  }
  if (view_.hand_number != before.hand_number) hand().reset();
  hand().sync(view_.hand);
  if (view_.hand_number != before.hand_number) hand().sort_by_suit(view_.wild_rank);
  hand_numbers_[static_cast<size_t>(me_)] = view_.hand_number;
  if (fl) sound(web::Sound::Card);
  if (hand_over && session_.match().is_over()) {
    const auto& w = view_.scores.winners;
    if (!session_.all_bots() && std::find(w.begin(), w.end(), me_) != w.end()) sound(web::Sound::Win);
  } else if (person_to_act() && seat != me_) {
    sound(web::Sound::Turn);
  }
  if (fl && flight_time() > 0) {
    fl->duration = flight_time();
    flight_ = fl;
  } else {
    flight_.reset();
  }
  if (hand_over) {
    // People see the sheet between hands and at the end; a table of bots keeps going by itself.
    if (session_.match().is_over()) overlay_ = Overlay::Results;
    else if (!session_.all_bots()) overlay_ = Overlay::Scores;
  }
  focus_ = std::clamp(focus_, 0, std::max(0, static_cast<int>(hand().cards().size()) - 1));
}

void FiveCrownsTable::act(const Action& a) {
  FiveCrownsView before = view_;
  if (auto reason = session_.play(me_, a)) {
    error_.show(*reason);
    sound(web::Sound::Error);
    return;
  }
  error_.clear();
  after_move(before, me_);
}

// Bots move when nothing is in flight and no sheet is open. At instant speed, as many moves as
// fit in 1.5 milliseconds are made each frame, so drawing keeps its share of the frame.
void FiveCrownsTable::run_bots(double dt) {
  if (flight_ || overlay_ != Overlay::None || session_.match().is_over() || !session_.match().bot_to_act()) {
    bot_wait_ = 0;
    return;
  }
  bot_wait_ += static_cast<float>(dt);
  if (bot_wait_ < bot_delay()) return;
  bot_wait_ = 0;
  repeat_bot_moves(session_.setup().speed, [&] {
    FiveCrownsView before = view_;
    int seat = session_.match().current_seat();
    if (auto reason = session_.play_bot()) {
      error_.show("A bot made an illegal move: " + *reason);
      return false;
    }
    after_move(before, seat);
    return !flight_ && overlay_ == Overlay::None && !session_.match().is_over() && session_.match().bot_to_act();
  });
}

void FiveCrownsTable::update(double dt) {
  time_ += dt;
  director_.notify(session_.take_notice());
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  error_.tick(dt);
  if (flight_) {
    flight_->t += static_cast<float>(dt);
    if (flight_->t >= flight_->duration) flight_.reset();
  }
  run_bots(dt);
  session_.flush(dt);
}

void FiveCrownsTable::draw_from_stock() {
  if (person_to_act() && view_.phase == Phase::Draw) act(Action::draw_stock());
}

void FiveCrownsTable::take_discard() {
  if (person_to_act() && view_.phase == Phase::Draw) act(Action::take_discard());
}

void FiveCrownsTable::meld_selected() {
  if (!person_to_act() || view_.phase != Phase::Discard) {
    error_.show(view_.phase == Phase::Draw && person_to_act() ? "Draw a card first, then lay down your melds."
                                                             : "You can meld only on your turn.",
                4.0f);
    return;
  }
  if (auto reason = hand().stage_selected(five_crowns::meld_rules(view_.wild_rank))) {
    error_.show(*reason);
  } else {
    error_.clear();
  }
}

// Discarding ends the turn: going out when the staged melds hold every other card, laying them
// down on a final turn, or a plain discard (staged melds go back to the hand).
void FiveCrownsTable::discard_selected(int index) {
  const auto& cards = hand().cards();
  if (index < 0 || index >= static_cast<int>(cards.size())) {
    error_.show("Choose one card to discard.", 4.0f);
    return;
  }
  Card d = cards[static_cast<size_t>(index)];
  Action a;
  a.card = d.face();
  const bool everything_staged = cards.size() == 1 && !hand().staged().empty();
  if (view_.final_turn) {
    a.kind = ActionKind::LayDown;
    a.melds = hand().staged_list();
  } else if (everything_staged) {
    a.kind = ActionKind::GoOut;
    a.melds = hand().staged_list();
  } else {
    a.kind = ActionKind::Discard;
  }
  act(a);
  // A turn that ends without going out lays nothing down: staged melds return to the hand.
  if (a.kind == ActionKind::Discard && !session_.match().is_over() && session_.match().current_seat() != me_) hand().clear_staged();
}

// Stages the arrangement leaving the fewest points and selects the card to discard with it.
void FiveCrownsTable::suggest() {
  if (!person_to_act() || view_.phase != Phase::Discard) return;
  auto choice = five_crowns::best_discard(view_.hand, view_.wild_rank);
  hand().clear_staged();
  hand().stage(choice.rest.melds);
  const auto& cards = hand().cards();
  auto it = std::find(cards.begin(), cards.end(), choice.discard.face());
  if (it != cards.end()) hand().select_only(static_cast<int>(it - cards.begin()));
}

}  // namespace parlor::scenes
