#include "games/rummu/state.h"

#include <algorithm>

#include "games/rummu/melds.h"
#include "games/rummu/scoring.h"
#include "games/rummu/solver.h"

namespace parlor::rummu {

RummuState::RummuState(json options, uint64_t seed) : MeldTableState(std::move(options), seed, Phase::Draw) {
  came_out_.assign(static_cast<size_t>(num_seats()), 0);
  dealer_ = options_["dealer"].get<int>();
  deal();
}

void RummuState::deal() {
  const int players = num_seats();
  std::vector<Card> cards = full_deck();
  rng_.shuffle(cards);
  for (auto& h : hands_) h.clear();
  for (auto& t : table_) t.clear();
  std::fill(came_out_.begin(), came_out_.end(), 0);
  // rules.h: 12, 12, 8 or 7 cards each; yellow-joker-rummy.txt: one card face up starts the
  // discard pile, and the player left of the dealer starts.
  const int first = (dealer_ + 1) % players;
  for (int k = 0; k < deal_size(players); ++k)
    for (int i = 0; i < players; ++i) {
      hands_[static_cast<size_t>((first + i) % players)].push_back(cards.back());
      cards.pop_back();
    }
  discards_.assign(1, cards.back());
  cards.pop_back();
  stock_ = std::move(cards);
  current_ = first;
  phase_ = Phase::Draw;
  turns_ = plays_ = 0;
  events_.push_back(Event{EventKind::RoundStarted, static_cast<int8_t>(first), discards_.back().face(),
                          static_cast<int16_t>(round_ + 1), 0});
}

int RummuState::score_of(const std::vector<int>& totals, int seat) const {
  int sum = 0;
  for (int s = 0; s < num_seats(); ++s)
    if (team_of(s) == team_of(seat)) sum += totals[static_cast<size_t>(s)];
  return sum;
}

int RummuState::come_out_min(int seat) const {
  return come_out_minimum(round_ + 1, score_of(points_.totals, seat), partners());
}

void RummuState::legal_moves(std::vector<Action>& out) const {
  const TurnInfo turn{.phase = phase_,
                      .seat = current_,
                      .to_act = true,
                      .came_out = came_out(current_),
                      .come_out_min = come_out_min(current_),
                      .plays = plays_};
  legal_actions_for(turn, hand(current_), table_, static_cast<int>(discards_.size()), out);
}

void RummuState::table_cards(std::vector<Card>& out) const {
  for (const auto& melds : table_)
    for (const Meld& m : melds)
      for (const PlacedCard& p : m.cards) out.push_back(p.card);
}

void RummuState::take_discards(int seat, int count) {
  auto& h = hands_[static_cast<size_t>(seat)];
  Card deepest;
  for (int k = 0; k < count; ++k) {
    deepest = discards_.back();
    h.push_back(deepest);
    discards_.pop_back();
  }
  // From a tidy pile the cards under the top go into the hand unseen by the others.
  if (count > 1 && tidy_discards()) deepest = Card::none();
  events_.push_back(
      Event{EventKind::TookDiscards, static_cast<int8_t>(seat), deepest.face(), static_cast<int16_t>(count), 0});
}

void RummuState::apply_move(int seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::DrawStock:
      draw_stock(seat, EventKind::DrewStock);
      phase_ = Phase::Play;
      return;
    case ActionKind::TakeDiscard:
      take_discards(seat, std::max<int>(1, a.count));
      phase_ = Phase::Play;
      return;
    case kLayDown: {
      ++plays_;
      int cards = 0;
      for (int i = 0; i < a.melds.size(); ++i) {
        Meld m{a.melds.meld(i).kind, {}};
        for (const PlacedCard& p : a.melds.cards(i)) m.cards.push_back({take_card(seat, p.card), p.as});
        m.kind = read_combination(m.cards)->kind;
        order_for_table(m);
        cards += static_cast<int>(m.cards.size());
        table_[static_cast<size_t>(seat)].push_back(std::move(m));
      }
      if (!came_out(seat)) {
        came_out_[static_cast<size_t>(seat)] = 1;
        events_.push_back(
            Event{EventKind::CameOut, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(cards), 0});
      }
      events_.push_back(
          Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
      return;
    }
    case kAddOn: {
      ++plays_;
      Meld& m = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
      for (const PlacedCard& p : a.melds.cards(0)) {
        m.cards.push_back({take_card(seat, p.card), p.as});
        events_.push_back(Event{EventKind::AddedOn, static_cast<int8_t>(seat), p.card.face(),
                                static_cast<int16_t>(a.target_seat), 0});
      }
      order_for_table(m);
      return;
    }
    case kExchangeJoker: {
      ++plays_;
      Meld& m = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
      for (PlacedCard& p : m.cards)
        if (is_joker(p) && p.as == a.card.face()) {
          hands_[static_cast<size_t>(seat)].push_back(p.card);
          p = PlacedCard{take_card(seat, a.card), Card::none()};
          break;
        }
      events_.push_back(Event{EventKind::ExchangedJoker, static_cast<int8_t>(seat), a.card.face(),
                              static_cast<int16_t>(a.target_seat), 0});
      return;
    }
    case ActionKind::Discard:
      discards_.push_back(take_card(seat, a.card));
      events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), 0, 0});
      // yellow-joker-rummy.txt: the round ends when a player discards their last card.
      if (hand(seat).empty()) {
        events_.push_back(Event{EventKind::WentOut, static_cast<int8_t>(seat), Card::none(), 0, 0});
        return end_round(seat);
      }
      return end_turn(seat);
    default: return;
  }
}

