#include "games/five_crowns/judge.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/judge_kit.h"

namespace parlor::five_crowns {
namespace {

Result<int> read_wild(const json& req) {
  if (find_member(req, "hand_number") && find_member(req, "wild"))
    return Result<int>::failure("Give \"wild\" or \"hand_number\", not both.");
  if (const json* h = find_member(req, "hand_number")) {
    if (!h->is_number_integer() || h->get<int64_t>() < 1 || h->get<int64_t>() > kHands)
      return Result<int>::failure("\"hand_number\" must be 1 to 11.");
    return wild_rank_of_hand(static_cast<int>(h->get<int64_t>()) - 1);
  }
  const json* w = find_member(req, "wild");
  if (!w) return Result<int>::failure("Say which rank is wild: \"wild\": \"3\" .. \"K\" (or \"hand_number\": 1..11).");
  int rank = -1;
  if (w->is_number_integer()) {
    rank = static_cast<int>(std::max<int64_t>(-1, std::min<int64_t>(99, w->get<int64_t>())));
  } else if (w->is_string()) {
    const std::string& s = w->get_ref<const std::string&>();
    if (s == "J" || s == "j")
      rank = 11;
    else if (s == "Q" || s == "q")
      rank = 12;
    else if (s == "K" || s == "k")
      rank = 13;
    else if (s.size() <= 2 && !s.empty() &&
             std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      rank = std::stoi(s);
  }
  if (rank < kLowRank || rank > kHighRank) return Result<int>::failure("\"wild\" must be a rank from 3 to K.");
  return rank;
}

// The largest table plays with two sets (rules.h), so a hand may name up to four of a card.
constexpr JudgeDeck kDeck{DeckKind::FiveCrowns, sets_for_players(kMaxPlayers), "Five Crowns", "card",
                          static_cast<size_t>(kSolverMaxCards)};

json judge_meld(const json& req, int wild) {
  return parlor::judge_meld(req, JudgeMeld{kDeck, meld_rules(wild), "book"});
}

Result<std::vector<Card>> read_hand(const json& req) {
  auto cards = read_judge_cards(req, "hand", kDeck);
  if (!cards) return Result<std::vector<Card>>::failure(cards.error());
  std::vector<Card> hand;
  for (const auto& p : *cards) hand.push_back(p.card);
  return hand;
}

json judge_score(const json& req, int wild) {
  auto hand = read_hand(req);
  if (!hand) return judge_error(hand.error());
  Arrangement a = arrange(*hand, wild);
  int raw = 0;
  for (Card c : *hand) raw += card_points(c, wild);
  return json{{"ok", true},
              {"points", a.points},
              {"card_points", raw},
              {"melds", melds_json(a.melds)},
              {"left", cards_json(a.leftover)}};
}

json judge_go_out(const json& req, int wild) {
  auto hand = read_hand(req);
  if (!hand) return judge_error(hand.error());
  if (hand->size() < 4)
    return json{{"ok", true},
                {"can_go_out", false},
                {"reason", "Going out needs at least three cards in melds plus a discard."}};
  if (!can_go_out(*hand, wild)) return json{{"ok", true}, {"can_go_out", false}};
  DiscardChoice d = best_discard(*hand, wild);
  return json{
      {"ok", true}, {"can_go_out", true}, {"discard", to_text(d.discard.face())}, {"melds", melds_json(d.rest.melds)}};
}

// Every question is asked in one hand, whose wild rank the answer repeats.
JudgeOp with_wild(const char* name, json (*answer)(const json&, int wild)) {
  return {name, [answer](const json& req) {
            auto wild = read_wild(req);
            if (!wild) return judge_error(wild.error());
            json out = answer(req, *wild);
            out["wild"] = rank_text(*wild, false);
            return out;
          }};
}

}  // namespace

json judge(const json& req) {
  return answer_judge(
      req, {with_wild("meld", judge_meld), with_wild("score", judge_score), with_wild("go_out", judge_go_out)});
}

}  // namespace parlor::five_crowns
