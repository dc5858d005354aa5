// What the games' samplers share: the cards a seat has not seen, and a dealing of them that
// keeps every count the view shows (games/dealing.h).
#pragma once

#include <algorithm>
#include <initializer_list>
#include <span>
#include <vector>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/rng.h"
#include "games/dealing.h"

namespace parlor {

// One physical copy of `face` leaves `pool`; false when the pool holds none.
bool take_face(std::vector<Card>& pool, Card face);

// What a seat sees of the cards' places; everything else is dealt at random.
struct DealPlan {
  int viewer = 0;
  std::vector<int> hand_sizes;           // every seat
  std::vector<Card> own;                 // the viewer's hand
  std::vector<std::vector<Card>> known;  // per seat: cards it is known to hold (taken from the discards)
  int stock_count = 0;
  int discard_count = 0;
  Card discard_top;  // none when the pile is empty
};

// Deals `unseen` (the cards the viewer has not seen, the discard top and its own hand already
// taken out): each other seat gets its known cards, then random ones up to its size; the
// discards under the top and the stock take the rest. Where the counts disagree (a face the
// view names twice), the stock gives way.
Dealing deal_unseen(const DealPlan& plan, std::vector<Card> unseen, Rng& rng);

// Cards each seat took from the discard pile since the round began (`start`, among the view's
// recent events) and has not let go of since (`gone`: discarded, added on): public knowledge.
template <class RummyView, class Kind>
std::vector<std::vector<Card>> taken_cards(const RummyView& v, Kind start, Kind took,
                                           std::initializer_list<Kind> gone) {
  std::vector<std::vector<Card>> known(v.seat_count());
  for (const auto& e : v.events) {
    if (e.kind == start) {
      for (auto& k : known) k.clear();
    } else if (e.seat >= 0 && e.kind == took) {
      known[static_cast<size_t>(e.seat)].push_back(e.card);
    } else if (e.seat >= 0 && std::find(gone.begin(), gone.end(), e.kind) != gone.end()) {
      take_face(known[static_cast<size_t>(e.seat)], e.card);
    }
  }
  return known;
}

// A rummy seat's view `v` (its hand `own`, every hand's size `sizes`, the piles) dealt out:
// `deck` less its hand, the cards on `table` (per owner) and the discard top is what it has not
// seen; `known` as in DealPlan.
template <class RummyView>
Dealing deal_rummy_view(const RummyView& v, const std::vector<Card>& own, const std::vector<int>& sizes,
                        std::vector<Card> deck, const std::vector<std::vector<Meld>>& table,
                        std::vector<std::vector<Card>> known, Rng& rng) {
  for (Card c : own) take_face(deck, c);
  for (const auto& melds : table)
    for (const auto& m : melds)
      for (const auto& p : m.cards) take_face(deck, p.card);
  if (!v.discard_top.is_none()) take_face(deck, v.discard_top);
  DealPlan plan{.viewer = v.seat(),
                .hand_sizes = sizes,
                .own = own,
                .known = std::move(known),
                .stock_count = v.stock_count,
                .discard_count = v.discard_count,
                .discard_top = v.discard_top};
  return deal_unseen(plan, std::move(deck), rng);
}

// As above, for a view naming its hand `hand` and the sizes `hand_sizes`.
template <class RummyView>
Dealing deal_rummy_view(const RummyView& v, std::vector<Card> deck, const std::vector<std::vector<Meld>>& table,
                        std::vector<std::vector<Card>> known, Rng& rng) {
  return deal_rummy_view(v, v.hand, v.hand_sizes, std::move(deck), table, std::move(known), rng);
}

}  // namespace parlor
