// The state's views, descriptions, snapshots and card lists, and the test rigging.
#include <algorithm>

#include "engine/enum_names.h"
#include "engine/json_util.h"
#include "engine/sentence.h"
#include "games/meld_words.h"
#include "games/rummy_o/state.h"
#include "games/snapshot.h"

namespace parlor::rummy_o {

RummyOView RummyOState::typed_view(int seat) const {
  RummyOView v;
  fill_view(v, seat, v.rack, v.rack_sizes, recent_events_start());
  v.players = num_seats();
  v.round = round_ + 1;
  v.first = first_;
  for (uint8_t b : on_board_) v.on_board.push_back(b != 0);
  v.opened_this_turn = opened_this_turn_;
  v.rebuilds = rebuilds_;
  v.turn = turns_;
  v.table = table_;
  for (auto& melds : v.table)
    for (auto& m : melds)
      for (auto& p : m.meld.cards) p.card = p.card.face();
  v.scores = scores();
  v.last_round = last_round_;
  return v;
}

namespace {

// The tiles of the rack that a going out adds to melds on the table: all but the discard, the
// new melds' tiles and the tile given for a joker.
std::vector<PlacedCard> added_on(std::vector<Card> rest, const Action& a, Card given) {
  auto take = [&](Card face) {
    auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == face; });
    if (it != rest.end()) rest.erase(it);
  };
  take(a.card);
  if (!given.is_none()) take(given);
  for (int m = 0; m < a.melds.size(); ++m)
    for (const PlacedCard& p : a.melds.cards(m)) take(p.card.face());
  std::vector<PlacedCard> out;
  for (Card c : rest) out.push_back(PlacedCard{c.face(), Card::none()});
  return out;
}

}  // namespace

std::string RummyOState::meld_word(int owner, int index) const {
  const bool there = owner >= 0 && owner < num_seats() && index >= 0 &&
                     index < static_cast<int>(table_[static_cast<size_t>(owner)].size());
  return there ? meld_kind_word(table_[static_cast<size_t>(owner)][static_cast<size_t>(index)].meld.kind, "group")
               : std::string("meld");
}

std::string RummyOState::describe_action_short(int seat, const Action& a) const {
  const std::string who = seat_name(seat);
  const std::string whose = a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s";
  switch (a.kind) {
    case kLayDown:
      return say(on_board(seat) ? "{who} lays down {melds}." : "{who} goes on board with {melds}.",
                 {{"who", who}, {"melds", melds_counted(a.melds, "group")}});
    case kAddOn:
      if (a.melds.empty() || a.melds.total_cards() < 2) return {};
      return say("{who} adds {count} to {whose} {kind}.", {{"who", who},
                                                           {"count", plural(a.melds.total_cards(), "tile")},
                                                           {"whose", whose},
                                                           {"kind", meld_word(a.target_seat, a.target)}});
    case kClaimJoker:
      return say("{who} gives a tile for the joker in {whose} {kind}.",
                 {{"who", who}, {"whose", whose}, {"kind", meld_word(a.target_seat, a.target)}});
    case kGoOut:
      return say("{who} goes out at once and discards the {card}.", {{"who", who}, {"card", card_name(a.card)}});
    default: return {};
  }
}

