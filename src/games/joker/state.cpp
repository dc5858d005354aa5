#include "games/joker/state.h"

#include <algorithm>

#include "engine/json_util.h"
#include "games/snapshot.h"

namespace parlor::joker {

Result<json> normalise_options(const json& options) {
  using R = Result<json>;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  for (auto it = in.begin(); it != in.end(); ++it)
    if (it.key() != "players" && it.key() != "dealer") return R::failure("Joker has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", kSeats, kSeats, kSeats);
  if (!players) return R::failure(players.error() + " Joker is for 4 players in two teams.");
  auto dealer = get_int(in, "dealer", 0, kSeats - 1, 0);
  if (!dealer) return R::failure(dealer.error());
  return json{{"players", *players}, {"dealer", *dealer}};
}

json option_schema() {
  return json::array({
      json{{"name", "players"},
           {"type", "int"},
           {"min", kSeats},
           {"max", kSeats},
           {"default", kSeats},
           {"label", "Players (two teams: partners sit opposite)"}},
      json{{"name", "dealer"},
           {"type", "seat"},
           {"default", 0},
           {"label", "Seat that deals (the seat on its left starts)"}},
  });
}

Result<std::unique_ptr<JokerState>> JokerState::create(const json& options, uint64_t seed) {
  auto norm = normalise_options(options);
  if (!norm) return Result<std::unique_ptr<JokerState>>::failure(norm.error());
  return std::unique_ptr<JokerState>(new JokerState(*norm, seed));
}

JokerState::JokerState(json options, uint64_t seed) : State(seed), options_(std::move(options)), rng_(seed) {
  dealer_ = options_["dealer"].get<int>();
  hands_.resize(kSeats);
  // joker-marbles.txt: two decks with their four jokers, five cards each, dealt one at a time.
  stock_ = make_deck(DeckKind::Double52);
  rng_.shuffle(stock_);
  for (int k = 0; k < kHandSize; ++k)
    for (int i = 1; i <= kSeats; ++i) {
      hands_[static_cast<size_t>((dealer_ + i) % kSeats)].push_back(stock_.back());
      stock_.pop_back();
    }
  events_.push_back(Event{EventKind::Dealt, static_cast<int8_t>(dealer_), Card::none(), Shift{}, 0});
  begin_turn((dealer_ + 1) % kSeats);
}

std::unique_ptr<State> JokerState::clone() const { return std::unique_ptr<State>(new JokerState(*this)); }

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

void JokerState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ == Phase::GameOver) return;
  legal_actions_for(board_, current_, hands_[static_cast<size_t>(current_)], out);
}

std::optional<std::string> JokerState::validate_move(int seat, const Action& a) const {
  const auto& hand = hands_[static_cast<size_t>(seat)];
  if (a.kind != ActionKind::Move && a.kind != ActionKind::Discard)
    return std::string("That move is not part of Joker.");
  if (a.card.is_none()) return std::string("Choose a card.");
  if (std::none_of(hand.begin(), hand.end(), [&](Card c) { return c.face() == a.card; }))
    return "You do not have the " + card_name(a.card) + ".";
  if (a.kind == ActionKind::Move) return check_move(board_, seat, a);
  const bool extras = a.count != 0 || a.target != -1 || a.target_seat != -1 || a.from != 0 || a.to != 0 ||
                      a.from2 != 0 || a.to2 != 0 || !a.melds.empty();
  if (extras) return std::string("That move is not part of Joker.");
  // joker-marbles.txt: a card that can move must be played; a discard is only for a hand
  // where nothing moves.
  if (has_move(board_, seat, hand)) return std::string("One of your cards can move a marble, so you must play it.");
  return std::nullopt;
}

void JokerState::play_card(int seat, Card face) {
  auto& hand = hands_[static_cast<size_t>(seat)];
  auto it = std::find_if(hand.begin(), hand.end(), [&](Card c) { return c.face() == face.face(); });
  discards_.push_back(*it);
  hand.erase(it);
}

void JokerState::apply_move(int seat, const Action& a) {
  if (a.kind == ActionKind::Discard) {
    play_card(seat, a.card);
    events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), Shift{}, 0});
    begin_turn((seat + 1) % kSeats);
    return;
  }
  Outcome o;
  check_move(board_, seat, a, &o);
  play_card(seat, a.card);
  board_ = o.after;
  events_.push_back(Event{EventKind::Played, static_cast<int8_t>(seat), a.card.face(), Shift{}, 0});
  for (const Shift& s : o.all())
    events_.push_back(Event{EventKind::Shifted, static_cast<int8_t>(colour_of(s.marble)), Card::none(), s, 0});
  // joker-marbles.txt: the first team with all ten marbles home wins. Only the mover's team
  // can have gained a marble at home.
  if (board_.team_home(team_of(seat))) {
    winner_team_ = team_of(seat);
    phase_ = Phase::GameOver;
    events_.push_back(Event{EventKind::GameOver, static_cast<int8_t>(winner_team_), Card::none(), Shift{},
                            static_cast<int16_t>(winner_team_)});
    return;
  }
  begin_turn((seat + 1) % kSeats);
}

Scores JokerState::scores() const {
  // A race has no points: the finished game records how many marbles each seat brought home.
  Scores s;
  s.low_wins = false;
  s.totals.assign(kSeats, 0);
  s.team_totals.assign(2, 0);
  if (phase_ != Phase::GameOver) return s;
  std::vector<int> home(kSeats);
  for (int seat = 0; seat < kSeats; ++seat) {
    home[static_cast<size_t>(seat)] = board_.home_count(seat);
    s.team_totals[static_cast<size_t>(team_of(seat))] += board_.home_count(seat);
  }
  s.rounds.push_back(home);
  s.totals = home;
  for (int seat = 0; seat < kSeats; ++seat)
    if (team_of(seat) == winner_team_) s.winners.push_back(seat);
  return s;
}

