#include "app/kit/card_table.h"

#include <algorithm>

#include "app/kit/opponents.h"
#include "app/scenes/warmup.h"

namespace parlor::scenes {

void lay_out_cards(CardTableLayout& l, const TableColumn& t, float card_w, int most, int buttons) {
  const float s = t.s;
  l.card_w = card_w * s;
  l.card_h = card_w * 1.4f * s;
  l.chip_w = std::clamp(card_w * 0.42f, 22.0f, 34.0f) * s;
  l.chip_h = l.chip_w * 1.3f;
  const HandBlock block = lay_out_hand_block(l, t, card_w, most, buttons, l.chip_h / s + 12);
  l.hand = block.hand;
  l.staged = block.staged;
}

void warm_card_table(WarmupQueue& w, DeckKind kind, const CardTableLayout& l) {
  cards_at(w, kind, l.card_w, l.card_h, l.s);
  cards_at(w, kind, l.pile_w, l.pile_h, l.s);
  chips_at(w, kind, l.chip_w, l.chip_h, l.s);
  back_at(w, l.stock, l.s);
  back_at(w, {0, 0, l.card_w, l.card_h}, l.s);
  // The seats' fans are drawn at half the scale (their backs are small).
  if (!l.opponents.empty()) back_at(w, seat_back(l.opponents.front(), l.s), l.s * 0.5f);
}

}  // namespace parlor::scenes
