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

// Jokers in a player's melds, for a Hand's bonus.
int jokers_in(const std::vector<TableMeld>& melds) {
  int n = 0;
  for (const TableMeld& m : melds)
    for (const PlacedCard& p : m.meld.cards) n += p.card.is_joker() ? 1 : 0;
  return n;
}

}  // namespace

RummyOState::RummyOState(json options, uint64_t seed) : MeldTableState(std::move(options), seed, Phase::FirstDiscard) {
  on_board_.assign(static_cast<size_t>(num_seats()), 0);
  deal();
}

void RummyOState::deal() {
  const int players = num_seats();
  std::vector<Card> tiles = full_deck();
  rng_.shuffle(tiles);
  // rummy-o.txt: the first player rotates round by round.
  first_ = (options_["first"].get<int>() + round_) % players;
  for (auto& r : hands_) r.clear();
  for (auto& t : table_) t.clear();
  std::fill(on_board_.begin(), on_board_.end(), 0);
  // rummy-o.txt: 14 tiles each, and a 15th for the first player, who opens with a discard.
  for (int k = 0; k < kRackTiles; ++k)
    for (int i = 0; i < players; ++i) {
      hands_[static_cast<size_t>((first_ + i) % players)].push_back(tiles.back());
      tiles.pop_back();
    }
  hands_[static_cast<size_t>(first_)].push_back(tiles.back());
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

void RummyOState::legal_moves(std::vector<Action>& out) const {
  const bool board = on_board(current_);
  const TurnInfo turn{.phase = phase_,
                      .seat = current_,
                      .to_act = true,
                      .on_board = board,
                      .may_add_on = board && !opened_this_turn_,
                      .discard_available = !discards_.empty()};
  legal_actions_for(turn, rack(current_), table_, out);
}

TableMeld RummyOState::laid_meld(int seat, const Meld& meld) {
  TableMeld m{seat, meld, std::vector<int8_t>(meld.cards.size(), static_cast<int8_t>(seat))};
  check_meld(meld_rules(), m.meld.kind, m.meld.cards);  // records each joker's value
  sort_run(m);
  return m;
}

void RummyOState::lay(int seat, const MeldList& melds) {
  for (int i = 0; i < melds.size(); ++i) {
    TableMeld m = laid_meld(seat, melds.meld(i));
    for (auto& p : m.meld.cards) p.card = take_card(seat, p.card);
    table_[static_cast<size_t>(seat)].push_back(std::move(m));
  }
}

void RummyOState::table_cards(std::vector<Card>& out) const {
  for (const auto& melds : table_)
    for (const TableMeld& m : melds)
      for (const auto& p : m.meld.cards) out.push_back(p.card);
}

void RummyOState::add_tiles(int seat, int owner, int index, std::span<const PlacedCard> tiles) {
  TableMeld& m = table_[static_cast<size_t>(owner)][static_cast<size_t>(index)];
  for (const PlacedCard& p : tiles) {
    m.meld.cards.push_back(PlacedCard{take_card(seat, p.card), p.as});
    m.placed_by.push_back(static_cast<int8_t>(seat));
    events_.push_back(
        Event{EventKind::AddedOn, static_cast<int8_t>(seat), p.card.face(), static_cast<int16_t>(owner), 0});
  }
  check_meld(meld_rules(), m.meld.kind, m.meld.cards);
  sort_run(m);
}

void RummyOState::apply_move(int seat, const Action& a) {
  auto& r = hands_[static_cast<size_t>(seat)];
  switch (a.kind) {
    case ActionKind::DrawStock:
    case ActionKind::TakeDiscard:
      take_top(seat, a, EventKind::DrewStock, EventKind::TookDiscard);
      phase_ = Phase::Play;
      return;
    case kLayDown: {
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
    case kAddOn: add_tiles(seat, a.target_seat, a.target, a.melds.cards(0)); return;
    case kClaimJoker: {
      const auto& cards = table_[static_cast<size_t>(a.target_seat)][static_cast<size_t>(a.target)].meld.cards;
      const auto joker = std::find_if(cards.begin(), cards.end(), [&](const PlacedCard& p) {
        return p.card.is_joker() && joker_stands_for(p) == a.card;
      });
      const int placer = swap_joker(seat, a.target_seat, a.target, static_cast<size_t>(joker - cards.begin()), a.card);
      if (a.to > 0) {
        add_tiles(seat, seat, a.to - 1, a.melds.cards(0));
        credit_joker(seat, placer, a.to - 1);
        return;
      }
      if (!on_board(seat)) {
        on_board_[static_cast<size_t>(seat)] = 1;
        opened_this_turn_ = true;
      }
      const size_t first_new = table_[static_cast<size_t>(seat)].size();
      lay(seat, a.melds);
      for (size_t k = first_new; k < table_[static_cast<size_t>(seat)].size(); ++k)
        if (credit_joker(seat, placer, static_cast<int>(k))) break;
      return;
    }
    case kGoOut: go_out_foot_or_hand(seat, a); return;
    case ActionKind::Discard: {
      discards_.push_back(take_card(seat, a.card));
      events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), a.card.face(), 0, 0});
      if (!r.empty()) return end_turn(seat);
      // Out with the last tile. Placing everything in the turn one went on board is a Foot or
      // a Hand (a Hand only with melds of one's own: no claim).
      if (!opened_this_turn_) return end_round(seat, WayOut::OpenRummy, kOpenRummyBonus);
      if (claimed_this_turn_) return end_round(seat, WayOut::Foot, kFootBonus);
      return end_round(seat, WayOut::Hand, hand_bonus(jokers_in(table_[static_cast<size_t>(seat)])));
    }
    default: return;
  }
}

