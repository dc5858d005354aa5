#include "games/rummu/view.h"

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "games/rummu/melds.h"

namespace parlor::rummu {
namespace {

// "their own" or "Player 2's".
std::string whose(int owner, int seat) { return owner == seat ? "their own" : seat_name(owner) + "'s"; }

// The table's combinations are legal ones, of the kind they say (the moves offered build on them).
Table read_table(ViewReader& r, const json& j, const char* key, int players) {
  Table table = r.melds_per_seat(j, key, players);
  for (const auto& melds : table)
    for (const Meld& m : melds) {
      auto c = read_combination(m.cards);
      r.check(c.ok() && c->kind == m.kind, "A combination on the table is not legal.");
    }
  return table;
}

json scored_json(const std::vector<std::vector<ScoredCombination>>& laid) {
  json per_seat = json::array();
  for (const auto& seat : laid) {
    json arr = json::array();
    for (const ScoredCombination& c : seat) {
      json cards = json::array();
      for (const PlacedCard& p : c.meld.cards) cards.push_back(placed_to_text(p));
      arr.push_back(json{
          {"kind", meld_kind_name(c.meld.kind)}, {"cards", std::move(cards)}, {"pure", c.pure}, {"points", c.points}});
    }
    per_seat.push_back(std::move(arr));
  }
  return per_seat;
}

}  // namespace

const char* phase_name(Phase p) { return enum_name(p, {"draw", "play", "game_over"}); }

const char* event_kind_name(EventKind k) {
  return enum_name(k, {"round_started", "drew_stock", "took_discards", "discarded", "came_out", "laid_down", "added_on",
                       "exchanged_joker", "went_out", "rebuilt", "round_scored", "round_ended", "game_over"});
}

std::string describe_event(const Event& e) {
  const std::string who = seat_name(e.seat);
  switch (e.kind) {
    case EventKind::RoundStarted: return "Round " + std::to_string(e.value) + ": " + who + " plays first.";
    case EventKind::DrewStock: return who + " drew from the stock.";
    case EventKind::TookDiscards:
      if (e.value <= 1) return who + " took the " + card_name(e.card) + " from the discard pile.";
      // A tidy pile's cards under the top go unseen into the hand.
      if (e.card.is_none()) return who + " took " + std::to_string(e.value) + " cards from the discard pile.";
      return who + " took " + std::to_string(e.value) + " cards from the discard pile, down to the " +
             card_name(e.card) + ".";
    case EventKind::Discarded: return who + " discarded the " + card_name(e.card) + ".";
    case EventKind::CameOut: return who + " came out with " + plural(e.value, "card") + ".";
    case EventKind::LaidDown: return who + " laid down " + plural(e.value, "combination") + ".";
    case EventKind::AddedOn:
      return who + " added the " + card_name(e.card) + " to " + whose(e.value, e.seat) + " combination.";
    case EventKind::ExchangedJoker:
      return who + " gave the " + card_name(e.card) + " for the yellow joker in " + whose(e.value, e.seat) +
             " combination.";
    case EventKind::WentOut: return who + " went out.";
    case EventKind::Rebuilt: return "The discards were shuffled into a new stock of " + plural(e.value, "card") + ".";
    case EventKind::RoundScored:
      return who + " scored " + plural(e.value, "point") + " this round (total " + std::to_string(e.value2) + ").";
    case EventKind::RoundEnded: return "Round " + std::to_string(e.value) + " ended with nobody out.";
    case EventKind::GameOver: return game_over_text(e.seat, e.value, e.value2);
  }
  return "";
}

TurnInfo RummuView::turn_info() const {
  return TurnInfo{.phase = phase,
                  .seat = seat_,
                  .to_act = to_act(),
                  .came_out = came_out[static_cast<size_t>(seat_)],
                  .come_out_min = come_out_min[static_cast<size_t>(seat_)],
                  .plays = plays};
}

void RummuView::legal_actions(std::vector<Action>& out) const {
  legal_actions_for(turn_info(), hand, table, discard_count, out);
}

// An open pile under its top card (discard_top, which the JSON names once).
json RummuView::below_top() const {
  std::vector<Card> below = shown_pile;
  if (!below.empty()) below.pop_back();
  return cards_json(below);
}

std::vector<Card> RummuView::remembered_pile() const {
  if (open_pile) return shown_pile;
  // The pile's top cards, followed through the round: under them lie cards not known here
  // (before the events reach back, or under the discard turned up at the deal).
  std::vector<Card> known;
  for (const Event& e : events) switch (e.kind) {
      case EventKind::RoundStarted: known.clear(); [[fallthrough]];
      case EventKind::Discarded:
        if (!e.card.is_none()) known.push_back(e.card);
        break;
      case EventKind::TookDiscards:
        known.resize(known.size() - std::min<size_t>(known.size(), static_cast<size_t>(std::max<int>(1, e.value))));
        break;
      case EventKind::Rebuilt:  // all but the top went into the stock
        if (!known.empty()) known.erase(known.begin(), known.end() - 1);
        break;
      default: break;
    }
  // Events that do not lead to the pile on the table (a rigged test position) are not trusted.
  if (known.size() > static_cast<size_t>(discard_count) || known.empty() || known.back() != discard_top) known.clear();
  if (known.empty() && !discard_top.is_none()) known.push_back(discard_top);
  return known;
}

// The round as it ended: each seat's cards, its combinations on the table, the pile.
void RummuView::show_ended_round(const RoundResult& r) {
  round = r.round;
  table.assign(r.laid.size(), {});
  came_out.assign(r.laid.size(), false);
  for (size_t s = 0; s < r.laid.size(); ++s) {
    for (const ScoredCombination& c : r.laid[s]) table[s].push_back(c.meld);
    came_out[s] = !r.laid[s].empty();
  }
  if (r.pile) shown_pile = r.pile->shown;
}

json RummuView::to_json() const {
  json j = card_game_json("rummu");
  j.update(json{{"round", round},
                {"rounds_to_play", rounds_to_play},
                {"dealer", dealer},
                {"hand", cards_json(hand)},
                {"hand_sizes", hand_sizes},
                {"came_out", came_out},
                {"come_out_min", come_out_min},
                {"open_pile", open_pile},
                {"plays", plays},
                {"turn", turn},
                {"table", melds_per_seat_json(table)}});
  if (open_pile) j["discards_below"] = below_top();
  return j;
}

Result<RummuView> RummuView::from_json(const json& j) {
  return read_view(j, kDeck, "rummu", kMaxPlayers, kMaxRounds, [&](ViewReader& r, RummuView& v) {
    const size_t seats = v.seat_count(), cards = kDeckCards;
    v.round = r.num(j, "round", 1, kMaxRounds);
    v.rounds_to_play = r.num(j, "rounds_to_play", kToTheScore, kMostRounds);
    r.check(v.rounds_to_play == kToTheScore || v.rounds_to_play >= kFewestRounds,
            "The game's length is not one it can have.");
    r.check(v.rounds_to_play == kToTheScore || v.round <= v.rounds_to_play, "The round is past the game's last.");
    v.dealer = r.num(j, "dealer", 0, v.last_seat());
    v.hand = r.cards(j, "hand", cards);
    v.hand_sizes = r.nums(j, "hand_sizes", seats, 0, kDeckCards);
    v.came_out = r.flags(j, "came_out", seats);
    v.come_out_min = r.nums(j, "come_out_min", seats, kMinCombinationCards, 6);
    v.open_pile = r.flag(j, "open_pile");
    if (v.open_pile)
      v.shown_pile = r.cards(j, "discards_below", cards);
    else
      r.check(!find_member(j, "discards_below"), "A tidy discard pile shows its top card alone.");
    if (!v.discard_top.is_none()) v.shown_pile.push_back(v.discard_top);
    r.check(!v.open_pile || static_cast<int>(v.shown_pile.size()) == v.discard_count,
            "The discard pile and its count differ.");
    v.plays = r.num(j, "plays", 0, kMaxPlaysPerTurn);
    v.turn = r.num(j, "turn", 0, kMaxTurnsPerRound);
    v.table = read_table(r, j, "table", v.players);
  });
}

// A round's result in the view's JSON but for its pile, and read back (CardGameView: found by
// argument-dependent lookup, so they need no declaration elsewhere).
json round_result_json(const RoundResult& r) {
  return json{{"round", r.round},
              {"went_out", r.went_out},
              {"points", r.points},
              {"laid", scored_json(r.laid)},
              {"left_points", r.left_points},
              {"exempt", r.exempt}};
}

RoundResult read_round_result(ViewReader& r, const json& last, const RummuView& v) {
  const size_t seats = v.seat_count();
  RoundResult o;
  o.round = r.num(last, "round", 1, kMaxRounds);
  o.went_out = r.num(last, "went_out", -1, v.last_seat());
  o.points = r.nums(last, "points", seats, -kViewMaxPoints, kViewMaxPoints);
  for (const json& seat : r.list(last, "laid", seats, true)) {
    auto& laid = o.laid.emplace_back();
    if (!seat.is_array() || seat.size() > 64) r.fail("A seat's combinations must be a list.");
    if (!r.ok()) break;
    for (const json& cj : seat) {
      ScoredCombination sc{r.meld(cj), r.flag(cj, "pure"), r.num(cj, "points", 0, kViewMaxPoints)};
      r.check(read_combination(sc.meld.cards).ok(), "A scored combination is not legal.");
      laid.push_back(std::move(sc));
    }
  }
  o.left_points = r.nums(last, "left_points", seats, -kViewMaxPoints, 0);
  o.exempt = r.flags(last, "exempt", seats);
  o.pile = read_end_pile(r, last, kDeckCards);
  return o;
}

}  // namespace parlor::rummu
