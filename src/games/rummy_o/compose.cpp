#include "games/rummy_o/compose.h"

#include <algorithm>

#include "games/rummy_o/rules.h"

namespace parlor::rummy_o {

Result<Action> tap_meld_action(const RummyOView& v, int seat, int index, std::vector<Card> sel) {
  using R = Result<Action>;
  if (sel.empty()) return R::failure("Select tiles in your rack, then tap the meld to add them to it.");
  if (seat < 0 || seat >= static_cast<int>(v.table.size()) || index < 0 ||
      index >= static_cast<int>(v.table[static_cast<size_t>(seat)].size()))
    return R::failure("That meld is no longer on the table.");
  const Meld& meld = v.table[static_cast<size_t>(seat)][static_cast<size_t>(index)].meld;
  Action a(ActionKind::AddOn);
  a.target_seat = static_cast<int8_t>(seat);
  a.target = static_cast<int8_t>(index);
  std::vector<PlacedCard> tiles;
  // The tile a joker stands for (an ace high in a run is still the 1) claims that joker.
  for (const PlacedCard& p : meld.cards) {
    const Card wanted(p.as.suit(), p.as.rank() == 14 ? 1 : p.as.rank());
    auto given = p.card.is_joker() ? std::find(sel.begin(), sel.end(), wanted) : sel.end();
    if (given == sel.end()) continue;
    sel.erase(given);
    a.kind = ActionKind::ClaimJoker;
    a.card = wanted;
    tiles.push_back({Card::joker(), Card::none()});
    break;
  }
  for (Card c : sel) tiles.push_back({c.face(), Card::none()});
  if (a.kind == ActionKind::AddOn) {
    a.melds.add(meld.kind, tiles);
    return a;
  }
  if (sel.empty()) {
    std::vector<Action> legal;
    v.legal_actions(legal);
    auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& l) {
      return l.kind == ActionKind::ClaimJoker && l.card == a.card && l.target == index && l.target_seat == seat;
    });
    if (it == legal.end())
      return R::failure("Select the " + card_name(a.card) + " and the tiles to meld with the joker, then tap it.");
    return *it;
  }
  MeldGuess g = check_any_meld(meld_rules(), tiles);
  if (!g.kind) return R::failure(g.reason);
  a.melds.add(*g.kind, tiles);
  return a;
}

}  // namespace parlor::rummy_o
