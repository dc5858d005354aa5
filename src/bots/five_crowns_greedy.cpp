// Five Crowns, one move deep with the exact solver: goes out whenever it can; takes the top
// discard when it is a wild or lowers its best possible points after discarding, else draws;
// discards the natural card whose loss leaves the fewest points, never a wild while a natural
// can go instead; on a final turn lays down the arrangement that leaves the fewest points.
#include <memory>
#include <vector>

#include "bots/greedy.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/five_crowns/view.h"

namespace parlor {
namespace {

struct FiveCrownsGreedy {
  using GameView = five_crowns::FiveCrownsView;
  static Action choose(const GameView& view, const std::vector<Action>& legal);
};

Action FiveCrownsGreedy::choose(const GameView& view, const std::vector<Action>& legal) {
  auto find = [&](ActionKind kind, Card card) -> const Action* {
    for (const auto& a : legal)
      if (a.kind == kind && (card.is_none() || a.card == card)) return &a;
    return nullptr;
  };

  if (view.phase == five_crowns::Phase::Draw) {
    const Action* take = find(ActionKind::TakeDiscard, Card::none());
    const Action* draw = find(ActionKind::DrawStock, Card::none());
    if (!take || !draw) return take ? *take : *draw;
    std::vector<Card> with = view.hand;
    with.push_back(view.discard_top);
    if (five_crowns::can_go_out(with, view.wild_rank)) return *take;
    if (view.final_turn) {
      const int after = five_crowns::best_discard(with, view.wild_rank).rest.points;
      return after < five_crowns::min_points(view.hand, view.wild_rank) ? *take : *draw;
    }
    if (five_crowns::is_wild_card(view.discard_top, view.wild_rank)) return *take;
    const int now = five_crowns::min_points(view.hand, view.wild_rank);
    return five_crowns::discard_keeping_wilds(with, view.wild_rank).rest.points < now ? *take : *draw;
  }

  if (const Action* out = find(five_crowns::kGoOut, Card::none())) return *out;
  if (view.final_turn) {
    const five_crowns::DiscardChoice best = five_crowns::best_discard(view.hand, view.wild_rank);
    if (const Action* a = find(five_crowns::kLayDown, best.discard.face())) return *a;
    return legal.back();
  }
  const five_crowns::DiscardChoice keep = five_crowns::discard_keeping_wilds(view.hand, view.wild_rank);
  if (const Action* a = find(ActionKind::Discard, keep.discard.face())) return *a;
  return legal.back();
}

}  // namespace

std::unique_ptr<Bot> make_five_crowns_greedy() { return std::make_unique<GreedyBot<FiveCrownsGreedy>>(); }

}  // namespace parlor
