#include "games/rummy_o/judge.h"

#include <string>
#include <vector>

#include "engine/json_util.h"
#include "games/judge_cards.h"
#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver.h"

namespace parlor::rummy_o {
namespace {

json fail(const std::string& why) { return json{{"ok", false}, {"error", why}}; }

// The tile games call a book a group.
const char* kind_name(MeldKind k) { return k == MeldKind::Run ? "run" : "group"; }

json meld_json(MeldKind kind, const std::vector<PlacedCard>& tiles) {
  json arr = json::array();
  for (const auto& p : tiles) arr.push_back(placed_to_text(PlacedCard{p.card.face(), p.as}));
  return json{{"kind", kind_name(kind)}, {"cards", std::move(arr)}};
}

Result<std::vector<PlacedCard>> read_tiles(const json& req, const char* key, size_t most) {
  return read_judge_cards(req, key, JudgeDeck{DeckKind::RummyOTiles, 1, "Rummy-O", "tile", most});
}

json judge_meld(const json& req) {
  // rummy-o.txt: a group holds at most four tiles, a run at most the thirteen numbers.
  auto tiles = read_tiles(req, "cards", 13);
  if (!tiles) return fail(tiles.error());
  std::vector<PlacedCard> placed = *tiles;
  const MeldRules rules = meld_rules();
  std::optional<MeldKind> kind;
  std::string reason;
  if (const json* k = find_member(req, "kind")) {
    auto asked = k->is_string() ? parse_meld_kind(k->get<std::string>()) : std::nullopt;
    if (!asked) return fail("\"kind\" is \"run\" or \"group\".");
    if (auto why = check_meld(rules, *asked, placed))
      reason = *why;
    else
      kind = asked;
    if (!kind) return json{{"ok", true}, {"legal", false}, {"kind", kind_name(*asked)}, {"reason", reason}};
  } else {
    MeldGuess guess = check_any_meld(rules, placed);
    if (!guess.kind) return json{{"ok", true}, {"legal", false}, {"reason", guess.reason}};
    kind = guess.kind;
  }
  // rummy-o.txt: the opening counts 1 and 10..13 as 10, 2..9 as their number, a joker 15.
  int points = 0;
  for (const auto& p : placed) points += tile_points(p.card);
  json out = meld_json(*kind, placed);
  out.update(json{{"ok", true}, {"legal", true}, {"points", points}});
  return out;
}

json judge_opening(const json& req) {
  // A rack holds 14 tiles, 15 for the round's first player before the discard.
  auto tiles = read_tiles(req, "rack", kRackTiles + 1);
  if (!tiles) return fail(tiles.error());
  std::vector<Card> rack;
  for (const auto& p : *tiles) {
    if (!p.as.is_none())
      return fail("A rack holds tiles alone: \"" + placed_to_text(p) + "\" says what it stands for.");
    rack.push_back(p.card);
  }
  auto best = best_opening(rack);
  if (!best)
    return json{{"ok", true},
                {"opening", false},
                {"reason", "This rack has no opening: melds worth 50 or more, one of them a run."}};
  json melds = json::array();
  for (const Meld& m : best->melds) melds.push_back(meld_json(m.kind, m.cards));
  json left = json::array();
  for (Card c : best->left) left.push_back(to_text(c.face()));
  return json{{"ok", true}, {"opening", true}, {"points", best->points}, {"melds", std::move(melds)}, {"left", left}};
}

}  // namespace

json judge(const json& req) {
  if (!req.is_object()) return fail("A request is a JSON object.");
  auto op = get_string(req, "op");
  if (!op) return fail(op.error() + " Use \"meld\" or \"opening\".");
  if (*op == "meld") return judge_meld(req);
  if (*op == "opening") return judge_opening(req);
  return fail("Unknown \"op\" \"" + *op + "\": use \"meld\" or \"opening\".");
}

}  // namespace parlor::rummy_o
