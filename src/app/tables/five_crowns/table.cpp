#include "app/tables/five_crowns/table.h"

#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/ui/card_face.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"

namespace parlor::scenes {

using five_crowns::EventKind;
using five_crowns::Phase;

FiveCrownsTable::FiveCrownsTable(Director& director, session::TableSession session)
    : TableScene(director, std::move(session), HandWidget("hand")) {}

void FiveCrownsTable::lay_out(const Frame& f) {
  layout_ = layout_five_crowns(f.width, f.height, f.dpr, session().seat_count() - 1);
}

// A person's arrangement is kept between their turns, and starts sorted in each new hand.
void FiveCrownsTable::follow_view() {
  const auto& v = view();
  if (follow_hand(v.hand_number, v.hand)) hand().sort_by_suit(v.wild_rank);
  seen_ = {v.event_count, v.hand_number, v.discard_top};
}

void FiveCrownsTable::viewer_changed() {
  flight_.reset();
  follow_view();
}

// The card a draw or a discard moves, from where it was (the hand as it was arranged before the
// move) to where it went.
std::optional<FiveCrownsTable::Flight> FiveCrownsTable::flight_for(const five_crowns::Event& e) const {
  const auto& cards = hand().cards();
  const int n = std::max(1, static_cast<int>(cards.size()));
  Flight f;
  f.face = e.card;
  if (e.kind == EventKind::DrewStock || e.kind == EventKind::TookDiscard) {
    f.toss.from = e.kind == EventKind::DrewStock ? layout_.stock : layout_.discard;
    f.face_up = e.kind == EventKind::TookDiscard || e.seat == me();
    f.toss.to = layout_.seat_anchor((e.seat - me() - 1 + view().players) % view().players);
    f.to_hand = e.seat == me();
    return f;
  }
  if (e.kind != EventKind::Discarded) return std::nullopt;
  f.toss.to = layout_.discard;
  f.hide_discard_top = true;
  f.pile_under = seen_.discard_top;
  f.toss.from = layout_.seat_anchor((e.seat - me() - 1 + view().players) % view().players);
  if (e.seat == me()) {
    auto it = std::find(cards.begin(), cards.end(), e.card);
    f.toss.from = layout_.hand_card(it == cards.end() ? n - 1 : static_cast<int>(it - cards.begin()), n, 0);
  }
  return f;
}

void FiveCrownsTable::moved(int) {
  const auto& v = view();
  const int fresh = v.event_count - seen_.events;
  std::optional<Flight> fl;
  for (size_t i = static_cast<size_t>(std::max(0, static_cast<int>(v.events.size()) - fresh));
       i < v.events.size() && !fl; ++i)
    fl = flight_for(v.events[i]);
  follow_view();
  // A card drawn into the person's hand flies to its new place there, hidden until it lands.
  if (fl && fl->to_hand) {
    const int n = static_cast<int>(hand().cards().size());
    fl->hide_hand_index = hand().newest();
    if (fl->hide_hand_index >= 0) fl->face = hand().cards()[static_cast<size_t>(fl->hide_hand_index)];
    fl->toss.to = layout_.hand_card(std::max(0, fl->hide_hand_index), n, 0);
  }
  flight_.reset();
  if (!fl || flight_time() <= 0) return;
  fl->toss.duration = flight_time();
  flight_ = fl;
}

void FiveCrownsTable::tick(double dt) {
  if (flight_ && !flight_->toss.advance(dt)) flight_.reset();
}

bool FiveCrownsTable::my_discard_phase() const {
  return person_to_act() && view().phase == Phase::Discard && !covered();
}

void FiveCrownsTable::draw_from_stock() {
  if (person_to_act() && view().phase == Phase::Draw) act(Action::draw_stock());
}

void FiveCrownsTable::take_discard() {
  if (person_to_act() && view().phase == Phase::Draw) act(Action::take_discard());
}

void FiveCrownsTable::tap_discard() {
  if (person_to_act() && view().phase == Phase::Draw && !view().discard_top.is_none()) return take_discard();
  if (hand().selected_count() == 1) return discard_the_selected();
  fail("Select one card, then tap the pile to discard it.", 4.0f);
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
// down on a final turn, or a plain discard (staged melds go back to the hand).
void FiveCrownsTable::discard_selected(int index) {
  const auto& cards = hand().cards();
  if (index < 0 || index >= static_cast<int>(cards.size())) return fail("Choose one card to discard.", 4.0f);
  Action a;
  a.card = cards[static_cast<size_t>(index)].face();
  const bool everything_staged = cards.size() == 1 && !hand().staged().empty();
  a.kind = view().final_turn ? ActionKind::LayDown : everything_staged ? ActionKind::GoOut : ActionKind::Discard;
  if (a.kind != ActionKind::Discard) a.melds = hand().staged_list();
  // A turn that ends without going out lays nothing down: staged melds return to the hand.
  if (act(a) && a.kind == ActionKind::Discard) hand().clear_staged();
}

void FiveCrownsTable::discard_the_selected() {
  for (int i = 0; i < static_cast<int>(hand().cards().size()); ++i)
    if (hand().selected(i)) return discard_selected(i);
}

// The arrangement leaving the fewest points, composed, and the card to discard with it.
void FiveCrownsTable::suggest() {
  if (!my_discard_phase()) return;
  const auto choice = five_crowns::best_discard(view().hand, view().wild_rank);
  Action a = Action::discard(choice.discard);
  for (const Meld& m : choice.rest.melds) a.melds.add(m.kind, m.cards);
  show_hint(a);
}

HandGeometry FiveCrownsTable::hand_geometry() const {
  const FiveCrownsLayout& l = layout_;
  // Dropping anywhere but on the pile reorders, so the whole screen is the fan's area less the pile.
  return {[&l](int i, int n, bool raised) { return l.hand_card(i, n, raised ? 1.0f : 0.0f); },
          [&l](float x, float, int n) { return l.hand_slot(x, n); }, render::Rect{}};
}

void FiveCrownsTable::dropped(Frame&, const HandDrop& drop) {
  const render::Rect d = layout_.discard;
  const render::Rect pile{d.x - d.w * 0.4f, d.y - d.h * 0.3f, d.w * 1.8f, d.h * 1.6f};
  if (!pile.contains(drop.x, drop.y))
    hand().move(drop.index, layout_.hand_slot(drop.x, static_cast<int>(hand().cards().size())));
  else if (my_discard_phase())
    discard_selected(drop.index);
  else
    fail(person_to_act() ? "Draw a card first." : "It is not your turn.", 3.0f);
}

std::vector<TableButton> FiveCrownsTable::buttons() const {
  const bool mine = my_discard_phase();
  const int sel = hand().selected_count();
  const bool going_out = sel == 1 && hand().cards().size() == 1 && !hand().staged().empty();
  const std::string discard = view().final_turn && !hand().staged().empty() ? "Lay down"
                              : going_out                                   ? "Go out"
                                                                            : "Discard";
  using ui::ButtonKind;
  return {{"sort-suit", "By suit", ButtonKind::Secondary, true, SDLK_s},
          {"sort-rank", "By rank", ButtonKind::Secondary, true, SDLK_r},
          {"hint", "Best", ButtonKind::Secondary, mine},
          {"meld", "Meld", ButtonKind::Primary, mine && sel >= 3, SDLK_m},  // a meld has three cards at least
          {"discard-button", discard, going_out ? ButtonKind::Danger : ButtonKind::Primary, mine && sel == 1}};
}

void FiveCrownsTable::pressed(std::string_view id) {
  if (id == "sort-suit") hand().sort_by_suit(view().wild_rank);
  if (id == "sort-rank") hand().sort_by_rank(view().wild_rank);
  if (id == "hint") suggest();
  if (id == "meld") meld_selected();
  if (id == "discard-button") discard_the_selected();
}

void FiveCrownsTable::handle(Frame& f) {
  const std::string_view id = f.ui.clicked();
  if (id == "stock") draw_from_stock();
  if (id == "discard") tap_discard();
  if (id.rfind("staged:", 0) == 0) hand().unstage(std::atoi(std::string(id.substr(7)).c_str()));
  for (SDL_Keycode k : f.input.keys) {
    if (k == SDLK_d) draw_from_stock();
    if (k == SDLK_t) take_discard();
    // Enter discards the selected card, or the one under the keyboard cursor.
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && my_discard_phase())
      hand().selected_count() == 1 ? discard_the_selected()
                                   : discard_selected(hand().selected_count() ? -1 : hand_widget().focus());
  }
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

void FiveCrownsTable::draw_piece(Frame& f, render::Rect r, const PlacedCard& p) const {
  ui::draw_card_chip(f.batch, f.text, r, layout_.s, p.card, five_crowns::is_wild_card(p.card, revealed_wild()));
}

// Every hand, as it was when the hand ended: low points are good.
std::optional<Reveal> FiveCrownsTable::reveal() const {
  const auto& v = view();
  const auto& h = v.last_hand;
  if (!h || h->hand_number != static_cast<int>(v.scores.rounds.size())) return std::nullopt;
  Reveal r;
  r.signed_points = false;
  r.title = "Hand " + std::to_string(h->hand_number) + " is over";
  if (h->went_out >= 0)
    r.title += who(h->went_out) == "You" ? ": you went out!" : ": " + seat_name(h->went_out) + " went out.";
  for (int k = 0; k < v.players; ++k) {
    const int seat = (me() + k) % v.players;
    const auto at = static_cast<size_t>(seat);
    RevealSeat rs{seat, who(seat), h->points[at], h->melds[at], h->left[at], {}, seat == h->went_out};
    if (rs.out)
      rs.notes.push_back("Went out");
    else if (!rs.left.empty())
      rs.notes.push_back("Cards left count against " + std::string(who(seat) == "You" ? "you" : "them"));
    r.seats.push_back(std::move(rs));
  }
  return r;
}

void FiveCrownsTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  j["hand_number"] = v.hand_number;
  j["wild_rank"] = v.wild_rank;
  j["final_turn"] = v.final_turn;
  j["hand_size"] = v.hand.size();
  j["discard_top"] = v.discard_top.is_none() ? "" : to_text(v.discard_top);
}

}  // namespace parlor::scenes
