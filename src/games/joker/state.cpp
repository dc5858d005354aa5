#include "games/joker/state.h"

#include <algorithm>

#include "engine/json_util.h"
#include "games/snapshot.h"

namespace parlor::joker {

JokerState::JokerState(json options, uint64_t seed)
    : CardGameState(std::move(options), seed, Phase::Play), board_(options_["players"].get<int>()) {
  dealer_ = options_["dealer"].get<int>();
  const int seats = board_.seats();
  hands_.resize(static_cast<size_t>(seats));
  // joker-marbles.txt: two decks with their four jokers, five cards each, dealt one at a time.
  stock_ = full_deck();
  rng_.shuffle(stock_);
  for (int k = 0; k < kHandSize; ++k)
    for (int i = 1; i <= seats; ++i) {
      hands_[static_cast<size_t>((dealer_ + i) % seats)].push_back(stock_.back());
      stock_.pop_back();
    }
  events_.push_back(Event{EventKind::Dealt, static_cast<int8_t>(dealer_), Card::none(), Shift{}, 0});
  begin_turn((dealer_ + 1) % seats);
}

void JokerState::begin_turn(int seat) {
  current_ = seat;
  if (stock_.empty()) {
    // DECISIONS.md: an empty stock is refilled with all the discards, shuffled.
    stock_.swap(discards_);
    rng_.shuffle(stock_);
    events_.push_back(Event{EventKind::Reshuffled, -1, Card::none(), Shift{}, static_cast<int16_t>(stock_.size())});
  }
  hands_[static_cast<size_t>(seat)].push_back(stock_.back());
  stock_.pop_back();
  events_.push_back(Event{EventKind::Drew, static_cast<int8_t>(seat), Card::none(), Shift{}, 0});
}

std::optional<std::string> JokerState::validate_move(int seat, const Action& a) const {
  const auto& hand = hands_[static_cast<size_t>(seat)];
  if (a.kind != kMove && a.kind != ActionKind::Discard) return std::string("That move is not part of Joker.");
  if (a.card.is_none()) return std::string("Choose a card.");
  if (std::none_of(hand.begin(), hand.end(), [&](Card c) { return c.face() == a.card; }))
    return "You do not have the " + card_name(a.card) + ".";
  if (a.kind == kMove) return check_move(board_, seat, a);
  const bool extras = a.count != 0 || a.target != -1 || a.target_seat != -1 || a.from != 0 || a.to != 0 ||
                      a.from2 != 0 || a.to2 != 0 || !a.melds.empty();
  if (extras) return std::string("That move is not part of Joker.");
  // joker-marbles.txt: a card that can move must be played; a discard is only for a hand
  // where nothing moves.
  if (has_move(board_, seat, hand)) return std::string("One of your cards can move a marble, so you must play it.");
  return std::nullopt;
}

void JokerState::apply_move(int seat, const Action& a) {
  if (a.kind == ActionKind::Discard) {
    discards_.push_back(take_card(seat, a.card));
    events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), Shift{}, 0});
    end_turn(seat);
    return;
  }
  Shifts o;
  play_move(board_, seat, a, o);  // validated: legal
  discards_.push_back(take_card(seat, a.card));
  events_.push_back(Event{EventKind::Played, static_cast<int8_t>(seat), a.card.face(), Shift{}, 0});
  for (const Shift& s : o.all())
    events_.push_back(Event{EventKind::Shifted, static_cast<int8_t>(colour_of(s.marble)), Card::none(), s, 0});
  // joker-marbles.txt: the first team with all ten marbles home wins. Only the mover's team
  // can have gained a marble at home.
  if (board_.team_home(board_.team_of(seat)))
    end_game(board_.team_of(seat), false);
  else
    end_turn(seat);
}

void JokerState::end_turn(int seat) {
  if (++turns_ < board_.max_turns()) return begin_turn((seat + 1) % board_.seats());
  // The turn cap (board.h): the one team with the most marbles home wins; leaders level share.
  const std::vector<int> home = team_home_counts();
  const int best = *std::max_element(home.begin(), home.end());
  const auto leaders = std::count(home.begin(), home.end(), best);
  end_game(leaders == 1 ? static_cast<int>(std::find(home.begin(), home.end(), best) - home.begin()) : -1, true);
}

std::vector<int> JokerState::team_home_counts() const {
  std::vector<int> home(static_cast<size_t>(board_.teams()), 0);
  for (int seat = 0; seat < board_.seats(); ++seat)
    home[static_cast<size_t>(board_.team_of(seat))] += board_.home_count(seat);
  return home;
}

void JokerState::end_game(int winner_team, bool by_turn_cap) {
  winner_team_ = winner_team;
  phase_ = Phase::GameOver;
  events_.push_back(Event{EventKind::GameOver, static_cast<int8_t>(by_turn_cap ? -1 : winner_team), Card::none(),
                          Shift{}, static_cast<int16_t>(winner_team)});
}