void RummuState::end_turn(int seat) {
  plays_ = 0;
  // Our ruling (rules.h): the discards but the top one become the new stock.
  if (!pass_turn(seat, kMaxTurnsPerRound, EventKind::Rebuilt)) end_round(-1);
}

void RummuState::end_round(int went_out) {
  const int players = num_seats();
  RoundResult res;
  res.went_out = went_out;
  for (int s = 0; s < players; ++s) {
    auto& laid = res.laid.emplace_back();
    int laid_sum = 0;
    for (const Meld& m : table_[static_cast<size_t>(s)]) {
      Meld faces = m;
      for (PlacedCard& p : faces.cards) p.card = p.card.face();
      const Combination c = *read_combination(m.cards);
      laid.push_back(ScoredCombination{std::move(faces), c.pure(), combination_points(c)});
      laid_sum += laid.back().points;
    }
    std::vector<Card> left;
    for (Card c : hand(s)) left.push_back(c.face());
    // yellow-joker-rummy.txt: in partnership, the partner of who went out loses nothing for
    // the cards left.
    const bool exempt = went_out >= 0 && s != went_out && partners() && team_of(s) == team_of(went_out);
    res.points.push_back(round_points(laid_sum, left, s == went_out, exempt));
    res.left_points.push_back(exempt ? 0 : cards_left_points(left));
    res.exempt.push_back(exempt);
    res.left.push_back(std::move(left));
  }
  res.pile = end_pile(discards_, !tidy_discards());
  if (went_out < 0)
    events_.push_back(Event{EventKind::RoundEnded, -1, Card::none(), static_cast<int16_t>(round_ + 1), 0});
  // The game's length (rules.h): its number of rounds, or yellow-joker-rummy.txt's end when a
  // player reaches 200, a team 500.
  std::vector<int> totals = points_.totals;
  for (int s = 0; s < players; ++s) totals[static_cast<size_t>(s)] += res.points[static_cast<size_t>(s)];
  const int rounds = rounds_to_play();
  bool over = round_ + 1 >= (rounds == kToTheScore ? kMaxRounds : rounds);
  for (int s = 0; rounds == kToTheScore && s < players; ++s)
    over = over || score_of(totals, s) >= (partners() ? kTeamGameEndScore : kGameEndScore);
  if (!next_round(res, res.points, EventKind::RoundScored, over)) return;
  dealer_ = (dealer_ + 1) % players;
  deal();
}

}  // namespace parlor::rummu
