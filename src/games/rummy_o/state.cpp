#include "games/rummy_o/state.h"

#include <algorithm>
#include <numeric>

#include "engine/json_util.h"
#include "games/rummy_o/solver.h"

namespace parlor::rummy_o {
namespace {

// Runs lie in number order (a 1 after the 13 last), with who placed each tile kept alongside.
void sort_run(TableMeld& m) {
  if (m.meld.kind != MeldKind::Run) return;
  std::vector<size_t> order(m.meld.cards.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return run_position(m.meld.cards[a]) < run_position(m.meld.cards[b]); });
  TableMeld sorted = m;
  for (size_t i = 0; i < order.size(); ++i) {
    sorted.meld.cards[i] = m.meld.cards[order[i]];
    sorted.placed_by[i] = m.placed_by[order[i]];
  }
  m = std::move(sorted);
}

int jokers_in(const MeldList& melds) {
  int n = 0;
  for (int i = 0; i < melds.size(); ++i)
    for (const PlacedCard& p : melds.cards(i)) n += p.card.is_joker() ? 1 : 0;
  return n;
}

}  // namespace

Result<json> normalise_options(const json& options) {
  using R = Result<json>;
  if (!options.is_object() && !options.is_null()) return R::failure("Options must be a JSON object.");
  json in = options.is_null() ? json::object() : options;
  for (auto it = in.begin(); it != in.end(); ++it)
    if (it.key() != "players" && it.key() != "first") return R::failure("Rummy-O has no option \"" + it.key() + "\".");
  auto players = get_int(in, "players", kMinPlayers, kMaxPlayers, 4);
  if (!players) return R::failure(players.error() + " Rummy-O is for 2 to 4 players.");
  auto first = get_int(in, "first", 0, *players - 1, 0);
  if (!first) return R::failure(first.error());
  return json{{"players", *players}, {"first", *first}};
}

json option_schema() {
  return json::array({
      json{{"name", "players"},
           {"type", "int"},
           {"min", kMinPlayers},
           {"max", kMaxPlayers},
           {"default", 4},
           {"label", "Players"}},
      json{{"name", "first"}, {"type", "seat"}, {"default", 0}, {"label", "Seat that plays first in round 1"}},
  });
}

Result<std::unique_ptr<RummyOState>> RummyOState::create(const json& options, uint64_t seed) {
  auto norm = normalise_options(options);
  if (!norm) return Result<std::unique_ptr<RummyOState>>::failure(norm.error());
  return std::unique_ptr<RummyOState>(new RummyOState(*norm, seed));
}

RummyOState::RummyOState(json options, uint64_t seed) : State(seed), options_(std::move(options)), rng_(seed) {
  players_ = options_["players"].get<int>();
  on_board_.assign(static_cast<size_t>(players_), 0);
  racks_.resize(static_cast<size_t>(players_));
  table_.resize(static_cast<size_t>(players_));
  totals_.assign(static_cast<size_t>(players_), 0);
  deal();
}

std::unique_ptr<State> RummyOState::clone() const { return std::unique_ptr<State>(new RummyOState(*this)); }

void RummyOState::deal() {
  std::vector<Card> tiles = make_deck(DeckKind::RummyOTiles);
  rng_.shuffle(tiles);
  // rummy-o.txt: the first player rotates round by round.
  first_ = (options_["first"].get<int>() + round_) % players_;
  for (auto& r : racks_) r.clear();
  for (auto& t : table_) t.clear();
  std::fill(on_board_.begin(), on_board_.end(), 0);
  // rummy-o.txt: 14 tiles each, and a 15th for the first player, who opens with a discard.
  for (int k = 0; k < kRackTiles; ++k)
    for (int i = 0; i < players_; ++i) {
      racks_[static_cast<size_t>((first_ + i) % players_)].push_back(tiles.back());
      tiles.pop_back();
    }
  racks_[static_cast<size_t>(first_)].push_back(tiles.back());
  tiles.pop_back();
  stock_ = std::move(tiles);
  discards_.clear();
  current_ = first_;
  phase_ = Phase::FirstDiscard;
  turns_ = rebuilds_ = 0;
  opened_this_turn_ = claimed_this_turn_ = false;
  events_.push_back(
      Event{EventKind::RoundStarted, static_cast<int8_t>(first_), Card::none(), static_cast<int16_t>(round_ + 1), 0});
}

TurnInfo RummyOState::turn_info(int seat) const {
  TurnInfo t;
  t.phase = phase_;
  t.seat = seat;
  t.to_act = phase_ != Phase::GameOver && seat == current_;
  t.on_board = on_board(seat);
  t.may_add_on = t.on_board && !opened_this_turn_;
  t.discard_available = !discards_.empty();
  return t;
}

void RummyOState::legal_actions(std::vector<Action>& out) const {
  out.clear();
  if (phase_ == Phase::GameOver) return;
  legal_actions_for(turn_info(current_), rack(current_), table_, out);
}

