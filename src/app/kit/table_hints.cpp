// The table kit's hints: a bot thinking for the person across frames, and its move shown on the
// hand (the card selected, the melds staged, the meld on the table to add to outlined).
#include <algorithm>
#include <utility>

#include "app/kit/table_scene.h"

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

void TableScene::show_hint(const Action& a) {
  ++hints_;
  hand().clear_selection();
  hint_target_.reset();
  const uint8_t traits = move_traits(a.kind, view_->move_kinds());
  if (traits & move_trait::kOnTableMeld)
    hint_target_ = std::make_pair(static_cast<int>(a.target_seat), static_cast<int>(a.target));
  else if (a.melds.size() > 0) {
    std::vector<Meld> melds;
    for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
    hand().clear_staged();
    hand().stage(melds);
  }
  const Card pick = traits & move_trait::kPlaysFirstCard ? a.melds.cards(0)[0].card : a.card;
  const auto& cards = hand().cards();
  auto it = pick.is_none() ? cards.end() : std::find(cards.begin(), cards.end(), pick.face());
  if (it != cards.end()) hand().select_only(static_cast<int>(it - cards.begin()));
}

}  // namespace parlor::scenes
