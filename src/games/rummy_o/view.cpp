#include "games/rummy_o/view.h"

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/sentence.h"

namespace parlor::rummy_o {
namespace {

constexpr int kTiles = 106;  // the set's tiles, jokers included

json table_json(const Table& table) {
  json per_seat = json::array();
  for (const auto& melds : table) {
    json arr = json::array();
    for (const TableMeld& m : melds) {
      json cards = json::array();
      for (const auto& p : m.meld.cards) cards.push_back(placed_to_text(PlacedCard{p.card.face(), p.as}));
      arr.push_back(
          json{{"kind", meld_kind_name(m.meld.kind)}, {"cards", std::move(cards)}, {"placed_by", m.placed_by}});
    }
    per_seat.push_back(std::move(arr));
  }
  return per_seat;
}

// The table's melds are legal ones (the solver behind the legal actions takes them as such), and
// each tile's placer is a seat.
Table read_table(ViewReader& r, const json& j, int players) {
  Table table;
  const MeldRules rules = meld_rules();
  for (const json& seat : r.list(j, "table", static_cast<size_t>(players), true)) {
    table.emplace_back();
    if (!seat.is_array() || seat.size() > 64) r.fail("A seat's melds on the table must be a list.");
    if (!r.ok()) break;
    for (const json& mj : seat) {
      TableMeld m{static_cast<int>(table.size()) - 1, r.meld(mj), {}};
      for (int s : r.nums(r.list(mj, "placed_by", m.meld.cards.size(), true), 0, players - 1))
        m.placed_by.push_back(static_cast<int8_t>(s));
      if (!r.ok()) break;
      std::vector<PlacedCard> checked = m.meld.cards;
      r.check(!check_meld(rules, m.meld.kind, checked) && checked == m.meld.cards, "A meld on the table is not legal.");
      table.back().push_back(std::move(m));
    }
  }
  return table;
}

}  // namespace

const char* phase_name(Phase p) { return enum_name(p, {"first_discard", "draw", "play", "game_over"}); }

const char* event_kind_name(EventKind k) {
  return enum_name(k, {"round_started", "drew_stock", "took_discard", "discarded", "went_on_board", "laid_down",
                       "added_on", "claimed_joker", "went_out", "rebuilt", "round_scored", "round_ended", "game_over"});
}

std::string describe_event(const Event& e) {
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::RoundStarted:
      return "Round " + std::to_string(e.value) + " of " + std::to_string(kRounds) + ": " + who + " plays first.";
    case EventKind::DrewStock: return who + " drew from the stock.";
    case EventKind::TookDiscard: return who + " took the " + card_name(e.card) + " from the discard pile.";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::WentOnBoard: return who + " went on board with " + plural(e.value, "point") + ".";
    case EventKind::LaidDown: return who + " laid down " + plural(e.value, "meld") + ".";
    case EventKind::AddedOn:
      return who + " added the " + card_name(e.card) + " to " +
             (e.value == e.seat ? "their own" : seat_name(e.value) + "'s") + " meld.";
    case EventKind::ClaimedJoker:
      return who + " gave the " + card_name(e.card) + " for the joker in " +
             (e.value == e.seat ? "their own" : seat_name(e.value) + "'s") + " meld.";
    case EventKind::WentOut: return went_out_words(who, static_cast<WayOut>(e.value), e.value2);
    case EventKind::Rebuilt: return "The discards were shuffled into a new stock of " + plural(e.value, "tile") + ".";
    case EventKind::RoundScored:
      return who + " scored " + plural(e.value, "point") + " this round (total " + std::to_string(e.value2) + ").";
    case EventKind::RoundEnded: return "Round " + std::to_string(e.value) + " ended with nobody out.";
    case EventKind::GameOver: return game_over_text(e.seat, e.value, e.value2);
  }
  return "";
}

std::string went_out_words(const std::string& who, WayOut way, int bonus) {
  const std::string points = plural(bonus, "point");
  switch (way) {
    case WayOut::Foot:
      // rummy-o.txt: a Foot and a Hand both place every tile at once without going on board first;
      // a Foot adds to melds already exposed, a Hand lays only melds of its own.
      return say(
          "{who} went out with a Foot: every tile laid in one turn, some onto melds already on the table, for a "
          "bonus of {points}!",
          {{"who", who}, {"points", points}});
    case WayOut::Hand:
      return say("{who} went out with a Hand: every tile laid in one turn as new melds, for a bonus of {points}!",
                 {{"who", who}, {"points", points}});
    default: return say("{who} went out: a bonus of {points}.", {{"who", who}, {"points", points}});
  }
}