std::optional<std::vector<RummyOState::TableAdd>> RummyOState::place_leftovers(const Table& after, int seat,
                                                                               std::span<const Card> tiles) {
  if (tiles.empty()) return std::vector<TableAdd>{};
  Table own(after.size());
  own[static_cast<size_t>(seat)] = after[static_cast<size_t>(seat)];
  const Table* tables[] = {&own, &after};
  for (const Table* t : tables) {
    const FlatTable flat = flatten(*t);
    auto placed = onto_table(tiles, flat.melds);
    if (!placed) continue;
    std::vector<TableAdd> adds;
    for (const TableAddition& add : placed->added) {
      auto [owner, index] = flat.where[static_cast<size_t>(add.meld)];
      adds.push_back(TableAdd{owner, index, add.tiles});
    }
    return adds;
  }
  return std::nullopt;
}

int RummyOState::swap_joker(int seat, int owner, int index, size_t place, Card tile) {
  TableMeld& m = table_[static_cast<size_t>(owner)][static_cast<size_t>(index)];
  PlacedCard& p = m.meld.cards[place];
  hands_[static_cast<size_t>(seat)].push_back(p.card);
  p = given_for_joker(p, take_card(seat, tile));
  const int placer = m.placed_by[place];
  m.placed_by[place] = static_cast<int8_t>(seat);
  events_.push_back(
      Event{EventKind::ClaimedJoker, static_cast<int8_t>(seat), tile.face(), static_cast<int16_t>(owner), 0});
  claimed_this_turn_ = true;
  return placer;
}

// DECISIONS.md: a claimed joker never was in the claimer's rack, so it stays the tile of whoever
// placed it first; the claimer is credited with the tile given instead.
bool RummyOState::credit_joker(int seat, int placer, int index) {
  TableMeld& m = table_[static_cast<size_t>(seat)][static_cast<size_t>(index)];
  for (size_t i = 0; i < m.meld.cards.size(); ++i)
    if (m.meld.cards[i].card.is_joker() && m.placed_by[i] == seat) {
      m.placed_by[i] = static_cast<int8_t>(placer);
      return true;
    }
  return false;
}