Card RummyOState::take_from_rack(int seat, Card face) {
  auto& r = racks_[static_cast<size_t>(seat)];
  auto it = std::find_if(r.begin(), r.end(), [&](Card c) { return c.face() == face.face(); });
  Card c = *it;
  r.erase(it);
  return c;
}

void RummyOState::lay(int seat, const MeldList& melds) {
  const MeldRules rules = meld_rules();
  for (int i = 0; i < melds.size(); ++i) {
    TableMeld m{seat, melds.meld(i), {}};
    check_meld(rules, m.meld.kind, m.meld.cards);  // records each joker's value
    for (auto& p : m.meld.cards) p.card = take_from_rack(seat, p.card);
    m.placed_by.assign(m.meld.cards.size(), static_cast<int8_t>(seat));
    sort_run(m);
    table_[static_cast<size_t>(seat)].push_back(std::move(m));
  }
}

void RummyOState::add_tiles(int seat, int owner, int index, std::span<const PlacedCard> tiles) {
  TableMeld& m = table_[static_cast<size_t>(owner)][static_cast<size_t>(index)];
  for (const PlacedCard& p : tiles) {
    m.meld.cards.push_back(PlacedCard{take_from_rack(seat, p.card), p.as});
    m.placed_by.push_back(static_cast<int8_t>(seat));
    events_.push_back(
        Event{EventKind::AddedOn, static_cast<int8_t>(seat), p.card.face(), static_cast<int16_t>(owner), 0});
  }
  check_meld(meld_rules(), m.meld.kind, m.meld.cards);
  sort_run(m);
}

void RummyOState::apply_move(int seat, const Action& a) {
  auto& r = racks_[static_cast<size_t>(seat)];
  switch (a.kind) {
    case ActionKind::DrawStock:
      r.push_back(stock_.back());
      stock_.pop_back();
      events_.push_back(Event{EventKind::DrewStock, static_cast<int8_t>(seat), Card::none(), 0, 0});
      phase_ = Phase::Play;
      return;
    case ActionKind::TakeDiscard:
      r.push_back(discards_.back());
      discards_.pop_back();
      events_.push_back(Event{EventKind::TookDiscard, static_cast<int8_t>(seat), r.back().face(), 0, 0});
      phase_ = Phase::Play;
      return;
    case ActionKind::LayDown: {
      if (!on_board(seat)) {
        int points = 0;
        for (int i = 0; i < a.melds.size(); ++i)
          for (const PlacedCard& p : a.melds.cards(i)) points += tile_points(p.card);
        on_board_[static_cast<size_t>(seat)] = 1;
        opened_this_turn_ = true;
        events_.push_back(
            Event{EventKind::WentOnBoard, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(points), 0});
      }
      lay(seat, a.melds);
      events_.push_back(
          Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
      return;
    }
    case ActionKind::AddOn: add_tiles(seat, a.target_seat, a.target, a.melds.cards(0)); return;
    case ActionKind::ClaimJoker: {
      TableMeld& m = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)];
      for (size_t i = 0; i < m.meld.cards.size(); ++i) {
        PlacedCard& p = m.meld.cards[i];
        if (!p.card.is_joker() || Card(p.as.suit(), p.as.rank() == 14 ? 1 : p.as.rank()) != a.card) continue;
        r.push_back(p.card);
        p = PlacedCard{take_from_rack(seat, a.card), p.as.rank() == 14 ? p.as : Card::none()};
        m.placed_by[i] = static_cast<int8_t>(seat);
        break;
      }
      events_.push_back(Event{EventKind::ClaimedJoker, static_cast<int8_t>(seat), a.card, a.target_seat, 0});
      claimed_this_turn_ = true;
      if (!on_board(seat)) {
        on_board_[static_cast<size_t>(seat)] = 1;
        opened_this_turn_ = true;
      }
      lay(seat, a.melds);
      return;
    }
    case ActionKind::GoOut: go_out_foot_or_hand(seat, a); return;
    case ActionKind::Discard: {
      discards_.push_back(take_from_rack(seat, a.card));
      events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), 0, 0});
      if (!r.empty()) return end_turn(seat);
      // Out with the last tile. Placing everything in the turn one went on board is a Foot or
      // a Hand (a Hand only with melds of one's own: no claim).
      if (!opened_this_turn_) return end_round(seat, WayOut::OpenRummy, kOpenRummyBonus);
      if (claimed_this_turn_) return end_round(seat, WayOut::Foot, kFootBonus);
      int jokers = 0;
      for (const TableMeld& m : table_[static_cast<size_t>(seat)])
        for (const PlacedCard& p : m.meld.cards) jokers += p.card.is_joker() ? 1 : 0;
      return end_round(seat, WayOut::Hand, hand_bonus(jokers));
    }
    default: return;
  }
}