Scores JokerState::scores() const {
  // A race has no points: the finished game records how many marbles each seat brought home.
  Scores s;
  s.low_wins = false;
  s.teams = teams_;
  s.totals.assign(static_cast<size_t>(board_.seats()), 0);
  s.team_totals.assign(static_cast<size_t>(board_.teams()), 0);
  if (phase_ != Phase::GameOver) return s;
  std::vector<int> home(static_cast<size_t>(board_.seats()));
  for (int seat = 0; seat < board_.seats(); ++seat) home[static_cast<size_t>(seat)] = board_.home_count(seat);
  s.team_totals = team_home_counts();
  s.rounds.push_back(home);
  s.totals = home;
  // Level at the turn cap: every team with the most marbles home shares the win.
  const int best = *std::max_element(s.team_totals.begin(), s.team_totals.end());
  for (int seat = 0; seat < board_.seats(); ++seat) {
    const int team = board_.team_of(seat);
    if (team == winner_team_ || (winner_team_ < 0 && s.team_totals[static_cast<size_t>(team)] == best))
      s.winners.push_back(seat);
  }
  return s;
}

JokerView JokerState::typed_view(int seat) const {
  JokerView v;
  size_t first = recent_events_start();
  // Never start in the middle of a move: its Shift events belong with the Played before them.
  while (first > 0 && events_[first].kind == EventKind::Shifted) --first;
  fill_view(v, seat, v.hand, v.hand_sizes, first);
  v.dealer = dealer_;
  v.board = board_;
  v.scores = scores();
  v.winner_team = winner_team_;
  if (phase_ == Phase::GameOver)
    for (int s = 0; s < num_seats(); ++s) {
      v.hands_shown.emplace_back();
      if (s != seat)
        for (Card c : hand(s)) v.hands_shown.back().push_back(c.face());
    }
  return v;
}

std::string JokerState::describe_action(int seat, const Action& a) const {
  if (a.kind == ActionKind::Discard)
    return seat_name(seat) + " cannot move a marble and discards the " + card_name(a.card) + ".";
  Outcome o;
  if (a.kind != kMove || check_move(board_, seat, a, &o)) return seat_name(seat) + " makes a move that is not allowed.";
  return describe_play(board_, seat, a.card, o.all());
}

std::string JokerState::describe_action_short(int seat, const Action& a) const {
  Outcome o;
  if (a.kind != kMove || check_move(board_, seat, a, &o)) return {};
  return describe_play_short(board_, seat, a.card, o.all());
}

std::string JokerState::debug_snapshot() const {
  std::string o = snapshot_head("dealer/current/phase/winner/turns",
                                {dealer_, current_, static_cast<int>(phase_), winner_team_, turns_});
  auto num = [&](int64_t v) { snapshot::num(o, v); };
  o += "\nmarbles ";
  for (int m = 0; m < board_.marbles(); ++m) num(board_.pos(m));
  o += '\n';
  for (const auto& h : hands_) snapshot::cards(o, "hand ", h);
  snapshot::cards(o, "stock ", stock_);
  snapshot::cards(o, "discards ", discards_);
  // Joker's events carry a marble's shift rather than a second value.
  uint64_t h = 1469598103934665603ULL;
  auto mix = [&](uint64_t v) { h = (h ^ v) * 1099511628211ULL; };
  for (const auto& e : events_) {
    mix(static_cast<uint64_t>(e.kind) | static_cast<uint64_t>(static_cast<uint8_t>(e.seat)) << 8 |
        static_cast<uint64_t>(e.card.bits()) << 16 | static_cast<uint64_t>(static_cast<uint16_t>(e.value)) << 32);
    mix(static_cast<uint64_t>(static_cast<uint8_t>(e.shift.marble)) | static_cast<uint64_t>(e.shift.from) << 8 |
        static_cast<uint64_t>(e.shift.to) << 16 | static_cast<uint64_t>(e.shift.played) << 24 |
        static_cast<uint64_t>(e.shift.backward) << 25 | static_cast<uint64_t>(e.shift.jump) << 26);
  }
  o += "events " + std::to_string(events_.size()) + " hash " + std::to_string(h);
  snapshot::history(o, *this);
  return o;
}

bool JokerState::rig_for_test(const std::vector<std::vector<int>>& marbles, const std::vector<std::vector<Card>>& hands,
                              int current, const std::vector<Card>& stock_top, bool rest_to_discards) {
  const int seats = board_.seats();
  if (std::ssize(marbles) != seats || std::ssize(hands) != seats || current < 0 || current >= seats) return false;
  Board b(seats);
  for (int s = 0; s < seats; ++s) {
    if (marbles[static_cast<size_t>(s)].size() > kMarbles) return false;
    for (size_t i = 0; i < marbles[static_cast<size_t>(s)].size(); ++i) {
      const int hole = marbles[static_cast<size_t>(s)][i];
      if (!b.is_hole(hole) || (!b.is_start(hole) && b.occupant(hole) >= 0) ||
          (b.is_start(hole) && b.start_owner(hole) != s) || (b.is_home(hole) && b.home_owner(hole) != s))
        return false;
      b.place(s * kMarbles + static_cast<int>(i), hole);
    }
  }
  std::vector<Card> pool;
  all_cards(pool);
  if (!rig_piles(std::move(pool), hands, {}, stock_top, rest_to_discards)) return false;
  board_ = b;
  current_ = current;
  phase_ = Phase::Play;
  winner_team_ = -1;
  return true;
}

}  // namespace parlor::joker