void RummyOState::go_out_foot_or_hand(int seat, const Action& a) {
  Card discard = take_card(seat, a.card);
  int placer = -1;
  if (a.target_seat >= 0) {
    const auto claim = foot_claim(table_, rack(seat), a.target_seat, a.target);  // validated
    placer = swap_joker(seat, a.target_seat, a.target, static_cast<size_t>(claim->place), claim->given);
  }
  const size_t first_new = table_[static_cast<size_t>(seat)].size();
  lay(seat, a.melds);
  for (size_t k = first_new; placer >= 0 && k < table_[static_cast<size_t>(seat)].size(); ++k)
    if (credit_joker(seat, placer, static_cast<int>(k))) break;
  std::vector<Card> rest;
  for (Card c : rack(seat)) rest.push_back(c.face());
  // rummy-o.txt: a Foot adds to other players' melds; every tile in melds of one's own is a Hand.
  WayOut way = placer >= 0 ? WayOut::Foot : WayOut::Hand;
  const auto adds = place_leftovers(table_, seat, rest);  // validated: all fit
  for (const TableAdd& add : *adds) {
    add_tiles(seat, add.owner, add.index, add.tiles);
    if (add.owner != seat) way = WayOut::Foot;
  }
  if (!a.melds.empty())
    events_.push_back(
        Event{EventKind::LaidDown, static_cast<int8_t>(seat), Card::none(), static_cast<int16_t>(a.melds.size()), 0});
  discards_.push_back(discard);
  events_.push_back(Event{EventKind::Discarded, static_cast<int8_t>(seat), discard.face(), 0, 0});
  const int jokers = jokers_in(table_[static_cast<size_t>(seat)]);
  end_round(seat, way, way == WayOut::Hand ? hand_bonus(jokers) : kFootBonus);
}

void RummyOState::end_turn(int seat) {
  opened_this_turn_ = claimed_this_turn_ = false;
  // DECISIONS.md: the discards but the top one become the new stock; our cap: twice a round.
  const bool rebuilding = stock_.empty();
  if (!pass_turn(seat, kMaxTurnsPerRound, EventKind::Rebuilt, rebuilds_ < kStockRebuilds))
    return end_round(-1, WayOut::None, 0);
  if (rebuilding) ++rebuilds_;
}

void RummyOState::end_round(int went_out, WayOut way, int bonus) {
  const int players = num_seats();
  RoundResult res;
  res.went_out = went_out;
  res.way = way;
  res.bonus = bonus;
  for (auto* per_seat : {&res.placed, &res.added, &res.placed_tiles, &res.added_tiles})
    per_seat->assign(static_cast<size_t>(players), 0);
  for (const auto& melds : table_) {
    res.melds.emplace_back();
    for (const TableMeld& m : melds) res.melds.back().push_back(m.meld);
  }
  for (const auto& melds : table_)
    for (const TableMeld& m : melds)
      for (size_t i = 0; i < m.meld.cards.size(); ++i) {
        const auto by = static_cast<size_t>(m.placed_by[i]);
        const int points = tile_points(m.meld.cards[i].card);
        res.placed[by] += points;
        ++res.placed_tiles[by];
        if (m.placed_by[i] != m.owner) res.added[by] += points, ++res.added_tiles[by];
      }
  for (int s = 0; s < players; ++s) {
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
  }
  res.pile = end_pile(discards_, false);
  if (went_out >= 0)
    events_.push_back(Event{EventKind::WentOut, static_cast<int8_t>(went_out), Card::none(), static_cast<int16_t>(way),
                            static_cast<int16_t>(bonus)});
  else
    events_.push_back(Event{EventKind::RoundEnded, -1, Card::none(), static_cast<int16_t>(round_ + 1), 0});
  if (next_round(res, res.points, EventKind::RoundScored, round_ + 1 >= kRounds)) deal();
}

}  // namespace parlor::rummy_o
