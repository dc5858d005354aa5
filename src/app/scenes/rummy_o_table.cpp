#include "app/scenes/rummy_o_table.h"

#include <algorithm>

#include "app/kit/table_chrome.h"
#include "app/session/settings.h"
#include "bots/rummy_o_greedy.h"
#include "games/rummy_o/state.h"

namespace parlor::scenes {

using rummy_o::EventKind;
using rummy_o::Phase;
using rummy_o::RummyOView;

RummyOTable::RummyOTable(Director& director, session::TableSession session)
    : director_(director), session_(std::move(session)) {
  racks_.resize(static_cast<size_t>(session_.state().num_seats()));
  rounds_.assign(racks_.size(), -1);
  sync_viewer();
}

void RummyOTable::sync_viewer() {
  const int next = session_.shown_seat();
  if (next == me_) return;
  me_ = next;
  refresh_view();
  drag_index_ = -1;
  hint_meld_.reset();
  int& seen = rounds_[static_cast<size_t>(me_)];
  if (seen != view_.round) {
    rack().reset();
    rack().sync(view_.rack);
    rack().sort_by_suit(0);
    seen = view_.round;
  }
  rack().sync(view_.rack);
}

void RummyOTable::refresh_view() {
  view_ = static_cast<const rummy_o::RummyOState&>(session_.match().state()).typed_view(me_);
}

std::string RummyOTable::seat_name(int seat) const { return session_.seat_name(seat); }

std::string RummyOTable::who(int seat) const { return seat == me_ && !session_.all_bots() ? "You" : seat_name(seat); }

std::string RummyOTable::named(std::string line) const {
  for (int s = view_.players - 1; s >= 0; --s) {
    const std::string generic = "Player " + std::to_string(s + 1);
    for (size_t at = line.find(generic); at != std::string::npos; at = line.find(generic, at + 1))
      line.replace(at, generic.size(), who(s));
  }
  // The log's present tenses, said to the person.
  for (auto [from, to] : {std::pair<const char*, const char*>{"You plays", "You play"}, {"You wins", "You win"}})
    if (auto at = line.find(from); at != std::string::npos) line.replace(at, std::string(from).size(), to);
  return line;
}

bool RummyOTable::person_to_act() const {
  return !session_.all_bots() && !session_.match().is_over() && session_.match().current_seat() == me_ && session_.viewer() == me_;
}

bool RummyOTable::playing() const {
  return person_to_act() && (view_.phase == Phase::Play || view_.phase == Phase::FirstDiscard) && overlay_ == Overlay::None;
}

void RummyOTable::sound(web::Sound s) {
  if (director_.settings().sound && session_.setup().speed != session::Speed::Instant) web::play_sound(s);
}

void RummyOTable::fail(std::string reason) {
  error_.show(std::move(reason));
  sound(web::Sound::Error);
}

int RummyOTable::staged_points() const {
  int points = 0;
  for (const Meld& m : rack().staged())
    for (const PlacedCard& p : m.cards) points += rummy_o::tile_points(p.card);
  return points;
}

bool RummyOTable::staged_has_run() const {
  return std::any_of(rack().staged().begin(), rack().staged().end(), [](const Meld& m) { return m.kind == MeldKind::Run; });
}

void RummyOTable::after_move(const RummyOView& before) {
  refresh_view();
  hint_meld_.reset();
  if (view_.round != before.round || view_.phase == Phase::GameOver) {
    // The round ended: the sheet celebrates how it ended (a table of bots keeps going).
    if (session_.match().is_over()) overlay_ = Overlay::Results;
    else if (!session_.all_bots()) overlay_ = Overlay::Scores;
    if (view_.last_round && view_.last_round->went_out == me_ && !session_.all_bots()) sound(web::Sound::Win);
    rack().reset();
    rack().sync(view_.rack);
    rack().sort_by_suit(0);
    rounds_[static_cast<size_t>(me_)] = view_.round;
  } else {
    rack().sync(view_.rack);
    if (view_.event_count != before.event_count) sound(web::Sound::Card);
    if (person_to_act() && before.current != me_) sound(web::Sound::Turn);
  }
}

void RummyOTable::act(const Action& a) {
  RummyOView before = view_;
  if (auto reason = session_.play(me_, a)) return fail(*reason);
  error_.clear();
  after_move(before);
}

void RummyOTable::run_bots(double dt) {
  if (overlay_ != Overlay::None || session_.match().is_over() || !session_.match().bot_to_act()) {
    bot_wait_ = 0;
    return;
  }
  bot_wait_ += static_cast<float>(dt);
  const float delays[] = {1.2f, 0.6f, 0.25f, 0.0f};
  if (bot_wait_ < delays[static_cast<int>(session_.setup().speed)]) return;
  bot_wait_ = 0;
  repeat_bot_moves(session_.setup().speed, [this] {
    RummyOView before = view_;
    if (auto reason = session_.play_bot()) {
      fail("A bot made an illegal move: " + *reason);
      return false;
    }
    after_move(before);
    return overlay_ == Overlay::None && !session_.match().is_over() && session_.match().bot_to_act();
  });
}

void RummyOTable::update(double dt) {
  director_.notify(session_.take_notice());
  if (session_.viewer() >= 0 && session_.viewer() != me_) sync_viewer();
  error_.tick(dt);
  run_bots(dt);
  session_.flush(dt);
}

void RummyOTable::stage_selected() {
  if (!playing() || view_.phase != Phase::Play) return fail("Take a tile first, then compose your melds.");
  if (auto reason = rack().stage_selected(rummy_o::meld_rules())) return fail(*reason);
  error_.clear();
}

void RummyOTable::lay_down_staged() {
  if (rack().staged().empty()) return fail("Select three or more tiles and press Meld first.");
  Action a(ActionKind::LayDown);
  a.melds = rack().staged_list();
  act(a);
}

// Discarding ends the turn. A player not on board with melds composed and one tile selected
// goes out at once (Hand, or Foot when the other tiles fit on the table's melds).
void RummyOTable::discard_selected() {
  const std::vector<Card> sel = rack().selected_cards();
  if (sel.size() != 1) return fail("Select the one tile to discard.");
  Action a(ActionKind::Discard);
  a.card = sel.front().face();
  const bool on_board = view_.on_board[static_cast<size_t>(me_)];
  if (!on_board && !rack().staged().empty() && view_.phase == Phase::Play) {
    a.kind = ActionKind::GoOut;
    a.melds = rack().staged_list();
  }
  const size_t moves = session_.state().history().size();
  act(a);
  // The turn is over: nothing stays selected for the next one.
  if (session_.state().history().size() != moves) rack().clear_selection();
  if (a.kind == ActionKind::Discard && !session_.match().is_over() && session_.match().current_seat() != me_)
    rack().clear_staged();
}

// One gesture on a table meld: with the tile a joker in it stands for selected, claim that joker
// (the rest of the selection, or the solver's choice, makes the meld for it); else add the
// selected tiles to the meld.
void RummyOTable::tap_meld(int seat, int index) {
  if (!playing() || view_.phase != Phase::Play) return fail("On your turn, take a tile first; then tap a meld to add to it.");
  std::vector<Card> sel = rack().selected_cards();
  if (sel.empty()) return fail("Select tiles in your rack, then tap the meld to add them to it.");
  const auto& meld = view_.table[static_cast<size_t>(seat)][static_cast<size_t>(index)].meld;
  for (const PlacedCard& p : meld.cards) {
    if (!p.card.is_joker()) continue;
    const Card wanted(p.as.suit(), p.as.rank() == 14 ? 1 : p.as.rank());
    auto given = std::find(sel.begin(), sel.end(), wanted);
    if (given == sel.end()) continue;
    Action claim(ActionKind::ClaimJoker);
    claim.card = wanted;
    claim.target_seat = static_cast<int8_t>(seat);
    claim.target = static_cast<int8_t>(index);
    sel.erase(given);
    if (sel.empty()) {
      std::vector<Action> legal;
      view_.legal_actions(legal);
      for (const Action& a : legal)
        if (a.kind == ActionKind::ClaimJoker && a.card == wanted && a.target == index && a.target_seat == seat) return act(a);
      return fail("Select the " + card_name(wanted) + " and the tiles to meld with the joker, then tap it.");
    }
    std::vector<PlacedCard> cards{{Card::joker(), Card::none()}};
    for (Card c : sel) cards.push_back({c.face(), Card::none()});
    MeldGuess g = check_any_meld(rummy_o::meld_rules(), cards);
    if (!g.kind) return fail(g.reason);
    claim.melds.add(*g.kind, cards);
    return act(claim);
  }
  Action add(ActionKind::AddOn);
  std::vector<PlacedCard> tiles;
  for (Card c : sel) tiles.push_back({c.face(), Card::none()});
  add.melds.add(meld.kind, tiles);
  add.target_seat = static_cast<int8_t>(seat);
  add.target = static_cast<int8_t>(index);
  act(add);
}

// The greedy bot's next move, shown rather than played: melds composed, a tile selected, the
// meld to tap outlined.
void RummyOTable::suggest() {
  if (!person_to_act()) return;
  ++hints_;
  RummyOGreedyBot bot;
  const Action a = bot.choose(view_);
  rack().clear_selection();
  hint_meld_.reset();
  auto select = [&](Card face) {
    const auto& cards = rack().cards();
    auto it = std::find(cards.begin(), cards.end(), face.face());
    if (it != cards.end()) rack().toggle(static_cast<int>(it - cards.begin()));
  };
  switch (a.kind) {
    case ActionKind::LayDown:
    case ActionKind::GoOut: {
      std::vector<Meld> melds;
      for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
      rack().clear_staged();
      rack().stage(melds);
      if (a.kind == ActionKind::GoOut) select(a.card);
      break;
    }
    case ActionKind::AddOn:
    case ActionKind::ClaimJoker:
      select(a.kind == ActionKind::AddOn ? a.melds.cards(0)[0].card : a.card);
      hint_meld_ = std::make_pair(static_cast<int>(a.target_seat), static_cast<int>(a.target));
      break;
    case ActionKind::Discard: select(a.card); break;
    default: fail("Take a tile: tap the stock or the discard."); break;
  }
}

}  // namespace parlor::scenes
