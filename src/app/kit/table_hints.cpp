// The table kit's hints: a bot thinking for the person across frames, and its move shown on the
// hand (the card selected, the melds staged, the meld on the table to add to outlined).
#include <algorithm>
#include <utility>

#include "app/kit/table_scene.h"
#include "bots/registry.h"
#include "engine/sentence.h"

namespace parlor::scenes {

void TableScene::think_hint(std::unique_ptr<Bot> bot, std::function<void(const Action&)> then) {
  hint_bot_ = std::move(bot);
  hint_then_ = std::move(then);
  hint_moves_ = session_.moves();
  think_hint_slice();  // a bot that answers at once shows its hint in this frame
}

void TableScene::think_hint_slice() {
  if (!hint_bot_) return;
  if (session_.moves() != hint_moves_ || !view_ || !person_to_act()) {
    hint_bot_.reset();
    return;
  }
  const std::optional<Action> a = hint_bot_->think(*view_, kThinkSliceMs);
  if (!a) return;
  hint_bot_.reset();
  std::exchange(hint_then_, {})(*a);
}

void TableScene::suggest_move(BotKinds which) {
  if (!person_to_act()) return;
  // A second press while the hint still thinks lets it finish, never starting it over (a blind
  // player pressed again and waited longer).
  if (hint_bot_ && hint_moves_ == session_.moves()) return;
  const std::string& game = session_.setup().game_id;
  auto bot = make_bot(bot_kinds(game, which).back(), game, bot_seed(session_.setup().seed, me()));
  if (!bot) return fail("No hint is ready.");
  think_hint(std::move(*bot), [this](const Action& a) { present_hint(a); });
}

void TableScene::say_hint(std::string words) {
  hint_said_ = std::move(words);
  hint_said_moves_ = session_.moves();
  // The hint is the answer now: a refusal before it no longer is.
  clear_error();
}

std::string TableScene::hint_said() const {
  return session_.moves() == hint_said_moves_ && !paused_ ? hint_said_ : std::string();
}

std::string TableScene::hint_melds(const MeldList& melds) const {
  const std::optional<MeldRules> rules = wild_rules();
  return rules ? melds_words(melds, *rules, wild_words()) : melds_words(melds, wild_words());
}

std::string TableScene::hint_words(const Action& a) const {
  const MoveKinds kinds = view_->move_kinds();
  const uint8_t traits = move_traits(a.kind, kinds);
  const std::string card = a.card.is_none() ? std::string() : card_name(a.card);
  switch (a.kind) {
    case ActionKind::DrawStock: return say("Hint: take a {piece} from the stock.", {{"piece", piece_word()}});
    case ActionKind::TakeDiscard:
      return say("Hint: take the {card} from the discard pile.", {{"card", card_name(discard_top())}});
    case ActionKind::Discard:
      // Five Crowns' hint: the discard, with the melds the rest makes.
      if (!a.melds.empty())
        return say("Hint: discard the {card} and keep {melds} together.",
                   {{"card", card}, {"melds", hint_melds(a.melds)}});
      return say("Hint: discard the {card}.", {{"card", card}});
    default: break;
  }
  if (traits & move_trait::kOnTableMeld) {
    const Meld* on = table_meld(a.target_seat, a.target);
    if (!on) return {};
    const std::string whose = a.target_seat == me_ ? std::string("your") : seat_name(a.target_seat) + "'s";
    const std::string kind = meld_kind_word(on->kind, book_word()),
                      meld = meld_words(on->kind, on->cards, wild_words());
    if ((traits & move_trait::kPlaysFirstCard) && !a.melds.empty())
      return say("Hint: add {pieces} to {whose} {kind}, {meld}.",
                 {{"pieces", pieces_words(a.melds.cards(0))}, {"whose", whose}, {"kind", kind}, {"meld", meld}});
    return say("Hint: give the {card} for the joker in {whose} {kind}, {meld}.",
               {{"card", card}, {"whose", whose}, {"kind", kind}, {"meld", meld}});
  }
  const bool discards = (traits & move_trait::kDiscards) && !a.card.is_none();
  // Five Crowns' last turn with nothing to lay down is a lay-down of no melds: a discard.
  if (a.melds.empty()) return discards ? say("Hint: discard the {card}.", {{"card", card}}) : std::string();
  const std::string melds = hint_melds(a.melds);
  if (std::string_view(action_kind_name(a.kind, kinds)) == "go_out")
    return discards
               ? say("Hint: go out: lay down {melds}, then discard the {card}.", {{"melds", melds}, {"card", card}})
               : say("Hint: go out: lay down {melds}.", {{"melds", melds}});
  return discards ? say("Hint: lay down {melds}, then discard the {card}.", {{"melds", melds}, {"card", card}})
                  : say("Hint: lay down {melds}.", {{"melds", melds}});
}

void TableScene::show_hint(const Action& a) {
  ++hints_;
  say_hint(hint_words(a));
  hint_target_.reset();
  hint_pile_ = a.kind == ActionKind::DrawStock ? "stock" : a.kind == ActionKind::TakeDiscard ? "discard" : "";
  const uint8_t traits = move_traits(a.kind, view_->move_kinds());
  if (traits & move_trait::kOnTableMeld)
    hint_target_ = std::make_pair(static_cast<int>(a.target_seat), static_cast<int>(a.target));
  else if (a.melds.size() > 0) {
    std::vector<Meld> melds;
    for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
    hand().clear_selection();
    hand().clear_staged();
    hand().stage(melds);
  }
  // The selection gives way only to the card the hint picks (a take from a pile keeps it).
  const Card pick = traits & move_trait::kPlaysFirstCard ? a.melds.cards(0)[0].card : a.card;
  const auto& cards = hand().cards();
  auto it = pick.is_none() ? cards.end() : std::find(cards.begin(), cards.end(), pick.face());
  if (it != cards.end()) hand().select_only(static_cast<int>(it - cards.begin()));
}

}  // namespace parlor::scenes
