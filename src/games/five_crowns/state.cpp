#include "games/five_crowns/state.h"

#include <algorithm>
#include <array>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/sentence.h"
#include "games/five_crowns/arrange.h"
#include "games/meld_words.h"
#include "games/snapshot.h"

namespace parlor::five_crowns {

FiveCrownsState::FiveCrownsState(json options, uint64_t seed) : CardGameState(std::move(options), seed, Phase::Draw) {
  const int players = num_seats();
  deck_sets_ = sets_for_players(players);
  dealer_ = options_["dealer"].get<int>();
  laid_.resize(static_cast<size_t>(players));
  final_done_.assign(static_cast<size_t>(players), 0);
  deal();
}

void FiveCrownsState::deal() {
  const int n = cards_dealt(hand_index_), players = num_seats();
  std::vector<Card> deck = full_deck();
  rng_.shuffle(deck);
  for (auto& h : hands_) h.clear();
  for (auto& l : laid_) l.clear();
  std::fill(final_done_.begin(), final_done_.end(), 0);
  went_out_ = -1;
  turns_ = 0;
  // One card at a time, clockwise from the dealer's left; the next card starts the discards.
  for (int k = 0; k < n; ++k)
    for (int i = 1; i <= players; ++i) {
      hands_[static_cast<size_t>((dealer_ + i) % players)].push_back(deck.back());
      deck.pop_back();
    }
  discards_.assign(1, deck.back());
  deck.pop_back();
  stock_ = std::move(deck);
  current_ = (dealer_ + 1) % players;
  phase_ = Phase::Draw;
  events_.push_back(Event{EventKind::HandStarted, static_cast<int8_t>(dealer_), Card::none(),
                          static_cast<int16_t>(hand_index_ + 1), 0});
}

void FiveCrownsState::legal_moves(std::vector<Action>& out) const {
  const TurnInfo turn{.phase = phase_,
                      .to_act = true,
                      .final_turn = went_out_ >= 0,
                      .wild_rank = wild_rank(),
                      .can_draw_stock = !stock_.empty() || discards_.size() >= 2,
                      .discard_available = !discards_.empty()};
  legal_actions_for(turn, hand(current_), out);
}

std::optional<std::string> FiveCrownsState::check_lay_down(int seat, const Action& a, bool going_out) const {
  const auto& hand = hands_[static_cast<size_t>(seat)];
  std::array<int, 256> have{};
  for (Card c : hand) have[static_cast<size_t>(c.face_index())]++;
  const MeldRules rules = meld_rules(wild_rank());
  for (int i = 0; i < a.melds.size(); ++i) {
    std::vector<PlacedCard> cards(a.melds.cards(i).begin(), a.melds.cards(i).end());
    for (const auto& p : cards)
      if (--have[static_cast<size_t>(p.card.face_index())] < 0)
        return "You do not have the " + card_name(p.card) + " to lay down.";
    if (auto reason = check_meld(rules, a.melds.kind(i), cards)) return reason;
  }
  if (a.card.is_none())
    return std::string(going_out ? "To go out you must discard exactly one card." : "Finish your turn with a discard.");
  if (--have[static_cast<size_t>(a.card.face_index())] < 0)
    return "You do not have the " + card_name(a.card) + " to discard.";
  if (going_out) {
    for (int h : have)
      if (h != 0) return std::string("To go out, every card but your discard must be in a book or a run.");
  }
  return std::nullopt;
}

std::optional<std::string> FiveCrownsState::validate_move(int seat, const Action& a) const {
  const auto& hand = hands_[static_cast<size_t>(seat)];
  // Fields other games use (counts, targets, board holes) have no meaning here.
  const bool extras =
      a.count != 0 || a.target != -1 || a.target_seat != -1 || a.from != 0 || a.to != 0 || a.from2 != 0 || a.to2 != 0;
  const bool draws = a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard;
  if (extras || (draws && (!a.card.is_none() || !a.melds.empty())) ||
      (a.kind == ActionKind::Discard && !a.melds.empty()))
    return std::string("That move is not part of Five Crowns.");
  const bool lays = a.kind == ActionKind::Discard || a.kind == kGoOut || a.kind == kLayDown;
  if (draws && phase_ != Phase::Draw) return std::string("You have already drawn a card this turn.");
  if (lays && phase_ == Phase::Draw) return std::string("Draw a card first, from the stock or the discard pile.");
  switch (a.kind) {
    case ActionKind::DrawStock:
      if (stock_.empty() && discards_.size() < 2)
        return std::string("The stock is empty and there are no discards to reshuffle; take the discard.");
      return std::nullopt;
    case ActionKind::TakeDiscard:
      if (discards_.empty()) return std::string("The discard pile is empty.");
      return std::nullopt;
    case ActionKind::Discard:
      if (went_out_ >= 0)
        return std::string(
            "This is your final turn: lay down your books and runs (or none) together with your discard.");
      if (a.card.is_none()) return std::string("Choose a card to discard.");
      if (std::none_of(hand.begin(), hand.end(), [&](Card c) { return c.face() == a.card; }))
        return "You do not have the " + card_name(a.card) + ".";
      return std::nullopt;
    case kGoOut:
      if (went_out_ >= 0) return std::string("Another player has already gone out: lay down what you can and discard.");
      if (a.melds.empty()) return std::string("To go out, lay your cards down in books and runs.");
      return check_lay_down(seat, a, true);
    case kLayDown:
      if (went_out_ < 0)
        return std::string(
            "You may lay down cards only when going out or on your final turn after someone has gone out.");
      return check_lay_down(seat, a, false);
    default: return std::string("That move is not part of Five Crowns.");
  }
}

void FiveCrownsState::lay_melds(int seat, const MeldList& melds) {
  auto& hand = hands_[static_cast<size_t>(seat)];
  const MeldRules rules = meld_rules(wild_rank());
  for (int i = 0; i < melds.size(); ++i) {
    Meld m = melds.meld(i);
    check_meld(rules, m.kind, m.cards);  // records each wild's value
    for (auto& p : m.cards) {
      auto it = std::find_if(hand.begin(), hand.end(), [&](Card c) { return c.face() == p.card.face(); });
      p.card = *it;  // the physical copy, so conservation can be checked
      hand.erase(it);
    }
    laid_[static_cast<size_t>(seat)].push_back(std::move(m));
  }
}

void FiveCrownsState::table_cards(std::vector<Card>& out) const {
  for (const auto& melds : laid_)
    for (const auto& m : melds)
      for (const auto& p : m.cards) out.push_back(p.card);
}

void FiveCrownsState::discard_card(int seat, Card face) {
  discards_.push_back(take_card(seat, face));
  events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), face.face(), 0, 0});
}

