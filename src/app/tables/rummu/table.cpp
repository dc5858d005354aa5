#include "app/tables/rummu/table.h"

#include <SDL.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "bots/bot.h"
#include "bots/registry.h"
#include "engine/sentence.h"
#include "games/meld_words.h"
#include "games/rummu/melds.h"
#include "games/rummu/rules.h"
#include "games/rummu/scoring.h"
#include "games/rummu/solver.h"

namespace parlor::scenes {

using rummu::Phase;

RummuTable::RummuTable(Director& director, session::TableSession session)
    : SharedMeldsTable(director, std::move(session), HandWidget("hand"), layout_rummu) {}

bool RummuTable::playing() const { return person_to_act() && view().phase == Phase::Play && !covered(); }

bool RummuTable::came_out() const {
  const auto& c = view().came_out;
  return me() >= 0 && static_cast<size_t>(me()) < c.size() && c[static_cast<size_t>(me())];
}

int RummuTable::come_out_min() const {
  const auto& m = view().come_out_min;
  return me() >= 0 && static_cast<size_t>(me()) < m.size() ? m[static_cast<size_t>(me())] : 0;
}

int RummuTable::staged_cards() const {
  int n = 0;
  for (const Meld& m : hand().staged()) n += static_cast<int>(m.cards.size());
  return n;
}

// A person's arrangement is kept between their turns; each round, and the end, starts it afresh.
void RummuTable::follow_view() {
  const auto& v = view();
  follow_hand(v.phase == Phase::GameOver ? 0 : v.round, v.hand);
  hint_kind_.clear();
  hint_count_ = 0;
  if (!drawing()) fan_open_ = false;
}

bool RummuTable::discard_tapped() {
  // One card there: nothing to choose.
  if (view().discard_count <= 1) return false;
  if (fan_open_) {
    // Again (T from the keyboard): one card deeper, round to the top after the bottom.
    fan_depth_ = fan_depth_ % view().discard_count + 1;
  } else {
    fan_open_ = true;
    fan_depth_ = 1;
    clear_error();
  }
  return true;
}

void RummuTable::take_discards(int count) {
  if (!drawing() || count < 1 || count > view().discard_count) return;
  Action a = Action::take_discard();
  a.count = static_cast<uint8_t>(count);
  if (act(a)) fan_open_ = false;
}

bool RummuTable::escape() {
  if (fan_open_) {
    fan_open_ = false;
    return true;
  }
  return SharedMeldsTable::escape();
}

// The selected cards as one combination: each yellow card itself where it can be, a joker only
// where the combination needs one, and of those the one scoring most.
void RummuTable::stage_selected() {
  if (!playing()) return fail(person_to_act() ? "Take a card first." : "You can compose only on your turn.");
  const std::vector<Card> sel = hand().selected_cards();
  if (sel.size() < static_cast<size_t>(rummu::kMinCombinationCards))
    return fail("Select three or more cards, then press Meld.");
  const Result<Meld> best = meant_selected();
  if (!best) return fail(best.error());
  std::vector<Meld> staged = hand().staged();
  staged.push_back(*best);
  hand().stage(staged);
  clear_error();
}

const Result<Meld>& RummuTable::meant_selected() const {
  const std::vector<Card> sel = hand().selected_cards();
  if (!meant_for_ || *meant_for_ != sel) {
    meant_for_ = sel;
    meant_ = rummu::meant_combination(sel);
  }
  return meant_;
}

// Why Lay down would be refused now, so its button is disabled before it is pressed (and says
// this when tapped): the selected cards count as the combination they are meant to make.
std::optional<std::string> RummuTable::lay_down_refusal() const {
  if (!playing()) return person_to_act() ? "Take a card first." : "You can lay down only on your turn.";
  const std::vector<Card> sel = hand().selected_cards();
  std::vector<std::vector<PlacedCard>> combinations;
  for (const Meld& m : hand().staged()) combinations.push_back(m.cards);
  if (sel.size() >= static_cast<size_t>(rummu::kMinCombinationCards)) {
    const Result<Meld>& meant = meant_selected();
    if (!meant) return meant.error();
    combinations.push_back(meant->cards);
  }
  if (combinations.empty()) return "Select three or more cards and press Meld first.";
  return rummu::lay_down_short(came_out(), combinations, come_out_min());
}

void RummuTable::lay_down() {
  if (auto why = lay_down_refusal()) return fail(*why);
  // Selected cards not composed yet: they are the combination meant.
  if (hand().selected_count() >= rummu::kMinCombinationCards) {
    const size_t before = hand().staged().size();
    stage_selected();
    if (hand().staged().size() == before) return;
  }
  Action a(rummu::kLayDown);
  a.melds = hand().staged_list();
  if (act(a)) hand().clear_selection();
}

Result<Action> RummuTable::meld_action(int seat, int index) const {
  const auto& table = view().table;
  if (seat < 0 || static_cast<size_t>(seat) >= table.size() || index < 0 ||
      static_cast<size_t>(index) >= table[static_cast<size_t>(seat)].size())
    return Result<Action>::failure("That combination is no longer on the table.");
  const Meld& meld = table[static_cast<size_t>(seat)][static_cast<size_t>(index)];
  const std::vector<Card> sel = hand().selected_cards();
  if (sel.empty()) return Result<Action>::failure("Select a card of your hand, then tap the combination.");
  // The card a yellow joker there stands for: the exchange.
  if (sel.size() == 1)
    for (const PlacedCard& p : meld.cards)
      if (rummu::is_joker(p) && p.as.face() == sel.front().face()) {
        Action a(rummu::kExchangeJoker);
        a.card = sel.front().face();
        a.target = static_cast<int8_t>(index);
        a.target_seat = static_cast<int8_t>(seat);
        return a;
      }
  // Otherwise each card joins in turn, a yellow one as itself where it can.
  Meld grown = meld;
  std::vector<PlacedCard> added;
  for (Card c : sel) {
    const std::vector<PlacedCard> ways = rummu::additions_to(grown, std::span<const Card>(&c, 1));
    if (ways.empty()) {
      // Why, as the rules say it of the card laid as itself.
      std::vector<PlacedCard> tried = grown.cards;
      tried.push_back(PlacedCard{c.face(), Card::none()});
      const auto reading = rummu::read_combination(tried);
      const PlacedCard piece{c.face(), Card::none()};
      return Result<Action>::failure(misfit_words(std::span<const PlacedCard>(&piece, 1), meld, seat == me(), "book",
                                                  reading ? std::string("It cannot join it.") : reading.error(),
                                                  rummu::kYellowJokers));
    }
    const auto plain = std::find_if(ways.begin(), ways.end(), [](const PlacedCard& p) { return p.as.is_none(); });
    const PlacedCard way = plain != ways.end() ? *plain : ways.front();
    added.push_back(way);
    grown = rummu::joined(grown, std::span<const PlacedCard>(&way, 1));
  }
  Action a(rummu::kAddOn);
  a.melds.add(meld.kind, added);
  a.target = static_cast<int8_t>(index);
  a.target_seat = static_cast<int8_t>(seat);
  return a;
}

void RummuTable::tap_meld(int seat, int index) {
  if (!playing())
    return fail(person_to_act() ? "Take a card first." : "You can add to combinations only on your turn.");
  const Result<Action> a = meld_action(seat, index);
  if (!a) return fail(a.error());
  if (act(*a)) hand().clear_selection();
}

// Without a pointer, A puts the selected cards on the combination outlined (the hint's), else on
// the first that takes them.
void RummuTable::add_by_key() {
  if (!playing())
    return fail(person_to_act() ? "Take a card first." : "You can add to combinations only on your turn.");
  if (const auto& to = highlight(); to && meld_action(to->first, to->second)) return tap_meld(to->first, to->second);
  const auto& table = view().table;
  for (int seat = 0; seat < static_cast<int>(table.size()); ++seat)
    for (int m = 0; m < static_cast<int>(table[static_cast<size_t>(seat)].size()); ++m)
      if (meld_action(seat, m)) return tap_meld(seat, m);
  fail(hand().selected_count() == 0 ? "Select the cards to add to a combination."
                                    : "No combination on the table takes those cards.");
}

// The hint (the kit's suggest_move), shown rather than played, and said in words: a take says
// how deep, since a tidy pile's cards under the top are the person's to remember.
void RummuTable::present_hint(const Action& a) {
  hint_kind_ = action_kind_name(a.kind, view().move_kinds());
  hint_count_ = std::max(1, static_cast<int>(a.count));
  show_hint(a);
}

std::string RummuTable::hint_words(const Action& a) const {
  if (a.kind == rummu::kExchangeJoker)
    if (const Meld* on = table_meld(a.target_seat, a.target))
      return say("Hint: give the {card} for the yellow joker in {whose} {kind}, {meld}.",
                 {{"card", card_name(a.card)},
                  {"whose", a.target_seat == me() ? std::string("your") : seat_name(a.target_seat) + "'s"},
                  {"kind", meld_kind_word(on->kind, "book")},
                  {"meld", meld_words(on->kind, on->cards, rummu::kYellowJokers)}});
  const auto& pile = view().shown_pile;
  const size_t n = std::min<size_t>(std::max(1, static_cast<int>(a.count)), view().discard_count);
  if (a.kind != ActionKind::TakeDiscard || n <= 1) return SharedMeldsTable::hint_words(a);
  if (n > pile.size())
    return say("Hint: take the top {count} cards of the discard pile.", {{"count", std::to_string(n)}});
  return say("Hint: take {count} discards, down to the {card}.",
             {{"count", std::to_string(n)}, {"card", card_name(pile[pile.size() - n])}});
}

std::vector<TableButton> RummuTable::buttons() const {
  using ui::ButtonKind;
  const int sel = hand().selected_count();
  std::vector<TableButton> row = sort_buttons("By colour", "By number");
  row.push_back({"hint", "Hint", ButtonKind::Secondary, person_to_act()});
  // Meld lights only for cards that combine, as Lay down does; tapped while grey, it says why.
  row.push_back({"meld", "Meld", ButtonKind::Primary, playing() && sel >= 3 && bool(meant_selected()), SDLK_m});
  row.push_back({"lay-down", "Lay down", ButtonKind::Primary, !lay_down_refusal(), SDLK_l});
  row.push_back({"discard-button", "Discard", ButtonKind::Primary, playing() && sel == 1});
  return row;
}

void RummuTable::handle(Frame& f) {
  SharedMeldsTable::handle(f);
  const std::string_view id = f.ui.clicked();
  if (id.rfind("take-", 0) == 0) take_discards(std::atoi(std::string(id.substr(5)).c_str()));
  if (id == "fan-close") fan_open_ = false;
  if (!fan_open_ || !drawing()) fan_open_ = false;
  for (SDL_Keycode k : f.input.keys) {
    if (k == SDLK_a) add_by_key();
    // In the fanned pile, Enter takes down to the card chosen with T.
    if (fan_open_ && (k == SDLK_RETURN || k == SDLK_KP_ENTER)) take_discards(fan_depth_);
  }
}

// "Round 3 of 9" when the game plays a number of rounds.
std::string RummuTable::title() const {
  const auto& v = view();
  return "Rumm\u00FC  \u00B7  Round " + std::to_string(v.round) +
         (v.rounds_to_play > 0 ? " of " + std::to_string(v.rounds_to_play) : "");
}

Prompt RummuTable::prompt() const {
  const auto& v = view();
  if (v.phase == Phase::GameOver || !person_to_act()) return {};
  if (fan_open_)
    return {v.open_pile ? "Tap the deepest card to take; the cards above it come too."
                        : "Tap the top card to take it alone, or the number of cards to take from the top.",
            true};
  if (v.phase == Phase::Draw)
    return {v.discard_count > 1 ? "Your turn: take from the stock, or tap the discard pile to take one or more."
                                : "Your turn: take a card from the stock or the discard.",
            true};
  if (!came_out())
    return {
        "Come out with at least " + std::to_string(come_out_min()) + " cards: select them, press Meld, then Lay down.",
        true};
  return {"Lay down, add to a combination or exchange its joker, then discard.", true};
}

std::vector<SheetLine> RummuTable::sheet_lines(bool final_results) const {
  const auto& v = view();
  std::vector<SheetLine> lines;
  if (!final_results && v.last_round) {
    const auto& lr = *v.last_round;
    lines.push_back({lr.went_out < 0             ? "Round " + std::to_string(lr.round) + ": nobody went out."
                     : who(lr.went_out) == "You" ? "You went out!"
                                                 : seat_name(lr.went_out) + " went out.",
                     true});
  }
  // Partners: each team's total, the reader's team first ("You & Bo: 20").
  const Scores& sc = v.scores;
  if (partners())
    for (int k = 0; k < sc.team_count(); ++k) {
      const int team = (sc.team(std::max(me(), 0)) + k) % sc.team_count();
      std::string names;
      for (int j = 0; j < v.players; ++j)
        if (const int seat = (std::max(me(), 0) + j) % v.players; sc.team(seat) == team)
          names += (names.empty() ? "" : " & ") + who(seat);
      lines.push_back({names + ": " + std::to_string(sc.team_totals[static_cast<size_t>(team)]) + " points"});
    }
  if (v.rounds_to_play > 0) {
    const std::string n = std::to_string(v.rounds_to_play);
    lines.push_back({partners() ? "The team with the highest total after " + n + " rounds wins."
                                : "The highest total after " + n + " rounds wins."});
  } else {
    lines.push_back({partners() ? "The first team to 500 wins." : "The first to 200 wins."});
  }
  return lines;
}

int RummuTable::piece_cost(Card c) const { return rummu::card_left_points(c); }

}  // namespace parlor::scenes