JokerView JokerState::typed_view(int seat) const {
  JokerView v;
  v.seat_ = seat;
  v.dealer = dealer_;
  v.current = current_seat();
  v.phase = phase_;
  for (Card c : hands_[static_cast<size_t>(seat)]) v.hand.push_back(c.face());
  for (const auto& h : hands_) v.hand_sizes.push_back(static_cast<int>(h.size()));
  v.stock_count = static_cast<int>(stock_.size());
  v.discard_count = static_cast<int>(discards_.size());
  v.discard_top = discards_.empty() ? Card::none() : discards_.back().face();
  v.board = board_;
  v.scores = scores();
  v.winner_team = winner_team_;
  // Enough for the table to animate the last few turns and show its log.
  constexpr size_t kRecent = 64;
  size_t first = events_.size() > kRecent ? events_.size() - kRecent : 0;
  // Never start in the middle of a move: its Shift events belong with the Played before them.
  while (first > 0 && events_[first].kind == EventKind::Shifted) --first;
  v.events.assign(events_.begin() + static_cast<std::ptrdiff_t>(first), events_.end());
  v.event_count = static_cast<int>(events_.size());
  return v;
}

std::unique_ptr<View> JokerState::view(int seat) const { return std::make_unique<JokerView>(typed_view(seat)); }

std::string JokerState::describe_action(int seat, const Action& a) const {
  if (a.kind == ActionKind::Discard)
    return seat_name(seat) + " cannot move a marble and discards the " + card_name(a.card) + ".";
  Outcome o;
  if (a.kind != ActionKind::Move || check_move(board_, seat, a, &o))
    return seat_name(seat) + " makes a move that is not allowed.";
  return describe_play(seat, a.card, o.all());
}

std::string JokerState::debug_snapshot() const {
  std::string o;
  o.reserve(1024);
  auto num = [&](int64_t v) { snapshot::num(o, v); };
  o += "joker " + dump_json(options_) + " seed " + std::to_string(seed()) + "\nrng ";
  for (uint64_t w : rng_.words()) o += std::to_string(w) + " ";
  o += "\ndealer/current/phase/winner ";
  for (int v : {dealer_, current_, static_cast<int>(phase_), winner_team_}) num(v);
  o += "\nmarbles ";
  for (int m = 0; m < kSeats * kMarbles; ++m) num(board_.pos(m));
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

void JokerState::all_cards(std::vector<Card>& out) const {
  out.clear();
  for (const auto& h : hands_) out.insert(out.end(), h.begin(), h.end());
  out.insert(out.end(), stock_.begin(), stock_.end());
  out.insert(out.end(), discards_.begin(), discards_.end());
}

std::vector<Card> JokerState::full_deck() const { return make_deck(DeckKind::Double52); }

void JokerState::secret_cards(int seat, std::vector<Card>& out) const {
  out.clear();
  for (int s = 0; s < kSeats; ++s)
    if (s != seat) out.insert(out.end(), hands_[static_cast<size_t>(s)].begin(), hands_[static_cast<size_t>(s)].end());
  out.insert(out.end(), stock_.begin(), stock_.end());
}

int64_t JokerState::max_game_length() const {
  // Not a rule: a sanity bound for the length check. Nothing forces a race to end (bumps send
  // marbles back), so it is generous; random play needs a few thousand turns.
  return 500000;
}

bool JokerState::rig_for_test(const std::vector<std::vector<int>>& marbles, const std::vector<std::vector<Card>>& hands,
                              int current, const std::vector<Card>& stock_top, bool rest_to_discards) {
  if (marbles.size() != kSeats || hands.size() != kSeats || current < 0 || current >= kSeats) return false;
  Board b;
  for (int s = 0; s < kSeats; ++s) {
    if (marbles[static_cast<size_t>(s)].size() > kMarbles) return false;
    for (size_t i = 0; i < marbles[static_cast<size_t>(s)].size(); ++i) {
      const int hole = marbles[static_cast<size_t>(s)][i];
      if (!is_hole(hole) || (!is_start(hole) && b.occupant(hole) >= 0) || (is_start(hole) && start_owner(hole) != s) ||
          (is_home(hole) && home_owner(hole) != s))
        return false;
      b.place(s * kMarbles + static_cast<int>(i), hole);
    }
  }
  std::vector<Card> pool;
  all_cards(pool);
  auto take = [&](Card face, std::vector<Card>& into) {
    auto it = std::find_if(pool.begin(), pool.end(), [&](Card c) { return c.face() == face.face(); });
    if (it == pool.end()) return false;
    into.push_back(*it);
    pool.erase(it);
    return true;
  };
  std::vector<std::vector<Card>> new_hands(kSeats);
  for (size_t s = 0; s < kSeats; ++s)
    for (Card f : hands[s])
      if (!take(f, new_hands[s])) return false;
  std::vector<Card> top;
  for (Card f : stock_top)
    if (!take(f, top)) return false;
  board_ = b;
  hands_ = std::move(new_hands);
  discards_.clear();
  stock_.clear();
  (rest_to_discards ? discards_ : stock_) = std::move(pool);
  for (auto it = top.rbegin(); it != top.rend(); ++it) stock_.push_back(*it);
  current_ = current;
  phase_ = Phase::Play;
  winner_team_ = -1;
  return true;
}

}  // namespace parlor::joker
