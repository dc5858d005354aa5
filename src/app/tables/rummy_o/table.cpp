#include "app/tables/rummy_o/table.h"

#include <SDL.h>

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "app/ui/tile_face.h"
#include "bots/registry.h"
#include "engine/enum_names.h"
#include "engine/sentence.h"
#include "games/meld_words.h"
#include "games/rummy_o/compose.h"
#include "games/rummy_o/rules.h"

namespace parlor::scenes {

using rummy_o::Phase;

RummyOTable::RummyOTable(Director& director, session::TableSession session)
    : SharedMeldsTable(director, std::move(session), HandWidget("rack"), layout_rummy_o) {}

// A person's arrangement is kept between their turns; each round, and the end, starts it afresh.
void RummyOTable::follow_rack() { follow_hand(view().phase == Phase::GameOver ? 0 : view().round, view().rack); }

void RummyOTable::viewer_changed() { follow_rack(); }

bool RummyOTable::discarding() const {
  return person_to_act() && (view().phase == Phase::Play || view().phase == Phase::FirstDiscard);
}

// The opening discard takes no tile, and a turn takes one: a tap on the stock or the discard pile
// then says so.
std::string RummyOTable::take_refusal() const {
  // Before the turn's tile is taken, the kit's words ("Take a tile first.").
  if (!person_to_act() || drawing()) return SharedMeldsTable::take_refusal();
  if (view().phase == Phase::FirstDiscard)
    return "You start the round with 15 tiles: discard one. You take no tile on this first turn.";
  return "You have taken your tile this turn: lay down, add on, then discard one tile.";
}

int RummyOTable::staged_points() const {
  int points = 0;
  for (const Meld& m : hand().staged())
    for (const PlacedCard& p : m.cards) points += rummy_o::tile_points(p.card);
  return points;
}

// Why melds cannot be composed or played now, in the turn's words (the opening discard is a
// turn of its own, with no tile taken); nothing in the play phase.
std::optional<std::string> RummyOTable::not_playing(const char* then) const {
  if (playing() && view().phase == Phase::Play) return std::nullopt;
  if (!person_to_act()) return take_refusal();
  if (view().phase == Phase::FirstDiscard)
    return std::string("You start the round by discarding one of your 15 tiles; melds come on your later turns.");
  return say("Take a tile first; then {then}.", {{"then", then}});
}

void RummyOTable::stage_selected() {
  if (auto why = not_playing("compose your melds")) return fail(*why);
  if (auto reason = hand().stage_selected(rummy_o::meld_rules())) return fail(*reason);
  clear_error();
  // A joker that could stand for more than one tile: the person says which.
  ask_wilds(static_cast<int>(hand().staged().size()) - 1,
            [](const Meld& m) { return rummy_o::joker_choices(m.cards, m.kind); });
}

void RummyOTable::lay_down_staged() {
  if (auto why = not_playing("lay down your melds")) return fail(*why);
  if (hand().staged().empty()) return fail("Select three or more tiles and press Meld first.");
  Action a(rummy_o::kLayDown);
  a.melds = hand().staged_list();
  act(a);
}

// Discarding ends the turn. A player not on board with melds composed and one tile selected
// goes out at once when that is a Hand or a Foot (goes_out_with); otherwise it is a discard.
bool RummyOTable::going_out() const {
  const std::vector<Card> sel = hand().selected_cards();
  if (!playing() || sel.size() != 1 || hand().staged().empty()) return false;
  // Asked at every frame for the button's label: the placing search runs once a position.
  GoingOut key{session().moves(), hand().staged_list(), sel.front().face(), false};
  if (!going_out_ || going_out_->moves != key.moves || !(going_out_->melds == key.melds) ||
      going_out_->discard != key.discard) {
    key.out = rummy_o::goes_out_with(view(), me(), key.melds, key.discard);
    going_out_ = key;
  }
  return going_out_->out;
}

void RummyOTable::discard_selected() {
  const std::vector<Card> sel = hand().selected_cards();
  if (sel.size() != 1) return fail("Select the one tile to discard.");
  Action a(ActionKind::Discard);
  a.card = sel.front().face();
  if (going_out()) {
    a.kind = rummy_o::kGoOut;
    a.melds = hand().staged_list();
  }
  if (!act(a)) {
    // The refusal says why going out fails; the person may only have meant to discard.
    if (a.kind == rummy_o::kGoOut)
      fail(error_text() + " To discard without going out, first tap your composed melds to take them back.");
    return;
  }
  // The turn is over: nothing stays selected, or composed, for the next one.
  hand().clear_selection();
  if (a.kind == ActionKind::Discard) hand().clear_staged();
}

// One gesture on a table meld: add the selected tiles to it, or claim a joker in it.
void RummyOTable::tap_meld(int seat, int index) {
  if (auto why = not_playing("tap a meld to add to it")) return fail(*why);
  const Result<Action> a = rummy_o::tap_meld_action(view(), seat, index, hand().selected_cards(), hand().staged_list());
  a ? declare_then_act(*a) : fail(a.error());
}

// DECISIONS.md: the person declares each joker they place that could stand for more than one
// tile, here as on a new meld, joker by joker, before the move is played.
void RummyOTable::declare_then_act(Action a) {
  const auto q = rummy_o::next_joker_question(view(), me(), a);
  if (!q) {
    act(a);
    return;
  }
  ask({"Which tile does this joker stand for?", q->choices, [this, a, q = *q](Card as) mutable {
         a.melds.mutable_cards(q.meld)[static_cast<size_t>(q.tile)].as = as;
         declare_then_act(a);
       }});
}

// The hint (the kit's suggest_move), shown rather than played: the melds it lays or goes out with
// composed, the tile it adds or discards selected, the meld it adds to outlined, and said in words.
void RummyOTable::present_hint(const Action& a) {
  hinted_ = a;
  show_hint(a);
}

// Rummy-O's own moves in the hint's words: going out adds the tiles no meld holds to the table,
// and a joker claimed goes into new melds or one of the person's own.
std::string RummyOTable::hint_words(const Action& a) const {
  const std::string tile = a.card.is_none() ? std::string() : card_name(a.card);
  if (a.kind == rummy_o::kGoOut && static_cast<int>(view().rack.size()) > a.melds.total_cards() + 1)
    return say(a.melds.empty() ? "Hint: go out: add your tiles to the melds on the table, then discard the {tile}."
                               : "Hint: go out: lay down {melds}, add the rest to the table, then discard the {tile}.",
               {{"melds", hint_melds(a.melds)}, {"tile", tile}});
  if (a.kind != rummy_o::kClaimJoker) return SharedMeldsTable::hint_words(a);
  const Meld* on = table_meld(a.target_seat, a.target);
  const Meld* own = a.to > 0 ? table_meld(me(), a.to - 1) : nullptr;
  if (!on) return {};
  const std::string whose = a.target_seat == me() ? std::string("your") : seat_name(a.target_seat) + "'s";
  return say(own ? "Hint: give the {tile} for the joker in {whose} {kind}, {meld}, and add the joker to your {own}."
                 : "Hint: give the {tile} for the joker in {whose} {kind}, {meld}, then lay down {melds}.",
             {{"tile", tile},
              {"whose", whose},
              {"kind", meld_kind_word(on->kind, book_word())},
              {"meld", meld_words(on->kind, on->cards)},
              {"own", own ? meld_words(own->kind, own->cards) : std::string()},
              {"melds", hint_melds(a.melds)}});
}

HandGeometry RummyOTable::hand_geometry() const {
  const RummyOLayout& l = layout_;
  return {[&l](int i, int n, bool raised) { return l.rack_tile(i, n, raised); },
          [&l](float x, float y, int n) { return l.rack_slot(x, y, n); }, l.rack};
}

std::vector<TableButton> RummyOTable::buttons() const {
  const bool play_phase = playing() && view().phase == Phase::Play;
  const int sel = hand().selected_count();
  const bool out = play_phase && going_out();
  using ui::ButtonKind;
  std::vector<TableButton> row = sort_buttons("Colour", "Number");
  row.push_back({"hint", "Hint", ButtonKind::Secondary, person_to_act()});
  row.push_back({"meld", "Meld", ButtonKind::Primary, play_phase && sel >= 3, SDLK_m});
  row.push_back({"lay-down", "Lay down", ButtonKind::Primary, play_phase && !hand().staged().empty()});
  // With melds composed, the one tile selected is the discard that goes out with them.
  row.push_back({"discard-button", out ? "Go out" : "Discard", out ? ButtonKind::Danger : ButtonKind::Primary,
                 playing() && sel == 1});
  return row;
}

std::string RummyOTable::title() const {
  return "Rummy-O  \u00B7  Round " + std::to_string(view().round) + " of " + std::to_string(rummy_o::kRounds);
}

Prompt RummyOTable::prompt() const {
  const auto& v = view();
  if (person_to_act())
    return {v.phase == Phase::FirstDiscard ? "You start: discard one of your 15 tiles."
            : v.phase == Phase::Draw       ? "Your turn: take a tile from the stock or the discard."
            : v.opened_this_turn           ? "You are on board: lay down more melds, then discard one tile."
                                           : "Lay down, add on, then discard one tile.",
            true};
  return {};
}

// How the last round ended: who went out, in the rules' words, and the bonus.
std::vector<SheetLine> RummyOTable::sheet_lines(bool) const {
  const auto& last = view().last_round;
  if (!last || last->round != static_cast<int>(view().scores.rounds.size())) return {};
  const std::string how = last->went_out < 0 ? "Nobody went out this round."
                                             : rummy_o::went_out_words(who(last->went_out), last->way, last->bonus);
  return {{how, true}, {"Highest total after four rounds wins. Never on board: -100."}};
}

// What the one going out scored, said apart: the reveal shows their own melds only, so the tiles
// they added to others' melds (or gave for jokers there) are counted on a line of their own.
std::vector<std::string> RummyOTable::scored_notes(const rummy_o::RoundResult& last, size_t at) const {
  auto part = [&](const std::vector<int>& v) { return at < v.size() ? v[at] : 0; };
  const int added = part(last.added), added_tiles = part(last.added_tiles);
  std::vector<std::string> notes = {
      say("In own melds: {tiles}, {points}.", {{"tiles", plural(part(last.placed_tiles) - added_tiles, "tile")},
                                               {"points", plural(part(last.placed) - added, "point")}})};
  if (added_tiles > 0)
    notes.push_back(say("Added to others' melds: {tiles}, {points}.",
                        {{"tiles", plural(added_tiles, "tile")}, {"points", plural(added, "point")}}));
  notes.push_back(say("Bonus for going out: {points}.", {{"points", plural(last.bonus, "point")}}));
  return notes;
}

// rummy-o.txt: only the player going out scores their melds; everyone else on board loses what
// their rack still holds, so the reveal says why their melds, shown beside, earn nothing.
std::string RummyOTable::left_note(const RevealSeat& rs, int cost) const {
  const bool you = rs.name == "You";
  return say("{who} did not go out: {whose} melds count nothing, and the {tiles} left in {whose} rack cost {points}.",
             {{"who", rs.name},
              {"whose", you ? "your" : "their"},
              {"tiles", plural(static_cast<int>(rs.left.size()), "tile")},
              {"points", plural(cost, "point")}});
}

// The leftovers as the rack's Colour sort lays them: by colour, then number, jokers last.
std::vector<Card> RummyOTable::rack_order(const std::vector<Card>& tiles) const {
  session::HandModel sorted;
  sorted.sync(tiles);
  sorted.sort_by_suit(sort_wild());
  return sorted.cards();
}

// The table as the round ended, every rack face up, and how each seat's points came about.
std::optional<Reveal> RummyOTable::reveal() const {
  const auto& v = view();
  const auto& last = v.last_round;
  if (!last || last->round != static_cast<int>(v.scores.rounds.size())) return std::nullopt;
  return revealed(last->went_out < 0 ? "Round " + std::to_string(last->round) + ": nobody went out."
                                     : rummy_o::went_out_words(who(last->went_out), last->way, last->bonus),
                  [&](RevealSeat& rs) {
                    const auto at = static_cast<size_t>(rs.seat);
                    rs.points = last->points[at], rs.left = rack_order(last->left[at]);
                    rs.out = rs.seat == last->went_out;
                    if (at < last->melds.size()) rs.melds = last->melds[at];
                    if (rs.out)
                      rs.notes = scored_notes(*last, at);
                    else if (!last->on_board[at])
                      rs.notes = {"Never on board: -" + std::to_string(rummy_o::kNeverOnBoardPenalty)},
                      rs.costed = false;
                    else
                      rs.notes = {left_note(rs, -last->points[at])};
                  });
}

void RummyOTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  j["round"] = v.round;
  j["rack_size"] = v.rack.size();
  j["opening_points"] = staged_points();
  j["on_board"] = v.on_board;
  nlohmann::json table = nlohmann::json::array();
  for (const auto& melds : v.table) {
    table.push_back(nlohmann::json::array());
    for (const auto& m : melds) table.back().push_back(meld_to_text(m.meld));
  }
  j["table"] = std::move(table);
  nlohmann::json jokers = nlohmann::json::array();
  for (int i = 0; hinted_ && i < hinted_->melds.size(); ++i)
    for (const PlacedCard& p : hinted_->melds.cards(i))
      if (p.card.is_joker() && !p.as.is_none()) jokers.push_back(to_text(p.as));
  j["hint_jokers"] = std::move(jokers);
  if (v.last_round)
    j["last_round"] = {{"way", rummy_o::way_out_name(v.last_round->way)},
                       {"went_out", v.last_round->went_out},
                       {"bonus", v.last_round->bonus},
                       {"points", v.last_round->points}};
}

}  // namespace parlor::scenes
