#include "games/five_crowns/state.h"

#include <algorithm>
#include <array>

#include "engine/json_util.h"
#include "games/five_crowns/arrange.h"
#include "games/snapshot.h"

namespace parlor::five_crowns {

Result<json> normalise_options(const json& options) {
  using R = Result<json>;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  for (auto it = in.begin(); it != in.end(); ++it)
    if (it.key() != "players" && it.key() != "dealer")
      return R::failure("Five Crowns has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", kMinPlayers, kMaxPlayers, 4);
  if (!players) return R::failure(players.error() + " Five Crowns is for 2 to 14 players.");
  auto dealer = get_int(in, "dealer", 0, *players - 1, *players - 1);
  if (!dealer) return R::failure(dealer.error());
  return json{{"players", *players}, {"dealer", *dealer}};
}

json option_schema() {
  return json::array({
      json{{"name", "players"},
           {"type", "int"},
           {"min", kMinPlayers},
           {"max", kMaxPlayers},
           {"default", 4},
           {"label", "Players (8 or more use two sets of cards)"}},
      json{{"name", "dealer"},
           {"type", "seat"},
           {"default", "last seat"},
           {"label", "Seat that deals the first hand (the seat on its left starts)"}},
  });
}

Result<std::unique_ptr<FiveCrownsState>> FiveCrownsState::create(const json& options, uint64_t seed) {
  auto norm = normalise_options(options);
  if (!norm) return Result<std::unique_ptr<FiveCrownsState>>::failure(norm.error());
  return std::unique_ptr<FiveCrownsState>(new FiveCrownsState(*norm, seed));
}

FiveCrownsState::FiveCrownsState(json options, uint64_t seed) : State(seed), options_(std::move(options)), rng_(seed) {
  players_ = options_["players"].get<int>();
  sets_ = sets_for_players(players_);
  dealer_ = options_["dealer"].get<int>();
  hands_.resize(static_cast<size_t>(players_));
  laid_.resize(static_cast<size_t>(players_));
  final_done_.assign(static_cast<size_t>(players_), 0);
  totals_.assign(static_cast<size_t>(players_), 0);
  deal();
}

std::unique_ptr<State> FiveCrownsState::clone() const { return std::unique_ptr<State>(new FiveCrownsState(*this)); }

void FiveCrownsState::deal() {
  const int n = cards_dealt(hand_index_);
  std::vector<Card> deck = make_deck(DeckKind::FiveCrowns, sets_);
  rng_.shuffle(deck);
  for (auto& h : hands_) h.clear();
  for (auto& l : laid_) l.clear();
  std::fill(final_done_.begin(), final_done_.end(), 0);
  went_out_ = -1;
  // One card at a time, clockwise from the dealer's left; the next card starts the discards.
  for (int k = 0; k < n; ++k)
    for (int i = 1; i <= players_; ++i) {
      hands_[static_cast<size_t>((dealer_ + i) % players_)].push_back(deck.back());
      deck.pop_back();
    }
  discards_.assign(1, deck.back());
  deck.pop_back();
  stock_ = std::move(deck);
  current_ = (dealer_ + 1) % players_;
  phase_ = Phase::Draw;
  events_.push_back(Event{EventKind::HandStarted, static_cast<int8_t>(dealer_), Card::none(),
                          static_cast<int16_t>(hand_index_ + 1), 0});
}

TurnInfo FiveCrownsState::turn_info(int seat) const {
  TurnInfo t;
  t.phase = phase_;
  t.to_act = phase_ != Phase::GameOver && seat == current_;
  t.final_turn = went_out_ >= 0;
  t.wild_rank = wild_rank();
  t.can_draw_stock = !stock_.empty() || discards_.size() >= 2;
  t.discard_available = !discards_.empty();
  return t;
}

void FiveCrownsState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ == Phase::GameOver) return;
  legal_actions_for(turn_info(current_), hands_[static_cast<size_t>(current_)], out);
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
  switch (a.kind) {
    case ActionKind::DrawStock:
      if (phase_ != Phase::Draw) return std::string("You have already drawn a card this turn.");
      if (stock_.empty() && discards_.size() < 2)
        return std::string("The stock is empty and there are no discards to reshuffle; take the discard.");
      return std::nullopt;
    case ActionKind::TakeDiscard:
      if (phase_ != Phase::Draw) return std::string("You have already drawn a card this turn.");
      if (discards_.empty()) return std::string("The discard pile is empty.");
      return std::nullopt;
    case ActionKind::Discard:
      if (phase_ == Phase::Draw) return std::string("Draw a card first, from the stock or the discard pile.");
      if (went_out_ >= 0)
        return std::string(
            "This is your final turn: lay down your books and runs (or none) together with your discard.");
      if (a.card.is_none()) return std::string("Choose a card to discard.");
      if (std::none_of(hand.begin(), hand.end(), [&](Card c) { return c.face() == a.card; }))
        return "You do not have the " + card_name(a.card) + ".";
      return std::nullopt;
    case ActionKind::GoOut:
      if (phase_ == Phase::Draw) return std::string("Draw a card first, from the stock or the discard pile.");
      if (went_out_ >= 0) return std::string("Another player has already gone out: lay down what you can and discard.");
      if (a.melds.empty()) return std::string("To go out, lay your cards down in books and runs.");
      return check_lay_down(seat, a, true);
    case ActionKind::LayDown:
      if (phase_ == Phase::Draw) return std::string("Draw a card first, from the stock or the discard pile.");
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

void FiveCrownsState::discard_card(int seat, Card face) {
  auto& hand = hands_[static_cast<size_t>(seat)];
  auto it = std::find_if(hand.begin(), hand.end(), [&](Card c) { return c.face() == face.face(); });
  discards_.push_back(*it);
  hand.erase(it);
  events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), face.face(), 0, 0});
}

