#include "app/tables/joker/table.h"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "app/ui/card_face.h"
#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "engine/sentence.h"
#include "games/joker/moves.h"

namespace parlor::scenes {

namespace {

// A move's taps: its card, its marble and the hole it goes to, and a 7 split's second marble and
// its hole. A discard is no path: it has its button.
std::vector<int> path_of(const Action& a) {
  if (a.kind != joker::kMove) return {};
  std::vector<int> p{a.card.face_index(), a.from, a.to};
  if (a.from2 || a.to2) p.insert(p.end(), {a.from2, a.to2});
  return p;
}

}  // namespace

JokerTable::JokerTable(Director& director, session::TableSession session)
    : GameTable(director, std::move(session), HandWidget("hand", true)), picker_(path_of, 2) {}

void JokerTable::lay_out(const Frame& f) {
  layout_ = layout_joker(f.width, f.height, f.dpr, me(), view().board.seats());
}

// Another person's board turns their side to the bottom; nothing of the last one's moves runs on.
void JokerTable::viewer_changed() {
  layout_.shape.me = me();
  runs_.reset(view());
  follow_view();
}

void JokerTable::follow_view() {
  follow_hand(0, view().hand);
  std::vector<Action> legal;
  if (person_to_act()) view().legal_actions(legal);
  picker_.reset(std::move(legal));
  hand().clear_selection();
  auto_asked_.clear();
}

void JokerTable::moved(int) {
  runs_.follow(view(), flight_time());
  follow_view();
}

bool JokerTable::stuck() const {
  return !picker_.legal().empty() && picker_.legal().front().kind == ActionKind::Discard;
}

// A tap among choices closer than a thumb asks which was meant.
void JokerTable::pick(int hole, bool is_marble) {
  if (std::vector<int> near = crowd(hole, is_marble); near.size() > 1) return ask_between(std::move(near), is_marble);
  step(hole, is_marble);
}

// A marble tapped while choosing where another goes switches to it; tapped again, it is dropped.
void JokerTable::step(int hole, bool is_marble) {
  if (is_marble && marble() >= 0) {
    const bool same = marble() == hole;
    picker_.back_to(picker_.depth() - 1);
    if (same) return;
  }
  if (auto a = picker_.choose(hole)) act(*a);
}

// The card comes back selected and each later choice is made again, as long as each is one the
// legal moves still offer and none completes a move (a saved choice never did).
bool JokerTable::resume_choice(const std::vector<int>& path) {
  const auto& cards = hand().cards();
  const auto card = std::find_if(cards.begin(), cards.end(), [&](Card c) { return c.face_index() == path.front(); });
  if (card != cards.end()) hand().select_only(static_cast<int>(card - cards.begin()));
  picked_ = chosen();
  picker_.clear();
  for (const int step : path)
    if (picked_.is_none() || !picker_.can(step) || picker_.choose(step)) {
      picker_.clear();
      hand().clear_selection();
      picked_ = Card();
      return false;
    }
  return true;
}

std::vector<TableButton> JokerTable::buttons() const {
  const bool mine = person_to_act() && !busy() && card() >= 0;
  return {{"hint", "Hint", ui::ButtonKind::Secondary, person_to_act() && !busy()},
          {"cancel", "Cancel", ui::ButtonKind::Secondary, mine},
          {"discard-button", "Discard", ui::ButtonKind::Primary, mine && stuck(), SDLK_d}};
}

// The hint (the kit's suggest_move), shown rather than played: its card chosen and its marble
// picked, so the hole it goes to glows, and said in words (crowd.cpp). A discard's card is chosen
// for the Discard button.
void JokerTable::present_hint(const Action& a) {
  show_hint(a);
  picked_ = chosen();
  picker_.clear();
  if (picked_.is_none() || a.kind != joker::kMove) return;
  picker_.choose(picked_.face_index());
  picker_.choose(a.from);
  auto_asked_ = picker_.chosen();  // the hint's hole glows on the board; no question covers it
}

void JokerTable::pressed(std::string_view id) {
  if (id == "hint") return suggest_move();
  if (id == "cancel" && card() < 0) return fail("There is nothing to cancel: no card is chosen.", 3.0f);
  if (id == "cancel") hand().clear_selection();
  if (id != "discard-button" || !person_to_act()) return;
  // joker-marbles.txt: a card is discarded only when none can move; the refusal says what comes first.
  if (!stuck()) return fail("A card of yours can move a marble: play one. You discard only when none can.", 3.0f);
  if (card() < 0) return fail("Choose the card to discard.", 3.0f);
  act(Action::discard(chosen()));
}

// The selected card is the first choice; a marble or hole tapped, the next.
void JokerTable::handle(Frame& f) {
  if (chosen() != picked_) {
    picked_ = chosen();
    picker_.clear();
    if (!picked_.is_none()) picker_.choose(picked_.face_index());
    // A card that moves nothing is refused, not left chosen under a prompt no marble answers;
    // the refusal says which rule stops the marbles.
    if (!picked_.is_none() && picker_.depth() == 0 && person_to_act() && !picker_.legal().empty() && !stuck()) {
      const Card refused = picked_;
      hand().clear_selection();
      picked_ = Card();
      fail(joker::why_no_move(view().board, me(), refused));
    }
  }
  if (!person_to_act() || busy()) return;
  keys(f);
  const std::string_view id = f.ui.clicked();
  if (id.rfind("still:", 0) == 0) refuse_marble(std::atoi(std::string(id.substr(6)).c_str()));
  for (const bool is_marble : {true, false}) {
    const std::string prefix = is_marble ? "marble:" : "hole:";
    if (id.rfind(prefix, 0) == 0) pick(std::atoi(std::string(id.substr(prefix.size())).c_str()), is_marble);
  }
  ask_if_crowded();
}

// A tap on a marble the chosen card cannot move says why, as the card's refusal does.
void JokerTable::refuse_marble(int hole) {
  const joker::Board& b = view().board;
  const int owner = joker::colour_of(b.occupant(hole)), mover = b.mover_colour(me());
  if (owner == mover)
    return fail(say("That marble cannot move with the {card}: choose one that glows.", {{"card", card_name(picked_)}}));
  if (owner == me())
    return fail(say("Your marbles are home: choose one of {who}'s that glows.", {{"who", seat_name(mover)}}));
  fail(mover == me() ? say("That is {who}'s marble: choose one of yours that glows.", {{"who", seat_name(owner)}})
                     : say("That is {who}'s marble: choose one of {mover}'s that glows.",
                           {{"who", seat_name(owner)}, {"mover", seat_name(mover)}}));
}

// "You & Chloé  vs  Ana & Dev  vs  Ben & Emil" wraps on a phone: then the reader's own team, named
// ("You & Chloé vs 2 teams" named no one else, and read as a count of players: blind test). A table
// of bots has no reader: its teams wrap.
std::vector<std::string> JokerTable::title_forms() const {
  std::vector<std::string> forms{teams_title()};
  if (reader() >= 0)
    forms.push_back(say("Your team: you & {partner}", {{"partner", seat_name(view().board.partner_of(me()))}}));
  return forms;
}

Prompt JokerTable::prompt() const {
  if (!person_to_act() || busy()) return {};
  const bool partner = view().board.mover_colour(me()) != me();
  if (stuck()) return {"No card can move a marble: choose one to discard.", true};
  // The person's colour is named whenever they choose a card: nothing else on the board says it.
  const int colour = view().board.mover_colour(me());
  const std::string marbles = joker::colour_name(view().board, colour);
  if (card() < 0)
    return {partner ? "Your marbles are home: choose a card for " + who(colour) + "'s " + marbles + " marbles."
                    : "Your turn: choose a card for your " + marbles + " marbles.",
            true};
  if (second_part()) return {"Now the rest of the 7: choose a second marble.", true};
  if (marble() >= 0) return {"Choose where the marble goes.", true};
  return {"Choose a glowing marble.", true};
}

std::vector<SheetLine> JokerTable::sheet_lines(bool) const {
  const joker::Board& b = view().board;
  std::vector<SheetLine> lines;
  for (int team = 0; team < b.teams(); ++team) {
    const int partner = b.partner_of(team);
    lines.push_back({who(team) + " & " + who(partner) + ":  " +
                         std::to_string(b.home_count(team) + b.home_count(partner)) + " of 10 marbles home",
                     team == view().winner_team});
  }
  return lines;
}

// The seats of `team`, the reader first: "You and Cy", "Bo and Dee".
std::string JokerTable::team_names(int team) const {
  const joker::Board& b = view().board;
  std::string first, rest;
  for (int seat = 0; seat < b.seats(); ++seat) {
    if (b.team_of(seat) != team) continue;
    std::string& to = seat == reader() ? first : rest;
    to += (to.empty() ? "" : " and ") + who(seat);
  }
  return first.empty() ? rest : rest.empty() ? first : first + " and " + rest;
}

// Said once the race is over, to the reader: which team got its marbles home (or led when the
// turn cap ended it), then every seat's cards still in hand and its own marbles home.
std::optional<Reveal> JokerTable::reveal() const {
  const joker::JokerView& v = view();
  const joker::Board& b = v.board;
  if (!session().match().is_over() || v.hands_shown.size() != static_cast<size_t>(b.seats())) return std::nullopt;
  const int w = v.winner_team;
  int home = 0;
  for (int seat = 0; seat < b.seats(); ++seat) home += w >= 0 && b.team_of(seat) == w ? b.home_count(seat) : 0;
  const bool mine = w >= 0 && reader() >= 0 && b.team_of(reader()) == w;
  std::string title;
  if (w < 0)
    title = "The race reached its last turn with the teams level.";
  else if (home == 2 * joker::kMarbles)
    title = team_names(w) + " got all ten marbles home" + (mine ? ": your team wins!" : " and win.");
  else
    title = "The race reached its last turn: " + (mine ? std::string("your team") : team_names(w)) + " led with " +
            std::to_string(home) + " marbles home" + (mine ? " and wins!" : " and win.");
  Reveal r = revealed(title, [&](RevealSeat& rs) {
    rs.points = b.home_count(rs.seat);
    // The reader's own cards in the order they kept them.
    const bool kept = hand().cards().size() == v.hand.size();
    rs.left = rs.seat != me() ? v.hands_shown[static_cast<size_t>(rs.seat)] : kept ? hand().cards() : v.hand;
    rs.out = w >= 0 && b.team_of(rs.seat) == w;
    rs.costed = false;
    std::string colour = joker::colour_name(b, rs.seat);
    colour[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(colour[0])));
    const int partner = b.partner_of(rs.seat);
    rs.notes.push_back(colour + " marbles, with " + (partner == reader() ? std::string("you") : seat_name(partner)));
  });
  r.signed_points = false;
  r.unit = "{count} marble home";
  r.units = "{count} marbles home";
  return r;
}

