#include "app/tables/five_crowns/table.h"

#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/kit/meld_table.h"
#include "app/ui/card_face.h"
#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/sentence.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using five_crowns::Phase;

FiveCrownsTable::FiveCrownsTable(Director& director, session::TableSession session)
    : RummyTable(director, std::move(session), HandWidget("hand"), layout_five_crowns) {}

bool FiveCrownsTable::my_discard_phase() const {
  return person_to_act() && view().phase == Phase::Discard && !covered();
}

void FiveCrownsTable::meld_selected() {
  if (!my_discard_phase()) {
    return fail(view().phase == Phase::Draw && person_to_act() ? "Draw a card first, then lay down your melds."
                                                               : "You can meld only on your turn.",
                4.0f);
  }
  if (auto reason = hand().stage_selected(five_crowns::meld_rules(view().wild_rank))) return fail(*reason);
  clear_error();
}

// Discarding ends the turn: going out when the staged melds hold every other card, laying them
// down on a final turn, or a plain discard (staged melds stay set aside for the turns to come:
// the person arranged them, and only going out or the end of the hand lays them down).
void FiveCrownsTable::discard_selected() {
  const auto& cards = hand().cards();
  if (hand().selected_count() != 1) return fail("Select one card to discard.", 4.0f);
  Action a;
  a.card = hand().selected_cards().front().face();
  const bool everything_staged = cards.size() == 1 && !hand().staged().empty();
  a.kind = view().final_turn ? five_crowns::kLayDown : everything_staged ? five_crowns::kGoOut : ActionKind::Discard;
  if (a.kind != ActionKind::Discard) a.melds = hand().staged_list();
  act(a);
}

// Hint: the strongest bot's move in the person's seat (seeded as a bot there would be; the
// Strong bot thinks across frames first): before the draw the pile it takes from (a blind tester
// found Hint disabled there), after it the discard, with the arrangement of the rest leaving the
// fewest points composed.
void FiveCrownsTable::suggest() { suggest_move(); }

void FiveCrownsTable::present_hint(const Action& hinted) {
  Action a = hinted;
  // Going out and laying down come with their melds; a plain discard gets the rest's best ones.
  if (a.kind == ActionKind::Discard && a.melds.empty()) {
    for (const five_crowns::DiscardChoice& c : five_crowns::arrange_each_discard(view().hand, view().wild_rank))
      if (c.discard.face() == a.card.face()) {
        for (const Meld& m : c.rest.melds) a.melds.add(m.kind, m.cards);
        break;
      }
  }
  show_hint(a);
}

// The take in the table's own words (its prompt: "draw from the stock or take the discard"), a
// wild from the discard pile said to be one. (Naming the book or run a taken card makes needs the
// arrangement solver in the app: 0.8 KB gzipped over the first load's limit.)
std::string FiveCrownsTable::hint_words(const Action& a) const {
  if (a.kind == ActionKind::DrawStock) return "Hint: draw from the stock.";
  if (a.kind != ActionKind::TakeDiscard) return GameTable::hint_words(a);
  const Card top = discard_top();
  const std::string card = card_name(top);
  if (five_crowns::is_wild_card(top, view().wild_rank))
    return say("Hint: take the {card} from the discard pile: it is wild.", {{"card", card}});
  return GameTable::hint_words(a);
}

std::vector<TableButton> FiveCrownsTable::buttons() const {
  const bool mine = my_discard_phase();
  const int sel = hand().selected_count();
  const bool going_out = sel == 1 && hand().cards().size() == 1 && !hand().staged().empty();
  const std::string discard = view().final_turn && !hand().staged().empty() ? "Lay down"
                              : going_out                                   ? "Go out"
                                                                            : "Discard";
  using ui::ButtonKind;
  std::vector<TableButton> row = sort_buttons("By suit", "By rank");
  row.push_back({"hint", "Hint", ButtonKind::Secondary, person_to_act()});
  row.push_back({"meld", "Meld", ButtonKind::Primary, mine && sel >= 3, SDLK_m});  // a meld has three cards at least
  row.push_back({"discard-button", discard, going_out ? ButtonKind::Danger : ButtonKind::Primary, mine && sel == 1});
  return row;
}

