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
  Action a(kAddOn);
  a.target_seat = static_cast<int8_t>(seat);
  a.target = static_cast<int8_t>(index);
  std::vector<PlacedCard> tiles;
  // The tile a joker stands for claims that joker.
  for (const PlacedCard& p : meld.cards) {
    const Card wanted = joker_stands_for(p);
    auto given = p.card.is_joker() ? std::find(sel.begin(), sel.end(), wanted) : sel.end();
    if (given == sel.end()) continue;
    sel.erase(given);
    a.kind = kClaimJoker;
    a.card = wanted;
    tiles.push_back({Card::joker(), Card::none()});
    break;
  }
  for (Card c : sel) tiles.push_back({c.face(), Card::none()});
  if (a.kind == kAddOn) {
    a.melds.add(meld.kind, tiles);
    return a;
  }
  if (sel.empty()) {
    std::vector<Action> legal;
    v.legal_actions(legal);
    auto it = std::find_if(legal.begin(), legal.end(), [&](const Action& l) {
      return l.kind == kClaimJoker && l.card == a.card && l.target == index && l.target_seat == seat;
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

std::vector<std::vector<Card>> joker_choices(std::span<const PlacedCard> tiles, std::optional<MeldKind> kind,
                                             std::span<const PlacedCard> onto) {
  const MeldRules rules = meld_rules();
  std::vector<PlacedCard> meld(onto.begin(), onto.end());
  const size_t first = meld.size();
  meld.insert(meld.end(), tiles.begin(), tiles.end());
  std::vector<std::vector<Card>> out(tiles.size());
  for (size_t i = 0; i < tiles.size(); ++i) {
    if (!tiles[i].card.is_joker()) continue;
    // Every tile of the four colours, the 1 also after the 13.
    for (int colour = 0; colour < 4; ++colour)
      for (int number = 1; number <= 14; ++number) {
        const Card tile(static_cast<Suit>(static_cast<int>(rules.suit_first) + colour), number);
        std::vector<PlacedCard> test = meld;
        test[first + i].as = tile;
        bool fits = false;
        for (MeldKind k : {MeldKind::Run, MeldKind::Book}) {
          std::vector<PlacedCard> copy = test;
          fits = fits || ((!kind || *kind == k) && !check_meld(rules, k, copy));
        }
        if (fits) out[i].push_back(tile);
      }
  }
  return out;
}

}  // namespace parlor::rummy_o