void RummyOState::go_out_foot_or_hand(int seat, const Action& a) {
  Card discard = take_from_rack(seat, a.card);
  lay(seat, a.melds);
  const auto& rest = rack(seat);
  WayOut way = WayOut::Hand;
  if (!rest.empty()) {
    way = WayOut::Foot;
    const FlatTable flat = flatten(table_);
    std::vector<Card> faces;
    for (Card c : rest) faces.push_back(c.face());
    auto placed = onto_table(faces, flat.melds);
    for (const TableAddition& add : placed->added) {
      auto [owner, index] = flat.where[static_cast<size_t>(add.meld)];
      add_tiles(seat, owner, index, add.tiles);
    }
  }
  if (!a.melds.empty())
    events_.push_back(
        Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
  discards_.push_back(discard);
  events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), discard.face(), 0, 0});
  end_round(seat, way, way == WayOut::Hand ? hand_bonus(jokers_in(a.melds)) : kFootBonus);
}

void RummyOState::end_turn(int seat) {
  ++turns_;
  opened_this_turn_ = claimed_this_turn_ = false;
  if (turns_ >= kMaxTurnsPerRound) return end_round(-1, WayOut::None, 0);
  if (stock_.empty()) {
    // DECISIONS.md: the discards but the top one become the new stock; our cap: twice a round.
    if (rebuilds_ >= kStockRebuilds || discards_.size() < 2) return end_round(-1, WayOut::None, 0);
    Card top = discards_.back();
    discards_.pop_back();
    stock_.swap(discards_);
    rng_.shuffle(stock_);
    discards_.assign(1, top);
    ++rebuilds_;
    events_.push_back(Event{EventKind::Rebuilt, -1, Card::none(), static_cast<int16_t>(stock_.size()), 0});
  }
  current_ = (seat + 1) % players_;
  phase_ = Phase::Draw;
}

void RummyOState::end_round(int went_out, WayOut way, int bonus) {
  RoundResult res;
  res.round = round_ + 1;
  res.went_out = went_out;
  res.way = way;
  res.bonus = bonus;
  res.placed.assign(static_cast<size_t>(players_), 0);
  for (const auto& melds : table_)
    for (const TableMeld& m : melds)
      for (size_t i = 0; i < m.meld.cards.size(); ++i)
        res.placed[static_cast<size_t>(m.placed_by[i])] += tile_points(m.meld.cards[i].card);
  for (int s = 0; s < players_; ++s) {
    int pts;
    std::vector<Card> left;
    for (Card c : rack(s)) left.push_back(c.face());
    // rummy-o.txt: the one going out scores their tiles plus the bonus; the others lose what
    // their racks hold, or a flat 100 if they never went on board.
    if (s == went_out)
      pts = res.placed[static_cast<size_t>(s)] + bonus;
    else if (!on_board(s))
      pts = -kNeverOnBoardPenalty;
    else
      pts = -std::accumulate(left.begin(), left.end(), 0, [](int t, Card c) { return t + tile_points(c); });
    res.points.push_back(pts);
    res.on_board.push_back(on_board(s));
    res.left.push_back(std::move(left));
    totals_[static_cast<size_t>(s)] += pts;
  }
  if (went_out >= 0)
    events_.push_back(Event{EventKind::WentOut, static_cast<int8_t>(went_out), Card::none(), static_cast<int16_t>(way),
                            static_cast<int16_t>(bonus)});
  else
    events_.push_back(Event{EventKind::RoundEnded, -1, Card::none(), static_cast<int16_t>(round_ + 1), 0});
  for (int s = 0; s < players_; ++s)
    events_.push_back(Event{EventKind::RoundScored, static_cast<int8_t>(s), Card::none(),
                            static_cast<int16_t>(res.points[static_cast<size_t>(s)]),
                            static_cast<int16_t>(totals_[static_cast<size_t>(s)])});
  round_scores_.push_back(res.points);
  last_round_ = std::move(res);
  if (round_ + 1 >= kRounds) {
    phase_ = Phase::GameOver;
    Scores sc = scores();
    events_.push_back(Event{EventKind::GameOver, static_cast<int8_t>(sc.winners.front()), Card::none(),
                            static_cast<int16_t>(totals_[static_cast<size_t>(sc.winners.front())]),
                            static_cast<int16_t>(sc.winners.size())});
    return;
  }
  ++round_;
  deal();
}

Scores RummyOState::scores() const {
  Scores s;
  s.low_wins = false;  // rummy-o.txt: the highest total after four rounds wins
  s.rounds = round_scores_;
  s.totals = totals_;
  s.team_totals = totals_;
  if (phase_ == Phase::GameOver) {
    const int best = *std::max_element(totals_.begin(), totals_.end());
    for (int i = 0; i < players_; ++i)
      if (totals_[static_cast<size_t>(i)] == best) s.winners.push_back(i);
  }
  return s;
}

}  // namespace parlor::rummy_o
