// Whether a move is legal now, with the player-facing reason when it is not.
#include <algorithm>
#include <array>

#include "games/meld_words.h"
#include "games/rummy_o/solver.h"
#include "games/rummy_o/state.h"

namespace parlor::rummy_o {
namespace {

using Counts = std::array<int, 256>;

Counts count_faces(const std::vector<Card>& rack) {
  Counts have{};
  for (Card c : rack) have[static_cast<size_t>(c.face_index())]++;
  return have;
}

int rack_left(const Counts& have) {
  int n = 0;
  for (int h : have) n += h;
  return n;
}

const TableMeld* find_meld(const Table& table, int seat, int index) {
  if (seat < 0 || seat >= static_cast<int>(table.size())) return nullptr;
  const auto& melds = table[static_cast<size_t>(seat)];
  if (index < 0 || index >= static_cast<int>(melds.size())) return nullptr;
  return &melds[static_cast<size_t>(index)];
}

// DECISIONS.md: whoever places a joker declares its tile; one that the meld would take were it
// left undeclared gets a reason naming the declaration.
std::optional<std::string> declared_misfit(std::vector<PlacedCard> cards, MeldKind kind) {
  for (PlacedCard& p : cards) {
    if (!p.card.is_joker() || p.as.is_none()) continue;
    const Card declared = joker_stands_for(p);
    std::vector<PlacedCard> open = cards;
    open[static_cast<size_t>(&p - cards.data())].as = Card::none();
    if (!check_meld(meld_rules(), kind, open))
      return "The joker cannot stand for the " + card_name(declared) + " in that meld: choose a tile it fits.";
  }
  return std::nullopt;
}

// Rack tiles joining a table meld (`cards`, as it will be when they join): the rack holds
// them and keeps one, and the meld stays legal.
std::optional<std::string> check_joining(std::vector<PlacedCard> cards, MeldKind kind,
                                         std::span<const PlacedCard> tiles, const std::vector<Card>& rack, bool own) {
  const Meld before{kind, cards};
  Counts have = count_faces(rack);
  for (const PlacedCard& p : tiles) {
    if (--have[static_cast<size_t>(p.card.face_index())] < 0) return "You do not have the " + card_name(p.card) + ".";
    cards.push_back(p);
  }
  if (rack_left(have) < 1) return std::string("Keep one tile in your rack to discard.");
  if (auto reason = check_meld(meld_rules(), kind, cards)) {
    if (auto misfit = declared_misfit(cards, kind)) return misfit;
    return misfit_words(tiles, before, own, "group", *reason);
  }
  return std::nullopt;
}

bool lays_joker(const MeldList& melds) {
  for (int i = 0; i < melds.size(); ++i)
    for (const PlacedCard& p : melds.cards(i))
      if (p.card.is_joker()) return true;
  return false;
}

}  // namespace

std::optional<std::string> RummyOState::check_melds(int /*seat*/, const MeldList& melds, const std::vector<Card>& rack,
                                                    bool opening, int keep) const {
  Counts have = count_faces(rack);
  const MeldRules rules = meld_rules();
  int points = 0;
  bool run = false;
  for (int i = 0; i < melds.size(); ++i) {
    std::vector<PlacedCard> cards(melds.cards(i).begin(), melds.cards(i).end());
    for (const auto& p : cards)
      if (--have[static_cast<size_t>(p.card.face_index())] < 0) return "You do not have the " + card_name(p.card) + ".";
    if (auto reason = check_meld(rules, melds.kind(i), cards)) {
      if (auto misfit = declared_misfit({melds.cards(i).begin(), melds.cards(i).end()}, melds.kind(i))) return misfit;
      return reason;
    }
    for (const auto& p : cards) points += tile_points(p.card);
    run = run || melds.kind(i) == MeldKind::Run;
  }
  if (rack_left(have) < keep) return std::string("Keep one tile in your rack to discard.");
  if (opening && (points < kOpeningPoints || !run))
    return "To go on board you need melds worth 50 points or more, with at least one run (these make " +
           std::to_string(points) + ").";
  return std::nullopt;
}

std::optional<std::string> RummyOState::check_add_on(int seat, const Action& a) const {
  if (!on_board(seat)) return std::string("Go on board before adding tiles to melds.");
  if (opened_this_turn_) return std::string("You may add tiles to melds from your next turn on.");
  if (a.melds.size() != 1) return std::string("Add tiles to one meld at a time.");
  const TableMeld* m = find_meld(table_, a.target_seat, a.target);
  if (!m) return std::string("There is no such meld on the table.");
  return check_joining(m->meld.cards, m->meld.kind, a.melds.cards(0), rack(seat), a.target_seat == seat);
}

std::optional<std::string> RummyOState::check_claim(int seat, const Action& a) const {
  const TableMeld* m = find_meld(table_, a.target_seat, a.target);
  if (!m) return std::string("There is no such meld on the table.");
  if (a.card.is_none() || a.card.is_joker()) return std::string("Choose the tile the joker stands for.");
  const bool has_joker = std::any_of(m->meld.cards.begin(), m->meld.cards.end(), [&](const PlacedCard& p) {
    return p.card.is_joker() && joker_stands_for(p) == a.card;
  });
  if (!has_joker) return "No joker in that meld stands for the " + card_name(a.card) + ".";
  std::vector<Card> after = rack(seat);
  auto it = std::find_if(after.begin(), after.end(), [&](Card c) { return c.face() == a.card; });
  if (it == after.end()) return "You do not have the " + card_name(a.card) + ".";
  after.erase(it);
  after.push_back(Card::joker());
  if (a.to > 0) return check_claim_into(seat, a, after);
  // Any joker laid leaves the rack with no more jokers than before the claim.
  if (!a.melds.empty())
    if (auto reason = check_melds(seat, a.melds, after, !on_board(seat), 1)) return reason;
  if (!lays_joker(a.melds)) return std::string("Lay the joker down at once in a meld of your own.");
  return std::nullopt;
}

// rummy-o.txt: the claimer puts the joker in a meld of their own; one already on the table takes
// it as an add-on does (from the turn after going on board).
std::optional<std::string> RummyOState::check_claim_into(int seat, const Action& a,
                                                         const std::vector<Card>& rack_after) const {
  const TableMeld* own = find_meld(table_, seat, a.to - 1);
  if (!own) return std::string("You have no such meld on the table.");
  if (opened_this_turn_) return std::string("You may add tiles to melds from your next turn on.");
  if (a.melds.size() != 1 || !lays_joker(a.melds)) return std::string("Add the joker to one meld of your own.");
  std::vector<PlacedCard> cards = own->meld.cards;
  if (a.target_seat == seat && a.target == a.to - 1)  // the joker leaves this very meld first
    for (PlacedCard& p : cards)
      if (p.card.is_joker() && joker_stands_for(p) == a.card) {
        p = given_for_joker(p, a.card);
        break;
      }
  return check_joining(std::move(cards), own->meld.kind, a.melds.cards(0), rack_after, true);
}

// DECISIONS.md: a Foot may hold a claim (target, target_seat): the tile given for the joker
// there is placed with the rest, and the joker goes into one of the new melds. A Hand's tiles all
// go into melds of one's own, so a go-out with a claim is a Foot.
std::optional<std::string> RummyOState::check_go_out(int seat, const Action& a) const {
  if (on_board(seat)) return std::string("You are on board: go out by placing your tiles and discarding the last one.");
  if (a.card.is_none()) return std::string("To go out you must discard exactly one tile.");
  std::vector<Card> rest = rack(seat);
  auto it = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == a.card; });
  if (it == rest.end()) return "You do not have the " + card_name(a.card) + " to discard.";
  rest.erase(it);
  Table after = table_;
  if (a.target_seat >= 0 || a.target >= 0) {
    auto claim = foot_claim(table_, rest, a.target_seat, a.target);
    if (!claim) return claim.error();
    after = std::move(claim->table);
    rest = std::move(claim->rack);
    if (!lays_joker(a.melds)) return std::string("Put the joker you claim into one of your new melds.");
  }
  if (auto reason = check_melds(seat, a.melds, rest, false, 0)) return reason;
  for (int i = 0; i < a.melds.size(); ++i)
    for (const PlacedCard& p : a.melds.cards(i)) {
      auto t = std::find_if(rest.begin(), rest.end(), [&](Card c) { return c.face() == p.card.face(); });
      rest.erase(t);
    }
  if (rest.empty()) return std::nullopt;
  // The tiles left join melds on the table as it will be, the new melds laid.
  for (int i = 0; i < a.melds.size(); ++i) after[static_cast<size_t>(seat)].push_back(laid_meld(seat, a.melds.meld(i)));
  std::vector<Card> faces;
  for (Card c : rest) faces.push_back(c.face());
  if (!place_leftovers(after, seat, faces))
    return std::string("To go out, every tile but your discard must go into your melds or onto melds on the table.");
  return std::nullopt;
}