void FiveCrownsState::apply_move(int seat, const Action& a) {
  switch (a.kind) {
    case ActionKind::DrawStock:
      // Drawing from an empty stock is legal only with two discards or more (legal_moves).
      if (stock_.empty()) rebuild_stock(EventKind::Reshuffled);
      draw_stock(seat, EventKind::DrewStock);
      phase_ = Phase::Discard;
      return;
    case ActionKind::TakeDiscard:
      take_discard(seat, EventKind::TookDiscard);
      phase_ = Phase::Discard;
      return;
    case ActionKind::Discard:
      discard_card(seat, a.card);
      next_turn(seat);
      return;
    case kGoOut:
    case kLayDown: {
      const bool out = a.kind == kGoOut;
      lay_melds(seat, a.melds);
      events_.push_back(Event{out ? EventKind::WentOut : EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(),
                              static_cast<int16_t>(a.melds.size()), 0});
      discard_card(seat, a.card);
      if (out)
        went_out_ = seat;
      else
        final_done_[static_cast<size_t>(seat)] = 1;
      next_turn(seat);
      return;
    }
    default: return;
  }
}

void FiveCrownsState::next_turn(int seat) {
  int next = (seat + 1) % num_seats();
  ++turns_;
  if ((went_out_ >= 0 && next == went_out_) || (went_out_ < 0 && turns_ >= kMaxTurnsPerHand)) {
    score_hand();
    return;
  }
  current_ = next;
  phase_ = Phase::Draw;
}

void FiveCrownsState::score_hand() {
  const int players = num_seats();
  HandResult result;
  result.hand_number = hand_index_ + 1;
  result.went_out = went_out_;
  result.points.assign(static_cast<size_t>(players), 0);
  for (int s = 0; s < players; ++s) {
    for (Card c : hand(s)) result.points[static_cast<size_t>(s)] += card_points(c, wild_rank());
    result.melds.push_back(laid_[static_cast<size_t>(s)]);
    std::vector<Card> left;
    for (Card c : hand(s)) left.push_back(c.face());
    result.left.push_back(std::move(left));
  }
  result.pile = end_pile(discards_, false);
  score_round(result.points, EventKind::HandScored, hand_index_ + 1 >= kHands);
  last_hand_ = std::move(result);
  if (is_terminal()) return;
  ++hand_index_;
  dealer_ = (dealer_ + 1) % players;
  deal();
}