std::string RummyOState::describe_action(int seat, const Action& a) const {
  if (auto said = describe_pile_move(seat, a)) return *said;
  const std::string who = seat_name(seat);
  const MeldRules rules = meld_rules();
  const std::string melds = melds_words(a.melds, rules);
  auto whose = [&] { return a.target_seat == seat ? std::string("their own") : seat_name(a.target_seat) + "'s"; };
  auto kind_of = [&](int owner, int index) { return meld_word(owner, index); };
  switch (a.kind) {
    case kLayDown:
      return say(on_board(seat) ? "{who} lays down {melds}." : "{who} goes on board with {melds}.",
                 {{"who", who}, {"melds", melds}});
    case kAddOn:
      return say("{who} adds {tiles} to {whose} {kind}.",
                 {{"who", who},
                  {"tiles", a.melds.empty() ? std::string("tiles") : pieces_words(a.melds.cards(0))},
                  {"whose", whose()},
                  {"kind", kind_of(a.target_seat, a.target)}});
    case kClaimJoker: {
      const std::string tile = card_name(a.card), kind = kind_of(a.target_seat, a.target);
      if (a.to == 0)
        return say("{who} gives the {tile} for the joker in {whose} {kind} and lays down {melds}.",
                   {{"who", who}, {"tile", tile}, {"whose", whose()}, {"kind", kind}, {"melds", melds}});
      std::vector<PlacedCard> more;
      if (!a.melds.empty())
        for (const PlacedCard& p : a.melds.cards(0))
          if (!p.card.is_joker()) more.push_back(p);
      return say(more.empty() ? "{who} gives the {tile} for the joker in {whose} {kind} and adds it to their own {own}."
                              : "{who} gives the {tile} for the joker in {whose} {kind} and adds it with {more} to "
                                "their own {own}.",
                 {{"who", who},
                  {"tile", tile},
                  {"whose", whose()},
                  {"kind", kind},
                  {"more", pieces_words(more)},
                  {"own", kind_of(seat, a.to - 1)}});
    }
    case kGoOut: {
      Card given = Card::none();
      if (a.target_seat >= 0) {
        std::vector<Card> rest = rack(seat);
        auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == a.card; });
        if (it != rest.end()) rest.erase(it);
        if (const auto claim = foot_claim(table_, rest, a.target_seat, a.target)) given = claim->given.face();
      }
      const std::vector<PlacedCard> added = added_on(rack(seat), a, given);
      // Two tiles or more added on are counted: the line stays short.
      const std::string tiles =
          added.size() == 1 ? pieces_words(added) : plural(static_cast<int>(added.size()), "tile");
      // Whole sentences, by what the going out holds: a claim first, new melds, tiles added on.
      static const char* const kOut[2][3] = {
          {"{who} goes out at once, adding {tiles} to melds, and discards the {card}.",
           "{who} goes out at once with {melds} and discards the {card}.",
           "{who} goes out at once with {melds}, adding {tiles} to melds, and discards the {card}."},
          {"{who} gives {tile} for the joker in {whose} {kind} and goes out at once, adding {tiles} to melds, and "
           "discards the {card}.",
           "{who} gives {tile} for the joker in {whose} {kind} and goes out at once with {melds} and discards the "
           "{card}.",
           "{who} gives {tile} for the joker in {whose} {kind} and goes out at once with {melds}, adding {tiles} to "
           "melds, and discards the {card}."}};
      // A last meld that names its wilds is closed by a comma before the discard.
      const bool apart = ends_naming_wilds(a.melds, &rules);
      static const char* const kOutApart[2] = {
          "{who} goes out at once with {melds}, and discards the {card}.",
          "{who} gives {tile} for the joker in {whose} {kind} and goes out at once with {melds}, and discards the "
          "{card}."};
      const int shape = a.melds.empty() ? 0 : added.empty() ? 1 : 2;
      return say(shape == 1 && apart ? kOutApart[a.target_seat >= 0 ? 1 : 0] : kOut[a.target_seat >= 0 ? 1 : 0][shape],
                 {{"who", who},
                  {"tile", given.is_none() ? std::string("a tile") : "the " + card_name(given)},
                  {"whose", whose()},
                  {"kind", kind_of(a.target_seat, a.target)},
                  {"melds", melds},
                  {"tiles", tiles},
                  {"card", card_name(a.card)}});
    }
    default: return say("{who} makes a move that is not part of Rummy-O.", {{"who", who}});
  }
}

std::string RummyOState::debug_snapshot() const {
  std::string o = snapshot_head("round/first/current/phase/turns/rebuilds/opened/claimed",
                                {round_, first_, current_, static_cast<int>(phase_), turns_, rebuilds_,
                                 static_cast<int>(opened_this_turn_), static_cast<int>(claimed_this_turn_)});
  snapshot::numbers(o, "\non_board ", on_board_);
  snapshot_seats(o, "rack ", [&](size_t s) {
    o += "table ";
    for (const TableMeld& m : table_[s]) snapshot::meld(o, m.meld, &m.placed_by);
  });
  snapshot_end(o, "\nlast_round ", last_round_, [](const RoundResult& r, auto num) {
    for (int n : {r.round, r.went_out, static_cast<int>(r.way), r.pile ? r.pile->count : -1}) num(n);
    for (int p : r.points) num(p);
  });
  return o;
}

std::optional<TableMeld> RummyOState::rigged_meld(int owner, Meld m) {
  if (check_meld(meld_rules(), m.kind, m.cards)) return std::nullopt;
  const std::vector<int8_t> placed_by(m.cards.size(), static_cast<int8_t>(owner));
  return TableMeld{owner, std::move(m), placed_by};
}

void RummyOState::rigged() {
  for (size_t s = 0; s < table_.size(); ++s) on_board_[s] = table_[s].empty() ? 0 : 1;
  opened_this_turn_ = claimed_this_turn_ = false;
}

}  // namespace parlor::rummy_o
