#include "app/tables/joker/table.h"

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "engine/json_util.h"

namespace parlor::scenes {

using joker::EventKind;

namespace {

// A 7 split between two marbles names the second one too.
bool split(const Action& a) { return a.from2 || a.to2; }

}  // namespace

JokerTable::JokerTable(Director& director, session::TableSession session)
    : TableScene(director, std::move(session), HandWidget("hand", true)) {}

void JokerTable::lay_out(const Frame& f) { layout_ = layout_joker(f.width, f.height, f.dpr, me()); }

// Another person's board turns their side to the bottom; nothing of the last one's moves runs on.
void JokerTable::viewer_changed() {
  layout_.me = me();
  queue_.clear();
  run_.reset();
  shown_ = view().board;
  seen_events_ = view().event_count;
  follow_view();
  clear_choice();
}

void JokerTable::follow_view() {
  follow_hand(0, view().hand);
  legal_.clear();
  if (person_to_act()) view().legal_actions(legal_);
}

// Queues the marbles of the moves since the last one followed to run across the board.
void JokerTable::moved(int) {
  const auto& v = view();
  const int fresh = v.event_count - seen_events_;
  for (size_t i = static_cast<size_t>(std::max(0, static_cast<int>(v.events.size()) - fresh)); i < v.events.size(); ++i)
    if (v.events[i].kind == EventKind::Shifted) queue_.push_back(v.events[i].shift);
  seen_events_ = v.event_count;
  if (flight_time() <= 0) {
    queue_.clear();
    run_.reset();
    shown_ = v.board;
  }
  follow_view();
  clear_choice();
}

void JokerTable::tick(double dt) {
  // One marble at a time: the card's marble hole by hole, then each marble it bumped.
  const float per_hole = flight_time() * 0.18f;
  if (!run_ && !queue_.empty()) {
    Run r;
    r.shift = queue_.front();
    queue_.pop_front();
    r.path = joker::shift_path(r.shift);
    r.duration = r.shift.played ? per_hole * static_cast<float>(r.path.size()) : per_hole * 4;
    run_ = r;
  }
  if (!run_) return;
  run_->t += static_cast<float>(dt);
  if (run_->t < run_->duration) return;
  shown_.place(run_->shift.marble, run_->shift.to);
  run_.reset();
  if (queue_.empty()) shown_ = view().board;
}

int JokerTable::card() const {
  for (int i = 0; i < static_cast<int>(hand().cards().size()); ++i)
    if (hand().selected(i)) return i;
  return -1;
}

Card JokerTable::chosen() const { return card() < 0 ? Card() : hand().cards()[static_cast<size_t>(card())]; }

void JokerTable::clear_choice() {
  hand().clear_selection();
  picked_ = Card();
  marble_ = -1;
  split_from_ = split_to_ = -1;
}

std::vector<JokerTable::Step> JokerTable::steps() const {
  std::vector<Step> out;
  const Card c = chosen();
  if (c.is_none()) return out;
  for (const Action& a : legal_) {
    if (a.kind != ActionKind::Move || a.card != c) continue;
    if (split_from_ < 0)
      out.push_back({a.from, a.to, &a});
    else if (split(a) && a.from == split_from_ && a.to == split_to_)
      out.push_back({a.from2, a.to2, &a});
  }
  return out;
}

std::vector<int> JokerTable::movable() const {
  std::vector<int> out;
  for (const Step& st : steps())
    if (std::find(out.begin(), out.end(), st.marble) == out.end()) out.push_back(st.marble);
  return out;
}

std::vector<int> JokerTable::targets(int from) const {
  std::vector<int> out;
  for (const Step& st : steps())
    if (st.marble == from && std::find(out.begin(), out.end(), st.hole) == out.end()) out.push_back(st.hole);
  return out;
}

// Another card (or none) was chosen: the marble and the 7's first part go with the last one.
void JokerTable::card_chosen() {
  picked_ = chosen();
  marble_ = -1;
  split_from_ = split_to_ = -1;
  if (card() >= 0 && person_to_act() && steps().empty() && !legal_.empty() && !stuck())
    fail("That card cannot move any of your marbles now.", 3.0f);
}

// A marble with one way to go (as the rest of a 7 always has) goes at once.
void JokerTable::choose_marble(int from) {
  const std::vector<int> to = targets(from);
  if (to.size() != 1) {
    marble_ = marble_ == from ? -1 : from;
    return;
  }
  marble_ = from;
  choose_target(to.front());
}

void JokerTable::choose_target(int to) {
  const Action* part = nullptr;
  for (const Step& st : steps()) {
    if (st.marble != marble_ || st.hole != to) continue;
    if (split_from_ >= 0 || !split(*st.action)) {
      act(*st.action);
      return;
    }
    part = st.action;
  }
  // A 7 stopped short: the rest goes to a second marble.
  if (!part) return;
  split_from_ = marble_;
  split_to_ = to;
  marble_ = -1;
}

void JokerTable::discard_selected() {
  if (!person_to_act()) return;
  if (card() < 0) return fail("Choose the card to discard.", 3.0f);
  act(Action::discard(chosen()));
}

HandGeometry JokerTable::hand_geometry() const {
  const JokerLayout& l = layout_;
  // A card dropped over the hand (or a little above it) takes the slot under the pointer; dropped
  // anywhere else it goes back.
  const render::Rect area{l.hand.x, l.hand.y - l.card_h * 0.5f, l.hand.w, l.hand.h + l.card_h * 0.5f};
  return {[&l](int i, int n, bool raised) { return l.hand_card(i, n, raised ? 1.0f : 0.0f); },
          [&l](float x, float, int n) { return l.hand_slot(x, n); }, area};
}

std::vector<TableButton> JokerTable::buttons() const {
  const bool mine = person_to_act() && !busy() && card() >= 0;
  return {{"cancel", "Cancel", ui::ButtonKind::Secondary, mine},
          {"discard-button", "Discard", ui::ButtonKind::Primary, mine && stuck(), SDLK_d}};
}

void JokerTable::pressed(std::string_view id) {
  if (id == "cancel") clear_choice();
  if (id == "discard-button") discard_selected();
}

void JokerTable::handle(Frame& f) {
  const int n = static_cast<int>(hand().cards().size());
  for (SDL_Keycode k : f.input.keys) {
    const int i = static_cast<int>(k - SDLK_1);
    if (k >= SDLK_1 && k <= SDLK_6 && !busy() && i < n)
      hand().selected(i) ? hand().clear_selection() : hand().select_only(i);
  }
  if (chosen() != picked_) card_chosen();
  if (!person_to_act() || busy()) return;
  const std::string_view id = f.ui.clicked();
  auto hole_of = [&](std::string_view prefix) {
    return id.rfind(prefix, 0) == 0 ? std::atoi(std::string(id.substr(prefix.size())).c_str()) : -1;
  };
  const int from = hole_of("marble:"), to = hole_of("hole:");
  const std::vector<int> can = movable();
  if (from >= 0 && std::find(can.begin(), can.end(), from) != can.end()) choose_marble(from);
  if (to >= 0) choose_target(to);
}

bool JokerTable::escape() {
  if (card() < 0) return false;
  clear_choice();
  return true;
}

std::string JokerTable::title() const {
  // The teams, in their colours' order: the person's first.
  const int m = me();
  return who(m) + " & " + seat_name(joker::partner_of(m)) + "  vs  " + seat_name((m + 1) % 4) + " & " +
         seat_name((m + 3) % 4);
}

Prompt JokerTable::prompt() const {
  const auto& v = view();
  if (person_to_act() && !busy()) {
    const bool partner = v.board.mover_colour(me()) != me();
    if (stuck()) return {"No card can move a marble: choose one to discard.", true};
    if (card() < 0)
      return {partner ? "Your marbles are home: play for your partner. Choose a card." : "Your turn: choose a card.",
              true};
    if (split_from_ >= 0) return {"Now the rest of the 7: choose a second marble.", true};
    if (marble_ >= 0) return {"Choose where the marble goes.", true};
    return {"Choose a glowing marble.", true};
  }
  return {};
}

std::string JokerTable::results_title() const {
  const int w = view().winner_team;
  if (w < 0) return "The game is over";
  if (!session().all_bots() && w == joker::team_of(me()))
    return "You and " + seat_name(joker::partner_of(me())) + " win!";
  return seat_name(w) + " and " + seat_name(w + 2) + " win!";
}

std::vector<SheetLine> JokerTable::sheet_lines(bool) const {
  const joker::Board& b = view().board;
  std::vector<SheetLine> lines;
  for (int team = 0; team < 2; ++team)
    lines.push_back({who(team) + " & " + who(team + 2) + ":  " +
                         std::to_string(b.home_count(team) + b.home_count(team + 2)) + " of 10 marbles home",
                     team == view().winner_team});
  return lines;
}

void JokerTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  j["card"] = card();
  j["marble"] = marble_;
  j["split"] = split_from_ >= 0 ? nlohmann::json{split_from_, split_to_} : nlohmann::json(nullptr);
  nlohmann::json legal = nlohmann::json::array(), marbles = nlohmann::json::array(), home = nlohmann::json::array();
  for (const Action& a : legal_) legal.push_back(action_to_json(a));
  for (int m = 0; m < joker::kSeats * joker::kMarbles; ++m) marbles.push_back(v.board.pos(m));
  for (int seat = 0; seat < joker::kSeats; ++seat) home.push_back(v.board.home_count(seat));
  j["legal"] = std::move(legal);
  j["marbles"] = std::move(marbles);
  j["home"] = std::move(home);
  j["moves_for"] = v.board.mover_colour(me());
  j["winner_team"] = v.winner_team;
}

}  // namespace parlor::scenes
