// Whether a move is legal now, with the player-facing reason when it is not.
#include <algorithm>
#include <array>

#include "games/meld_words.h"
#include "games/rummu/melds.h"
#include "games/rummu/state.h"

namespace parlor::rummu {
namespace {

// How many of each face the hand holds, less what the move plays; a reason when it lacks one.
struct HandCount {
  std::array<int, 256> have{};
  int total = 0;
  explicit HandCount(const std::vector<Card>& hand) {
    for (Card c : hand) ++have[static_cast<size_t>(c.face_index())], ++total;
  }
  std::optional<std::string> take(Card c) {
    if (--have[static_cast<size_t>(c.face_index())] < 0) return "You do not have the " + card_name(c.face()) + ".";
    --total;
    return std::nullopt;
  }
};

const Meld* find_meld(const Table& table, int seat, int index) {
  if (seat < 0 || seat >= static_cast<int>(table.size())) return nullptr;
  const auto& melds = table[static_cast<size_t>(seat)];
  if (index < 0 || index >= static_cast<int>(melds.size())) return nullptr;
  return &melds[static_cast<size_t>(index)];
}

constexpr const char* kKeepOne = "Keep one card in your hand to discard.";
constexpr const char* kNotRummu = "That move is not part of Rummü.";

}  // namespace

std::optional<std::string> come_out_short(bool came_out, int cards, int least) {
  if (came_out || cards >= least) return std::nullopt;
  return "To come out, lay down at least " + plural(least, "card") + " at once (these are " + std::to_string(cards) +
         ").";
}

std::optional<std::string> lay_down_short(bool came_out, const std::vector<std::vector<PlacedCard>>& combinations,
                                          int least) {
  int cards = 0;
  for (const auto& placed : combinations) {
    auto c = read_combination(placed);
    if (!c) return c.error();
    cards += c->cards;
  }
  // yellow-joker-rummy.txt: the first play of a round holds at least the minimum.
  return come_out_short(came_out, cards, least);
}

std::optional<std::string> RummuState::check_lay_down(int seat, const Action& a) const {
  if (a.melds.empty()) return std::string("Choose the combinations to lay down.");
  HandCount hc(hand(seat));
  std::vector<std::vector<PlacedCard>> combinations;
  for (int i = 0; i < a.melds.size(); ++i) {
    const auto placed = a.melds.cards(i);
    for (const PlacedCard& p : placed)
      if (auto why = hc.take(p.card)) return why;
    combinations.emplace_back(placed.begin(), placed.end());
  }
  if (auto why = lay_down_short(came_out(seat), combinations, come_out_min(seat))) return why;
  if (hc.total < 1) return std::string(kKeepOne);
  return std::nullopt;
}

std::optional<std::string> RummuState::check_add_on(int seat, const Action& a) const {
  if (!came_out(seat)) return std::string("Come out before adding cards to combinations.");
  if (a.melds.size() != 1) return std::string("Add cards to one combination at a time.");
  const Meld* m = find_meld(table_, a.target_seat, a.target);
  if (!m) return std::string("There is no such combination on the table.");
  HandCount hc(hand(seat));
  std::vector<PlacedCard> cards = m->cards;
  for (const PlacedCard& p : a.melds.cards(0)) {
    if (auto why = hc.take(p.card)) return why;
    cards.push_back(p);
  }
  if (hc.total < 1) return std::string(kKeepOne);
  auto c = read_combination(cards);
  if (!c) return misfit_words(a.melds.cards(0), *m, a.target_seat == seat, "book", c.error(), kYellowJokers);
  return std::nullopt;
}

std::optional<std::string> RummuState::check_exchange(int seat, const Action& a) const {
  if (!came_out(seat)) return std::string("Come out before exchanging a joker.");
  const Meld* m = find_meld(table_, a.target_seat, a.target);
  if (!m) return std::string("There is no such combination on the table.");
  if (a.card.is_none()) return std::string("Choose the card the joker stands for.");
  const bool stands = std::any_of(m->cards.begin(), m->cards.end(),
                                  [&](const PlacedCard& p) { return is_joker(p) && p.as == a.card.face(); });
  if (!stands) return "No yellow joker in that combination stands for the " + card_name(a.card.face()) + ".";
  HandCount hc(hand(seat));
  return hc.take(a.card);
}

std::optional<std::string> RummuState::validate_move(int seat, const Action& a) const {
  const bool on_table = a.kind == kAddOn || a.kind == kExchangeJoker;
  const bool extras = a.from != 0 || a.to != 0 || a.from2 != 0 || a.to2 != 0 ||
                      (a.count != 0 && a.kind != ActionKind::TakeDiscard) ||
                      ((a.target != -1 || a.target_seat != -1) && !on_table);
  const bool draws = a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard;
  if (extras || (draws && (!a.card.is_none() || !a.melds.empty())) ||
      ((a.kind == ActionKind::Discard || a.kind == kExchangeJoker) && !a.melds.empty()) ||
      ((a.kind == kLayDown || a.kind == kAddOn) && !a.card.is_none()) || (a.kind == ActionKind::DrawStock && a.count))
    return std::string(kNotRummu);
  switch (a.kind) {
    case ActionKind::DrawStock:
    case ActionKind::TakeDiscard:
      if (phase_ != Phase::Draw) return std::string("You have already taken this turn.");
      if (a.kind == ActionKind::DrawStock) return std::nullopt;
      if (discards_.empty()) return std::string("The discard pile is empty.");
      if (a.count > discards_.size())
        return "The discard pile holds " + plural(static_cast<int>(discards_.size()), "card") + ".";
      return std::nullopt;
    case ActionKind::Discard:
      if (phase_ == Phase::Draw)
        return std::string("Take first: a card from the stock, or cards from the discard pile.");
      if (a.card.is_none()) return std::string("Choose a card to discard.");
      return HandCount(hand(seat)).take(a.card);
    case kLayDown:
    case kAddOn:
    case kExchangeJoker:
      if (phase_ == Phase::Draw)
        return std::string("Take first: a card from the stock, or cards from the discard pile.");
      if (plays_ >= kMaxPlaysPerTurn)
        return "You have made " + std::to_string(plays_) + " plays this turn: discard to end it.";
      if (a.kind == kLayDown) return check_lay_down(seat, a);
      if (a.kind == kAddOn) return check_add_on(seat, a);
      return check_exchange(seat, a);
    default: return std::string(kNotRummu);
  }
}

}  // namespace parlor::rummu
