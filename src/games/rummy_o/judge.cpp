#include "games/rummy_o/judge.h"

#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/judge_kit.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver.h"

namespace parlor::rummy_o {
namespace {

// The tile games call a book a group.
constexpr const char* kGroup = "group";
constexpr JudgeDeck kDeck{DeckKind::RummyOTiles, 1, "Rummy-O", "tile", kRackTiles + 1};

json judge_meld(const json& req) {
  // rummy-o.txt: the opening counts 1 and 10..13 as 10, 2..9 as their number, a joker 15.
  auto points = [](const std::vector<PlacedCard>& meld, json& out) {
    int sum = 0;
    for (const auto& p : meld) sum += tile_points(p.card);
    out["points"] = sum;
  };
  return parlor::judge_meld(req, JudgeMeld{kDeck, meld_rules(), kGroup, points});
}

json judge_opening(const json& req) {
  // A rack holds 14 tiles, 15 for the round's first player before the discard (kDeck's count).
  auto rack = read_judge_hand(req, "rack", kDeck);
  if (!rack) return judge_error(rack.error());
  auto best = best_opening(*rack);
  if (!best)
    return json{{"ok", true},
                {"opening", false},
                {"reason", "This rack has no opening: melds worth 50 or more, one of them a run."}};
  json melds = json::array();
  for (const Meld& m : best->melds) melds.push_back(judge_meld_json(m.kind, m.cards, kGroup));
  json left = json::array();
  for (Card c : best->left) left.push_back(to_text(c.face()));
  return json{{"ok", true}, {"opening", true}, {"points", best->points}, {"melds", std::move(melds)}, {"left", left}};
}

}  // namespace

json judge(const json& req) { return answer_judge(req, {{"meld", judge_meld}, {"opening", judge_opening}}); }

}  // namespace parlor::rummy_o
