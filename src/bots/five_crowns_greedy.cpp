// Five Crowns, one move deep with the exact solver: goes out whenever it can; takes the top
// discard when that lowers its best possible points after discarding, else draws; discards
// the card whose loss leaves the fewest points (a natural card before a wild on ties); on a
// final turn lays down the arrangement that leaves the fewest points.
#include <memory>

#include "bots/greedy.h"
#include "games/five_crowns/arrange.h"
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
    int now = five_crowns::min_points(view.hand, view.wild_rank);
    int after = five_crowns::best_discard(with, view.wild_rank).rest.points;
    return after < now ? *take : *draw;
  }

  if (const Action* out = find(five_crowns::kGoOut, Card::none())) return *out;
  five_crowns::DiscardChoice best = five_crowns::best_discard(view.hand, view.wild_rank);
  ActionKind kind = view.final_turn ? five_crowns::kLayDown : ActionKind::Discard;
  if (const Action* a = find(kind, best.discard.face())) return *a;
  return legal.back();
}

}  // namespace

std::unique_ptr<Bot> make_five_crowns_greedy() { return std::make_unique<GreedyBot<FiveCrownsGreedy>>(); }

}  // namespace parlor
