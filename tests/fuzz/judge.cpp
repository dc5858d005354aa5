// Judge requests (`parlor judge`). The request handler lives inside src/cli/judge.cpp's read
// loop, reachable only through main, so this target does what that loop does for one line:
// parse, route to the game's judge, echo the id. Besides not crashing, every answer must be
// one line of JSON that parses back and dumps to the same line (invalid UTF-8 echoed from a
// request is replaced when dumped), the same request must get the same answer, and a
// positive answer must hold up when asked again: a legal meld's cards (with their wild values)
// are legal again as the same kind, asked of the same game; the melds of a score or a way out are
// legal, and they with the cards left (or the discard) are the hand's cards.
#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "engine/json_util.h"
#include "fuzz_check.h"
#include "games/registry.h"

using namespace parlor;

namespace {

json answer(std::string_view line) {
  auto req = parse_json(line);
  if (!req) return json{{"ok", false}, {"error", req.error()}};
  std::string first;
  for (const auto& g : game_registry())
    if (g.judge && first.empty()) first = g.id;
  auto game = get_string(*req, "game", first);
  const GameEntry* g = game ? find_game(*game) : nullptr;
  json out;
  if (!game || !g || !g->judge)
    out = json{{"ok", false}, {"error", "no judge"}};
  else
    out = g->judge(*req);
  if (const json* id = find_member(*req, "id")) out["id"] = *id;
  return out;
}

// The faces of a list of card texts ("JK=7H" counts as the joker), sorted.
std::vector<std::string> faces(const json& cards) {
  std::vector<std::string> out;
  for (const json& c : cards) {
    fuzz::require(c.is_string(), "an answer's card is not a string", dump_json(cards));
    auto p = parse_placed(c.get_ref<const std::string&>());
    fuzz::require(p.has_value(), "an answer names a card it cannot read", c.get<std::string>());
    out.push_back(to_text(p->card.face()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Asks the judge that gave `meld` (the request's game, with the wild rank its answer names) again.
void require_legal(const json& meld, const json& req, const json& out) {
  json ask{{"op", "meld"}, {"kind", meld["kind"]}, {"cards", meld["cards"]}};
  if (const json* game = find_member(req, "game")) ask["game"] = *game;
  if (const json* wild = find_member(out, "wild")) ask["wild"] = *wild;
  json again = answer(dump_json(ask));
  fuzz::require(again.value("legal", false), "a meld the judge gave is not legal when asked", dump_json(meld));
  fuzz::require(again["cards"] == meld["cards"], "a legal meld's cards change when asked again", dump_json(again));
}

void check_positive(const json& req, const json& out) {
  if (!req.is_object() || !out.value("ok", false)) return;
  const std::string op = req.value("op", "");
  if (op == "meld" && out.value("legal", false)) {
    require_legal(out, req, out);
    fuzz::require(faces(out["cards"]) == faces(req["cards"]), "a legal meld's cards are not the request's");
  }
  const bool go_out = op == "go_out" && out.value("can_go_out", false);
  if (op != "score" && !go_out) return;
  std::vector<std::string> used;
  for (const json& m : out["melds"]) {
    require_legal(m, req, out);
    for (auto& f : faces(m["cards"])) used.push_back(f);
  }
  if (go_out)
    used.push_back(out["discard"].get<std::string>());
  else
    for (auto& f : faces(out["left"])) used.push_back(f);
  std::sort(used.begin(), used.end());
  std::vector<std::string> hand;
  for (auto& f : faces(req["hand"])) hand.push_back(f);
  fuzz::require(used == hand, "an answer's melds and leftovers are not the hand", dump_json(out));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view line = fuzz::as_text(data, size);
  const json out = answer(line);
  const std::string text = dump_json(out);
  auto back = parse_json(text);
  fuzz::require(back.ok() && dump_json(*back) == text, "an answer does not parse back to itself", text);
  fuzz::require(text.find('\n') == std::string::npos, "an answer spans lines", text);
  fuzz::require(out.is_object() && out.contains("ok"), "an answer without \"ok\"", text);
  if (!out["ok"].get<bool>()) fuzz::require(out.contains("error"), "a refusal without an error", text);
  fuzz::require(answer(line) == out, "the same request got another answer", text);
  if (auto req = parse_json(line)) check_positive(*req, out);
  return 0;
}
