#include "app/tables/jok_r_ummy/table.h"

#include <SDL.h>

#include <algorithm>
#include <cctype>
#include <nlohmann/json.hpp>

#include "app/ui/card_face.h"
#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/json_util.h"
#include "engine/sentence.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"

namespace parlor::scenes {

using jok_r_ummy::Phase;

JokRUmmyTable::JokRUmmyTable(Director& director, session::TableSession session)
    : SharedMeldsTable(director, std::move(session), HandWidget("hand"), layout_jok_r_ummy) {}

bool JokRUmmyTable::playing() const { return person_to_act() && view().phase == Phase::Play && !covered(); }
bool JokRUmmyTable::swapping() const { return person_to_act() && view().phase == Phase::Swap && !covered(); }
bool JokRUmmyTable::completed() const {
  const auto& c = view().completed;
  return me() >= 0 && static_cast<size_t>(me()) < c.size() && c[static_cast<size_t>(me())];
}

std::vector<Action> JokRUmmyTable::legal(ActionKind kind) const {
  std::vector<Action> all, out;
  if (!person_to_act()) return out;
  view().legal_actions(all);
  for (Action& a : all)
    if (a.kind == kind) out.push_back(std::move(a));
  return out;
}

// A person's arrangement is kept between their turns; each round, and the end, starts it afresh.
// The program's needs are worked out here, once a move, not every frame.
void JokRUmmyTable::follow_view() {
  const auto& v = view();
  follow_hand(v.phase == Phase::GameOver ? 0 : v.round, v.hand);
  shown_table_.clear();
  for (const std::vector<Meld>& melds : v.table) shown_table_.push_back(stand_ins_shown(melds));
  hint_kind_.clear();
  const jok_r_ummy::Program* p = v.program();
  // The solver runs when the hand or the program changed, not at every other seat's move.
  if (v.hand != needs_.hand || v.program_card() != needs_.program) work_out_needs(p, v.hand);
  can_reveal_ = missing_cards_ == 0 && v.to_act() && v.phase == Phase::Play && !completed();
}

void JokRUmmyTable::work_out_needs(const jok_r_ummy::Program* p, const std::vector<Card>& hand) {
  needs_ = {hand, view().program_card()};
  serving_.clear();
  missing_.clear();
  missing_cards_ = -1;
  if (!p || p->sun || hand.empty()) return;
  // One plan gives both the cards outlined and the words: they never tell two plans.
  const jok_r_ummy::Shortfall sf = jok_r_ummy::shortfall(*p, hand);
  serving_ = sf.uses;
  missing_cards_ = sf.cards;
  missing_ = sf.cards == 0 ? "Nothing is missing: you can reveal your program." : jok_r_ummy::shortfall_text(sf);
}

const std::vector<Card>& JokRUmmyTable::outlined() const {
  return playing() && !completed() && !hand().staged().empty() ? progress_.uses : serving_;
}

std::string JokRUmmyTable::reveal_reason() const {
  const auto& v = view();
  if (!person_to_act()) return "You can reveal your program only on your turn.";
  if (v.phase == Phase::Draw) return "Take a card first, then reveal your program.";
  if (completed()) return "You have already completed your program this round.";
  Action a(jok_r_ummy::kReveal);
  a.melds = hand().staged_list();
  if (auto reason = session().state().validate(me(), a)) {
    // The engine's reason for the combinations at hand; what is missing says more when they are none.
    if (hand().staged().empty() && !missing_.empty()) return missing_;
    return *reason;
  }
  return missing_;
}

void JokRUmmyTable::tick(double) {
  const auto& v = view();
  const jok_r_ummy::Program* p = v.program();
  if (hand().staged() == progress_staged_ && hand().cards() == progress_rest_ && v.program_card() == progress_program_)
    return;
  progress_staged_ = hand().staged();
  progress_rest_ = hand().cards();
  progress_program_ = v.program_card();
  progress_ = p ? jok_r_ummy::compose_progress(*p, progress_staged_, progress_rest_) : jok_r_ummy::Progress{};
}

// The selected cards as one combination, each wild said where it could stand for more than one
// card; then `then`, once every wild is said.
void JokRUmmyTable::stage_selected(std::function<void()> then) {
  if (!playing())
    return fail(person_to_act() ? "Take a card first, then compose your combinations." : "Wait for your turn.");
  // The kind the program's next part asks for (after the program, books only) where the cards
  // make either.
  std::optional<MeldKind> prefer;
  if (completed()) prefer = MeldKind::Book;
  if (const jok_r_ummy::Program* p = view().program();
      !completed() && p && progress_.next >= 0 && progress_.next < static_cast<int>(p->parts.size()))
    prefer = p->parts[static_cast<size_t>(progress_.next)].kind == jok_r_ummy::PartKind::Set ? MeldKind::Book
                                                                                             : MeldKind::Run;
  if (auto reason = hand().stage_selected(jok_r_ummy::meld_rules(), prefer)) return fail(*reason);
  clear_error();
  ask_wilds(static_cast<int>(hand().staged().size()) - 1, jok_r_ummy::wild_readings, 0, std::move(then));
}

// The composed combinations revealed; with none composed, the suggested reveal composed for the
// person to see, and reveal with a second press.
void JokRUmmyTable::reveal_program() {
  if (!playing() || completed()) return fail(reveal_reason());
  if (hand().staged().empty()) {
    const std::vector<Action> reveals = legal(jok_r_ummy::kReveal);
    if (reveals.empty()) return fail(reveal_reason());
    std::vector<Meld> melds;
    for (int i = 0; i < reveals.front().melds.size(); ++i) melds.push_back(reveals.front().melds.meld(i));
    hand().clear_selection();
    hand().stage(melds);
    // Good news, said where the prompt is (as a hint), not as a refusal.
    return say_hint("Your program is composed: press Reveal program to lay it, or tap a combination to take it back.");
  }
  Action a(jok_r_ummy::kReveal);
  a.melds = hand().staged_list();
  if (act(a)) hand().clear_selection();
}

// After completing: the composed books, else the selected cards as one book (its wilds said).
void JokRUmmyTable::lay_down() {
  if (!playing()) return fail(person_to_act() ? "Take a card first." : "You can lay down only on your turn.");
  if (!hand().staged().empty()) return lay_staged();
  if (hand().selected_count() < 3) return fail("Select three or more cards of one rank, then press Lay down.");
  stage_selected([this] { lay_staged(); });
}

void JokRUmmyTable::lay_staged() {
  Action a(jok_r_ummy::kLayDown);
  a.melds = hand().staged_list();
  if (act(a)) hand().clear_selection();
}

// The selected card onto combination `index` of `seat`; a wild that could stand for more than one
// card there is asked for.
void JokRUmmyTable::tap_meld(int seat, int index) {
  if (!playing())
    return fail(person_to_act() ? "Take a card first." : "You can add to combinations only on your turn.");
  if (!completed()) return fail("Complete your program first; then you may add cards to the combinations.");
  const std::vector<Card> sel = hand().selected_cards();
  if (sel.size() != 1) return fail("Select one card of your hand, then tap the combination to add it to.");
  const auto& table = view().table;
  if (seat < 0 || static_cast<size_t>(seat) >= table.size() || index < 0 ||
      static_cast<size_t>(index) >= table[static_cast<size_t>(seat)].size())
    return;
  const std::vector<Action> readings = jok_r_ummy::add_on_readings(table, seat, index, sel.front());
  auto play = [this](const Action& a) {
    if (act(a)) hand().clear_selection();
  };
  if (readings.size() == 1) return play(readings.front());
  if (readings.empty()) {
    // It does not fit: the engine says why.
    Action a(jok_r_ummy::kAddOn);
    const PlacedCard card{sel.front().face(), Card()};
    a.melds.add(table[static_cast<size_t>(seat)][static_cast<size_t>(index)].kind,
                std::span<const PlacedCard>(&card, 1));
    a.target = static_cast<int8_t>(index);
    a.target_seat = static_cast<int8_t>(seat);
    return play(a);
  }
  std::vector<Card> stands;
  for (const Action& r : readings) stands.push_back(r.melds.cards(0)[0].as);
  const Card wild = sel.front();
  ask({"Which card does " + (wild.is_joker() ? std::string("this joker") : "the " + card_name(wild)) + " stand for?",
       stands, [readings, play](Card as) {
         for (const Action& r : readings)
           if (r.melds.cards(0)[0].as == as) return play(r);
       }});
}

void JokRUmmyTable::choose_program(bool swap) {
  if (!swapping()) return fail("You can swap or keep your program only at the deal, when it is offered.");
  act(Action(swap ? jok_r_ummy::kSwap : jok_r_ummy::kKeep));
}

// The hint (the kit's suggest_move) from the strongest quick bot: Good, not Strong, until
// Jok-R-Ummy's Strong is shown to beat Good (docs/benchmarks.md): a slower hint would be no
// better. It thinks across frames either way (think_hint), so Strong is one word away. Its move is
// shown rather than played: the combinations it reveals or lays composed, the card it adds or
// discards selected, the combination it adds to outlined, and said in words.
void JokRUmmyTable::present_hint(const Action& a) {
  hint_kind_ = action_kind_name(a.kind, view().move_kinds());
  // One plan for the outline, the words and the Hint: the bot may give up a card the outline
  // says serves the program (another plan loses nothing by it); a card outside it goes instead.
  if (a.kind == ActionKind::Discard && !completed()) {
    Action outside = a;
    outside.card = jok_r_ummy::discard_outside_plan(serving_, view().hand, a.card);
    return show_hint(outside);
  }
  show_hint(a);
}

std::string JokRUmmyTable::hint_words(const Action& a) const {
  if (a.kind == jok_r_ummy::kSwap) return "Hint: swap your program for a new one.";
  if (a.kind == jok_r_ummy::kKeep) return "Hint: keep your program.";
  if (a.kind == jok_r_ummy::kReveal)
    return say("Hint: reveal your program with {melds}.", {{"melds", hint_melds(a.melds)}});
  return GameTable::hint_words(a);
}

std::vector<TableButton> JokRUmmyTable::buttons() const {
  using ui::ButtonKind;
  std::vector<TableButton> row = sort_buttons("By suit", "By rank");
  if (swapping()) {
    row.push_back({"swap-program", "Swap program", ButtonKind::Primary, true, SDLK_w});
    row.push_back({"keep-program", "Keep program", ButtonKind::Secondary, true, SDLK_k});
    return row;
  }
  const int sel = hand().selected_count();
  const bool staged = !hand().staged().empty();
  row.push_back({"hint", "Hint", ButtonKind::Secondary, person_to_act()});
  row.push_back({"meld", "Meld", ButtonKind::Secondary, playing() && sel >= 3, SDLK_m});
  // One place for the program's move: Reveal program until it is completed, then Lay down.
  if (completed()) {
    row.push_back({"lay-down", "Lay down", ButtonKind::Primary, playing() && (sel >= 3 || staged), SDLK_l});
  } else {
    // The kit's row of six: "Reveal program" where a button is wide enough to hold it whole.
    const float gap = TableColumn::kButtonGap * layout_.s, w = layout_.buttons.w,
                two = layout_.buttons.h > 60 * layout_.s;
    const float each = (w - gap * (two ? 2 : 5)) / (two ? 3.0f : 6.0f);
    row.push_back({"reveal-program", each >= 150 * layout_.s ? "Reveal program" : "Reveal", ButtonKind::Primary,
                   playing() && (can_reveal_ || staged), SDLK_p});
  }
  row.push_back({"discard-button", "Discard", ButtonKind::Primary, playing() && sel == 1});
  return row;
}

void JokRUmmyTable::pressed_own(std::string_view id) {
  if (id == "reveal-program") reveal_program();
  if (id == "swap-program") choose_program(true);
  if (id == "keep-program") choose_program(false);
}

void JokRUmmyTable::handle(Frame& f) {
  SharedMeldsTable::handle(f);
  // Without a pointer, A adds the selected card: to the combination outlined (the hint's), else to
  // the first that takes it.
  if (f.input.key(SDLK_a)) {
    std::optional<std::pair<int, int>> to = highlight();
    const std::vector<Card> sel = hand().selected_cards();
    if (!to && sel.size() == 1)
      for (const Action& l : legal(jok_r_ummy::kAddOn))
        if (l.melds.cards(0)[0].card.face() == sel.front().face()) {
          to = std::make_pair(static_cast<int>(l.target_seat), static_cast<int>(l.target));
          break;
        }
    if (to) return tap_meld(to->first, to->second);
    fail(sel.size() == 1 ? "No combination on the table takes that card." : "Select one card to add to a combination.");
  }
  // The program card tapped: what it asks and what is missing, in the banner.
  if (f.ui.clicked() == "program") fail(std::string(f.ui.clicked_label()), 6.0f);
}

std::string JokRUmmyTable::title() const { return "Jok-R-Ummy  \u00B7  Round " + std::to_string(view().round); }

Prompt JokRUmmyTable::prompt() const {
  const auto& v = view();
  if (v.phase == Phase::GameOver || !person_to_act()) return {};
  if (v.phase == Phase::Swap) {
    const int r = v.rounds_without[static_cast<size_t>(me())];
    return {"Your program went " + std::to_string(r) + " rounds without completing: swap it for a new one, or keep it.",
            true};
  }
  if (v.phase == Phase::Draw)
    return {v.hand.size() == 1 ? "Your turn: with one card left, you take from the stock."
                               : "Your turn: take a card from the stock or the discard.",
            true};
  if (completed()) return {"Lay down books, tap a combination to add the selected card, then discard.", true};
  if (missing_cards_ == 0) return {"You hold your whole program: press Reveal program!", true};
  return {"Discard a card to end your turn.", true};
}

void JokRUmmyTable::publish_extra(nlohmann::json& j) const {
  const auto& v = view();
  publish_deal(j);
  j["completed"] = v.completed;
  j["rounds_without"] = v.rounds_without;
  j["staged_piece"] = layout_.staged_w / css_scale();
  nlohmann::json counts = nlohmann::json::array();
  for (int seat = 0; seat < v.players; ++seat) counts.push_back(v.completed_count(seat));
  j["programs"] = std::move(counts);
  const jok_r_ummy::Program* p = v.program();
  j["program"] = p ? nlohmann::json(p->id) : nlohmann::json(nullptr);
  j["program_words"] = p ? jok_r_ummy::describe_program(*p) : "";
  j["missing"] = missing_;
  j["missing_cards"] = missing_cards_;
  j["program_cards"] = p ? jok_r_ummy::program_cards(*p) : 0;
  nlohmann::json serving = nlohmann::json::array();
  for (Card c : outlined()) serving.push_back(to_text(c));
  j["serving"] = std::move(serving);
  j["can_reveal"] = can_reveal_;
  // Why Reveal program is disabled, as a press of its key (P) would say.
  j["reveal_reason"] = can_reveal_ || completed() || !v.to_act() || v.phase != Phase::Play ? "" : missing_;
  j["hint_kind"] = hint_kind_;
  // The combinations composed and how far they go towards the program.
  j["composed"] = melds_json(hand().staged());
  j["progress"] = {{"next", progress_.next},
                   {"filled", progress_.filled},
                   {"slots", progress_.slots},
                   {"text", progress_.text},
                   {"stray", progress_.stray}};
  j["table"] = melds_json(v.table);
  nlohmann::json first = nlohmann::json::array();
  for (Card c : v.first_deal) first.push_back(to_text(c));
  j["first_deal"] = std::move(first);
  j["sun_news"] = sun_news();
  j["chips"] = chips_drawn_;
}

}  // namespace parlor::scenes
