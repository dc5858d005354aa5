// The moves offered to a seat: every draw and discard, and the plays the solver finds worth
// listing (validate accepts any legal play, listed or not).
#include <algorithm>
#include <optional>

#include "games/rummy_o/solver.h"
#include "games/rummy_o/solver_bounds.h"
#include "games/rummy_o/view.h"

namespace parlor::rummy_o {
namespace {

void add_melds(MeldList& list, const std::vector<Meld>& melds) {
  for (const Meld& m : melds) list.add(m.kind, m.cards);
}

std::vector<int> all_melds(const FlatTable& flat) {
  std::vector<int> v(flat.melds.size());
  for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int>(i);
  return v;
}

// A meld of the claimed joker with two rack tiles, if there is one.
std::optional<Meld> meld_for_joker(std::span<const Card> rack_after) {
  const MeldRules rules = meld_rules();
  std::vector<Card> naturals;
  for (Card c : rack_after)
    if (!c.is_joker()) naturals.push_back(c.face());
  std::sort(naturals.begin(), naturals.end());
  for (size_t a = 0; a < naturals.size(); ++a)
    for (size_t b = a + 1; b < naturals.size(); ++b) {
      std::vector<PlacedCard> cards{
          {naturals[a], Card::none()}, {naturals[b], Card::none()}, {Card::joker(), Card::none()}};
      MeldGuess g = check_any_meld(rules, cards);
      if (g.kind) return Meld{*g.kind, cards};
    }
  return std::nullopt;
}

// The first of the claimer's own melds that takes the claimed joker (the joker having left meld
// `index` of seat `owner` for the tile `given`), if any.
std::optional<int> own_meld_for_joker(const Table& table, int seat, int owner, int index, Card given) {
  const MeldRules rules = meld_rules();
  const auto& own = table[static_cast<size_t>(seat)];
  for (size_t k = 0; k < own.size(); ++k) {
    std::vector<PlacedCard> cards = own[k].meld.cards;
    if (owner == seat && static_cast<int>(k) == index)
      for (PlacedCard& p : cards)
        if (p.card.is_joker() && joker_stands_for(p) == given) {
          p = given_for_joker(p, given);
          break;
        }
    cards.push_back({Card::joker(), Card::none()});
    if (!check_meld(rules, own[k].meld.kind, cards)) return static_cast<int>(k);
  }
  return std::nullopt;
}

// Each joker the rack can claim: into a new meld with two rack tiles, or else (from the turn
// after going on board) into a meld of one's own.
void add_claims(const TurnInfo& t, std::span<const Card> rack, const Table& table, std::vector<Action>& out) {
  if (!t.on_board || rack.size() < 2) return;
  for (size_t s = 0; s < table.size(); ++s)
    for (size_t i = 0; i < table[s].size(); ++i)
      for (const PlacedCard& p : table[s][i].meld.cards) {
        if (!p.card.is_joker()) continue;
        const Card wanted = joker_stands_for(p);
        auto it = std::find_if(rack.begin(), rack.end(), [&](Card c) { return c.face() == wanted; });
        if (it == rack.end()) continue;
        Action a(kClaimJoker);
        a.card = wanted;
        a.target = static_cast<int8_t>(i);
        a.target_seat = static_cast<int8_t>(s);
        std::vector<Card> after(rack.begin(), rack.end());
        after.erase(after.begin() + (it - rack.begin()));
        after.push_back(Card::joker());
        if (auto meld = rack.size() >= 4 ? meld_for_joker(after) : std::nullopt) {
          a.melds.add(meld->kind, meld->cards);
        } else if (auto k = t.may_add_on
                                ? own_meld_for_joker(table, t.seat, static_cast<int>(s), static_cast<int>(i), wanted)
                                : std::nullopt) {
          const PlacedCard joker{Card::joker(), Card::none()};
          a.to = static_cast<uint8_t>(*k + 1);
          a.melds.add(table[static_cast<size_t>(t.seat)][static_cast<size_t>(*k)].meld.kind,
                      std::span<const PlacedCard>(&joker, 1));
        } else {
          continue;
        }
        out.push_back(a);
      }
}

}  // namespace

void legal_actions_for(const TurnInfo& t, std::span<const Card> rack, const Table& table, std::vector<Action>& out) {
  out.clear();
  if (!t.to_act || t.phase == Phase::GameOver) return;
  if (t.phase == Phase::Draw) return offer_takes(out, true, t.discard_available);
  if (t.phase == Phase::Play) {
    const FlatTable flat = flatten(table);
    if (!t.on_board) {
      if (auto out_now = going_out(rack, flat.melds, all_melds(flat))) {
        Action a(kGoOut);
        add_melds(a.melds, out_now->melds);
        a.card = out_now->left.front();
        out.push_back(a);
      }
      if (auto opening = best_opening(rack)) {
        Action a(kLayDown);
        add_melds(a.melds, opening->melds);
        out.push_back(a);
      }
    } else {
      // One lay-down per meld of the arrangement placing the most points.
      // A rack none of whose tiles could make a meld lays nothing down.
      if (auto best = detail::RackBounds(rack).any_new_meld() ? solve(rack, {}, SolveOptions{}) : std::nullopt)
        for (const Meld& m : best->melds) {
          Action a(kLayDown);
          a.melds.add(m.kind, m.cards);
          out.push_back(a);
        }
      if (t.may_add_on && rack.size() >= 2)
        for (const AddOnChoice& c : possible_addons(rack, flat.melds, all_melds(flat))) {
          Action a(kAddOn);
          a.melds.add(flat.melds[static_cast<size_t>(c.meld)].kind, std::span<const PlacedCard>(&c.tile, 1));
          a.target_seat = static_cast<int8_t>(flat.where[static_cast<size_t>(c.meld)].first);
          a.target = static_cast<int8_t>(flat.where[static_cast<size_t>(c.meld)].second);
          out.push_back(a);
        }
      add_claims(t, rack, table, out);
    }
  }
  // Discards, one per face (the first player's opening discard, or the end of a turn).
  std::vector<Card> faces;
  for (Card c : rack) faces.push_back(c.face());
  std::sort(faces.begin(), faces.end());
  faces.erase(std::unique(faces.begin(), faces.end()), faces.end());
  for (Card f : faces) out.emplace_back(ActionKind::Discard).card = f;
}

}  // namespace parlor::rummy_o