void FiveCrownsState::apply_move(int seat, const Action& a) {
  auto& hand = hands_[static_cast<size_t>(seat)];
  switch (a.kind) {
    case ActionKind::DrawStock:
      if (stock_.empty()) {
        // Everything but the top discard becomes the new stock.
        Card top = discards_.back();
        discards_.pop_back();
        stock_.swap(discards_);
        rng_.shuffle(stock_);
        discards_.assign(1, top);
        events_.push_back(Event{EventKind::Reshuffled, -1, Card::none(), static_cast<int16_t>(stock_.size()), 0});
      }
      hand.push_back(stock_.back());
      stock_.pop_back();
      events_.push_back(Event{EventKind::DrewStock, static_cast<int8_t>(seat), Card::none(), 0, 0});
      phase_ = Phase::Discard;
      return;
    case ActionKind::TakeDiscard:
      hand.push_back(discards_.back());
      discards_.pop_back();
      events_.push_back(Event{EventKind::TookDiscard, static_cast<int8_t>(seat), hand.back().face(), 0, 0});
      phase_ = Phase::Discard;
      return;
    case ActionKind::Discard:
      discard_card(seat, a.card);
      next_turn(seat);
      return;
    case ActionKind::GoOut:
      lay_melds(seat, a.melds);
      events_.push_back(
          Event{EventKind::WentOut, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
      discard_card(seat, a.card);
      went_out_ = seat;
      next_turn(seat);
      return;
    case ActionKind::LayDown:
      lay_melds(seat, a.melds);
      events_.push_back(
          Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
      discard_card(seat, a.card);
      final_done_[static_cast<size_t>(seat)] = 1;
      next_turn(seat);
      return;
    default: return;
  }
}

void FiveCrownsState::next_turn(int seat) {
  int next = (seat + 1) % players_;
  if (went_out_ >= 0 && next == went_out_) {
    score_hand();
    return;
  }
  current_ = next;
  phase_ = Phase::Draw;
}

void FiveCrownsState::score_hand() {
  HandResult result;
  result.hand_number = hand_index_ + 1;
  result.went_out = went_out_;
  std::vector<int> points(static_cast<size_t>(players_), 0);
  for (int s = 0; s < players_; ++s) {
    for (Card c : hands_[static_cast<size_t>(s)]) points[static_cast<size_t>(s)] += card_points(c, wild_rank());
    totals_[static_cast<size_t>(s)] += points[static_cast<size_t>(s)];
    result.melds.push_back(laid_[static_cast<size_t>(s)]);
    std::vector<Card> left;
    for (Card c : hands_[static_cast<size_t>(s)]) left.push_back(c.face());
    result.left.push_back(std::move(left));
    events_.push_back(Event{EventKind::HandScored, static_cast<int8_t>(s), Card::none(),
                            static_cast<int16_t>(points[static_cast<size_t>(s)]),
                            static_cast<int16_t>(totals_[static_cast<size_t>(s)])});
  }
  result.points = points;
  round_scores_.push_back(std::move(points));
  last_hand_ = std::move(result);
  if (hand_index_ + 1 >= kHands) {
    phase_ = Phase::GameOver;
    Scores sc = scores();
    events_.push_back(Event{EventKind::GameOver, static_cast<int8_t>(sc.winners.front()), Card::none(),
                            static_cast<int16_t>(totals_[static_cast<size_t>(sc.winners.front())]),
                            static_cast<int16_t>(sc.winners.size())});
    return;
  }
  ++hand_index_;
  dealer_ = (dealer_ + 1) % players_;
  deal();
}

Scores FiveCrownsState::scores() const {
  Scores s;
  s.low_wins = true;
  s.rounds = round_scores_;
  s.totals = totals_;
  s.team_totals = totals_;
  if (phase_ == Phase::GameOver) {
    int best = *std::min_element(totals_.begin(), totals_.end());
    for (int i = 0; i < players_; ++i)
      if (totals_[static_cast<size_t>(i)] == best) s.winners.push_back(i);
  }
  return s;
}

FiveCrownsView FiveCrownsState::typed_view(int seat) const {
  FiveCrownsView v;
  v.seat_ = seat;
  v.players = players_;
  v.hand_number = hand_index_ + 1;
  v.wild_rank = wild_rank();
  v.dealer = dealer_;
  v.current = current_seat();
  v.phase = phase_;
  v.final_turn =
      went_out_ >= 0 && phase_ != Phase::GameOver && seat != went_out_ && !final_done_[static_cast<size_t>(seat)];
  for (Card c : hands_[static_cast<size_t>(seat)]) v.hand.push_back(c.face());
  for (const auto& h : hands_) v.hand_sizes.push_back(static_cast<int>(h.size()));
  v.stock_count = static_cast<int>(stock_.size());
  v.discard_count = static_cast<int>(discards_.size());
  v.discard_top = discards_.empty() ? Card::none() : discards_.back().face();
  v.went_out = went_out_;
  for (uint8_t d : final_done_) v.final_turn_done.push_back(d != 0);
  v.laid = laid_;
  for (auto& melds : v.laid)
    for (auto& m : melds)
      for (auto& p : m.cards) p.card = p.card.face();
  v.scores = scores();
  constexpr size_t kRecent = 64;
  size_t first = events_.size() > kRecent ? events_.size() - kRecent : 0;
  v.events.assign(events_.begin() + static_cast<std::ptrdiff_t>(first), events_.end());
  v.event_count = static_cast<int>(events_.size());
  v.last_hand = last_hand_;
  return v;
}

std::unique_ptr<View> FiveCrownsState::view(int seat) const {
  return std::make_unique<FiveCrownsView>(typed_view(seat));
}

std::string FiveCrownsState::describe_action(int seat, const Action& a) const {
  std::string who = seat_name(seat);
  switch (a.kind) {
    case ActionKind::DrawStock: return who + " draws from the stock.";
    case ActionKind::TakeDiscard:
      if (discards_.empty()) return who + " takes the top discard.";
      return who + " takes the " + card_name(discards_.back()) + " from the discard pile.";
    case ActionKind::Discard: return who + " discards the " + card_name(a.card) + ".";
    case ActionKind::GoOut:
      return who + " goes out with " + std::to_string(a.melds.size()) + (a.melds.size() == 1 ? " meld" : " melds") +
             " and discards the " + card_name(a.card) + ".";
    case ActionKind::LayDown:
      if (a.melds.empty()) return who + " lays nothing down and discards the " + card_name(a.card) + ".";
      return who + " lays down " + std::to_string(a.melds.size()) + (a.melds.size() == 1 ? " meld" : " melds") +
             " and discards the " + card_name(a.card) + ".";
    default: return who + " makes a move that is not part of Five Crowns.";
  }
}

std::string FiveCrownsState::debug_snapshot() const {
  std::string o;
  o.reserve(2048);
  auto num = [&](int64_t v) { snapshot::num(o, v); };
  o += "five_crowns " + dump_json(options_) + " seed " + std::to_string(seed()) + "\nrng ";
  for (uint64_t w : rng_.words()) o += std::to_string(w) + " ";
  o += "\nhand/dealer/current/phase/went_out ";
  for (int v : {hand_index_, dealer_, current_, static_cast<int>(phase_), went_out_}) num(v);
  o += "\nfinal_done ";
  for (uint8_t d : final_done_) num(d);
  o += '\n';
  for (int seat = 0; seat < players_; ++seat) {
    snapshot::cards(o, "hand ", hands_[static_cast<size_t>(seat)]);
    o += "laid ";
    for (const auto& m : laid_[static_cast<size_t>(seat)]) {
      o += meld_kind_name(m.kind);
      o += ' ';
      for (const auto& p : m.cards) {
        num(p.card.bits());
        num(p.as.bits());
      }
      o += "| ";
    }
    o += '\n';
  }
  snapshot::cards(o, "stock ", stock_);
  snapshot::cards(o, "discards ", discards_);
  snapshot::scores(o, round_scores_, totals_);
  snapshot::events(o, events_);
  o += "\nlast_hand ";
  if (last_hand_) {
    num(last_hand_->hand_number);
    num(last_hand_->went_out);
    for (int p : last_hand_->points) num(p);
  }
  snapshot::history(o, *this);
  return o;
}

void FiveCrownsState::all_cards(std::vector<Card>& out) const {
  out.clear();
  for (const auto& h : hands_) out.insert(out.end(), h.begin(), h.end());
  out.insert(out.end(), stock_.begin(), stock_.end());
  out.insert(out.end(), discards_.begin(), discards_.end());
  for (const auto& melds : laid_)
    for (const auto& m : melds)
      for (const auto& p : m.cards) out.push_back(p.card);
}

std::vector<Card> FiveCrownsState::full_deck() const { return make_deck(DeckKind::FiveCrowns, sets_); }

void FiveCrownsState::secret_cards(int seat, std::vector<Card>& out) const {
  out.clear();
  for (int s = 0; s < players_; ++s)
    if (s != seat) out.insert(out.end(), hands_[static_cast<size_t>(s)].begin(), hands_[static_cast<size_t>(s)].end());
  out.insert(out.end(), stock_.begin(), stock_.end());
}

int64_t FiveCrownsState::max_game_length() const {
  // Not a rule: a sanity bound for the length check. Random play needs a few hundred moves a
  // hand; nothing in the rules forces a hand to end, so this is generous.
  return int64_t{kHands} * 200000;
}

bool FiveCrownsState::rig_for_test(const std::vector<std::vector<Card>>& hands, const std::vector<Card>& discard_pile,
                                   const std::vector<Card>& stock_top, bool rest_to_discards) {
  if (static_cast<int>(hands.size()) != players_) return false;
  std::vector<Card> pool;
  all_cards(pool);
  for (auto& l : laid_) l.clear();
  std::vector<std::vector<Card>> new_hands(hands.size());
  for (size_t s = 0; s < hands.size(); ++s)
    if (!snapshot::take_faces(pool, hands[s], new_hands[s])) return false;
  std::vector<Card> new_discards, top;
  if (!snapshot::take_faces(pool, discard_pile, new_discards) || !snapshot::take_faces(pool, stock_top, top))
    return false;
  hands_ = std::move(new_hands);
  if (rest_to_discards) {
    discards_ = std::move(pool);
    discards_.insert(discards_.end(), new_discards.begin(), new_discards.end());
    stock_.clear();
  } else {
    discards_ = std::move(new_discards);
    stock_ = std::move(pool);
  }
  for (auto it = top.rbegin(); it != top.rend(); ++it) stock_.push_back(*it);
  return true;
}

void FiveCrownsState::rig_scores_for_test(const std::vector<std::vector<int>>& rounds) {
  round_scores_ = rounds;
  std::fill(totals_.begin(), totals_.end(), 0);
  for (const auto& r : rounds)
    for (int s = 0; s < players_; ++s) totals_[static_cast<size_t>(s)] += r[static_cast<size_t>(s)];
  hand_index_ = static_cast<int>(rounds.size());
  deal();
}

}  // namespace parlor::five_crowns
