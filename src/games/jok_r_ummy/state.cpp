#include "games/jok_r_ummy/state.h"

#include <algorithm>

#include "games/jok_r_ummy/deck.h"
#include "games/jok_r_ummy/fulfil.h"

namespace parlor::jok_r_ummy {

JokRUmmyState::JokRUmmyState(json options, uint64_t seed) : MeldTableState(std::move(options), seed, Phase::Draw) {
  const auto players = static_cast<size_t>(num_seats());
  clear_zones();
  completed_.assign(players, 0);
  rounds_without_.assign(players, 0);
  round_points_.assign(players, 0);
  extra_deck(programs_);
  rng_.shuffle(programs_);
  find_first_dealer();
  deal();
}

void JokRUmmyState::extra_deck(std::vector<Card>& out) const {
  for (size_t i = 0; i < program_deck().size(); ++i) out.push_back(jok_r_ummy::program_card(static_cast<int>(i)));
}

Card JokRUmmyState::program_card(int seat) const {
  const auto& z = zone(seat, kProgramZone);
  return z.empty() ? Card::none() : z.front();
}

// jok-r-ummy.txt: the playing cards dealt face up, one by one, until a player gets a spade.
void JokRUmmyState::find_first_dealer() {
  std::vector<Card> deck = make_deck(kDeck, 1);
  rng_.shuffle(deck);
  for (size_t i = 0; i < deck.size(); ++i) {
    const Card c = deck[deck.size() - 1 - i];
    first_deal_.push_back(c);
    if (c.suit() != Suit::Spades) continue;
    dealer_ = static_cast<int>(i % hands_.size());
    events_.push_back(Event{EventKind::FirstDealer, static_cast<int8_t>(dealer_), c.face(),
                            static_cast<int16_t>(first_deal_.size()), 0});
    return;
  }
}

bool JokRUmmyState::complete(int seat, Card program) {
  zones_[static_cast<size_t>(seat)][kCompletedZone].push_back(program);
  ++round_points_[static_cast<size_t>(seat)];
  return completed_count(seat) >= kProgramsToWin;
}

bool JokRUmmyState::draw_program(int seat) {
  // Never empty: at most 4 completed programs a seat besides the winner's five, and one in each
  // hand, take 35 of the 42 cards.
  while (!programs_.empty()) {
    const Card c = programs_.back();
    programs_.pop_back();
    const Program* p = program_of(c);
    if (p && p->sun) {
      // jok-r-ummy.txt: a SUN card is a free program, counted and replaced at once.
      const bool fifth = complete(seat, c);
      events_.push_back(
          Event{EventKind::SunCard, static_cast<int8_t>(seat), c, static_cast<int16_t>(completed_count(seat)), 0});
      if (fifth) {
        end_round(-1);
        return false;
      }
      continue;
    }
    zones_[static_cast<size_t>(seat)][kProgramZone].assign(1, c);
    events_.push_back(Event{EventKind::ProgramDealt, static_cast<int8_t>(seat), Card::none(), 0, 0});
    return true;
  }
  return true;
}

void JokRUmmyState::deal() {
  const int players = num_seats();
  events_.push_back(
      Event{EventKind::RoundStarted, static_cast<int8_t>(dealer_), Card::none(), static_cast<int16_t>(round_ + 1), 0});
  // Every playing card back to the dealer, shuffled, before the programs are dealt.
  for (auto& h : hands_) h.clear();
  for (auto& t : table_) t.clear();
  discards_.clear();
  stock_ = make_deck(kDeck, 1);
  rng_.shuffle(stock_);
  std::fill(completed_.begin(), completed_.end(), 0);
  std::fill(round_points_.begin(), round_points_.end(), 0);
  turns_ = 0;
  // jok-r-ummy.txt: a new program only for those who completed theirs (or have none yet).
  for (int i = 1; i <= players; ++i) {
    const int seat = (dealer_ + i) % players;
    if (program_card(seat).is_none() && !draw_program(seat)) return;
  }
  for (int k = 0; k < kHandCards; ++k)
    for (int i = 1; i <= players; ++i) {
      hands_[static_cast<size_t>((dealer_ + i) % players)].push_back(stock_.back());
      stock_.pop_back();
    }
  discards_.push_back(stock_.back());
  stock_.pop_back();
  swap_next_ = 0;
  offer_swap_or_play();
}

void JokRUmmyState::offer_swap_or_play() {
  const int players = num_seats();
  const bool swaps = options_["swap"].get<bool>();
  for (; swaps && swap_next_ < players; ++swap_next_) {
    const int seat = (dealer_ + 1 + swap_next_) % players;
    if (rounds_without_[static_cast<size_t>(seat)] < kRoundsBeforeSwap || program_card(seat).is_none()) continue;
    current_ = seat;
    phase_ = Phase::Swap;
    return;
  }
  current_ = (dealer_ + 1) % players;
  phase_ = Phase::Draw;
}

void JokRUmmyState::table_cards(std::vector<Card>& out) const {
  for (const auto& melds : table_)
    for (const Meld& m : melds)
      for (const PlacedCard& p : m.cards) out.push_back(p.card);
}

TurnInfo JokRUmmyState::turn_info() const {
  return TurnInfo{.phase = phase_,
                  .to_act = true,
                  .completed = completed_this_round(current_),
                  .may_take_discard = !discards_.empty() && hand(current_).size() != 1,
                  .program = program_card(current_)};
}

namespace {

std::vector<Card> faces(const std::vector<Card>& cards) {
  std::vector<Card> out;
  out.reserve(cards.size());
  for (Card c : cards) out.push_back(c.face());
  return out;
}

Table faces(const Table& table) {
  Table out = table;
  for (auto& melds : out)
    for (Meld& m : melds)
      for (PlacedCard& p : m.cards) p.card = p.card.face();
  return out;
}

}  // namespace

void JokRUmmyState::legal_moves(std::vector<Action>& out) const {
  const TurnInfo t = turn_info();
  // The hand matters only in play, the table only to a seat that completed (add-ons): most
  // steps are draws, so neither is copied for them.
  static const Table kNoTable;
  if (t.phase != Phase::Play) return legal_actions_for(t, {}, kNoTable, out);
  thread_local std::vector<Card> hand_faces;
  hand_faces.clear();
  for (Card c : hand(current_)) hand_faces.push_back(c.face());
  legal_actions_for(t, hand_faces, t.completed ? faces(table_) : kNoTable, out);
}

JokRUmmyView JokRUmmyState::typed_view(int seat) const {
  JokRUmmyView v;
  fill_view(v, seat, v.hand, v.hand_sizes, recent_events_start());
  v.round = round_ + 1;
  v.dealer = dealer_;
  for (Card c : first_deal_) v.first_deal.push_back(c.face());
  for (uint8_t c : completed_) v.completed.push_back(c != 0);
  v.rounds_without = rounds_without_;
  v.swap_option = options_["swap"].get<bool>();
  v.turn = turns_;
  v.table = faces(table_);
  v.scores = scores();
  v.last_round = last_round_;
  return v;
}

void JokRUmmyState::end_turn(int seat) {
  // DECISIONS.md: the discards but the top one become the new stock.
  if (!pass_turn(seat, kMaxTurnsPerRound, EventKind::Restocked)) end_round(-1);
}

void JokRUmmyState::end_round(int ended_by) {
  const int players = num_seats();
  RoundResult r;
  r.ended_by = ended_by;
  bool won = false;
  for (int s = 0; s < players; ++s) {
    r.completed.push_back(completed_this_round(s));
    r.left.push_back(faces(hand(s)));
    won = won || completed_count(s) >= kProgramsToWin;
    if (!completed_this_round(s)) ++rounds_without_[static_cast<size_t>(s)];
  }
  r.melds = faces(table_);
  r.pile = end_pile(discards_, false);
  const bool all = std::all_of(completed_.begin(), completed_.end(), [](uint8_t c) { return c != 0; });
  r.why = won                           ? RoundEnd::FifthProgram
          : ended_by >= 0               ? RoundEnd::LastCard
          : all                         ? RoundEnd::AllCompleted
          : turns_ >= kMaxTurnsPerRound ? RoundEnd::TurnCap
                                        : RoundEnd::StockOut;
  events_.push_back(
      Event{EventKind::RoundEnded, static_cast<int8_t>(ended_by), Card::none(), static_cast<int16_t>(round_ + 1), 0});
  if (!next_round(r, round_points_, EventKind::RoundScored, won || round_ + 1 >= kMaxRounds)) return;
  dealer_ = (dealer_ + 1) % players;
  deal();
}

}  // namespace parlor::jok_r_ummy