Result<RummyOState::FootClaim> RummyOState::foot_claim(const Table& table, const std::vector<Card>& rack, int owner,
                                                       int index) {
  using R = Result<FootClaim>;
  const TableMeld* m = find_meld(table, owner, index);
  if (!m) return R::failure("There is no such meld on the table.");
  // The first joker there whose tile the rack holds (a meld seldom holds two).
  for (size_t i = 0; i < m->meld.cards.size(); ++i) {
    const PlacedCard& p = m->meld.cards[i];
    if (!p.card.is_joker()) continue;
    const Card wanted = joker_stands_for(p);
    auto it = std::find_if(rack.begin(), rack.end(), [&](Card c) { return c.face() == wanted; });
    if (it == rack.end()) continue;
    FootClaim out{table, rack, wanted, static_cast<int>(i)};
    out.rack.erase(out.rack.begin() + (it - rack.begin()));
    out.rack.push_back(Card::joker());
    out.table[static_cast<size_t>(owner)][static_cast<size_t>(index)].meld.cards[i] = given_for_joker(p, wanted);
    return out;
  }
  return R::failure("You do not hold a tile that a joker in that meld stands for.");
}

std::optional<std::string> RummyOState::validate_move(int seat, const Action& a) const {
  const bool extras =
      a.count != 0 || a.from != 0 || (a.to != 0 && a.kind != kClaimJoker) ||
      ((a.target != -1 || a.target_seat != -1) && a.kind != kAddOn && a.kind != kClaimJoker && a.kind != kGoOut);
  const bool draws = a.kind == ActionKind::DrawStock || a.kind == ActionKind::TakeDiscard;
  if (extras || (draws && (!a.card.is_none() || !a.melds.empty())) ||
      (a.kind == ActionKind::Discard && !a.melds.empty()) ||
      ((a.kind == kLayDown || a.kind == kAddOn) && !a.card.is_none()))
    return std::string("That move is not part of Rummy-O.");
  const auto& r = rack(seat);
  switch (a.kind) {
    case ActionKind::DrawStock:
    case ActionKind::TakeDiscard:
      if (phase_ == Phase::FirstDiscard) return std::string("Start the round by discarding one of your 15 tiles.");
      if (phase_ != Phase::Draw) return std::string("You have already taken a tile this turn.");
      if (a.kind == ActionKind::TakeDiscard && discards_.empty()) return std::string("The discard pile is empty.");
      return std::nullopt;
    case ActionKind::Discard:
      if (phase_ == Phase::Draw) return std::string("Take a tile first, from the stock or the discard pile.");
      if (a.card.is_none()) return std::string("Choose a tile to discard.");
      if (std::none_of(r.begin(), r.end(), [&](Card c) { return c.face() == a.card; }))
        return "You do not have the " + card_name(a.card) + ".";
      return std::nullopt;
    case kLayDown:
    case kAddOn:
    case kClaimJoker:
    case kGoOut:
      if (phase_ == Phase::FirstDiscard) return std::string("Start the round by discarding one of your 15 tiles.");
      if (phase_ == Phase::Draw) return std::string("Take a tile first, from the stock or the discard pile.");
      if (a.kind == kLayDown) {
        if (a.melds.empty()) return std::string("Choose the melds to lay down.");
        return check_melds(seat, a.melds, r, !on_board(seat), 1);
      }
      if (a.kind == kAddOn) return check_add_on(seat, a);
      if (a.kind == kClaimJoker) return check_claim(seat, a);
      return check_go_out(seat, a);
    default: return std::string("That move is not part of Rummy-O.");
  }
}

}  // namespace parlor::rummy_o
