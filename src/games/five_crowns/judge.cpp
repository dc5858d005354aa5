#include "games/five_crowns/judge.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/five_crowns/arrange.h"
#include "games/five_crowns/rules.h"
#include "games/judge_cards.h"

namespace parlor::five_crowns {
namespace {

json fail(const std::string& why) { return json{{"ok", false}, {"error", why}}; }

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
Result<std::vector<PlacedCard>> read_cards(const json& req, const char* key) {
  return read_judge_cards(req, key,
                          JudgeDeck{DeckKind::FiveCrowns, sets_for_players(kMaxPlayers), "Five Crowns", "card",
                                    static_cast<size_t>(kSolverMaxCards)});
}

json judge_meld(const json& req, int wild) {
  auto cards = read_cards(req, "cards");
  if (!cards) return fail(cards.error());
  MeldRules rules = meld_rules(wild);
  std::vector<PlacedCard> placed = *cards;
  json out{{"ok", true}};
  if (const json* k = find_member(req, "kind")) {
    auto kind = k->is_string() ? parse_meld_kind(k->get<std::string>()) : std::nullopt;
    if (!kind) return fail("\"kind\" is \"run\" or \"book\".");
    auto reason = check_meld(rules, *kind, placed);
    out["legal"] = !reason;
    out["kind"] = meld_kind_name(*kind);
    if (reason) out["reason"] = *reason;
  } else {
    auto guess = check_any_meld(rules, placed);
    out["legal"] = guess.kind.has_value();
    if (guess.kind)
      out["kind"] = meld_kind_name(*guess.kind);
    else
      out["reason"] = guess.reason;
  }
  if (out["legal"].get<bool>()) {
    json arr = json::array();
    for (const auto& p : placed) arr.push_back(placed_to_text(p));
    out["cards"] = std::move(arr);
  }
  return out;
}

Result<std::vector<Card>> read_hand(const json& req) {
  auto cards = read_cards(req, "hand");
  if (!cards) return Result<std::vector<Card>>::failure(cards.error());
  std::vector<Card> hand;
  for (const auto& p : *cards) hand.push_back(p.card);
  return hand;
}

}  // namespace

json judge(const json& req) {
  if (!req.is_object()) return fail("A request is a JSON object.");
  auto op = get_string(req, "op");
  if (!op) return fail(op.error() + " Use \"meld\", \"score\" or \"go_out\".");
  auto wild = read_wild(req);
  if (!wild) return fail(wild.error());
  json out;
  if (*op == "meld") {
    out = judge_meld(req, *wild);
  } else if (*op == "score" || *op == "go_out") {
    auto hand = read_hand(req);
    if (!hand) return fail(hand.error());
    if (*op == "score") {
      Arrangement a = arrange(*hand, *wild);
      int raw = 0;
      for (Card c : *hand) raw += card_points(c, *wild);
      out = json{{"ok", true},
                 {"points", a.points},
                 {"card_points", raw},
                 {"melds", melds_json(a.melds)},
                 {"left", cards_json(a.leftover)}};
    } else if (hand->size() < 4) {
      out = json{{"ok", true},
                 {"can_go_out", false},
                 {"reason", "Going out needs at least three cards in melds plus a discard."}};
    } else if (!can_go_out(*hand, *wild)) {
      out = json{{"ok", true}, {"can_go_out", false}};
    } else {
      DiscardChoice d = best_discard(*hand, *wild);
      out = json{{"ok", true},
                 {"can_go_out", true},
                 {"discard", to_text(d.discard.face())},
                 {"melds", melds_json(d.rest.melds)}};
    }
  } else {
    return fail("Unknown \"op\" \"" + *op + "\": use \"meld\", \"score\" or \"go_out\".");
  }
  out["wild"] = rank_text(*wild, false);
  return out;
}

}  // namespace parlor::five_crowns