FiveCrownsView FiveCrownsState::typed_view(int seat) const {
  FiveCrownsView v;
  fill_view(v, seat, v.hand, v.hand_sizes, recent_events_start());
  v.players = num_seats();
  v.hand_number = hand_index_ + 1;
  v.wild_rank = wild_rank();
  v.dealer = dealer_;
  v.final_turn =
      went_out_ >= 0 && phase_ != Phase::GameOver && seat != went_out_ && !final_done_[static_cast<size_t>(seat)];
  v.went_out = went_out_;
  for (uint8_t d : final_done_) v.final_turn_done.push_back(d != 0);
  v.laid = laid_;
  for (auto& melds : v.laid)
    for (auto& m : melds)
      for (auto& p : m.cards) p.card = p.card.face();
  v.scores = scores();
  v.last_hand = last_hand_;
  return v;
}

std::string FiveCrownsState::describe_action(int seat, const Action& a) const {
  if (auto said = describe_pile_move(seat, a)) return *said;
  const std::string who = seat_name(seat), card = card_name(a.card);
  // five-crowns.txt: the jokers and the round's wild rank are wild; a line names each.
  const WildWords wilds{.piece = [](Card face) {
    return face.is_joker() ? std::string("a joker") : say("a wild {rank}", {{"rank", rank_name(face.rank(), false)}});
  }};
  const MeldRules rules = meld_rules(wild_rank());
  const std::string melds = melds_words(a.melds, rules, wilds);
  // A last meld that names its wilds is closed by a comma before the discard.
  const bool apart = ends_naming_wilds(a.melds, &rules);
  if (a.kind == kGoOut)
    return say(apart ? "{who} goes out with {melds}, and discards the {card}."
                     : "{who} goes out with {melds} and discards the {card}.",
               {{"who", who}, {"melds", melds}, {"card", card}});
  if (a.kind != kLayDown) return say("{who} makes a move that is not part of Five Crowns.", {{"who", who}});
  if (a.melds.empty()) return say("{who} lays nothing down and discards the {card}.", {{"who", who}, {"card", card}});
  return say(
      apart ? "{who} lays down {melds}, and discards the {card}." : "{who} lays down {melds} and discards the {card}.",
      {{"who", who}, {"melds", melds}, {"card", card}});
}

std::string FiveCrownsState::describe_action_short(int seat, const Action& a) const {
  if ((a.kind != kGoOut && a.kind != kLayDown) || a.melds.empty()) return {};
  return say(a.kind == kGoOut ? "{who} goes out with {melds} and discards the {card}."
                              : "{who} lays down {melds} and discards the {card}.",
             {{"who", seat_name(seat)}, {"melds", melds_counted(a.melds, "book")}, {"card", card_name(a.card)}});
}

std::string FiveCrownsState::debug_snapshot() const {
  std::string o = snapshot_head("hand/dealer/current/phase/went_out/turns",
                                {hand_index_, dealer_, current_, static_cast<int>(phase_), went_out_, turns_});
  snapshot::numbers(o, "\nfinal_done ", final_done_);
  snapshot_seats(o, "hand ", [&](size_t s) { snapshot::melds(o, "laid ", laid_[s]); });
  snapshot_end(o, "\nlast_hand ", last_hand_, [](const HandResult& h, auto num) {
    for (int n : {h.hand_number, h.went_out, h.pile ? h.pile->count : -1}) num(n);
    for (int p : h.points) num(p);
  });
  return o;
}

bool FiveCrownsState::rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                                   const std::vector<Card>& stock_top, bool rest_to_discards) {
  if (static_cast<int>(hands.size()) != num_seats()) return false;
  std::vector<Card> pool;
  all_cards(pool);
  for (auto& l : laid_) l.clear();
  return rig_piles(std::move(pool), hands, discard_pile, stock_top, rest_to_discards);
}

void FiveCrownsState::rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
  points_.rig(rounds);
  hand_index_ = static_cast<int>(rounds.size());
  deal();
}

}  // namespace parlor::five_crowns
