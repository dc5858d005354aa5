#include "bots/five_crowns_greedy.h"

#include "games/five_crowns/arrange.h"
#include "games/five_crowns/view.h"

namespace parlor {

using five_crowns::FiveCrownsView;

Action FiveCrownsGreedyBot::choose(const View& generic) {
  const auto* view = dynamic_cast<const FiveCrownsView*>(&generic);
  generic.legal_actions(buf_);
  if (buf_.empty()) return Action{};
  if (!view) return buf_.front();
  auto find = [&](ActionKind kind, Card card) -> const Action* {
    for (const auto& a : buf_)
      if (a.kind == kind && (card.is_none() || a.card == card)) return &a;
    return nullptr;
  };

  if (view->phase == five_crowns::Phase::Draw) {
    const Action* take = find(ActionKind::TakeDiscard, Card::none());
    const Action* draw = find(ActionKind::DrawStock, Card::none());
    if (!take || !draw) return take ? *take : *draw;
    std::vector<Card> with = view->hand;
    with.push_back(view->discard_top);
    if (five_crowns::can_go_out(with, view->wild_rank)) return *take;
    int now = five_crowns::min_points(view->hand, view->wild_rank);
    int after = five_crowns::best_discard(with, view->wild_rank).rest.points;
    return after < now ? *take : *draw;
  }

  if (const Action* out = find(ActionKind::GoOut, Card::none())) return *out;
  five_crowns::DiscardChoice best = five_crowns::best_discard(view->hand, view->wild_rank);
  ActionKind kind = view->final_turn ? ActionKind::LayDown : ActionKind::Discard;
  if (const Action* a = find(kind, best.discard.face())) return *a;
  return buf_.back();
}

}  // namespace parlor
