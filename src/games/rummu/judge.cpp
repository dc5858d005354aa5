#include "games/rummu/judge.h"

#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/judge_kit.h"
#include "games/rummu/melds.h"
#include "games/rummu/rules.h"
#include "games/rummu/scoring.h"

namespace parlor::rummu {
namespace {

constexpr JudgeDeck kJudgeDeck{kDeck, 1, "Rummü", "card", 0};
constexpr const char* kBook = "book";
// Rounds and scores a request may name: far beyond any game, small enough for an int.
constexpr int64_t kLargest = 1'000'000;

MeldGuess check(std::span<PlacedCard> cards, std::optional<MeldKind> asked) {
  auto c = read_combination(cards);
  if (!c) return {std::nullopt, c.error()};
  if (asked && *asked != c->kind)
    return {std::nullopt,
            c->kind == MeldKind::Run ? "These cards are a run, not a book." : "These cards are a book, not a run."};
  return {c->kind, {}};
}

json judge_meld(const json& req) {
  auto extra = [](const std::vector<PlacedCard>& cards, json& out) {
    auto c = read_combination(cards);
    out["pure"] = c->pure();
    out["points"] = combination_points(*c);
  };
  return parlor::judge_meld(req, JudgeMeld{kJudgeDeck, MeldRules{}, kBook, extra, check});
}

json judge_come_out(const json& req) {
  auto round = get_int(req, "round", 1, kLargest);
  if (!round) return judge_error(round.error());
  auto team = get_bool(req, "team", false);
  if (!team) return judge_error(team.error());
  if (*round > 1 && !find_member(req, "score"))
    return judge_error("\"score\" is missing: after the first round the minimum depends on it.");
  auto score = get_int(req, "score", -kLargest, kLargest, 0);
  if (!score) return judge_error(score.error());
  return json{{"ok", true}, {"cards", come_out_minimum(static_cast<int>(*round), static_cast<int>(*score), *team)}};
}

}  // namespace

json judge(const json& req) { return answer_judge(req, {{"meld", judge_meld}, {"come_out", judge_come_out}}); }

}  // namespace parlor::rummu