void JokerTable::draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const {
  ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card, false);
}

void JokerTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  j["card"] = card();
  j["last_moved"] = runs_.last_moved();
  j["marble"] = picker_.depth() == 2 ? picker_.at(1) : -1;
  j["split"] = second_part() ? nlohmann::json{picker_.at(1), picker_.at(2)} : nlohmann::json(nullptr);
  nlohmann::json legal = nlohmann::json::array(), home = nlohmann::json::array();
  for (const Action& a : picker_.legal()) legal.push_back(action_to_json(a, joker::kMoveKinds));
  for (int seat = 0; seat < v.board.seats(); ++seat) home.push_back(v.board.home_count(seat));
  // Where each seat's start lies (its five places' middle), CSS px: the tests hold each seat's
  // badge ("seat:<seat>") to lying beside it.
  nlohmann::json starts = nlohmann::json::array();
  const float css = css_scale();
  for (int seat = 0; seat < v.board.seats(); ++seat) {
    const int id = joker::Geometry(v.board.seats()).start_hole(seat);
    const Point a = layout_.hole(id, 0), b = layout_.hole(id, 2), c = layout_.hole(id, 3);
    const Point mid{(b.x + c.x) * 0.5f, (b.y + c.y) * 0.5f};
    starts.push_back({(a.x + mid.x) * 0.5f / css, (a.y + mid.y) * 0.5f / css});
  }
  j["starts"] = std::move(starts);
  // Each seat's mark on its marbles and its badge's avatar, by seat.
  j["marks"] = marks();
  const render::Rect b = layout_.board;
  j["board"] = {b.x / css, b.y / css, b.w / css, b.h / css};
  j["seats_beside"] = layout_.seats_beside;
  j["legal"] = std::move(legal);
  j["asking"] = asked_;
  // Where the asked holes (or marbles) lie, CSS px, though the question covers them on a phone.
  nlohmann::json asking_at = nlohmann::json::array();
  for (int h : asked_) asking_at.push_back({spot(h).x / css, spot(h).y / css});
  j["asking_at"] = std::move(asking_at);
  j["home"] = std::move(home);
  j["winner_team"] = v.winner_team;
}

}  // namespace parlor::scenes
