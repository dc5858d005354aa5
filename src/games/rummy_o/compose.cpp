#include "games/rummy_o/compose.h"

#include <algorithm>

#include "engine/wild_choices.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/state.h"

namespace parlor::rummy_o {

Result<Action> tap_meld_action(const RummyOView& v, int seat, int index, std::vector<Card> sel,
                               const MeldList& composed) {
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
    Action listed = *it;  // its joker undeclared: the person declares it
    for (int i = 0; i < listed.melds.size(); ++i)
      for (PlacedCard& p : listed.melds.mutable_cards(i))
        if (p.card.is_joker()) p.as = Card::none();
    return listed;
  }
  std::vector<PlacedCard> guessed = tiles;
  MeldGuess g = check_any_meld(meld_rules(), guessed);
  if (!g.kind) return R::failure(g.reason);
  for (int i = 0; i < composed.size(); ++i) a.melds.add(composed.kind(i), composed.cards(i));
  a.melds.add(*g.kind, tiles);  // the jokers undeclared: the person declares them
  return a;
}

namespace {

// The table meld `a` puts its tiles into, as it will be once a claim's tile is given: none for
// new melds.
std::optional<Meld> joined_meld(const RummyOView& v, int seat, const Action& a) {
  const bool onto_own = a.kind == kClaimJoker && a.to > 0;
  if (a.kind != kAddOn && !onto_own) return std::nullopt;
  const int owner = onto_own ? seat : a.target_seat, index = onto_own ? a.to - 1 : a.target;
  if (owner < 0 || owner >= static_cast<int>(v.table.size()) || index < 0 ||
      index >= static_cast<int>(v.table[static_cast<size_t>(owner)].size()))
    return std::nullopt;
  Meld m = v.table[static_cast<size_t>(owner)][static_cast<size_t>(index)].meld;
  if (onto_own && a.target_seat == seat && a.target == index)
    for (PlacedCard& p : m.cards)
      if (p.card.is_joker() && joker_stands_for(p) == a.card) {
        p = given_for_joker(p, a.card);
        break;
      }
  return m;
}

}  // namespace

std::optional<JokerQuestion> next_joker_question(const RummyOView& v, int seat, const Action& a) {
  const std::optional<Meld> onto = joined_meld(v, seat, a);
  for (int i = 0; i < a.melds.size(); ++i) {
    const auto tiles = a.melds.cards(i);
    const MeldKind kind = onto ? onto->kind : a.melds.kind(i);
    const auto choices =
        joker_choices(tiles, kind, onto ? std::span<const PlacedCard>(onto->cards) : std::span<const PlacedCard>());
    for (size_t t = 0; t < tiles.size(); ++t)
      if (tiles[t].card.is_joker() && tiles[t].as.is_none() && choices[t].size() > 1)
        return JokerQuestion{i, static_cast<int>(t), choices[t]};
  }
  return std::nullopt;
}

std::vector<std::vector<Card>> joker_choices(std::span<const PlacedCard> tiles, std::optional<MeldKind> kind,
                                             std::span<const PlacedCard> onto) {
  return wild_choices(meld_rules(), tiles, kind, onto);
}

bool goes_out_with(const RummyOView& v, int seat, const MeldList& melds, Card discard) {
  if (seat < 0 || static_cast<size_t>(seat) >= v.on_board.size() || v.on_board[static_cast<size_t>(seat)] ||
      v.phase != Phase::Play || melds.empty())
    return false;
  std::vector<Card> rest = v.rack;
  auto take = [&](Card face) {
    auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == face.face(); });
    if (it == rest.end()) return false;
    rest.erase(it);
    return true;
  };
  if (!take(discard)) return false;
  for (int i = 0; i < melds.size(); ++i)
    for (const PlacedCard& p : melds.cards(i))
      if (!take(p.card)) return false;
  if (rest.empty()) return true;
  Table after = v.table;
  for (int i = 0; i < melds.size(); ++i)
    after[static_cast<size_t>(seat)].push_back(RummyOState::laid_meld(seat, melds.meld(i)));
  return RummyOState::place_leftovers(after, seat, rest).has_value();
}

}  // namespace parlor::rummy_o
