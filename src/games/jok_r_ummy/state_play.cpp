// Jok-R-Ummy's moves: what validate refuses (in the player's words) and what each move does.
#include <algorithm>
#include <array>

#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/state.h"
#include "games/meld_words.h"

namespace parlor::jok_r_ummy {
namespace {

using Why = std::optional<std::string>;

Why refuse(const char* why) { return std::string(why); }

// A run lies on the table in rank order, each wild in the place it stands for and an ace played
// high after the king, whoever added which card (check_meld has given every wild its place).
void order_run(Meld& m) {
  if (m.kind != MeldKind::Run) return;
  std::stable_sort(m.cards.begin(), m.cards.end(), [](const PlacedCard& a, const PlacedCard& b) {
    return (a.as.is_none() ? a.card : a.as).rank() < (b.as.is_none() ? b.card : b.as).rank();
  });
}

}  // namespace

Why JokRUmmyState::check_cards(int seat, const MeldList& melds) const {
  std::array<int, 256> have{};
  for (Card c : hand(seat)) ++have[static_cast<size_t>(c.face_index())];
  for (int i = 0; i < melds.size(); ++i)
    for (const PlacedCard& p : melds.cards(i))
      if (is_objective(p.card) || --have[static_cast<size_t>(p.card.face().face_index())] < 0)
        return "You do not have the " + card_name(p.card) + " to lay down.";
  return std::nullopt;
}

Why JokRUmmyState::check_reveal(int seat, const Action& a) const {
  if (completed_this_round(seat)) return refuse("You have already completed your program this round.");
  const Program* p = program(seat);
  if (!p) return refuse("You have no program card to reveal.");
  if (a.melds.empty()) return refuse("Lay out the combinations that fulfil your program to reveal it.");
  if (auto why = check_cards(seat, a.melds)) return why;
  std::vector<Meld> melds;
  for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
  return check_fulfils(*p, melds);
}

Why JokRUmmyState::check_lay_down(int seat, const Action& a) const {
  if (!completed_this_round(seat))
    return refuse("You may lay down books only after completing your program this round.");
  if (a.melds.empty()) return refuse("Choose the cards of a book to lay down.");
  if (auto why = check_cards(seat, a.melds)) return why;
  for (int i = 0; i < a.melds.size(); ++i) {
    // jok-r-ummy.txt: after a program, new combinations are books only, never a new run.
    if (a.melds.kind(i) != MeldKind::Book)
      return refuse("After your program you may lay down books (three or more of a kind), never a new run.");
    std::vector<PlacedCard> cards(a.melds.cards(i).begin(), a.melds.cards(i).end());
    if (auto why = check_meld(meld_rules(), MeldKind::Book, cards)) return why;
  }
  return std::nullopt;
}

Why JokRUmmyState::check_add_on(int seat, const Action& a) const {
  if (!completed_this_round(seat))
    return refuse("You may add to combinations only after completing your program this round.");
  if (a.target_seat < 0 || a.target_seat >= num_seats() || a.target < 0 ||
      a.target >= static_cast<int>(table_[static_cast<size_t>(a.target_seat)].size()))
    return refuse("There is no such combination on the table.");
  if (a.melds.size() != 1 || a.melds.total_cards() < 1) return refuse("Choose a card to add.");
  if (auto why = check_cards(seat, a.melds)) return why;
  const Meld& m = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
  std::vector<PlacedCard> cards = m.cards;
  cards.insert(cards.end(), a.melds.cards(0).begin(), a.melds.cards(0).end());
  if (auto why = check_meld(meld_rules(), m.kind, cards))
    return misfit_words(a.melds.cards(0), m, a.target_seat == seat, "book", *why, wild_words());
  return std::nullopt;
}

Why JokRUmmyState::validate_move(int seat, const Action& a) const {
  const bool extras = a.count != 0 || a.from != 0 || a.to != 0 || a.from2 != 0 || a.to2 != 0 ||
                      (a.kind != kAddOn && (a.target != -1 || a.target_seat != -1));
  const bool bare =
      a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard || a.kind == kSwap || a.kind == kKeep;
  if (extras || (bare && (!a.card.is_none() || !a.melds.empty())) ||
      (a.kind == ActionKind::Discard && !a.melds.empty()) ||
      ((a.kind == kReveal || a.kind == kLayDown || a.kind == kAddOn) && !a.card.is_none()))
    return refuse("That move is not part of Jok-R-Ummy.");
  if (phase_ == Phase::Swap) {
    if (a.kind == kSwap || a.kind == kKeep) return std::nullopt;
    return refuse("First choose whether to swap your program card or keep it.");
  }
  if (a.kind == kSwap || a.kind == kKeep)
    return refuse("A program can be swapped only at the deal, after three rounds without completing it.");
  const bool takes = a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard;
  if (takes && phase_ != Phase::Draw) return refuse("You have already taken a card this turn.");
  if (!takes && phase_ == Phase::Draw) return refuse("Take a card first, from the stock or the discard pile.");
  switch (a.kind) {
    case ActionKind::DrawStock:
      if (stock_.empty()) return refuse("The stock is empty.");
      return std::nullopt;
    case ActionKind::TakeDiscard:
      if (discards_.empty()) return refuse("The discard pile is empty.");
      // jok-r-ummy.txt: holding one card, the stock only.
      if (hand(seat).size() == 1) return refuse("With one card left in your hand you must draw from the stock.");
      return std::nullopt;
    case ActionKind::Discard: {
      const auto& h = hand(seat);
      if (a.card.is_none()) return refuse("Choose a card to discard.");
      if (std::none_of(h.begin(), h.end(), [&](Card c) { return c.face() == a.card; }))
        return "You do not have the " + card_name(a.card) + ".";
      return std::nullopt;
    }
    case kReveal: return check_reveal(seat, a);
    case kLayDown: return check_lay_down(seat, a);
    case kAddOn: return check_add_on(seat, a);
    default: return refuse("That move is not part of Jok-R-Ummy.");
  }
}

void JokRUmmyState::lay(int seat, const MeldList& melds) {
  for (int i = 0; i < melds.size(); ++i) {
    Meld m = melds.meld(i);
    check_meld(meld_rules(), m.kind, m.cards);  // records what each wild stands for
    for (PlacedCard& p : m.cards) p.card = take_card(seat, p.card);
    order_run(m);
    table_[static_cast<size_t>(seat)].push_back(std::move(m));
  }
}

void JokRUmmyState::reveal(int seat, const Action& a) {
  std::vector<Meld> melds;
  for (int i = 0; i < a.melds.size(); ++i) melds.push_back(a.melds.meld(i));
  check_fulfils(*program(seat), melds);  // validated; fills in each wild's stand-in
  MeldList filled;
  for (const Meld& m : melds) filled.add(m.kind, m.cards);
  lay(seat, filled);
  const Card card = program_card(seat);
  zones_[static_cast<size_t>(seat)][kProgramZone].clear();
  completed_[static_cast<size_t>(seat)] = 1;
  rounds_without_[static_cast<size_t>(seat)] = 0;
  const bool fifth = complete(seat, card);
  events_.push_back(Event{EventKind::Revealed, static_cast<int8_t>(seat), card, static_cast<int16_t>(melds.size()),
                          static_cast<int16_t>(completed_count(seat))});
  // jok-r-ummy.txt: five programs win at once; the round ends when everyone has completed.
  if (fifth || std::all_of(completed_.begin(), completed_.end(), [](uint8_t c) { return c != 0; }))
    return end_round(hand(seat).empty() ? seat : -1);
  after_play(seat);
}

void JokRUmmyState::add_on(int seat, const Action& a) {
  Meld& m = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
  std::vector<PlacedCard> cards = m.cards;
  for (const PlacedCard& p : a.melds.cards(0)) cards.push_back(p);
  check_meld(meld_rules(), m.kind, cards);  // records the new wild's stand-in, keeps the old ones
  for (size_t i = m.cards.size(); i < cards.size(); ++i) {
    cards[i].card = take_card(seat, cards[i].card);
    events_.push_back(Event{EventKind::AddedOn, static_cast<int8_t>(seat), cards[i].card.face(), a.target_seat, 0});
  }
  m.cards = std::move(cards);
  order_run(m);
}

void JokRUmmyState::after_play(int seat) {
  // jok-r-ummy.txt: playing one's last card on the table ends the round, with no discard.
  if (hand(seat).empty()) end_round(seat);
}

void JokRUmmyState::apply_move(int seat, const Action& a) {
  switch (a.kind) {
    case kSwap: {
      // DECISIONS.md: the swapped card goes under the program deck.
      programs_.insert(programs_.begin(), program_card(seat));
      zones_[static_cast<size_t>(seat)][kProgramZone].clear();
      rounds_without_[static_cast<size_t>(seat)] = 0;
      events_.push_back(Event{EventKind::Swapped, static_cast<int8_t>(seat), Card::none(), 0, 0});
      ++swap_next_;
      if (draw_program(seat)) offer_swap_or_play();
      return;
    }
    case kKeep:
      events_.push_back(Event{EventKind::Kept, static_cast<int8_t>(seat), Card::none(),
                              static_cast<int16_t>(rounds_without_[static_cast<size_t>(seat)]), 0});
      ++swap_next_;
      return offer_swap_or_play();
    case ActionKind::DrawStock:
    case ActionKind::TakeDiscard:
      take_top(seat, a, EventKind::DrewStock, EventKind::TookDiscard);
      phase_ = Phase::Play;
      return;
    case kReveal: return reveal(seat, a);
    case kLayDown: {
      lay(seat, a.melds);
      events_.push_back(
          Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
      return after_play(seat);
    }
    case kAddOn: add_on(seat, a); return after_play(seat);
    case ActionKind::Discard:
      discards_.push_back(take_card(seat, a.card));
      events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), 0, 0});
      if (hand(seat).empty()) return end_round(seat);
      return end_turn(seat);
    default: return;
  }
}

}  // namespace parlor::jok_r_ummy