void FiveCrownsTable::pressed(std::string_view id) {
  if (id == "hint") suggest();
  if (id == "meld") meld_selected();
  if (id == "discard-button") discard_selected();
}

std::string FiveCrownsTable::title() const {
  return "Hand " + std::to_string(view().hand_number) + " of " + std::to_string(five_crowns::kHands) + "  \u00B7  " +
         rank_name(view().wild_rank, false) + "s wild";
}

Prompt FiveCrownsTable::prompt() const {
  const auto& v = view();
  if (v.phase == Phase::GameOver) return {};
  if (v.went_out >= 0) {
    return {v.final_turn && person_to_act()
                ? who(v.went_out) + " went out! Your last turn: draw, lay down what you can, discard."
                : who(v.went_out) + " went out! Everyone else has one last turn.",
            true};
  }
  if (person_to_act())
    return {v.phase == Phase::Draw ? "Your turn: draw from the stock or take the discard."
                                   : "Discard a card, or meld everything but one card to go out.",
            true};
  return {};
}

std::vector<SheetLine> FiveCrownsTable::sheet_lines(bool final_results) const {
  const auto& v = view();
  const int hands = static_cast<int>(v.scores.rounds.size());
  if (final_results || !v.last_hand || v.last_hand->hand_number != hands || v.last_hand->went_out < 0) return {};
  return {{who(v.last_hand->went_out) + " went out. Low total wins."}};
}

int FiveCrownsTable::revealed_wild() const {
  const auto& h = view().last_hand;
  return h ? five_crowns::wild_rank_of_hand(h->hand_number - 1) : view().wild_rank;
}

int FiveCrownsTable::piece_cost(Card c) const { return five_crowns::card_points(c, revealed_wild()); }

// The reveal (which covers the table) draws the hand just scored, under its wilds; during play a
// seat's sheet draws melds of this hand, under this hand's (at hand 11 it framed the queens).
bool FiveCrownsTable::piece_wild(const PlacedCard& p) const {
  return five_crowns::is_wild_card(p.card, covered() ? revealed_wild() : view().wild_rank);
}

void FiveCrownsTable::draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const {
  ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card, piece_wild(p), p.as);
}

// Every hand, as it was when the hand ended: low points are good.
std::optional<Reveal> FiveCrownsTable::reveal() const {
  const auto& v = view();
  const auto& h = v.last_hand;
  if (!h || h->hand_number != static_cast<int>(v.scores.rounds.size())) return std::nullopt;
  const std::string title = "Hand " + std::to_string(h->hand_number) + " is over";
  Reveal r = revealed(h->went_out < 0             ? title
                      : who(h->went_out) == "You" ? title + ": you went out!"
                                                  : title + ": " + seat_name(h->went_out) + " went out.",
                      [&](RevealSeat& rs) {
                        const auto at = static_cast<size_t>(rs.seat);
                        rs.points = h->points[at], rs.melds = h->melds[at], rs.left = h->left[at];
                        rs.out = rs.seat == h->went_out;
                        if (rs.out) rs.notes.push_back("Went out");
                      });
  r.signed_points = false;
  return r;
}

void FiveCrownsTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  j["hand_number"] = v.hand_number;
  j["wild_rank"] = v.wild_rank;
  j["final_turn"] = v.final_turn;
  j["hand_size"] = v.hand.size();
  j["staged_piece"] = layout_.staged_w / css_scale();
  j["laid"] = melds_json(v.laid);  // seat by seat, face up for every seat to see
  j["staged_stand_in"] = {staged_stand_in_.shown / css_scale(), staged_stand_in_.w / css_scale()};
}

}  // namespace parlor::scenes
