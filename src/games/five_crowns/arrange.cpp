#include "games/five_crowns/arrange.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "engine/action.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/solver_search.h"

namespace parlor::five_crowns {

using detail::kWildDiscard;
using detail::Layout;
using detail::Search;
using detail::set_memo;
using detail::to_arrangement;
using detail::write_melds;

namespace {

std::vector<Card> without_one(std::span<const Card> hand, Card face) {
  std::vector<Card> rest(hand.begin(), hand.end());
  for (size_t i = 0; i < rest.size(); ++i)
    if (rest[i].face() == face.face()) {
      rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
      break;
    }
  return rest;
}

}  // namespace

int min_points(std::span<const Card> hand, int wild_rank) {
  Search s(hand, wild_rank, false, true);
  return s.value(s.full_mask(), s.wilds(), 0, false);
}

Arrangement arrange(std::span<const Card> hand, int wild_rank) {
  Search s(hand, wild_rank, false, true);
  s.value(s.full_mask(), s.wilds(), 0, false);
  return s.rebuild(s.full_mask(), s.wilds(), 0, false, nullptr);
}

bool can_go_out(std::span<const Card> hand, int wild_rank) {
  if (hand.size() < 4) return false;  // a meld of three and the discard
  Search s(hand, wild_rank, true, true);
  if (!s.may_meld_all_but(1)) return false;
  return s.value(s.full_mask(), s.wilds(), 0, true) == 0;
}

namespace {

std::vector<Card> wild_faces_of(std::span<const Card> hand, int wild_rank) {
  std::vector<Card> faces;
  for (Card c : hand)
    if (is_wild_card(c, wild_rank) && std::find(faces.begin(), faces.end(), c.face()) == faces.end())
      faces.push_back(c.face());
  return faces;
}

// Calls visit(layout) for every face of the hand discarded, with the best arrangement of the rest.
template <class F>
void for_each_lay_down(std::span<const Card> hand, int wild_rank, F&& visit) {
  if (hand.empty()) return;
  Layout l;
  {
    // Natural discards share one search: each is the full hand's state without that card.
    Search s(hand, wild_rank, false, true);
    uint32_t done = 0;
    for (int i = 0; i < s.naturals(); ++i) {
      if (done >> i & 1u) continue;
      done |= s.face_mask(s.natural(i));
      const uint32_t rest = s.full_mask() & ~(1u << i);
      s.value(rest, s.wilds(), 0, false);
      s.rebuild(rest, s.wilds(), 0, false, l);
      l.discard = s.natural(i);
      visit(l);
    }
  }
  // A wild discard changes which wilds are left to price, so each wild face searches anew.
  for (Card f : wild_faces_of(hand, wild_rank)) {
    std::vector<Card> rest = without_one(hand, f);
    Search s(rest, wild_rank, false, true);
    s.value(s.full_mask(), s.wilds(), 0, false);
    s.rebuild(s.full_mask(), s.wilds(), 0, false, l);
    l.discard = f;
    visit(l);
  }
}

// Calls visit(layout) for every face whose discard lets the hand go out, with the melds.
template <class F>
void for_each_go_out(std::span<const Card> hand, int wild_rank, F&& visit) {
  if (hand.size() < 4) return;
  Search s(hand, wild_rank, true, true);
  if (!s.may_meld_all_but(1)) return;
  set_memo().begin();
  const uint64_t set = s.discard_set(s.full_mask(), s.wilds(), 0);
  if (set == 0) return;
  Layout l;
  uint32_t done = 0;  // one choice per face: identical copies make the same move
  for (int i = 0; i < s.naturals(); ++i) {
    if (!(set >> i & 1u) || (done >> i & 1u)) continue;
    const uint32_t same = s.face_mask(s.natural(i));
    done |= same;
    s.rebuild_go_out(same, l);
    visit(l);
  }
  if (set & kWildDiscard) {
    s.rebuild_go_out(kWildDiscard, l);
    for (Card f : wild_faces_of(hand, wild_rank)) {
      Layout wl = l;
      // Wilds are interchangeable: if this face sits in a meld, it trades places with the discard.
      if (wl.discard.face() != f) {
        for (int k = 0; k < wl.n_cards; ++k)
          if (wl.cards[static_cast<size_t>(k)].card.face() == f) {
            std::swap(wl.cards[static_cast<size_t>(k)].card, wl.discard);
            break;
          }
      }
      visit(wl);
    }
  }
}

DiscardChoice to_choice(const Layout& l) {
  DiscardChoice c;
  c.discard = l.discard;
  c.rest = to_arrangement(l);
  return c;
}

template <class Gen>
void write_actions(ActionKind kind, std::vector<Action>& out, Gen&& gen) {
  const size_t first = out.size();
  gen([&](const Layout& l) {
    Action& a = out.emplace_back(kind);
    a.card = l.discard.face();
    write_melds(l, a.melds);
  });
  std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
            [](const Action& a, const Action& b) { return a.card < b.card; });
}

}  // namespace

