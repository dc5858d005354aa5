#include "games/judge_kit.h"

#include <optional>

#include "engine/json_util.h"

namespace parlor {
namespace {

// "Use \"meld\", \"score\" or \"go_out\"": the ops, quoted, the last two joined by "or".
std::string op_list(std::initializer_list<JudgeOp> ops) {
  std::string t;
  size_t i = 0;
  for (const JudgeOp& op : ops) {
    if (i > 0) t += i + 1 == ops.size() ? " or " : ", ";
    t += quoted(op.name);
    ++i;
  }
  return t;
}

const char* kind_word(MeldKind kind, const char* book) { return kind == MeldKind::Run ? "run" : book; }

}  // namespace

json judge_error(const std::string& why) { return json{{"ok", false}, {"error", why}}; }

json answer_judge(const json& req, std::initializer_list<JudgeOp> ops) {
  if (!req.is_object()) return judge_error("A request is a JSON object.");
  auto op = get_string(req, "op");
  if (!op) return judge_error(op.error() + " Use " + op_list(ops) + ".");
  for (const JudgeOp& o : ops)
    if (*op == o.name) return o.answer(req);
  return judge_error("Unknown \"op\" \"" + *op + "\": use " + op_list(ops) + ".");
}

json judge_meld_json(MeldKind kind, std::span<const PlacedCard> cards, const char* book) {
  json texts = json::array();
  for (const auto& p : cards) texts.push_back(placed_to_text(PlacedCard{p.card.face(), p.as}));
  return json{{"kind", kind_word(kind, book)}, {"cards", std::move(texts)}};
}

json judge_meld(const json& req, const JudgeMeld& game) {
  auto read = read_judge_meld_cards(req, "cards", game.deck);
  if (!read) return judge_error(read.error());
  std::optional<MeldKind> asked;
  if (const json* k = find_member(req, "kind")) {
    asked = k->is_string() ? parse_meld_kind(k->get<std::string>()) : std::nullopt;
    if (!asked) return judge_error("\"kind\" is \"run\" or " + quoted(game.book) + ".");
  }
  std::vector<PlacedCard>& placed = read->cards;
  std::string reason = read->over_deck;
  std::optional<MeldKind> kind;  // the kind it is legal as
  if (game.check) {
    MeldGuess guess = game.check(placed, asked);
    kind = guess.kind;
    reason = guess.reason;
  } else if (reason.empty() && asked) {
    if (auto why = check_meld(game.rules, *asked, placed))
      reason = *why;
    else
      kind = asked;
  } else if (reason.empty()) {
    MeldGuess guess = check_any_meld(game.rules, placed);
    kind = guess.kind;
    reason = guess.reason;
  }
  if (!kind) {
    json out{{"ok", true}, {"legal", false}, {"reason", reason}};
    if (asked) out["kind"] = kind_word(*asked, game.book);
    return out;
  }
  json out = judge_meld_json(*kind, placed, game.book);
  out.update(json{{"ok", true}, {"legal", true}});
  if (game.legal_extra) game.legal_extra(placed, out);
  return out;
}

}  // namespace parlor