FlatTable flatten(const Table& table) {
  FlatTable f;
  for (size_t s = 0; s < table.size(); ++s)
    for (size_t i = 0; i < table[s].size(); ++i) {
      f.melds.push_back(table[s][i].meld);
      f.where.emplace_back(static_cast<int>(s), static_cast<int>(i));
    }
  return f;
}

TurnInfo RummyOView::turn_info() const {
  const bool board = on_board[static_cast<size_t>(seat_)];
  return TurnInfo{.phase = phase,
                  .seat = seat_,
                  .to_act = to_act(),
                  .on_board = board,
                  .may_add_on = board && !opened_this_turn,
                  .discard_available = discard_count > 0};
}

void RummyOView::legal_actions(std::vector<Action>& out) const { legal_actions_for(turn_info(), rack, table, out); }

// The round as it ended: each rack, who was on board, the table, the pile.
void RummyOView::show_ended_round(const RoundResult& r) {
  round = r.round;
  on_board = r.on_board;
  table.assign(r.melds.size(), {});
  for (size_t o = 0; o < r.melds.size(); ++o)
    for (const Meld& m : r.melds[o])
      table[o].push_back(
          TableMeld{static_cast<int>(o), m, std::vector<int8_t>(m.cards.size(), static_cast<int8_t>(o))});
}

json RummyOView::to_json() const {
  json j = card_game_json("rummy_o");
  j.update(json{{"round", round},
                {"rounds_total", kRounds},
                {"first", first},
                {"rack", cards_json(rack)},
                {"rack_sizes", rack_sizes},
                {"on_board", on_board},
                {"opened_this_turn", opened_this_turn},
                {"rebuilds", rebuilds},
                {"turn", turn},
                {"table", table_json(table)}});
  return j;
}

Result<RummyOView> RummyOView::from_json(const json& j) {
  return read_view(j, DeckKind::RummyOTiles, "rummy_o", kMaxPlayers, kRounds, [&](ViewReader& r, RummyOView& v) {
    const size_t seats = v.seat_count(), tiles = kTiles;
    v.round = r.num(j, "round", 1, kRounds);
    v.first = r.num(j, "first", 0, v.last_seat());
    v.rack = r.cards(j, "rack", tiles);
    v.rack_sizes = r.nums(j, "rack_sizes", seats, 0, static_cast<int>(tiles));
    v.on_board = r.flags(j, "on_board", seats);
    v.opened_this_turn = r.flag(j, "opened_this_turn");
    v.rebuilds = r.num(j, "rebuilds", 0, kStockRebuilds + 1);
    v.turn = r.num(j, "turn", 0, kViewMaxCount);
    v.table = read_table(r, j, v.players);
  });
}

// A round's result in the view's JSON but for its pile, and read back (CardGameView: found by
// argument-dependent lookup, so they need no declaration elsewhere).
json round_result_json(const RoundResult& r) {
  return json{{"round", r.round},
              {"went_out", r.went_out},
              {"way", way_out_name(r.way)},
              {"way_title", way_out_title(r.way)},
              {"bonus", r.bonus},
              {"points", r.points},
              {"placed", r.placed},
              {"added", r.added},
              {"placed_tiles", r.placed_tiles},
              {"added_tiles", r.added_tiles},
              {"on_board", r.on_board},
              {"melds", melds_per_seat_json(r.melds)}};
}

RoundResult read_round_result(ViewReader& r, const json& last, const RummyOView& v) {
  const size_t seats = v.seat_count();
  RoundResult o;
  o.round = r.num(last, "round", 1, kRounds);
  o.went_out = r.num(last, "went_out", -1, v.last_seat());
  o.way = r.name<WayOut>(last, "way", way_out_name);
  o.bonus = r.num(last, "bonus", 0, kViewMaxPoints);
  o.points = r.nums(last, "points", seats, -kViewMaxPoints, kViewMaxPoints);
  o.placed = r.nums(last, "placed", seats, 0, kViewMaxPoints);
  o.added = r.nums(last, "added", seats, 0, kViewMaxPoints);
  o.placed_tiles = r.nums(last, "placed_tiles", seats, 0, kTiles);
  o.added_tiles = r.nums(last, "added_tiles", seats, 0, kTiles);
  o.on_board = r.flags(last, "on_board", seats);
  o.melds = r.melds_per_seat(last, "melds", v.players);
  o.pile = read_end_pile(r, last, kTiles);
  return o;
}

}  // namespace parlor::rummy_o