std::vector<DiscardChoice> arrange_each_discard(std::span<const Card> hand, int wild_rank) {
  std::vector<DiscardChoice> out;
  for_each_lay_down(hand, wild_rank, [&](const Layout& l) { out.push_back(to_choice(l)); });
  return out;
}

std::vector<DiscardChoice> go_out_options(std::span<const Card> hand, int wild_rank) {
  std::vector<DiscardChoice> out;
  for_each_go_out(hand, wild_rank, [&](const Layout& l) { out.push_back(to_choice(l)); });
  return out;
}

void add_go_out_actions(std::span<const Card> hand, int wild_rank, std::vector<Action>& out) {
  write_actions(kGoOut, out, [&](auto&& sink) { for_each_go_out(hand, wild_rank, sink); });
}

void add_lay_down_actions(std::span<const Card> hand, int wild_rank, std::vector<Action>& out) {
  write_actions(kLayDown, out, [&](auto&& sink) { for_each_lay_down(hand, wild_rank, sink); });
}

std::optional<Arrangement> go_out_with(std::span<const Card> hand, Card discard, int wild_rank) {
  if (hand.size() < 4) return std::nullopt;
  std::vector<Card> rest = without_one(hand, discard);
  if (rest.size() == hand.size()) return std::nullopt;
  Search s(rest, wild_rank, true, true);
  if (!s.may_meld_all_but(0) || s.value(s.full_mask(), s.wilds(), 0, false) != 0) return std::nullopt;
  return s.rebuild(s.full_mask(), s.wilds(), 0, false, nullptr);
}

DiscardChoice best_discard(std::span<const Card> hand, int wild_rank) {
  DiscardChoice out;
  int best_any;
  {
    Search s(hand, wild_rank, false, true);
    best_any = s.value(s.full_mask(), s.wilds(), 0, true);
  }
  {
    Search s(hand, wild_rank, false, false);
    if (s.value(s.full_mask(), s.wilds(), 0, true) == best_any) {
      out.rest = s.rebuild(s.full_mask(), s.wilds(), 0, true, &out.discard);
      return out;
    }
  }
  Search s(hand, wild_rank, false, true);
  s.value(s.full_mask(), s.wilds(), 0, true);
  out.rest = s.rebuild(s.full_mask(), s.wilds(), 0, true, &out.discard);
  return out;
}

DiscardChoice discard_keeping_wilds(std::span<const Card> hand, int wild_rank) {
  DiscardChoice best = best_discard(hand, wild_rank);
  if (!is_wild_card(best.discard, wild_rank)) return best;
  std::vector<DiscardChoice> each = arrange_each_discard(hand, wild_rank);
  const DiscardChoice* natural = nullptr;
  for (const auto& c : each)
    if (!is_wild_card(c.discard, wild_rank) && (!natural || c.rest.points < natural->rest.points)) natural = &c;
  return natural ? *natural : best;
}

}  // namespace parlor::five_crowns
